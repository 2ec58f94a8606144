import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productScreenshots } from '../screenshots.ts';
import { assertNoConsoleErrors, openBrowser } from '../support.ts';
import { HOSTS, here, open, SUNRISE_USERS, visit } from '../shell/helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

const shots = productScreenshots('account', 'TF_ACCOUNT_SCREENSHOTS');
const headerLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

describe('sign-in dialog', () => {
  it('signs a traveller in from the home page without a page load', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await visit(page, HOSTS.sunrise, '/');
    // A page load would lose this.
    await page.evaluate(() => Object.assign(window, { tfMarker: 'still here' }));

    await headerLink(page, 'Log In').click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Email').evaluate((el) => el === document.activeElement)).toBe(true);
    const [email, password] = SUNRISE_USERS.traveller;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Log In' }).click();

    const accountMenu = page.getByRole('button', { name: 'Account menu for Tess' });
    await accountMenu.waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await accountMenu.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(here(page)).toBe('/');
    expect(await page.evaluate(() => (window as unknown as { tfMarker?: string }).tfMarker)).toBe('still here');
    expect(await headerLink(page, 'Log In').count()).toBe(0);
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('looks right on a desktop and a phone, in English and Arabic', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    for (const [lng, logIn, suffix] of [
      ['en', 'Log In', 'en'],
      ['ar', null, 'ar'],
    ] as const) {
      await visit(page, HOSTS.sunrise, `/?lng=${lng}`);
      const link = logIn ? headerLink(page, logIn) : page.getByRole('banner').locator('.tf-auth-buttons a').first();
      await link.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog
        .getByRole('button', { name: logIn ?? /./ })
        .last()
        .click();
      await dialog.locator('[aria-invalid="true"]').first().waitFor();
      await shots.shoot(page, `login-dialog-${suffix}`, { axe: true, fullPage: false });
      await dialog.locator('.tf-login__links a[aria-haspopup="dialog"]').click();
      await dialog.locator('input[autocomplete="given-name"]').waitFor();
      await dialog.locator('button[type="submit"]').click();
      await dialog.locator('[aria-invalid="true"]').first().waitFor();
      await shots.shoot(page, `signup-dialog-${suffix}`, { axe: true, fullPage: false });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    assertNoConsoleErrors(page);
    await context.close();
  });
});
