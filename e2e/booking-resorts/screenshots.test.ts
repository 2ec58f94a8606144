import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { newTraveller, waitForHold } from '../booking-flights/helpers.ts';
import { HOSTS, open, visit, waitForPath } from '../shell/helpers.ts';
import { openBrowser } from '../support.ts';
import { productScreenshots } from '../screenshots.ts';
import { cancunSearch } from './helpers.ts';

/**
 * The resort results, details and checkout (its hold and countdown showing) at 1280 and 375 px, in
 * English and Arabic (RTL), saved for a person to look at (test-results/screenshots/booking-resorts,
 * or TF_RESORT_SHOTS=<folder>). Each page must fit its width; in Arabic on a phone axe finds nothing serious.
 */
const { shoot: shootAt } = productScreenshots('booking-resorts', 'TF_RESORT_SHOTS');
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

/** In Arabic on a phone, axe must find nothing serious too. */
const shoot = (page: Page, lng: string, name: string) => shootAt(page, `${lng}-${name}`, { axe: lng === 'ar' });

describe('resort booking screenshots', () => {
  it('results, details and checkout in en and ar', { timeout: 240_000 }, async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await newTraveller(page, HOSTS.sunrise);
    for (const [lng, ahead] of [
      ['en', 90 + Math.floor(Math.random() * 100)],
      ['ar', 200 + Math.floor(Math.random() * 100)],
    ] as const) {
      await visit(page, HOSTS.sunrise, `${cancunSearch(ahead)}&lng=${lng}`);
      await page.locator('.tf-resort-card').first().waitFor({ timeout: 30_000 });
      await shoot(page, lng, 'results');
      await page.locator('.tf-resort-card a.tf-button').first().click();
      await waitForPath(page, /^\/booknow\/resort\/details\?/);
      await page.locator('.tf-resort-room').first().waitFor({ timeout: 20_000 });
      await shoot(page, lng, 'details');
      await page.locator('.tf-resort-room a.tf-button').first().click();
      await waitForPath(page, /^\/booknow\/resort\/checkout\?/);
      await waitForHold(page);
      await page.locator('[data-testid="resort-hold-status"]').waitFor();
      await shoot(page, lng, 'checkout');
      await page.goBack();
    }
    await context.close();
  });
});
