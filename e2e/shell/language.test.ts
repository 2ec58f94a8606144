import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady, assertNoConsoleErrors, openBrowser } from '../support.ts';
import { HOSTS, open, signIn, SUNRISE_USERS, visit } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

const htmlLang = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
// The picker's label is in the page's language.
const pickerLabels = new Set(
  ['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv'].map(
    (lng) =>
      (
        JSON.parse(readFileSync(path.join(import.meta.dirname, `../../apps/web/public/locales/${lng}/translation.json`), 'utf8')) as {
          language: { label: string };
        }
      ).language.label,
  ),
);
const languagePicker = (page: Page) => page.getByRole('combobox', { name: new RegExp(`^(${[...pickerLabels].join('|')})$`) });
const languageCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'pll_language');

describe('language', () => {
  it("applies the agency's default language on the first visit only", async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true, agencyLanguage: true });
    await visit(page, HOSTS.nordic, '/');
    expect(await htmlLang(page)).toEqual(['sv', 'ltr']);
    expect(await languagePicker(page).inputValue()).toBe('sv');
    const cookie = await languageCookie(context);
    expect(cookie?.value).toBe('sv');
    // About a year (525600 minutes).
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await languagePicker(page).selectOption('en');
    await page.reload();
    await appReady(page);
    await page.locator('main#main').waitFor();
    expect(await htmlLang(page)).toEqual(['en', 'ltr']);
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('the lng query parameter overrides the default', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true, agencyLanguage: true });
    await visit(page, HOSTS.gateway, '/?lng=fr');
    expect(await htmlLang(page)).toEqual(['fr', 'ltr']);
    expect((await languageCookie(context))?.value).toBe('fr');
    await context.close();
  });

  it('Arabic mirrors the layout and is remembered', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true, agencyLanguage: true });
    await visit(page, HOSTS.sunrise, '/faqs');
    await languagePicker(page).selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    const logo = await page
      .getByRole('banner')
      .getByRole('link', { name: /Sunrise Travel/ })
      .first()
      .boundingBox();
    expect(logo!.x).toBeGreaterThan(700);
    await visit(page, HOSTS.sunrise, '/about');
    expect(await htmlLang(page)).toEqual(['ar', 'rtl']);
    await context.close();
  });

  it('tells the server when a signed-in user changes language', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true, agencyLanguage: true });
    await signIn(page, HOSTS.sunrise, SUNRISE_USERS.admin);
    await visit(page, HOSTS.sunrise, '/faqs');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/user/changeLanguage/es'));
    await languagePicker(page).selectOption('es');
    expect((await (await request).response())?.status()).toBe(200);
    await languagePicker(page).selectOption('en');
    await page.waitForTimeout(300);
    await context.close();
  });

  it('reloads hotel search pages and sends car results back to the cars page', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true, agencyLanguage: true });
    await visit(page, HOSTS.sunrise, '/booknow/hotels/v2/search');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await languagePicker(page).selectOption('de');
    await page.waitForFunction(() => !(window as unknown as { marker?: number }).marker);
    await page.locator('main#main').waitFor();
    expect(await htmlLang(page)).toEqual(['de', 'ltr']);

    await visit(page, HOSTS.sunrise, '/booknow/cars/search');
    await languagePicker(page).selectOption('en');
    await page.waitForURL((u) => u.pathname === '/booknow/cars');
    await context.close();
  });
});
