import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { HOSTS, here, open, visit, waitForPath } from '../shell/helpers.ts';
import { openBrowser } from '../support.ts';
import { productScreenshots } from '../screenshots.ts';
import { day, fillPassengers, newTraveller, settledOffers, waitForHold } from './helpers.ts';
import { payWith } from '../booking-hotels/helpers.ts';

/**
 * The multi-city form, results, details, checkout (its messages showing), confirmation and the
 * booking's page at 1280 and 375 px, in English and Arabic (RTL), saved for a person to look at
 * (test-results/screenshots/booking-flights, or TF_FLIGHT_SHOTS=<folder>). Each page must fit its
 * width, and in Arabic on a phone axe finds nothing serious.
 */
const { shoot: shootAt } = productScreenshots('booking-flights', 'TF_FLIGHT_SHOTS');
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

/** In Arabic on a phone, axe must find nothing serious too. */
const shoot = (page: Page, lng: string, name: string) => shootAt(page, `${lng}-${name}`, { axe: lng === 'ar' });

describe('flight booking screenshots', () => {
  it('form, results, details, checkout, confirmation and booking in en and ar', { timeout: 240_000 }, async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await newTraveller(page, HOSTS.sunrise);
    let confirmation = '';
    // Each language books its own trip (other days): a second hold of the same seats would find them taken.
    for (const [lng, out] of [
      ['en', 50],
      ['ar', 64],
    ] as const) {
      const q = (p: string) => `${p}${p.includes('?') ? '&' : '?'}lng=${lng}`;
      await visit(page, HOSTS.sunrise, q(`/booknow/flights?trip=multicity&leg=CDG.JFK.${day(out)}&leg=JFK.LHR.${day(out + 5)}&leg=LHR.CDG.${day(out + 10)}`));
      await page.locator('.tf-flight-leg').nth(2).waitFor();
      await shoot(page, lng, 'form-multicity');
      await visit(
        page,
        HOSTS.sunrise,
        q(
          `/booknow/flights/search?trip=roundtrip&from=CDG&from_label=Paris+CDG&to=JFK&to_label=New+York+JFK&depart_date=${day(out)}&return_date=${day(out + 7)}&cabin=economy&adults=2&children=0&infants=1`,
        ),
      );
      await settledOffers(page);
      await shoot(page, lng, 'results');
      await page.locator('.tf-results-list__items .tf-flight-card').first().getByRole('link').click();
      await waitForPath(page, /search-details\?/);
      await page.locator('.tf-flight-prices').waitFor({ timeout: 20_000 });
      await shoot(page, lng, 'details');
      await page.locator('.tf-flight-choose').click();
      await waitForPath(page, /^\/booknow\/flights\/checkout\?/);
      await waitForHold(page);
      await page.locator('.tf-booking-pay').click();
      await page.locator('.tf-flight-passengers .tf-booking-field__error').first().waitFor();
      await shoot(page, lng, 'checkout-messages');
      if (!confirmation) {
        await fillPassengers(page, [
          { given: 'Ella', family: 'Explorer', born: '1988-04-12', gender: 'female' },
          { given: 'Sam', family: 'Explorer', born: '1986-09-30', gender: 'male' },
          { given: 'Noa', family: 'Explorer', born: day(-300), gender: 'female' },
        ]);
        await payWith(page, '4242 4242 4242 4242');
        await waitForPath(page, /^\/booknow\/flights\/confirmation\?/, 30_000);
        confirmation = here(page).replace(/&lng=\w+/, '');
      } else await visit(page, HOSTS.sunrise, q(confirmation));
      await page.locator('.tf-booking-reference').waitFor();
      await shoot(page, lng, 'confirmation');
      const reference = new URLSearchParams(confirmation.split('?')[1]).get('reference')!;
      await visit(page, HOSTS.sunrise, q(`/mytrip/mytrips/${reference}`));
      await page.locator('.tf-booking-history').waitFor();
      await shoot(page, lng, 'booking');
    }
    await context.close();
  });
});
