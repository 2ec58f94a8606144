import i18next from 'i18next';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import settingsEn from '../../../../public/locales/en/settings.json';
import loginEn from '../../../../public/locales/en/settings-login.json';
import { makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { SETTINGS_NS } from '../../settings/index.ts';
import { LOGIN_NS } from '../hooks/use-login-translation.ts';
import { announceSsoTest } from '../sso-test-channel.ts';
import { LoginSettingsPage } from './login-settings-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', SETTINGS_NS, settingsEn, true, true);
  i18next.addResourceBundle('en', LOGIN_NS, loginEn, true, true);
});
afterEach(() => vi.restoreAllMocks());

const NO_SECRET = { isSet: false, hint: null };
const CLAIMS = {
  email: 'email',
  firstName: 'given_name',
  lastName: 'family_name',
  role: 'groups',
  agentValue: 'travel_agent',
  restrictedAgentValue: 'restricted_agent',
};
const OIDC = { issuer: 'https://id.sunrise.example', clientId: 'sunrise-storefront', scopes: 'openid email profile', claims: CLAIMS };
const login = (overrides: object = {}) => ({
  isSSOEnabled: true,
  isDirectLoginAllowedForSSOUsers: true,
  oidc: OIDC,
  social: { google: null, microsoft: null, apple: null, microsoftTenant: '' },
  clientSecrets: { oidc: { isSet: true, hint: '…AbCd' }, google: NO_SECRET, microsoft: NO_SECRET, apple: NO_SECRET },
  ...overrides,
});
const settings = (l: object = login(), version = 3) => ({ data: { version, updatedAt: '2030-01-01T10:00:00.000Z', login: l } });
const puts = () => fetchCalls.filter((c) => c.method === 'PUT' && c.url.pathname === '/api/agency/settings/login');

describe('Login settings', () => {
  it('shows the provider, and of the stored secret only its last characters', async () => {
    mockApi({ 'GET /api/agency/settings': { body: settings() } });
    renderApp(<LoginSettingsPage />, { user: makeAgent() });
    expect(await screen.findByLabelText('Issuer URL')).toHaveValue('https://id.sunrise.example');
    expect(screen.getByLabelText('Sign people in through our identity provider')).toBeChecked();
    expect(screen.getByLabelText('Role claim')).toHaveValue('groups');
    const secret = screen.getByLabelText('Client secret');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveAccessibleDescription(/A secret is stored, ending .*…AbCd/);
    expect(screen.getByLabelText('Google client secret')).toHaveAccessibleDescription(/No secret is stored/);
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
  });

  it('saves a new secret and a social provider; the stored secret is left out unless replaced or removed', async () => {
    mockApi({ 'GET /api/agency/settings': { body: settings() }, 'PUT /api/agency/settings/login': { body: settings(login(), 4) } });
    const { user } = renderApp(<LoginSettingsPage />, { user: makeAgent() });
    await user.click(await screen.findByLabelText('Offer sign-in with Google'));
    await user.type(screen.getByLabelText('Google client ID'), ' sunrise.apps.googleusercontent.com ');
    await user.type(screen.getByLabelText('Google client secret'), 'GOCSPX-secret-7788');
    await user.click(screen.getByLabelText('Remove the stored secret'));
    expect(screen.getByLabelText('Client secret')).toHaveAccessibleDescription('The stored secret will be removed when you save.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({
      version: 3,
      settings: {
        isSSOEnabled: true,
        isDirectLoginAllowedForSSOUsers: true,
        oidc: OIDC,
        social: { google: { enabled: true, clientId: 'sunrise.apps.googleusercontent.com' }, microsoft: null, apple: null, microsoftTenant: '' },
        clientSecrets: { oidc: null, google: 'GOCSPX-secret-7788' },
      },
    });
  });

  it('says what to fix before saving, and marks the field the server refuses', async () => {
    mockApi({
      'GET /api/agency/settings': { body: settings() },
      'PUT /api/agency/settings/login': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'settings.oidc.issuer: The issuer must be an https:// address.',
          field: 'settings.oidc.issuer',
        },
      },
    });
    const { user } = renderApp(<LoginSettingsPage />, { user: makeAgent() });
    const scopes = await screen.findByLabelText('Scopes');
    await user.clear(scopes);
    await user.type(scopes, 'email profile');
    await user.type(screen.getByLabelText('Apple client secret'), 'apple-secret');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter scopes separated by spaces, including openid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Apple client secret')).toHaveAccessibleDescription(/Enter the client ID this secret belongs to\./);
    expect(puts()).toHaveLength(0);

    await user.type(scopes, ' openid');
    await user.clear(screen.getByLabelText('Apple client secret'));
    const issuer = screen.getByLabelText('Issuer URL');
    await user.clear(issuer);
    await user.type(issuer, 'http://localhost:9000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(issuer).toHaveAccessibleDescription(/The issuer must be an https:\/\/ address\./));
    expect(issuer).toHaveAttribute('aria-invalid', 'true');
  });

  it('runs a test sign-in in a new window and shows the claims it received', async () => {
    mockApi({
      'GET /api/agency/settings': { body: settings() },
      'GET /api/user/sso/test/state-1': {
        body: {
          data: {
            provider: 'oidc',
            issuer: 'https://id.sunrise.example',
            subject: 'user-42',
            claims: { sub: 'user-42', email: 'ada@sunrise.example', email_verified: true, given_name: 'Ada', groups: ['travel_agent'] },
          },
        },
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user } = renderApp(<LoginSettingsPage />, { user: makeAgent() });
    await user.click(await screen.findByRole('button', { name: 'Test sign-in with your identity provider' }));
    expect(open).toHaveBeenCalledWith('/api/user/sso/start?provider=oidc&test=1', 'tripfront-sso-test', expect.stringContaining('popup'));
    expect(screen.getByText('Finish the sign-in in the new window…')).toBeInTheDocument();

    act(() => announceSsoTest({ kind: 'report', state: 'state-1' }));
    const table = await screen.findByRole('table', { name: 'Claims received' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Subject')).toHaveTextContent('user-42');
    expect(row('Email')).toHaveTextContent('ada@sunrise.example');
    expect(row('Email verified')).toHaveTextContent('yes');
    expect(row('Last name')).toHaveTextContent('not sent');
    expect(row('Role claim (groups)')).toHaveTextContent('["travel_agent"]');
  });

  it('says why a test sign-in failed, and when the browser blocked its window', async () => {
    mockApi({ 'GET /api/agency/settings': { body: settings() } });
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user } = renderApp(<LoginSettingsPage />, { user: makeAgent() });
    const run = await screen.findByRole('button', { name: 'Test sign-in with your identity provider' });
    await user.click(run);
    act(() => announceSsoTest({ kind: 'error', reason: 'client' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The test sign-in failed: the provider refused the client ID or the client secret.');

    open.mockReturnValue(null);
    await user.click(run);
    expect(await screen.findByRole('alert')).toHaveTextContent('The browser blocked the new window.');
  });

  it('offers no test until a provider is set up and saved', async () => {
    mockApi({ 'GET /api/agency/settings': { body: settings(login({ isSSOEnabled: false, oidc: null })) } });
    renderApp(<LoginSettingsPage />, { user: makeAgent() });
    expect(await screen.findByText('Set up and save a provider to test it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Test sign-in with/ })).not.toBeInTheDocument();
  });
});
