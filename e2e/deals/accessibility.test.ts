import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoConsoleErrors, openBrowser } from '../support.ts';
import { home, NORDIC, openPage, signIn, SUNRISE, USERS } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

describe('Product Deals accessibility (axe, WCAG 2.1 A/AA)', () => {
  it.each([
    ['sunrise visitor, hotels', SUNRISE, null, '', 'cards', 1440],
    ['sunrise agent, car rentals', SUNRISE, USERS.agent, '?tab=Car%20Rentals', 'cards', 1440],
    ['sunrise traveller, activities in Arabic', SUNRISE, USERS.traveller, '?tab=Activities&lng=ar', 'cards', 375],
    ['sunrise, Air Travel banner', SUNRISE, null, '?tab=Air%20Travel', 'banner', 1440],
    ['nordic visitor (yellow brand), car rentals', NORDIC, null, '?tab=Car%20Rentals', 'cards', 375],
    ['nordic, empty list banner', NORDIC, null, '?empty', 'banner', 1440],
  ] as const)('%s: no serious problems', async (_name, host, login, query, wait, width) => {
    const { context, page } = await openPage(browser, { width });
    if (login) await signIn(page, host, login);
    if (query === '?empty') {
      // The first row comes with the page's HTML (decision 0059): the empty answer is the next tab's.
      await page.route('**/api/dealray/deals/car-search', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"response":[]}' }));
      await home(page, host, '', 'cards');
      // Nordlys's tabs, in Swedish: hotels, then car rentals.
      await page.locator('#exclusive-deals').getByRole('tab').nth(1).click();
      await page.locator('#exclusive-deals [data-promo]').waitFor();
    } else await home(page, host, query, wait);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('#exclusive-deals').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    assertNoConsoleErrors(page);
    await context.close();
  });
});
