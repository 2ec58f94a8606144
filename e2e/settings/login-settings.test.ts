import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoConsoleErrors, openBrowser, screenshot } from '../support.ts';
import { HOSTS, open, signIn, SUNRISE_USERS, visit } from '../shell/helpers.ts';

// The Login settings page (decision 0117): Sunrise's owner finds it under Settings and sees how
// people sign in. Nothing is saved: the other files share this server and database.
const HOST = HOSTS.sunrise;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Login settings', () => {
  it('the owner opens Login from the side navigation and sees single sign-on, the provider, the social providers and the test', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true, width: 1280, height: 900 });
    await signIn(page, HOST, SUNRISE_USERS.owner);
    await visit(page, HOST, '/settings/profile');
    // The Settings group opens under the pointer (e2e/shell/roles.test.ts walks the states it passes through).
    const nav = page.getByRole('navigation', { name: 'Agent navigation' });
    const settings = nav.getByRole('button', { name: 'Settings' });
    await settings.hover();
    await page.locator('nav.tf-sidenav.is-wide').waitFor();
    if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
    await nav.locator(`#${(await settings.getAttribute('aria-controls'))?.replace(/:/g, '\\:')}`).waitFor({ state: 'visible' });
    await nav.getByRole('link', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/login');

    expect(await page.getByLabel('Sign people in through our identity provider').isChecked()).toBe(false);
    expect(await page.getByLabel('Issuer URL').inputValue()).toBe('');
    expect(await page.getByLabel('Scopes').inputValue()).toBe('openid email profile');
    expect(await page.getByLabel('Client secret', { exact: true }).getAttribute('type')).toBe('password');
    await page.getByText('No secret is stored.', { exact: false }).first().waitFor();
    expect(await page.getByLabel('Offer sign-in with Google').isChecked()).toBe(false);
    await page.getByLabel('Microsoft tenant').waitFor();
    await page.getByText('Set up and save a provider to test it.').waitFor();
    await page.getByText('All changes saved.').waitFor();

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await page.mouse.move(1200, 400); // off the side navigation, which widens over the page on hover
    await screenshot(page, 'settings-login-en-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'settings-login-en-375');
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('reads right to left in Arabic', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true, width: 1280, height: 900 });
    await context.addCookies([{ name: 'pll_language', value: 'ar', domain: HOST, path: '/' }]);
    await signIn(page, HOST, SUNRISE_USERS.owner);
    await visit(page, HOST, '/settings/login');
    await page.getByRole('heading', { name: 'تسجيل الدخول', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByLabel('عنوان URL للمُصدِر').waitFor();
    await screenshot(page, 'settings-login-ar-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'settings-login-ar-375');
    assertNoConsoleErrors(page);
    await context.close();
  });
});
