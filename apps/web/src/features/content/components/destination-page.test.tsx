import type { PublicContentItem } from '@tripfront/domain/content';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import searchEn from '../../../../public/locales/en/search.json';
import { makeAgency } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { DestinationPage } from './destination-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', 'search', searchEn, true, true);
});

const lisbon: PublicContentItem = {
  kind: 'destination',
  slug: 'lisbon',
  language: 'en',
  title: 'Lisbon',
  excerpt: 'Seven hills by the river.',
  cover: { url: '/img/lisbon.jpg', alt: '', decorative: true },
  tags: [],
  publishedAt: '2026-11-20T10:00:00.000Z',
  place: { name: 'Lisbon, Portugal', latitude: 38.7223, longitude: -9.1393, countryCode: 'PT' },
  top: true,
  bodyHtml: '<p>Trams and tiles.</p>',
  seoTitle: '',
  seoDescription: '',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('DestinationPage', () => {
  it('shows the page and a search form prefilled with its place', async () => {
    mockApi({ 'GET /api/content/destinations/lisbon': { body: lisbon } });
    const { container } = renderApp(null, {
      routes: [{ path: '/destination/:slug', element: <DestinationPage /> }],
      path: '/destination/lisbon',
      agency: makeAgency(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lisbon' })).toBeInTheDocument();
    expect(screen.getByText('Trams and tiles.')).toBeInTheDocument();
    // A decorative cover says nothing.
    expect(container.querySelector('img[src="/img/lisbon.jpg"]')).toHaveAttribute('alt', '');
    const form = screen.getByRole('form', { name: 'Hotels in Lisbon, Portugal' });
    expect(within(form).getByRole('combobox', { name: 'Destination' })).toHaveValue('Lisbon, Portugal');
  });

  it('shows no search when the agency sells nothing searched by place', async () => {
    mockApi({ 'GET /api/content/destinations/lisbon': { body: lisbon } });
    const agency = makeAgency({ bookingMenuItemOptions: [] });
    renderApp(null, { routes: [{ path: '/destination/:slug', element: <DestinationPage /> }], path: '/destination/lisbon', agency });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lisbon' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
