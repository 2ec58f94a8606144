import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import accountEn from '../../../../public/locales/en/account.json';
import { makeAgency } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import { ACCOUNT_NS } from '../hooks/use-account-translation.ts';
import { SocialPage } from './social-page.tsx';
import { SsoPage } from './sso-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', ACCOUNT_NS, accountEn, true, true);
});

const ssoAgency = (socialProviders: ('google' | 'microsoft' | 'apple')[] = []) =>
  makeAgency({
    agencyName: 'Gateway Partners',
    sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false, hasProvider: true, socialProviders },
  });

describe('/sso?error=…', () => {
  it.each([
    ['denied', 'The sign-in was cancelled or refused at the sign-in page, so you are not signed in.'],
    ['email', 'Your account at the sign-in service did not share a verified email address, which we need to sign you in.'],
    ['account', 'This account cannot sign in this way. It may be disabled; please contact Gateway Partners.'],
    ['made-up', 'Something went wrong while signing you in. Please try again.'],
  ])('%s says why, offers Try again at the provider and Home', async (reason, message) => {
    window.sessionStorage.clear();
    renderApp(<SsoPage sandboxAllowed={false} />, { path: `/sso?error=${reason}`, agency: ssoAgency() });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/api/user/sso/start?provider=oidc');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('social buttons', () => {
  it('offers each social provider of the agency on /social, back to the redirect page', async () => {
    renderApp(<SocialPage />, { path: '/social?redirect=%2Ffaqs', agency: ssoAgency(['google', 'apple']) });
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google).toHaveAttribute('href', '/api/user/sso/start?provider=google&navigateTo=%2Ffaqs');
    expect(screen.getByRole('link', { name: 'Continue with Apple' })).toHaveAttribute('href', '/api/user/sso/start?provider=apple&navigateTo=%2Ffaqs');
    expect(screen.queryByRole('link', { name: 'Continue with Microsoft' })).toBeNull();
    expect(screen.queryByText('Gateway Partners does not offer sign-in with social network accounts.')).toBeNull();
  });

  it('says beside the providers that a first sign-in, which creates the account, accepts the Terms of use', async () => {
    const terms = () => screen.getByRole('link', { name: 'Terms of use' });
    renderApp(<SocialPage />, { path: '/social', agency: ssoAgency(['google']) });
    await screen.findByRole('link', { name: 'Continue with Google' });
    expect(terms()).toHaveAttribute('href', '/user-terms-and-conditions');
    expect(terms().closest('p')?.textContent).toBe('By creating an account, you agree to our Terms of use.');
  });

  it('says it under the agency’s own sign-in button too', async () => {
    renderApp(<SsoPage sandboxAllowed={false} />, { path: '/sso', agency: ssoAgency() });
    await screen.findByRole('button', { name: 'Continue to sign in' });
    expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/user-terms-and-conditions');
  });

  it('Try again after a failed social sign-in starts that provider again', async () => {
    renderApp(<SocialPage />, { path: '/social', agency: ssoAgency(['microsoft']) });
    const microsoft = await screen.findByRole('link', { name: 'Continue with Microsoft' });
    microsoft.addEventListener('click', (event) => event.preventDefault());
    microsoft.click();
    renderApp(<SsoPage sandboxAllowed={false} />, { path: '/sso?error=denied', agency: ssoAgency(['microsoft']) });
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Try again' }).at(-1)).toHaveAttribute('href', '/api/user/sso/start?provider=microsoft'));
  });
});
