import { parseHexColor, themeColors } from '@tripfront/domain/theme';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../png.ts';
import { api, assertNoConsoleErrors, getAsHost, openBrowser, screenshot, type Json } from '../support.ts';
import { HOSTS, open, signIn, SUNRISE_USERS, visit } from '../shell/helpers.ts';

// Issue #15, first acceptance item: an owner changes the title, primary colour, logo, About text and
// a FAQ question; a visitor in a fresh browser sees each change. A SalesAgent sees the settings greyed
// and the API refuses it. Sunrise's settings are put back afterwards: the e2e server is shared.

const stamp = Date.now().toString(36);
const NEW_TITLE = `Sunrise Travel — sunny deals ${stamp}`;
const NEW_COLOUR = '#2b8a3e';
const ABOUT_TEXT = `We plan sunny trips, tested ${stamp}.`;
const FAQ_QUESTION = `Can I pay in instalments (${stamp})?`;

let browser: Browser;
let owner: { context: BrowserContext; page: Page };
let original: { website: Json; theme: Json } | null = null;

beforeAll(async () => {
  browser = await openBrowser();
  owner = await open(browser);
  await signIn(owner.page, HOSTS.sunrise, SUNRISE_USERS.owner);
});

afterAll(async () => {
  // Put Sunrise back for the other e2e files.
  if (original && owner) {
    await visit(owner.page, HOSTS.sunrise, '/faqs');
    for (const section of ['website', 'theme'] as const) {
      const current = await api(owner.page, 'GET', '/api/agency/settings');
      const version = (current.json.data as Json).version;
      await api(owner.page, 'PUT', `/api/agency/settings/${section}`, { version, settings: original[section] });
    }
  }
  await owner?.context.close();
  await browser?.close();
});

describe('website settings and theme (issue #15)', () => {
  it('an owner changes title, logo, About and a FAQ question, then the colour; the shell follows without a reload', async () => {
    const { page } = owner;
    await visit(page, HOSTS.sunrise, '/settings/website/');
    const before = await api(page, 'GET', '/api/agency/settings');
    expect(before.status).toBe(200);
    const data = before.json.data as Json;
    original = { website: data.website as Json, theme: data.theme as Json };

    await page.getByLabel('Page title', { exact: true }).fill(NEW_TITLE);
    // Sunrise has a logo already: the button reads Replace Logo.
    await page.getByLabel('Replace Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngOf(2, [43, 138, 62]) });
    const logoPreview = page.getByRole('img', { name: 'Logo: current picture', exact: true });
    await expect.poll(() => logoPreview.getAttribute('src')).toMatch(/^\/api\/agency\/assets\/[\w-]+$/);

    await page.getByLabel('Show the About page').check();
    await page.getByLabel('Content', { exact: true }).fill(`<p>${ABOUT_TEXT}</p><script>window.pwned = 1</script>`);
    await page.getByLabel('Show the FAQ page').check();
    await page.getByLabel('Question 1', { exact: true }).fill(FAQ_QUESTION);
    await screenshot(page, 'settings-website-1440');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('All changes saved.').waitFor();
    // The shell takes the refetched agency: the title changes in this page, without a reload.
    await expect.poll(() => page.title()).toBe(NEW_TITLE);

    // To Customize Theme through the side navigation (still the same page load).
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const nav = page.getByRole('navigation', { name: 'Agent navigation' });
    await nav.getByRole('link', { name: 'Customize Theme' }).click();
    const hex = page.getByLabel('Colour code');
    await hex.fill(NEW_COLOUR);
    const preview = page.getByRole('region', { name: 'Preview of the storefront' });
    expect(await preview.evaluate((el) => getComputedStyle(el).getPropertyValue('--tf-primary').trim())).toBe(NEW_COLOUR);
    await page.mouse.move(1200, 400); // off the side navigation, which expands on hover
    await screenshot(page, 'settings-theme-1440');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('All changes saved.').waitFor();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tf-primary').trim())).toBe(NEW_COLOUR);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    assertNoConsoleErrors(page);
  });

  it('a visitor in a fresh browser sees the title, colour, logo, About text and FAQ question', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await visit(page, HOSTS.sunrise, '/');
    expect(await page.title()).toBe(NEW_TITLE);
    // In the HTML the server sends, too (search engines and link previews read it there).
    const html = await getAsHost(HOSTS.sunrise, '/');
    expect(html.body).toContain(`<title>${NEW_TITLE}</title>`);
    expect(html.body).toContain(`<meta name="theme-color" content="${NEW_COLOUR}"`);

    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tf-primary').trim())).toBe(NEW_COLOUR);
    // Sign Up is a primary button: the colour, deepened by the theme rule just enough for its white text (AA).
    const solid = parseHexColor(themeColors(NEW_COLOUR).solid);
    const signUp = page.getByRole('banner').getByRole('link', { name: 'Sign Up' });
    expect(await signUp.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(`rgb(${solid?.r}, ${solid?.g}, ${solid?.b})`);
    expect(await signUp.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');

    const logo = page.getByRole('link', { name: 'Sunrise Travel home' }).getByRole('img');
    const src = await logo.getAttribute('src');
    expect(src).toMatch(/^\/api\/agency\/assets\/[\w-]+$/);
    expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(2);
    const asset = await page.evaluate(async (u) => {
      const r = await fetch(u);
      return { status: r.status, type: r.headers.get('content-type') };
    }, src ?? '');
    expect(asset).toEqual({ status: 200, type: 'image/png' });

    await visit(page, HOSTS.sunrise, '/about');
    await page.getByText(ABOUT_TEXT).waitFor();
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.locator('main script').count()).toBe(0);

    await visit(page, HOSTS.sunrise, '/faqs');
    await page.getByRole('heading', { level: 2, name: FAQ_QUESTION }).waitFor();
    assertNoConsoleErrors(page);
    await context.close();
  });

  // The greyed Settings entries are e2e/shell/roles.test.ts's (and side-nav.test.tsx's); the 403 for
  // a SalesAgent's save is apps/api/test/permission-walk.test.ts's, walked over every endpoint.
  it('a SalesAgent sees Customize Theme read-only: the current colour and the preview, no Save', async () => {
    const { context, page } = await open(browser);
    await signIn(page, HOSTS.sunrise, SUNRISE_USERS.sales);
    await visit(page, HOSTS.sunrise, '/settings/theme');
    await page.getByText('Only the agency owner or an admin can change the theme. This is the current one.').waitFor();
    await page.getByText(NEW_COLOUR).waitFor();
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    await context.close();
  });

  it('both pages fit a 375 px phone', async () => {
    const { context, page } = await open(browser, { width: 375, height: 800 });
    await signIn(page, HOSTS.sunrise, SUNRISE_USERS.owner);
    await visit(page, HOSTS.sunrise, '/settings/website/');
    await page.getByLabel('Page title', { exact: true }).waitFor();
    await screenshot(page, 'settings-website-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await visit(page, HOSTS.sunrise, '/settings/theme');
    await page.getByLabel('Colour code').waitFor();
    await screenshot(page, 'settings-theme-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('both pages in Arabic, right to left', { timeout: 120_000 }, async () => {
    const arabic = await open(browser, { agencyLanguage: true });
    await arabic.context.addCookies([{ name: 'pll_language', value: 'ar', domain: HOSTS.sunrise, path: '/' }]);
    await signIn(arabic.page, HOSTS.sunrise, SUNRISE_USERS.owner);
    await visit(arabic.page, HOSTS.sunrise, '/settings/website/');
    await arabic.page.getByLabel('عنوان الصفحة').waitFor();
    expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(arabic.page, 'settings-website-ar');
    await visit(arabic.page, HOSTS.sunrise, '/settings/theme');
    await arabic.page.getByLabel('رمز اللون').waitFor();
    await screenshot(arabic.page, 'settings-theme-ar');
    await arabic.context.close();
  });
});
