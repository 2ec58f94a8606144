import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { newTraveller, waitForHold } from '../booking-flights/helpers.ts';
import { HOSTS, open, visit, waitForPath } from '../shell/helpers.ts';
import { openBrowser } from '../support.ts';
import { productScreenshots } from '../screenshots.ts';
import { cruiseResults, openFirstSailing, settledSailings } from './helpers.ts';

/**
 * Results, details and checkout at 1440 and 375 px, in English and Arabic (RTL), saved for a person
 * to look at (test-results/screenshots/booking-cruises, or TF_CRUISE_SHOTS=<folder>). Each page must
 * fit its width: nothing pushes the layout sideways on a phone.
 */
const { shoot } = productScreenshots('booking-cruises', 'TF_CRUISE_SHOTS');
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

describe('cruise booking screenshots', () => {
  it('results, details, checkout in en and ar', { timeout: 180_000 }, async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await newTraveller(page, HOSTS.sunrise);
    for (const lng of ['en', 'ar']) {
      await visit(page, HOSTS.sunrise, `${cruiseResults()}&lng=${lng}`);
      await settledSailings(page);
      await shoot(page, `${lng}-results`);
      await openFirstSailing(page);
      await shoot(page, `${lng}-details`);
      await page.locator('.tf-cruise-cabin__price a').first().click();
      await waitForPath(page, /^\/booknow\/cruise\/checkout\?/);
      await waitForHold(page);
      await shoot(page, `${lng}-checkout`);
    }
    await context.close();
  });
});
