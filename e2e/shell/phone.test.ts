import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lisbonResults } from '../booking-activities/helpers.ts';
import { lisbonRental } from '../booking-cars/helpers.ts';
import { cruiseResults } from '../booking-cruises/helpers.ts';
import { cancunSearch } from '../booking-resorts/helpers.ts';
import { productScreenshots } from '../screenshots.ts';
import { appReady, assertNoConsoleErrors, holdChunk, openBrowser, url } from '../support.ts';
import { HOSTS, here, open, visit, waitForPath } from './helpers.ts';
import { day } from '../dates.ts';

/**
 * A phone (375 × 812) in one browser context, as a traveller meets the site: the home page asks one
 * thing at a time; every product's results show a result on the first screen; a hotel's price and
 * Reserve are on its first screen (decision 0098). Screenshots of a results page and a hotel at 375
 * and 1280 px, in English and Arabic, go to test-results/screenshots/phone (or TF_PHONE_SHOTS).
 */
const shots = productScreenshots('phone', 'TF_PHONE_SHOTS');
const PHONE = { width: 375, height: 812 } as const;
const TITLE = 'Unlock instant savings by signing in';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

const hotelResults = `/booknow/hotels/v2/search?destination=Paris%2C+France&lat=48.8566&long=2.3522&country=FR&checkin_date=${day(40)}&checkout_date=${day(43)}&occupancies=2`;
const RESULTS: Array<[string, string]> = [
  ['hotels', hotelResults],
  [
    'flights',
    `/booknow/flights/search?trip=roundtrip&from=CDG&from_label=Paris+CDG&to=JFK&to_label=New+York+JFK&depart_date=${day(30)}&return_date=${day(37)}&cabin=economy&adults=1&children=0&infants=0`,
  ],
  ['cars', `/booknow/cars/search?${lisbonRental(30, 3)}`],
  ['activities', lisbonResults()],
  ['cruises', cruiseResults()],
  ['resorts', cancunSearch(30)],
];

/** The first result's top edge from the top of the page (not of a scrolled screen), once the list has one. */
async function firstResultTop(page: Page): Promise<number> {
  const first = page.locator('.tf-results-list__items > li').first();
  await first.waitFor({ timeout: 15_000 });
  return first.evaluate((li) => li.getBoundingClientRect().top + window.scrollY);
}

/** The page at 1280 and 375 px, then back to the phone. */
async function shoot(page: Page, name: string) {
  await shots.shoot(page, name);
  await page.setViewportSize(PHONE);
}

const onFirstScreen = async (page: Page, selector: string) => {
  const box = await page.locator(selector).boundingBox();
  expect(box, selector).not.toBeNull();
  expect(box!.y, selector).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, selector).toBeLessThanOrEqual(PHONE.height);
};

describe('on a phone', () => {
  it('one interruption at a time, results on the first screen, a hotel’s price and Reserve at hand', { timeout: 90_000 }, async () => {
    const { context, page } = await open(browser, { ...PHONE, analyticsConsent: 'ask' });
    await page.clock.install();

    // Home: the sign-in modal waits while the analytics banner asks, and opens 5 s after the answer.
    await visit(page, HOSTS.sunrise, '/');
    const banner = page.getByRole('region', { name: 'Analytics cookies' });
    const dialog = page.getByRole('dialog', { name: TITLE });
    await banner.waitFor();
    await page.clock.runFor(8000);
    expect(await dialog.count()).toBe(0);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.clock.runFor(4000);
    expect(await dialog.count()).toBe(0);
    await page.clock.runFor(1500);
    await dialog.waitFor();
    expect(await banner.count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Every product's results: a one-line summary instead of the form, a result on the first screen.
    for (const [product, path] of RESULTS) {
      await visit(page, HOSTS.sunrise, path);
      const top = await firstResultTop(page);
      expect(top, `${product}: the first result starts on the first screen`).toBeLessThan(PHONE.height - 80);
      const toggle = page.getByRole('button', { name: 'Change search' });
      expect(await toggle.getAttribute('aria-expanded'), product).toBe('false');
      expect(await page.locator('form.tf-search-form').isVisible(), product).toBe(false);
      if (product === 'flights') {
        // Opened, the form takes the focus, and the trip types keep to one line each.
        await toggle.click();
        expect(await page.getByRole('button', { name: 'Close search' }).getAttribute('aria-expanded')).toBe('true');
        // The form may still be on its way (decision 0134): the focus goes to it when it comes.
        await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('form.tf-search-form')))).toBe(true);
        const options = await page
          .locator('.tf-segmented__option span')
          .evaluateAll((spans) =>
            spans.map((s) => ({ top: s.getBoundingClientRect().top, lines: s.getClientRects().length, height: s.getBoundingClientRect().height })),
          );
        expect(options).toHaveLength(3);
        expect(new Set(options.map((o) => Math.round(o.top))).size, 'one row').toBe(1);
        expect(Math.max(...options.map((o) => o.height)), 'one line each').toBeLessThan(40);
      }
    }

    // A hotel: the stay and the price with Reserve on the first screen; Reserve leads to the rooms.
    await visit(page, HOSTS.sunrise, hotelResults);
    await firstResultTop(page);
    await shoot(page, 'en-results');
    await page.locator('.tf-results-list__items > li').first().getByRole('link').first().click();
    await waitForPath(page, /\/details\?/);
    const details = here(page);
    await page.locator('.tf-hotels-rate').first().waitFor();
    const stay = page.getByRole('region', { name: 'Your stay' });
    expect(await stay.innerText()).toContain('Paris, France');
    expect(await stay.getByRole('button', { name: 'Change search' }).isVisible()).toBe(true);
    await onFirstScreen(page, '.tf-details-offer--bar .tf-details-offer__amount');
    await onFirstScreen(page, '.tf-details-offer--bar button');
    expect(await page.locator('.tf-details-offer--bar button').innerText()).toBe('Reserve');
    await page.locator('.tf-details-offer--bar button').click();
    await expect.poll(async () => (await page.locator('#hotel-rooms-title').boundingBox())!.y).toBeLessThan(PHONE.height / 2);
    await shoot(page, 'en-details');

    await visit(page, HOSTS.sunrise, `${hotelResults}&lng=ar`);
    await firstResultTop(page);
    await shoot(page, 'ar-results');
    await visit(page, HOSTS.sunrise, `${details}&lng=ar`);
    await page.locator('.tf-hotels-rate').first().waitFor();
    await shoot(page, 'ar-details');
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('Filters opens the drawer when tapped as soon as the app runs, before its filters have arrived', { timeout: 60_000 }, async () => {
    const { context, page } = await open(browser, { ...PHONE, withoutSavePriceModal: true });
    // The filters load after the first results (decision 0134): hold them back until the drawer is
    // open, so the tap meets the placeholder. The page arrives rendered by the server (decision
    // 0132) and its app starts with the search form's code, so the tap comes once the app runs.
    const filters = await holdChunk(context, 'src/features/booking-hotels/components/results-filters.tsx');
    await page.goto(url(HOSTS.sunrise, hotelResults), { waitUntil: 'load' });
    await appReady(page);
    const drawer = page.getByRole('complementary', { name: 'Filters' });
    const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
    await filtersButton.click();
    await drawer.waitFor();
    expect(await filtersButton.getAttribute('aria-expanded')).toBe('true');
    // The filters were really on their way, held back.
    await expect.poll(filters.asked).toBe(true);
    filters.release();
    // The filters fill the open drawer, and they work.
    const freeCancellation = drawer.getByRole('checkbox', { name: 'Free cancellation' });
    await freeCancellation.check();
    await expect.poll(() => new URL(page.url()).searchParams.get('free_cancellation')).toBe('1');
    // Closed again, the form behind "Change search" opens with the focus in it.
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await page.getByRole('button', { name: 'Change search' }).click();
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('form.tf-search-form')))).toBe(true);
    assertNoConsoleErrors(page);
    await context.close();
  });
});
