import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { newTraveller, waitForHold } from '../booking-flights/helpers.ts';
import { HOSTS, open, visit, waitForPath } from '../shell/helpers.ts';
import { openBrowser } from '../support.ts';
import { productScreenshots } from '../screenshots.ts';
import { carCards, lisbonRental, settledCars } from './helpers.ts';

/**
 * The car results, details, reservation review and checkout (its messages showing) at 1280 and 375
 * px, in English and Arabic (RTL), saved for a person to look at (test-results/screenshots/booking-cars,
 * or TF_CAR_SHOTS=<folder>). Each page must fit its width, and in Arabic on a phone axe finds nothing serious.
 */
const { shoot: shootAt } = productScreenshots('booking-cars', 'TF_CAR_SHOTS');
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

/** In Arabic on a phone, axe must find nothing serious too. */
const shoot = (page: Page, lng: string, name: string) => shootAt(page, `${lng}-${name}`, { axe: lng === 'ar' });

describe('car rental screenshots', () => {
  it('results, details, review and checkout in en and ar', { timeout: 240_000 }, async () => {
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
