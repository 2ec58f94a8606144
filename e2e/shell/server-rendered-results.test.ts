import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady, assertNoConsoleErrors, getAsHost, newPage, openBrowser, url } from '../support.ts';
import { day } from '../dates.ts';
import { HOSTS, watchHydration } from './helpers.ts';

/**
 * Each product's results page, rendered by the server for visitors (decision 0132): the first
 * results in the HTML, "Show more" a link the server renders too, hydration without a mismatch or
 * a second request for what the HTML carries.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

const cruiseMonth = day(120).slice(0, 7);

/** Sunrise's results pages (hotels and flights in the versions it uses), the API search each asks, and whether it pages. */
const RESULTS = [
  [
    'hotels',
    `/booknow/hotels/v2/search?destination=Paris&lat=48.8566&long=2.3522&country=FR&checkin_date=${day(40)}&checkout_date=${day(43)}&occupancies=2`,
    /\/hotel-api\/search/,
    true,
  ],
  [
    'flights',
    `/booknow/flights/search?trip=roundtrip&from=CDG&from_label=Paris+CDG&to=JFK&to_label=New+York+JFK&depart_date=${day(40)}&return_date=${day(47)}&cabin=economy&adults=1&children=0&infants=0`,
    /\/flight-api\/search/,
    true,
  ],
  [
    'resorts',
    `/booknow/resort/search?${new URLSearchParams({
      region_id: '1',
      subregion_id: '101',
      place: 'Cancún and Riviera Maya, Caribbean',
      checkin_date: day(40),
      checkout_date: day(43),
      adults: '2',
      children: '0',
    }).toString()}`,
    /\/resort-api\/properties\/availability/,
    false,
  ],
  [
    'cars',
    `/booknow/cars/search?pickup=Lisbon&pickup_lat=38.7223&pickup_long=-9.1393&pickup_country=PT&pickup_date=${day(40)}&pickup_time=10:00&dropoff_date=${day(43)}&dropoff_time=10:00&driver_age=30`,
    /\/api\/car-rental\/search/,
    true,
  ],
  [
    'activities',
    `/booknow/activities/search?destination=Lisbon%2C+Portugal&lat=38.7223&long=-9.1393&country=PT&start_date=${day(40)}&end_date=${day(43)}`,
    /\/api\/activities\/search/,
    true,
  ],
  ['cruise', `/booknow/cruise/search?month=${cruiseMonth}&adults=2&children=0&infants=0`, /\/api\/cruise\/search/, true],
] as const;

/** The results list's cards as the page shows them: each card's heading and its text. */
async function cards(page: Page): Promise<Array<{ name: string; text: string }>> {
  const items = page.locator('.tf-results-list__items > li');
  const found: Array<{ name: string; text: string }> = [];
  for (let i = 0, n = await items.count(); i < n; i++) {
    const item = items.nth(i);
    // Each card is an article named by its title.
    const titleId = (await item.locator('article').first().getAttribute('aria-labelledby')) ?? '';
    const name = titleId ? await item.locator(`[id="${titleId}"]`).innerText() : '';
    found.push({ name: name.trim(), text: await item.innerText() });
  }
  return found;
}

/** A price as the cards show it (the agency's currency: a symbol or a code beside digits). */
const PRICE = /(?:[$€£]|[A-Z]{3}|kr)\s?[\d.,\s]*\d/;

describe("each product's results page, before any script runs", () => {
  it.each(RESULTS)('%s: the first results are in the HTML, with names and prices, and the answers travel with it', async (_, pathname) => {
    const { status, headers, body } = await getAsHost(HOSTS.sunrise, pathname);
    expect(status).toBe(200);
    // Rendered for this request alone, kept by no cache: its markup follows its whole query.
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toMatch(/"ssr":\{"lang":"en"/);
    const list = /<ol class="tf-results-list__items">([\s\S]*?)<\/ol>/.exec(body)?.[1] ?? '';
    const items = list.match(/<li[ >]/g) ?? [];
    expect(items.length).toBeGreaterThanOrEqual(3);
    // No skeleton: the answer came in time.
    expect(body).not.toContain('tf-results-again');
    // The dehydrated answers carry the first page, so the browser does not ask again.
    expect(body).toMatch(/"queries":\{"mutations":\[\],"queries":\[[^]*"status":"success"/);
  });
});

describe('without JavaScript', () => {
  it.each(RESULTS)('%s: the results show with names and prices, and "Show more" opens the same search with more', async (service, pathname, _, pages) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 900 } });
    const page = await context.newPage();
    await page.goto(url(HOSTS.sunrise, pathname));
    const first = await cards(page);
    expect(first.length, service).toBeGreaterThanOrEqual(3);
    // What nothing would run is not shown (the sort, the filters); the search form is open.
    expect(await page.locator('.tf-results-list__tools').isVisible(), service).toBe(false);
    expect(await page.locator('.tf-results-drawer').isVisible(), service).toBe(false);
    expect(await page.locator('.tf-results-searchbar__form button[type="submit"]').isVisible(), service).toBe(true);
    for (const card of first.slice(0, 3)) {
      expect(card.name, service).not.toBe('');
      expect(card.text, `${service}: ${card.text}`).toMatch(PRICE);
    }
    if (pages) {
      const more = page.locator('a.tf-results-more');
      const href = new URL((await more.getAttribute('href')) ?? '', url(HOSTS.sunrise));
      expect(href.searchParams.get('page'), service).toBe('2');
      await more.click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      const next = await cards(page);
      // The first page again, then the second.
      expect(next.length, service).toBeGreaterThan(first.length);
      expect(next.slice(0, first.length).map((c) => c.name)).toEqual(first.map((c) => c.name));
      for (const card of next.slice(first.length)) expect(card.text, `${service}: ${card.text}`).toMatch(PRICE);
    }
    await context.close();
  });
});

describe('hydration', () => {
  it.each([
    ['hotels', 'en'],
    ['cars', 'en'],
    ['cars', 'ar'],
    ['flights', 'ar'],
    ['activities', 'en'],
    ['cruise', 'en'],
    ['resorts', 'en', 412],
  ] as const)(
    '%s in %s: hydrates with no mismatch, moves nothing and asks no search again; "Show more" loads in place',
    async (service, lng, width?: number) => {
      const [, pathname, search, pages] = RESULTS.find(([s]) => s === service)!;
      const { context, page } = await newPage(browser, width ? { width } : {});
      // The save-price offer opens after a while on a results page (spec §8): on a slow run it would
      // cover "Show more" as it is clicked.
      await context.addInitScript(() => window.sessionStorage.setItem('savePriceModal', 'false'));
      const hydration = await watchHydration(page, '.tf-results-list__items');
      const asked: string[] = [];
      page.on('request', (req) => {
        if (search.test(req.url()) && req.resourceType() === 'fetch') asked.push(req.url());
      });
      await page.goto(url(HOSTS.sunrise, `${pathname}&lng=${lng}`));
      await appReady(page);
      expect(await hydration.kept()).toBe(true);
      expect(hydration.warnings).toEqual([]);
      // The map (its button on phones) takes the place the server kept for it: the list stays put.
      expect(await hydration.moved()).toBeLessThanOrEqual(1);
      expect(asked).toEqual([]);
      if (pages) {
        const before = (await cards(page)).length;
        // Clicked where it is: scrolled into view, the list's end would ask for the next page by
        // itself (the infinite scroll) and replace the link while Playwright aims at it.
        await page.locator('a.tf-results-more').evaluate((link: HTMLElement) => link.click());
        await expect.poll(async () => (await cards(page)).length, { timeout: 20_000 }).toBeGreaterThan(before);
        // Loaded in place: the address stays; the first search the page made is for page 2 (the
        // first came with the HTML; scrolling may ask for the next ones).
        expect(new URL(page.url()).searchParams.has('page')).toBe(false);
        expect(asked.map((u) => new URL(u).searchParams.get('page'))[0]).toBe('2');
      }
      assertNoConsoleErrors(page);
      await context.close();
    },
  );
});

describe('taps before the app runs (decision 0145)', () => {
  it('hotels on a phone: Filters opens at once, and the filters and a new sort work once the app has started', async () => {
    const { context, page } = await newPage(browser, { width: 412, height: 823 });
    // The app's code is held back until the taps are made: a phone on a slow link.
    const held: Array<() => Promise<void>> = [];
    let holding = true;
    await page.route('**/assets/*.js', (route) => (holding ? void held.push(() => route.continue()) : route.continue()));
    const hydration = await watchHydration(page, '.tf-results-list__items');
    await page.goto(url(HOSTS.sunrise, RESULTS[0][1]), { waitUntil: 'load' });
    const drawer = page.locator('.tf-results-drawer');
    expect(await drawer.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filters' }).click();
    // Open before a line of the app has run, with the drawer's own way back to the results.
    expect(await drawer.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Show results' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
    await page.getByRole('button', { name: 'Show results' }).click();
    expect(await drawer.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Sort by').selectOption('price_asc');

    expect(held.length).toBeGreaterThan(0);
    holding = false;
    await Promise.all(held.map((release) => release()));
    await appReady(page);
    // The app took the taps over: the drawer is its own (open), the sort is the one chosen.
    expect(await drawer.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('true');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price_asc');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price_asc');
    const freeCancellation = page.getByRole('checkbox', { name: 'Free cancellation' });
    await freeCancellation.check();
    await page.waitForURL((u) => u.searchParams.get('free_cancellation') === '1');
    await page.getByRole('button', { name: 'Show results' }).click();
    expect(await drawer.isVisible()).toBe(false);
    expect(hydration.warnings).toEqual([]);
    assertNoConsoleErrors(page);
    await context.close();
  });
});
