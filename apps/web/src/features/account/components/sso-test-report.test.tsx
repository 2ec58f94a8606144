import i18next from 'i18next';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import loginEn from '../../../../public/locales/en/settings-login.json';
import { makeAgent } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { SsoPage } from './sso-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', 'settings-login', loginEn, true, true);
});

const REPORT = {
  provider: 'google',
  issuer: 'https://accounts.google.com',
  subject: '1170',
  claims: { sub: '1170', email: 'ada@example.com', email_verified: false, given_name: 'Ada', family_name: 'Lovelace' },
};

describe('/sso in the window of a test sign-in', () => {
  it('shows what the provider sent and tells the Login settings page the state', async () => {
    mockApi({ 'GET /api/user/sso/test/state-9': { body: { data: REPORT } } });
    const sent: unknown[] = [];
    const channel = new BroadcastChannel('tripfront:sso-test');
    channel.addEventListener('message', (event) => sent.push(event.data));
    renderApp(<SsoPage sandboxAllowed={false} />, { user: makeAgent(), path: '/sso?test=state-9' });
    expect(await screen.findByRole('heading', { name: 'Test sign-in result' })).toBeInTheDocument();
    expect(await screen.findByText('This is what Google sent. Nobody was signed in. You can close this window.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Email verified' }).closest('tr')).toHaveTextContent('no');
    expect(screen.getByRole('rowheader', { name: 'Last name' }).closest('tr')).toHaveTextContent('Lovelace');
    await vi.waitFor(() => expect(sent).toContainEqual({ kind: 'report', state: 'state-9' }));
    channel.close();
  });

  it('says when the report has ended', async () => {
    mockApi({ 'GET /api/user/sso/test/old': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'This test sign-in has ended.' } } });
    renderApp(<SsoPage sandboxAllowed={false} />, { user: makeAgent(), path: '/sso?test=old' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The test result is no longer available. Run the test again.');
  });
});
