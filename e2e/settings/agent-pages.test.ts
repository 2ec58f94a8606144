import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, assertNoConsoleErrors, openBrowser, screenshot } from '../support.ts';
import { HOSTS, open, signIn, SUNRISE_USERS, visit } from '../shell/helpers.ts';

// Product settings, supplier accounts, profile and support for Sunrise's agents (issues #15, #41).
// Every e2e file shares one server and database: what this file changes (the product menu, the sales
// agent's name) is put back, and the supplier account it adds is archived so hotels sell the sandbox again.
const HOST = HOSTS.sunrise;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});

type Settings = { data: { version: number; product: { bookingMenuItemOptions: Array<{ id: number; title: string; active: boolean }> } } };
let originalMenu: Settings['data']['product']['bookingMenuItemOptions'] | null = null;
let addedSupplierAccount = false;

afterAll(async () => {
  // Put Sunrise's menu and the sales agent's name back for the other files.
  if (browser) {
    const { context, page } = await open(browser);
    await signIn(page, HOST, SUNRISE_USERS.owner);
    await visit(page, HOST, '/faqs');
    if (originalMenu) {
      const { json } = await api<Settings>(page, 'GET', '/api/agency/settings');
      await api(page, 'PUT', '/api/agency/settings/product', { version: json.data.version, settings: { bookingMenuItemOptions: originalMenu } });
    }
    if (addedSupplierAccount) {
      // An account left on would send the other files' Sunrise hotel searches to LiteAPI (the recorded stand-in's Lisbon answers).
      const { json } = await api<{ data: { accounts: Array<{ id: string; archived: boolean }> } }>(page, 'GET', '/api/agency/settings/suppliers');
      for (const account of json.data.accounts.filter((a) => !a.archived))
        await api(page, 'PATCH', `/api/agency/settings/suppliers/${account.id}`, { archived: true });
    }
    await context.close();
    const sales = await open(browser);
    await signIn(sales.page, HOST, SUNRISE_USERS.sales);
    await visit(sales.page, HOST, '/faqs');
    await api(sales.page, 'PUT', '/api/user/profile', { firstName: 'Sam', lastName: 'Sales', profileImage: '' });
    await sales.context.close();
  }
  await browser?.close();
});

const tabs = (page: Page) => page.locator('#exclusive-deals').getByRole('tab').allTextContents();

describe('agent settings pages', () => {
  it('the owner moves Activities first and switches Cruise off; a visitor sees the home tabs in that order without Cruise', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true, width: 1440, height: 900 });
    await signIn(page, HOST, SUNRISE_USERS.owner);
    await visit(page, HOST, '/settings/product');
    originalMenu = (await api<Settings>(page, 'GET', '/api/agency/settings')).json.data.product.bookingMenuItemOptions;

    const switches = page.getByRole('switch');
    await page.getByRole('switch', { name: 'Activities active' }).waitFor();
    // Keyboard only: focus Activities' Move up and press Enter until it is first.
    await page.getByRole('button', { name: 'Move Activities up' }).focus();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Activities moved to position 1 of 6.' }).waitFor();
    expect(await switches.first().getAttribute('aria-label')).toBe('Activities active');
    await page.getByRole('switch', { name: 'Cruise active' }).uncheck();
    const preview = page.getByRole('list', { name: 'Home page tabs' });
    expect(await preview.getByRole('listitem').allTextContents()).toEqual(['Activities', 'Hotels', 'Air Travel', 'Car Rentals']);
    await screenshot(page, 'settings-product-1440');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('All changes saved.').waitFor();
    assertNoConsoleErrors(page);
    await context.close();

    const visitor = await open(browser, { withoutSavePriceModal: true });
    await visit(visitor.page, HOST, '/');
    await visitor.page.locator('#exclusive-deals').getByRole('tablist').waitFor();
    expect(await tabs(visitor.page)).toEqual(['Activities', 'Hotels', 'Air Travel', 'Car Rentals']);
    expect(await visitor.page.locator('#exclusive-deals').getByRole('tab', { selected: true }).textContent()).toBe('Activities');
    await visitor.context.close();
  });

  it('the owner adds a LiteAPI account with its own key for hotels and sees it listed with the key masked', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true, width: 1440, height: 900 });
    await signIn(page, HOST, SUNRISE_USERS.owner);
    await visit(page, HOST, '/settings/suppliers');
    await page.getByText('No supplier accounts yet: everything sells the demo inventory.').waitFor();
    const form = page.getByRole('form', { name: 'Add an account' });
    await form.getByLabel('Supplier', { exact: true }).selectOption('liteapi');
    await form.getByLabel('Name', { exact: true }).fill('LiteAPI sandbox');
    addedSupplierAccount = true;
    await form.getByLabel('Key', { exact: true }).fill('sand_made-up-key-for-e2e-7f3a');
    await form.getByRole('checkbox', { name: 'Hotels' }).check();
    await form.getByRole('button', { name: 'Add account' }).click();
    const listed = page.getByRole('listitem', { name: 'LiteAPI LiteAPI sandbox' });
    await listed.getByText('…7f3a').waitFor();
    expect(await listed.getByRole('switch', { name: 'Hotels through LiteAPI sandbox' }).isChecked()).toBe(true);
    expect(await page.content()).not.toContain('made-up-key');
    await screenshot(page, 'settings-suppliers-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'settings-suppliers-375');
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('the sales agent renames themself in /settings/profile (the header follows) and files a support request', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true, width: 1440, height: 900 });
    await signIn(page, HOST, SUNRISE_USERS.sales);
    await visit(page, HOST, '/settings/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page.getByLabel('First name').fill('Samantha');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile was saved.').waitFor();
    await page.getByRole('button', { name: 'Account menu for Samantha' }).waitFor();
    await screenshot(page, 'settings-profile-1440');

    // The rest on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'settings-profile-375');

    await visit(page, HOST, '/settings/support');
    await page.getByLabel('Subject').fill('Payments stay pending');
    await page.getByLabel('How can we help?').fill('Two Stripe payments stayed pending for an hour this morning.');
    expect(await page.getByLabel('Phone (optional)').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Send request' }).click();
    const sent = page.getByText(/^Request SR-\S+ sent\. We reply by email to sales@sunrise-travel\.example\.$/);
    await sent.waitFor();
    const reference = (await sent.textContent())?.match(/SR-\S+(?= sent)/)?.[0] ?? '';
    await page.getByRole('region', { name: 'Earlier requests' }).getByText(reference, { exact: true }).waitFor();
    await screenshot(page, 'settings-support-375');
    assertNoConsoleErrors(page);
    await context.close();
  });

  // 18 page scans: longer than the default minute on a shared machine. English on a wide screen and
  // Arabic on a phone: each page in both directions and at both widths, at half the scans of all four pairs.
  it('has no serious or critical axe violations on the nine settings pages, in en at 1440 px and ar at 375 px', { timeout: 240_000 }, async () => {
    // One signed-in browser for both pairs: the language cookie and the window change between them.
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await signIn(page, HOST, SUNRISE_USERS.owner);
    for (const [lng, width] of [
      ['en', 1440],
      ['ar', 375],
    ] as const) {
      await context.addCookies([{ name: 'pll_language', value: lng, domain: HOST, path: '/' }]);
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        '/settings/product',
        '/settings/suppliers',
        '/settings/audit',
        '/settings/support',
        '/settings/profile',
        '/settings/agency',
        '/settings/payment',
        '/settings/website/',
        '/settings/theme',
      ]) {
        await visit(page, HOST, path);
        await page.locator('main h1').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.lang), `${path} ${lng}`).toBe(lng);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id} at ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          );
        expect(serious, `${path} ${lng} ${width}px`).toEqual([]);
      }
      if (lng === 'ar' && width === 375) await screenshot(page, 'settings-profile-ar-375');
    }
    await context.close();
  });
});
