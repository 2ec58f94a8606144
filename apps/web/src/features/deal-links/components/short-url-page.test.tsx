import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import dealLinksEn from '../../../../public/locales/en/deal-links.json';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { DEAL_LINKS_NS } from '../namespace.ts';
import { ShortUrlPage } from './short-url-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', DEAL_LINKS_NS, dealLinksEn, true, true);
});

const at = (path: string) => renderApp(null, { routes: [{ path: '/url/:id', element: <ShortUrlPage /> }], path });

describe('/url/:id', { timeout: 20_000 }, () => {
  it('says clearly that an expired deal has expired', async () => {
    mockApi({
      'GET /api/deal-links/AAAABBBB': { body: { data: { code: 'AAAABBBB', title: 'Paris in spring', product: 'hotel', target: null, expired: true } } },
    });
    at('/url/AAAABBBB');
    expect(await screen.findByRole('heading', { level: 1, name: 'This deal has expired' })).toBeInTheDocument();
    expect(screen.getByText('The deal "Paris in spring" is no longer available. Search for another trip below.')).toBeInTheDocument();
  });

  it('says an unknown link is unknown', async () => {
    at('/url/ZZZZZZZZ');
    expect(await screen.findByRole('heading', { level: 1, name: 'This deal link is unknown' })).toBeInTheDocument();
  });
});
