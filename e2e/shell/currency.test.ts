import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoConsoleErrors, holdChunk, openBrowser } from '../support.ts';
import { HOSTS, open, visit } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

const currencyButton = (page: Page) => page.getByRole('button', { name: /^Currency: / });
const selected = (page: Page) => currencyButton(page).getAttribute('aria-label');

describe('currency', () => {
  it('each agency starts in its own currency: USD, SEK, EUR', async () => {
    // One page: the chosen currency is kept per site (each host its own storage).
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    for (const [host, code] of [
      [HOSTS.sunrise, 'USD'],
      [HOSTS.nordic, 'SEK'],
      [HOSTS.gateway, 'EUR'],
    ] as const) {
      await visit(page, host, '/faqs');
      await expect.poll(() => selected(page), { message: host }).toContain(code);
    }
    await context.close();
  });

  it('lists USD first with flags, searches by name and code, and is keyboard usable', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await visit(page, HOSTS.sunrise, '/faqs');
    await page.evaluate(() => {
      (window as unknown as { seen: string[] }).seen = [];
      window.addEventListener('tf:currency', (e) =>
        (window as unknown as { seen: string[] }).seen.push((e as CustomEvent<{ currency: string }>).detail.currency),
      );
    });
    await currencyButton(page).focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox', { name: 'Currencies' });
    const first = list.getByRole('option').first();
    expect(await first.textContent()).toContain('United States (USD)');
    expect(await first.locator('img').getAttribute('src')).toBe('/flags/us.svg');
    expect(await first.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // The list filters as the traveller types: wait for it rather than reading it mid-render.
    await page.keyboard.type('japan');
    await expect.poll(() => list.getByRole('option').allTextContents()).toEqual([expect.stringContaining('Japan (JPY)')]);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('sek');
    await expect.poll(() => list.getByRole('option').allTextContents()).toEqual([expect.stringContaining('Sweden (SEK)')]);
    // Only what choosing SEK broadcasts (a busy page may still be announcing its start-up currency before).
    await page.evaluate(() => ((window as unknown as { seen: string[] }).seen = []));
    await page.keyboard.press('Enter');
    await expect.poll(() => selected(page)).toContain('SEK');
    expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBe('SEK');
    await expect.poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['SEK']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');

    // Kept on other pages and after a reload; cleared on the home page.
    await visit(page, HOSTS.sunrise, '/about');
    await expect.poll(() => selected(page)).toContain('SEK');
    await visit(page, HOSTS.sunrise, '/');
    await expect.poll(() => selected(page)).toContain('USD');
    expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBeNull();
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('keeps what the traveller typed while the panel was still on its way (the first opening)', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    // The panel's chunk is held until the traveller has typed: a slow phone network.
    const panel = await holdChunk(context, 'src/features/currency/components/currency-panel.tsx');
    await visit(page, HOSTS.sunrise, '/faqs');
    await currencyButton(page).click();
    // A space too: it is part of the name, not a press of the button.
    await page.keyboard.type('new z');
    expect(await page.getByRole('dialog', { name: 'Choose a currency' }).count()).toBe(0);
    // The panel was really on its way, held back.
    await expect.poll(panel.asked).toBe(true);
    panel.release();
    const search = page.getByRole('combobox', { name: 'Search currency' });
    await expect.poll(() => search.inputValue()).toBe('new z');
    await page.keyboard.type('e');
    await expect.poll(() => search.inputValue()).toBe('new ze');
    await expect
      .poll(() => page.getByRole('listbox', { name: 'Currencies' }).getByRole('option').allTextContents())
      .toEqual([expect.stringContaining('New Zealand (NZD)')]);
    await context.close();
  });

  it('the currency and code query parameters select a currency', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await visit(page, HOSTS.sunrise, '/faqs?currency=EUR&code=DE');
    await expect.poll(() => selected(page)).toContain('EUR');
    await currencyButton(page).click();
    const list = page.getByRole('listbox', { name: 'Currencies' });
    expect(await list.getByRole('option', { selected: true }).textContent()).toContain('Germany (EUR)');
    await context.close();
  });

  it('reloads the flight checkout with currency renamed to curr', async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await visit(page, HOSTS.sunrise, '/booknow/flights/checkout?currency=USD&id=3');
    await currencyButton(page).click();
    // The picker's search box, once its panel is there (it loads with the first opening).
    await page.getByRole('combobox', { name: 'Search currency' }).fill('GBP');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.search === '?curr=USD&id=3');
    await page.locator('main#main').waitFor();
    await expect.poll(() => selected(page)).toContain('GBP');
    await context.close();
  });
});
