import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady, assertNoConsoleErrors, getAsHost, newPage, openBrowser, url } from '../support.ts';
import { day } from '../dates.ts';
import { appText, HOSTS, watchHydration } from './helpers.ts';

/**
 * Each product's details page (the step between the results and the checkout), rendered by the
 * server for visitors (decision 0136): the item's name and price in the HTML, answered `no-store`,
 * hydration without a mismatch or a second request for what the HTML carries. The addresses come
 * from a search through the API, as a traveller's Select would build them.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

const checkin = day(40);
const checkout = day(43);

/** The results page's query of each product's search (the details address carries it on). */
const SEARCHES = {
  hotels: `destination=Paris&lat=48.8566&long=2.3522&country=FR&checkin_date=${checkin}&checkout_date=${checkout}&occupancies=2`,
  flights: `trip=roundtrip&from=CDG&from_label=Paris+CDG&to=JFK&to_label=New+York+JFK&depart_date=${checkin}&return_date=${day(47)}&cabin=economy&adults=1&children=0&infants=0`,
  resorts: new URLSearchParams({
    region_id: '1',
    subregion_id: '101',
    place: 'Cancún and Riviera Maya, Caribbean',
    checkin_date: checkin,
    checkout_date: checkout,
    adults: '2',
    children: '0',
  }).toString(),
  cars: `pickup=Lisbon&pickup_lat=38.7223&pickup_long=-9.1393&pickup_country=PT&pickup_date=${checkin}&pickup_time=10:00&dropoff_date=${checkout}&dropoff_time=10:00&driver_age=30`,
  activities: `destination=Lisbon%2C+Portugal&lat=38.7223&long=-9.1393&country=PT&start_date=${checkin}&end_date=${checkout}`,
  cruise: `month=${day(120).slice(0, 7)}&adults=2&children=0&infants=0`,
} as const;

type Service = keyof typeof SEARCHES;

interface Found {
  /** The details page's address. */
  path: string;
  /** The item's name as the page shows it. */
  name: string;
  /** The API request the details page asks for its item. */
  asks: RegExp;
  /** The first part of the item's query key (what the HTML's dehydrated answers name). */
  query: string;
}

/** An API answer's `data`, asked as the agency's host. */
async function api<T>(pathname: string): Promise<T> {
  const { status, body } = await getAsHost(HOSTS.sunrise, pathname);
  expect(status, `${pathname}: ${body.slice(0, 200)}`).toBe(200);
  return (JSON.parse(body) as { data: T }).data;
}

/** Searches each product through the API and builds its first result's details address (Sunrise uses hotels v2, flights v1). */
const FIND: Record<Service, () => Promise<Found>> = {
  hotels: async () => {
    const q = new URLSearchParams({ lat: '48.8566', long: '2.3522', searchString: 'Paris', checkin_date: checkin, checkout_date: checkout, occupancy: '2' });
    const { hotels } = await api<{ hotels: Array<{ propertyId: string; name: string }> }>(`/hotel-api/search?${q.toString()}&pageSize=3`);
    const hotel = hotels[0]!;
    return {
      path: `/booknow/hotels/v2/details?${SEARCHES.hotels}&propertyId=${encodeURIComponent(hotel.propertyId)}`,
      name: hotel.name,
      asks: /\/hotel-api\/properties\//,
      query: 'hotel-property',
    };
  },
  flights: async () => {
    const q = `slice=CDG.JFK.${checkin}&slice=JFK.CDG.${day(47)}&adults=1&children=0&infants=0&cabin=economy&currency=USD`;
    const { offers } = await api<{ offers: Array<{ offerId: string; owner: { name: string } }> }>(`/flight-api/search?${q}&pageSize=3`);
    const offer = offers[0]!;
    return {
      path: `/booknow/flights/search-details?${SEARCHES.flights}&offer=${encodeURIComponent(offer.offerId)}`,
      name: offer.owner.name,
      asks: /\/flight-api\/offers\//,
      query: 'flight-offer',
    };
  },
  resorts: async () => {
    const q = `subregion_id=101&checkin_date=${checkin}&checkout_date=${checkout}&adults=2&children=0&currency=USD`;
    const { resorts } = await api<{ resorts: Array<{ resortId: string; name: string }> }>(`/resort-api/properties/availability?${q}`);
    const resort = resorts[0]!;
    return {
      path: `/booknow/resort/details?resort_id=${encodeURIComponent(resort.resortId)}&${SEARCHES.resorts}`,
      name: resort.name,
      asks: /\/resort-api\/properties\/availability/,
      query: 'resort-availability',
    };
  },
  cars: async () => {
    const { offers } = await api<{ offers: Array<{ offerId: string; vehicle: { model: string } }> }>(
      `/api/car-rental/search?${SEARCHES.cars}&currency=USD&pageSize=3`,
    );
    const car = offers[0]!;
    return {
      path: `/booknow/cars/result-details?${SEARCHES.cars}&carId=${encodeURIComponent(car.offerId)}`,
      name: car.vehicle.model,
      asks: /\/api\/car-rental\/offers\//,
      query: 'car-offer',
    };
  },
  activities: async () => {
    const { activities } = await api<{ activities: Array<{ productCode: string; title: string }> }>(
      `/api/activities/search?${SEARCHES.activities}&currency=USD&pageSize=3`,
    );
    const tour = activities[0]!;
    return {
      path: `/booknow/activities/result-details/${encodeURIComponent(tour.productCode)}?${SEARCHES.activities}`,
      name: tour.title,
      asks: /\/api\/activities\/products\/[^/?]+\?/,
      query: 'activity',
    };
  },
  cruise: async () => {
    const { sailings } = await api<{ sailings: Array<{ sailingId: string; title: string }> }>(`/api/cruise/search?${SEARCHES.cruise}&currency=USD&pageSize=3`);
    const sailing = sailings[0]!;
    return {
      path: `/booknow/cruise/search-details?${SEARCHES.cruise}&sailing=${encodeURIComponent(sailing.sailingId)}`,
      name: sailing.title,
      asks: /\/api\/cruise\/sailings\//,
      query: 'cruise-sailing',
    };
  },
};

const SERVICES = Object.keys(FIND) as Service[];

/** A price as the pages show it (the agency's currency: a symbol or a code beside digits). */
const PRICE = /(?:[$€£]|[A-Z]{3}|kr)\s?[\d.,\s]*\d/;

/** The details page's action in the HTML, disabled until the app runs. */
const ACTION_WAITING = /<button[^>]*class="[^"]*tf-details-offer__action[^"]*"[^>]*\sdisabled=""/;

describe("each product's details page, before any script runs", () => {
  it.each(SERVICES)("%s: the item's name and price are in the HTML, and its answer travels with it", async (service) => {
    const found = await FIND[service]();
    const { status, headers, body } = await getAsHost(HOSTS.sunrise, found.path);
    expect(status).toBe(200);
    // Rendered for this request alone, kept by no cache: its markup follows its whole address.
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toMatch(/"ssr":\{"lang":"en"/);
    const text = appText(body);
    expect(text, service).toContain(found.name);
    expect(text, service).toMatch(PRICE);
    // The dehydrated answers carry the item (only answers that came are dehydrated), so the browser does not ask again.
    expect(body).toContain(`"queryKey":["${found.query}"`);
    // Its action (Reserve, Choose…) waits for the app: a tap before it runs would do nothing.
    expect(body, service).toMatch(ACTION_WAITING);
  });

  it("a hotel's other details addresses (v1 and a deal's landing page) render the hotel too", async () => {
    const { path, name } = await FIND.hotels();
    const query = new URL(path, 'http://x').searchParams;
    const propertyId = query.get('propertyId')!;
    query.delete('propertyId');
    for (const other of [`/hotel-details?${query.toString()}&propertyId=${propertyId}`, `/booknow/hotels/deal?hotelId=${propertyId}&${query.toString()}`]) {
      const { status, headers, body } = await getAsHost(HOSTS.sunrise, other);
      expect(status, other).toBe(200);
      expect(headers['cache-control'], other).toBe('no-store');
      expect(appText(body), other).toContain(name);
    }
  });

  it("an activity's result-details is no page of the cache, even without a query (its product code is in the path)", async () => {
    const { path } = await FIND.activities();
    const { status, headers } = await getAsHost(HOSTS.sunrise, path.split('?')[0]!);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
  });
});

describe('hydration', () => {
  it.each(SERVICES.flatMap((service) => [[service, 'en'] as const, [service, 'ar'] as const]))(
    '%s in %s: hydrates with no mismatch and asks no details again',
    async (service, lng) => {
      const found = await FIND[service]();
      const { context, page } = await newPage(browser);
      const hydration = await watchHydration(page, '#main > *');
      const asked: string[] = [];
      page.on('request', (req) => {
        if (found.asks.test(req.url()) && req.resourceType() === 'fetch') asked.push(req.url());
      });
      await page.goto(url(HOSTS.sunrise, `${found.path}&lng=${lng}`));
      await appReady(page);
      expect(await page.locator('#main').innerText()).toContain(found.name);
      expect(await hydration.kept()).toBe(true);
      expect(hydration.warnings).toEqual([]);
      expect(asked).toEqual([]);
      expect(await page.locator('.tf-details-offer__action').first().isEnabled()).toBe(true);
      assertNoConsoleErrors(page);
      await context.close();
    },
  );

  it("an item the API does not answer in time (here: not at all) leaves the page's loading state in the HTML, and the browser asks", async () => {
    const path = `/booknow/cruise/search-details?${SEARCHES.cruise}&sailing=sbx-s-nope-1`;
    const { status, headers, body } = await getAsHost(HOSTS.sunrise, path);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    // The page's own loading state, and no answer dehydrated for the browser to start from.
    expect(body).toContain('role="status" aria-label="Loading the sailing"');
    expect(body).not.toContain('"cruise-sailing"');
    const { context, page } = await newPage(browser);
    const hydration = await watchHydration(page, '#main > *');
    const asked: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/cruise\/sailings\//.test(req.url()) && req.resourceType() === 'fetch') asked.push(req.url());
    });
    await page.goto(url(HOSTS.sunrise, path));
    await appReady(page);
    await page.getByText('This sailing was not found or is no longer sold.').waitFor();
    expect(await hydration.kept()).toBe(true);
    expect(hydration.warnings).toEqual([]);
    expect(asked).toHaveLength(1);
    await context.close();
  });
});
