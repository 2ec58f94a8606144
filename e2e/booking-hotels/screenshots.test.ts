import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { HOSTS, SUNRISE_USERS, here, open, signIn, visit, waitForPath } from '../shell/helpers.ts';
import { openBrowser } from '../support.ts';
import { productScreenshots } from '../screenshots.ts';
import { day } from '../dates.ts';

/**
 * Results, details, checkout and confirmation at 1280 and 375 px, in English and Arabic (RTL), saved
 * for a person to look at (test-results/screenshots/booking-hotels, or TF_HOTEL_SHOTS=<folder>).
 * Each page must fit its width: nothing pushes the layout sideways on a phone.
 */
const { dir, shoot: shootAt } = productScreenshots('booking-hotels', 'TF_HOTEL_SHOTS');
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

const shoot = (page: Page, name: string) => shootAt(page, name);

describe('hotel booking screenshots', () => {
  it('results, details, checkout, confirmation in en and ar', { timeout: 180_000 }, async () => {
    const { context, page } = await open(browser, { withoutSavePriceModal: true });
    await signIn(page, HOSTS.sunrise, SUNRISE_USERS.traveller);
    const search = `/booknow/hotels/v2/search?destination=Paris%2C+France&lat=48.8566&long=2.3522&country=FR&checkin_date=${day(40)}&checkout_date=${day(43)}&occupancies=2-6`;
    let details = '';
    let checkout = '';
    let confirmation = '';
    for (const lng of ['en', 'ar']) {
      const q = (path: string) => `${path}${path.includes('?') ? '&' : '?'}lng=${lng}`;
      await visit(page, HOSTS.sunrise, q(search));
      await page.locator('.tf-results-list__items > li').first().waitFor();
      await page.locator('.tf-map canvas').waitFor();
      await page.waitForTimeout(1000); // the basemap's first tiles
      await shoot(page, `${lng}-results`);
      // On a phone the map is a full-screen sheet behind its button; the dates open a calendar.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.locator('.tf-map__toggle').click();
      await page.locator('.tf-map__sheet canvas').waitFor();
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `${dir}/${lng}-results-map-375.png` });
      await page.locator('.tf-map__close').click();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
        // On a phone the search form sits behind the summary's toggle (decision 0098).
        const toggle = page.locator('.tf-search-summary__toggle').first();
        if (width === 375 && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await page.locator('.tf-dates__trigger').first().click();
        await page.locator('.tf-calendar .rdp-root').waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${dir}/${lng}-date-picker-${width}.png` });
        await page.keyboard.press('Escape');
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      if (!details) {
        await page.locator('.tf-results-list__items > li').first().getByRole('link').first().click();
        await waitForPath(page, /\/details\?/);
        details = here(page).replace(/&lng=\w+/, '');
      } else await visit(page, HOSTS.sunrise, q(details));
      await page.locator('.tf-hotels-rate').first().waitFor();
      await shoot(page, `${lng}-details`);
      if (!checkout) {
        await page.locator('.tf-hotels-rate button:not([disabled])').first().click();
        await waitForPath(page, /^\/booknow\/hotels\/checkout\?/);
        checkout = here(page).replace(/&lng=\w+/, '');
      } else await visit(page, HOSTS.sunrise, q(checkout));
      await page
        .getByRole('timer')
        .waitFor({ timeout: 10_000 })
        .catch(async (error: unknown) => {
          await page.screenshot({ path: `${dir}/${lng}-checkout-failed.png`, fullPage: true });
          throw error;
        });
      await page.locator('#checkout-cardNumber').fill('4000000000000002');
      await page.locator('#checkout-expiry').fill('12/30');
      await page.locator('#checkout-cvc').fill('123');
      await page.locator('#checkout-cardName').fill('Tess Traveller');
      await page.locator('.tf-booking-pay').click();
      await page.locator('.tf-booking-alert').waitFor();
      await shoot(page, `${lng}-checkout-declined`);
      if (!confirmation) {
        await page.locator('#checkout-cardNumber').fill('4242424242424242');
        await page.locator('.tf-booking-pay:not([disabled])').click();
        await waitForPath(page, /confirm-payment/);
        confirmation = here(page).replace(/&lng=\w+/, '');
      } else await visit(page, HOSTS.sunrise, q(confirmation));
      await page.locator('.tf-booking-reference').waitFor();
      await shoot(page, `${lng}-confirmation`);
      const reference = new URLSearchParams(confirmation.split('?')[1]).get('reference')!;
      await visit(page, HOSTS.sunrise, q(`/mytrip/mytrips/${reference}`));
      await page.locator('.tf-booking-history').waitFor();
      await shoot(page, `${lng}-booking`);
    }
    await context.close();
  });
});
