import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTraveller, waitForHold } from '../booking-flights/helpers.ts';
import { HOSTS, here, open, visit, waitForPath } from '../shell/helpers.ts';
import { openBrowser } from '../support.ts';
import { calendarReady, lisbonResults, settledActivities } from './helpers.ts';

/**
 * Results, details and checkout at 1440 and 375 px, in English and Arabic (RTL), saved for a person
 * to look at (test-results/screenshots/booking-activities, or TF_ACTIVITY_SHOTS=<folder>). Each page
 * must fit its width: nothing pushes the layout sideways on a phone.
 */
const dir = process.env.TF_ACTIVITY_SHOTS ?? path.join(import.meta.dirname, '../../test-results/screenshots/booking-activities');
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

async function shoot(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('activity booking screenshots', () => {
  it('results, details, checkout in en and ar', { timeout: 180_000 }, async () => {
    mkdirSync(dir, { recursive: true });
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await newTraveller(page, HOSTS.sunrise);
    for (const lng of ['en', 'ar']) {
      await visit(page, HOSTS.sunrise, `${lisbonResults()}&lng=${lng}`);
      await settledActivities(page);
      await shoot(page, `${lng}-results`);
      await page.locator('.tf-results-list__items .tf-activity-card').first().getByRole('link').click();
      await waitForPath(page, /^\/booknow\/activities\/result-details\//);
      await calendarReady(page);
      await page.locator('.tf-activity-day:not([disabled])').first().click();
      await page.locator('.tf-activity-slot:not(.is-full) input').first().check();
      await shoot(page, `${lng}-details`);
      await page.locator('.tf-activity-continue').click();
      await waitForPath(page, /^\/booknow\/activities\/bookings\/checkout\?/);
      await waitForHold(page);
      await shoot(page, `${lng}-checkout`);
      // Two holds (one per language) stay under the traveller's cap of three.
      expect(here(page)).toMatch(/checkout/);
    }
    await context.close();
  });
});
