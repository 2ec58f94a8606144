import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxSupplier, fail, type InventorySupplier } from '@tripfront/suppliers';
import { createTestApp, DEMO_SEED, makeAgency, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

// GET /search/{service} (decision 0061): a search form the browser submitted itself.

const NO_HOTELS = 'nohotels.localhost';
const SEED = {
  ...DEMO_SEED,
  agencies: [
    ...DEMO_SEED.agencies,
    makeAgency('nohotels', {
      hosts: [NO_HOTELS],
      agency: {
        ...DEMO_SEED.agencies[0]!.agency,
        agencyName: 'No hotels',
        subdomain: 'nohotels',
        bookingMenuItemOptions: DEMO_SEED.agencies[0]!.agency.bookingMenuItemOptions.map((item) => (item.id === 1 ? { ...item, active: false } : item)),
      },
    }),
  ],
};

/** A day well inside the bookable window, whatever day the test runs. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /search/{service}: a search form sent without the app', () => {
  let t: TestApp;
  const sandbox = createSandboxSupplier({ today: inDays(0) });
  // The sandbox, except that one text makes the supplier fail.
  const supplier: InventorySupplier = {
    ...sandbox,
    suggestHotelLocations: (text, signal) => (text === 'boom' ? Promise.resolve(fail('Supplier down', true)) : sandbox.suggestHotelLocations(text, signal)),
  };
  beforeAll(async () => {
    t = await createTestApp({ seed: SEED, supplier });
  });
  afterAll(() => t.close());

  const get = (host: string, url: string) => t.call(host, { method: 'GET', url });
  const located = (res: { headers: Record<string, unknown> }) => new URL(String(res.headers.location), 'http://x.invalid');

  it('a typed destination and good dates: 303 to the canonical results URL, as the form would open', async () => {
    const res = await get(SUNRISE, `/search/hotels?destination=par&checkin_date=${inDays(10)}&checkout_date=${inDays(12)}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers['cache-control']).toBe('no-store');
    const to = located(res);
    // Sunrise enables hotels v2: the same path its search form opens.
    expect(to.pathname).toBe('/booknow/hotels/v2/search');
    expect(to.searchParams.get('destination')).toMatch(/^Paris/);
    expect(Number(to.searchParams.get('lat'))).toBeCloseTo(48.86, 1);
    expect(to.searchParams.get('checkin_date')).toBe(inDays(10));
    expect(to.searchParams.get('checkout_date')).toBe(inDays(12));
    expect(to.searchParams.get('occupancies')).toBe('2');
    // A relative location: the host asked, never another.
    expect(String(res.headers.location).startsWith('/')).toBe(true);
  });

  it("another agency's host gets its own agency's URLs", async () => {
    const res = await get(NORDIC, `/search/hotels?destination=par&checkin_date=${inDays(10)}&checkout_date=${inDays(12)}`);
    expect(res.statusCode).toBe(303);
    expect(located(res).pathname).toBe('/booknow/hotels/search');
  });

  it('an unknown place: back to the form with everything typed kept', async () => {
    const res = await get(SUNRISE, `/search/hotels?destination=Xyzzyq&checkin_date=${inDays(10)}&checkout_date=${inDays(12)}`);
    expect(res.statusCode).toBe(303);
    const to = located(res);
    expect(to.pathname).toBe('/booknow/hotels');
    expect(to.searchParams.get('destination')).toBe('Xyzzyq');
    expect(to.searchParams.get('checkin_date')).toBe(inDays(10));
    expect(to.searchParams.get('checkout_date')).toBe(inDays(12));
  });

  it.each([
    ['dates in the past', `checkin_date=2020-01-01&checkout_date=2020-01-03`],
    ['no dates', ''],
    ['check-out before check-in', `checkin_date=${inDays(12)}&checkout_date=${inDays(10)}`],
    ['nonsense', 'checkin_date=9999-99-99&occupancies=%25%25&checkout_date=x'],
  ])('%s: back to the form, never a 5xx', async (_, dates) => {
    const res = await get(SUNRISE, `/search/hotels?destination=par&${dates}`);
    expect(res.statusCode).toBe(303);
    const to = located(res);
    expect(to.pathname).toBe('/booknow/hotels');
    expect(to.searchParams.get('destination')).toMatch(/^Paris/);
  });

  it('a failing lookup sends the visitor back to the form with the text, not a 5xx', async () => {
    const res = await get(SUNRISE, `/search/hotels?destination=boom&checkin_date=${inDays(10)}&checkout_date=${inDays(12)}`);
    expect(res.statusCode).toBe(303);
    expect(located(res).searchParams.get('destination')).toBe('boom');
  });

  it('the other products: activities, flights and cruise', async () => {
    const activities = await get(SUNRISE, `/search/activities?destination=par&start_date=${inDays(10)}&end_date=${inDays(11)}`);
    expect(located(activities).pathname).toBe('/booknow/activities/search');
    const flights = await get(SUNRISE, `/search/flights?tripType=oneway&from=london&to=paris&depart_date=${inDays(10)}`);
    expect(located(flights).pathname).toMatch(/^\/booknow\/flights(\/v2)?\/search$/);
    expect(located(flights).searchParams.get('trip')).toBe('oneway');
    expect(located(flights).searchParams.get('from')).toMatch(/^[A-Z]{3}$/);
    const cruise = await get(SUNRISE, `/search/cruise?shipLine=&month=${inDays(40).slice(0, 7)}`);
    expect(located(cruise).pathname).toBe('/booknow/cruise/search');
  });

  it('an unknown service is refused with a 4xx; a product the agency does not offer leads to the not-found page', async () => {
    const unknown = await get(SUNRISE, '/search/spaceships?destination=moon');
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    const inactive = await get(NO_HOTELS, '/search/hotels?destination=par');
    expect(inactive.statusCode).toBe(303);
    expect(inactive.headers.location).toBe('/errors');
  });

  it('is the same for every session: a traveller, a restricted agent, the owner, and a session of another agency', async () => {
    const url = `/search/hotels?destination=par&checkin_date=${inDays(10)}&checkout_date=${inDays(12)}`;
    const visitor = await get(SUNRISE, url);
    const sessions = await Promise.all([
      t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'),
      t.login(SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026'),
      t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026'),
      t.login(NORDIC, 'traveller@nordlys.example', 'Traveller#2026'),
    ]);
    for (const token of sessions) {
      const res = await t.call(SUNRISE, { method: 'GET', url, cookies: { 'x-access-token': token } });
      // A redirect to Sunrise's own results, nothing of the session in it, and nothing kept.
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(visitor.headers.location);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).not.toMatch(/@|token/i);
    }
  });

  it('a query far longer than a form sends is refused with 414', async () => {
    const res = await get(SUNRISE, `/search/hotels?destination=${'a'.repeat(5000)}`);
    expect(res.statusCode).toBe(414);
  });
});
