import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady, assertNoConsoleErrors, openBrowser, url } from '../support.ts';
import { here, open, visit, waitForPath } from '../shell/helpers.ts';
import { SSO_HOST } from './sso-agency.ts';

// Sign-in through the agency's own OpenID Connect provider, in a real browser: the test provider
// (oidc-provider over HTTPS with a self-signed certificate) runs beside the server (global-setup).

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

async function openAtSsoAgency() {
  const opened = await open(browser, { withoutSavePriceModal: true, ignoreHTTPSErrors: true });
  await opened.context.addCookies([{ name: 'pll_language', value: 'en', domain: SSO_HOST, path: '/' }]);
  return opened;
}

const accountMenu = (page: Page) => page.getByRole('button', { name: /Account menu for Oona/ });

describe('single sign-on through the agency provider', () => {
  it('Log In goes to the provider and back to the same page, signed in; Log Out ends at the provider too', async () => {
    const { context, page } = await openAtSsoAgency();
    await visit(page, SSO_HOST, '/?tab=Activities');
    const logIn = page.getByRole('link', { name: 'Log In' });
    expect(await logIn.getAttribute('href')).toBe('/api/user/sso/start?provider=oidc&navigateTo=%2F%3Ftab%3DActivities');
    // The provider signs the test person in at once; the browser comes back to where it was.
    const back = page.waitForResponse((r) => r.url().includes('/api/user/sso/callback'), { timeout: 15_000 });
    await logIn.click();
    expect((await back).headers().location).toBe('/?tab=Activities');
    await page.waitForURL((u) => u.hostname === SSO_HOST && u.pathname === '/', { timeout: 15_000 });
    expect(here(page)).toBe('/?tab=Activities');
    await accountMenu(page).waitFor();
    expect(await page.getByRole('link', { name: 'Log In' }).count()).toBe(0);

    // Logging out ends the provider's session as well: its sign-out page, then the storefront's home.
    await accountMenu(page).click();
    await page.getByRole('link', { name: 'Log Out' }).click();
    await page.waitForURL((u) => u.hostname === '127.0.0.1', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL((u) => u.hostname === SSO_HOST, { timeout: 10_000 });
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('a deal link keeps its plum through the sign-in', async () => {
    const { context, page } = await openAtSsoAgency();
    await visit(page, SSO_HOST, '/?plum=abc123');
    const logIn = page.getByRole('link', { name: 'Log In' });
    expect(await logIn.getAttribute('href')).toBe('/api/user/sso/start?provider=oidc&navigateTo=%2F%3Fplum%3Dabc123');
    const back = page.waitForResponse((r) => r.url().includes('/api/user/sso/callback'), { timeout: 15_000 });
    await logIn.click();
    expect((await back).headers().location).toBe('/?plum=abc123');
    await page.waitForURL((u) => u.hostname === SSO_HOST && u.pathname === '/', { timeout: 15_000 });
    expect(here(page)).toBe('/?plum=abc123');
    await accountMenu(page).waitFor();
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('a failed sign-in says why and offers to try again', async () => {
    const { context, page } = await openAtSsoAgency();
    // An answer for a sign-in this browser never started: nobody is signed in, /sso says why.
    await page.goto(url(SSO_HOST, '/api/user/sso/callback?state=not-mine&code=x'));
    await appReady(page);
    await waitForPath(page, '/sso?error=state');
    await page.getByRole('alert').getByText('This sign-in took too long, or was started in another browser or tab.').waitFor();
    expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/api/user/sso/start?provider=oidc');
    expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    assertNoConsoleErrors(page);
    await context.close();
  });
});
