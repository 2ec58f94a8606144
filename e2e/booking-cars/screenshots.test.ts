import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTraveller, waitForHold } from '../booking-flights/helpers.ts';
import { HOSTS, open, visit, waitForPath } from '../shell/helpers.ts';
import { openBrowser } from '../support.ts';
import { carCards, lisbonRental, settledCars } from './helpers.ts';

/**
 * The car results, details, reservation review and checkout (its messages showing) at 1280 and 375
 * px, in English and Arabic (RTL), saved for a person to look at (test-results/screenshots/booking-cars,
 * or TF_CAR_SHOTS=<folder>). Each page must fit its width, and in Arabic on a phone axe finds nothing serious.
 */
const dir = process.env.TF_CAR_SHOTS ?? path.join(import.meta.dirname, '../../test-results/screenshots/booking-cars');
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

async function shoot(page: Page, lng: string, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lng} ${name} at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${dir}/${lng}-${name}-${width}.png`, fullPage: true });
    if (lng === 'ar' && width === 375) {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
      expect(serious, `${name} in ar at 375 px`).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('car rental screenshots', () => {
  it('results, details, review and checkout in en and ar', { timeout: 240_000 }, async () => {
    mkdirSync(dir, { recursive: true });
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await newTraveller(page, HOSTS.sunrise);
    for (const [lng, ahead] of [
      ['en', 33],
      ['ar', 36],
    ] as const) {
      await visit(page, HOSTS.sunrise, `/booknow/cars/search?${lisbonRental(ahead, 4)}&lng=${lng}`);
      await settledCars(page);
      await shoot(page, lng, 'results');
      await carCards(page).first().getByRole('link').click();
      await waitForPath(page, /^\/booknow\/cars\/result-details\?/);
      await page.locator('.tf-car-extras').waitFor({ timeout: 20_000 });
      await page.locator('.tf-car-stepper button').nth(1).click();
      await waitForPath(page, /extras=/);
      await shoot(page, lng, 'details');
      await page.locator('.tf-car-details__price a.tf-button').click();
      await waitForPath(page, /^\/booknow\/cars\/reservation-details\?/);
      await page.locator('.tf-car-details__price a.tf-button').waitFor({ timeout: 20_000 });
      await shoot(page, lng, 'review');
      await page.locator('.tf-car-details__price a.tf-button').click();
      await waitForPath(page, /^\/booknow\/Cars\/checkout\?/);
      await waitForHold(page);
      await page.locator('.tf-car-driver input').nth(2).fill('19');
      await page.locator('.tf-booking-pay').click();
      await page.locator('.tf-car-driver .tf-booking-field__error').first().waitFor();
      await shoot(page, lng, 'checkout-messages');
    }
    await context.close();
  });
});
