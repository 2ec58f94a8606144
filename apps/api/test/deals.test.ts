import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultActivityDealSearch, defaultCarDealSearch, defaultHotelDealSearch } from '@tripfront/domain';
import { createSandboxSupplier, wrapSupplier, withFaults } from '@tripfront/suppliers';
import { createTestApp, DEMO_SEED, makeAgency, SUNRISE, type TestApp } from './helpers.ts';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const now = new Date('2026-11-21T09:00:00');
const hotelBody = { ...defaultHotelDealSearch({ now, ...PARIS, searchString: 'Paris' }), destinationCountryCode: 'FR' };

let supplierCalls = 0;
let t: TestApp;
beforeAll(async () => {
  const counting = wrapSupplier(createSandboxSupplier({ today: '2026-11-21' }), async (_method, signal, proceed) => {
    supplierCalls++;
    return proceed(signal);
  });
  t = await createTestApp({
    supplier: counting,
    seed: { ...DEMO_SEED, agencies: [...DEMO_SEED.agencies, makeAgency('pricey', { agency: { pricing: { markupBasisPoints: 3000, rules: [] } } })] },
  });
});
afterAll(() => t.close());

const post = (host: string, url: string, payload: object, token?: string) =>
  t.call(host, { method: 'POST', url, payload, ...(token ? { cookies: { 'x-access-token': token } } : {}) });

describe('POST /api/dealray/deals/hotel-search', () => {
  it('answers response.response, a list of v1 hotel deals with rates', async () => {
    const res = await post(SUNRISE, '/api/dealray/deals/hotel-search', hotelBody);
    expect(res.statusCode).toBe(200);
    const list = res.json().response;
    expect(list.length).toBeGreaterThan(3);
    const deal = list[0];
    expect(deal.hotel.hotelDetails).toMatchObject({ name: expect.any(String), heroImage: expect.stringMatching(/^\/img\/deals\/[\w-]+\.svg$/) });
    // The picture is served once, as a long-cached asset, instead of riding inline in every answer.
    const picture = await t.call(SUNRISE, { method: 'GET', url: deal.hotel.hotelDetails.heroImage });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(picture.body).toMatch(/^<svg /);
    expect(res.body).not.toContain('data:image');
    expect(deal.rates).toMatchObject({ discountPercentage: expect.any(Number), publishedRate: expect.any(Number), totalRate: expect.any(Number) });
    expect(deal.rates.totalRate).toBeLessThanOrEqual(deal.rates.publishedRate);
    expect(deal.rates.wholesaleRate).toBeUndefined();
  });

  it('adds Wholesale Rate and Agency Markup for an unrestricted agent only', async () => {
    const agent = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const agentDeal = (await post(SUNRISE, '/api/dealray/deals/hotel-search', hotelBody, agent)).json().response[0];
    expect(agentDeal.rates.wholesaleRate).toBeGreaterThan(0);
    expect(agentDeal.rates.agencyMarkup).toBeGreaterThan(0);
    const restricted = await t.login(SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026');
    const restrictedDeal = (await post(SUNRISE, '/api/dealray/deals/hotel-search', hotelBody, restricted)).json().response[0];
    expect(restrictedDeal.rates.wholesaleRate).toBeUndefined();
    expect(restrictedDeal.rates.agencyMarkup).toBeUndefined();
    expect(restrictedDeal.rates.totalRate).toBe(agentDeal.rates.totalRate);
  });

  it('prices in the requested currency through the USD rates', async () => {
    const usd = (await post(SUNRISE, '/api/dealray/deals/hotel-search', hotelBody)).json().response[0];
    const eur = (await post(SUNRISE, '/api/dealray/deals/hotel-search', { ...hotelBody, currency: 'EUR' })).json().response[0];
    const rates = (await t.call(SUNRISE, { method: 'GET', url: '/api/multi-currency/exchange' })).json().rates;
    expect(eur.rates.currency).toBe('EUR');
    expect(eur.rates.totalRate).toBeCloseTo(usd.rates.totalRate * rates.EUR, 0);
  });

  it("applies each agency's own markup and never serves one agency's cached answer to another", async () => {
    const before = supplierCalls;
    const body = { ...hotelBody, latitude: 51.5072, longitude: -0.1276, searchString: 'London', destinationCountryCode: 'GB' };
    const sunrise = (await post(SUNRISE, '/api/dealray/deals/hotel-search', body)).json().response[0];
    await post(SUNRISE, '/api/dealray/deals/hotel-search', body);
    expect(supplierCalls - before).toBe(1);
    const pricey = (await post('pricey.localhost', '/api/dealray/deals/hotel-search', body)).json().response[0];
    expect(supplierCalls - before).toBe(2);
    expect(pricey.hotel.hotelDetails.name).toBe(sunrise.hotel.hotelDetails.name);
    expect(pricey.rates.totalRate).toBeGreaterThan(sunrise.rates.totalRate);
  });

  it.each([
    [{ ...hotelBody, latitude: 123 }, 'latitude'],
    [{ ...hotelBody, currency: 'usd' }, 'currency'],
    [{ ...hotelBody, currency: 'XXX' }, 'currency'],
    [{ ...hotelBody, occupancies: [] }, 'occupancies'],
    [{ ...hotelBody, stayPeriod: { start: hotelBody.stayPeriod.start, end: '2030-01-01T11:00:00' } }, 'stayPeriod.end'],
    [{ ...hotelBody, occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 1, childAges: [] }] }, 'occupancies.0.childAges'],
  ])('refuses a bad payload with 400 naming the field (%#)', async (body, field) => {
    const res = await post(SUNRISE, '/api/dealray/deals/hotel-search', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });
});

describe('activity and car deal searches', () => {
  it('answer response.response lists in the spec §3 shapes', async () => {
    const activities = (await post(SUNRISE, '/api/dealray/deals/activity-search', defaultActivityDealSearch({ ...PARIS, isHome: true }))).json();
    expect(activities.response[0]).toMatchObject({
      title: expect.any(String),
      duration: expect.any(String),
      isFreeCancellation: expect.any(Boolean),
      rates: expect.any(Object),
      link: expect.any(String),
    });
    const cars = (await post(SUNRISE, '/api/dealray/deals/car-search', defaultCarDealSearch({ now, ...PARIS }))).json();
    expect(cars.response[0]).toMatchObject({
      passangerCapacity: expect.any(Number),
      bagCapacity: expect.any(Number),
      noOfDoors: expect.any(Number),
      pickupLocation: expect.any(String),
    });
  });
});

describe('hotel API GET /deals', () => {
  it('answers data.hotels in the v2 shape and echoes x-correlation-id', async () => {
    const res = await t.call(SUNRISE, {
      method: 'GET',
      url: '/hotel-api/deals?lat=48.8566&long=2.3522&currency=USD&top_destination=Paris',
      headers: { 'x-correlation-id': 'corr-42' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-correlation-id']).toBe('corr-42');
    const hotel = res.json().data.hotels[0];
    expect(hotel).toMatchObject({
      name: expect.any(String),
      property_id: expect.anything(),
      image: { large: expect.any(String) },
      ratings: { star_rating: expect.any(Number) },
      rate: { total_rate: expect.any(Number), recommended_selling_price: expect.any(Number) },
    });
  });

  it('refuses a latitude out of range with 400 naming it', async () => {
    const res = await t.call(SUNRISE, { method: 'GET', url: '/hotel-api/deals?lat=99&long=2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('lat');
  });
});

describe('auto-suggest and lookups', () => {
  it('finds Paris first for "par", accent-insensitively São Paulo for "sao"', async () => {
    const par = (await post(SUNRISE, '/api/v2/hotel/auto-suggest', { text: 'par', isManageLocation: false })).json();
    expect(par.data.locationSuggestions[0].name).toBe('Paris');
    expect(typeof par.data.allData).toBe('boolean');
    const sao = (await post(SUNRISE, '/api/activities/destinations', { text: 'sao' })).json();
    expect(sao.data.destinations.map((d: { name: string }) => d.name)).toContain('São Paulo');
  });

  it('finds airports by IATA code on both airport searches', async () => {
    const main = (await t.call(SUNRISE, { method: 'GET', url: '/api/flight/airports?search=CDG' })).json();
    expect(main.data.airports[0].iata).toBe('CDG');
    const flightApi = (await t.call(SUNRISE, { method: 'GET', url: '/flight-api/autocomplete?key=lhr' })).json();
    expect(flightApi.data[0].iata).toBe('LHR');
  });

  it('lists the airports nearest airportLat/airportLong (spec §2), west and south of Greenwich too', async () => {
    const paris = (await t.call(SUNRISE, { method: 'GET', url: '/api/flight/airports?lat=48.86&long=2.35' })).json();
    expect(paris.data.airports.slice(0, 2).map((a: { iata: string }) => a.iata)).toEqual(['ORY', 'CDG']);
    const london = (await t.call(SUNRISE, { method: 'GET', url: '/api/flight/airports?lat=51.47&long=-0.45' })).json();
    expect(london.data.airports[0].iata).toBe('LHR');
    const bad = await t.call(SUNRISE, { method: 'GET', url: '/api/flight/airports?lat=100&long=0' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers car locations, countries and cruise ship lines', async () => {
    const cars = (await post(SUNRISE, '/api/car-rental/auto-suggest', { text: 'lon' })).json();
    expect(cars.data.locations.length).toBeGreaterThan(0);
    const countries = (await t.call(SUNRISE, { method: 'GET', url: '/api/car-rental/findCountries/EN' })).json();
    expect(countries.data).toContainEqual(expect.objectContaining({ code: 'SE', name: 'Sweden' }));
    const lines = (await t.call(SUNRISE, { method: 'GET', url: '/api/cruise/ship-lines' })).json();
    expect(lines.data.map((l: { name: string }) => l.name)).toContain('Royal Caribbean International');
  });

  it('refuses suggestion text over 100 characters with 400 naming text', async () => {
    const res = await post(SUNRISE, '/api/v2/hotel/auto-suggest', { text: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('text');
  });
});

describe('resort API', () => {
  it('lists regions, then subregions with parent_id for ids and children=true', async () => {
    const regions = (await t.call(SUNRISE, { method: 'GET', url: '/resort-api/regions' })).json().data;
    expect(regions.length).toBeGreaterThan(3);
    const ids = regions.slice(0, 2).map((r: { id: number }) => r.id);
    const subs = (await t.call(SUNRISE, { method: 'GET', url: `/resort-api/regions?ids=${ids.join(',')}&children=true` })).json().data;
    expect(subs.length).toBeGreaterThan(0);
    for (const s of subs) expect(ids).toContain(s.parent_id);
  });

  it('releases a hold once, and says so clearly for an unknown reference', async () => {
    const { DEMO_HOLDS } = await import('@tripfront/suppliers');
    const ref = DEMO_HOLDS[0]!.reference;
    const agent = { cookies: { 'x-access-token': await t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026') } };
    const check = await t.call(SUNRISE, { method: 'GET', url: `/resort-api/properties/hold-check?reference_number=${ref}`, ...agent });
    expect(check.statusCode).toBe(200);
    const release = await t.call(SUNRISE, { method: 'PUT', url: `/resort-api/itineraries?reference_number=${ref}&status=RELEASE`, ...agent });
    expect(release.statusCode).toBe(200);
    const unknown = await t.call(SUNRISE, { method: 'PUT', url: '/resort-api/itineraries?reference_number=NOPE&status=RELEASE', ...agent });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    expect(unknown.json().message).toBeTruthy();
    const wrongStatus = await t.call(SUNRISE, { method: 'PUT', url: `/resort-api/itineraries?reference_number=${ref}&status=CONFIRM`, ...agent });
    expect(wrongStatus.json().field).toBe('status');
  });

  it("keeps the desk's holds from visitors and travellers (issue #13): 401 without a session, 403 for a traveller or an agent without Bookings", async () => {
    const { DEMO_HOLDS } = await import('@tripfront/suppliers');
    const ref = DEMO_HOLDS[1]!.reference;
    const release = (token?: string) =>
      t.call(SUNRISE, {
        method: 'PUT',
        url: `/resort-api/itineraries?reference_number=${ref}&status=RELEASE`,
        ...(token ? { cookies: { 'x-access-token': token } } : {}),
      });
    const check = (token?: string) =>
      t.call(SUNRISE, {
        method: 'GET',
        url: `/resort-api/properties/hold-check?reference_number=${ref}`,
        ...(token ? { cookies: { 'x-access-token': token } } : {}),
      });
    expect((await release()).statusCode).toBe(401);
    expect((await check()).statusCode).toBe(401);
    const traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    expect((await release(traveller)).statusCode).toBe(403);
    expect((await check(traveller)).statusCode).toBe(403);
    const owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const agents = (await t.call(SUNRISE, { method: 'GET', url: '/api/agent/users', cookies: { 'x-access-token': owner } })).json().data as {
      id: string;
      email: string;
    }[];
    const restrictedId = agents.find((a) => a.email === 'restricted@sunrise-travel.example')!.id;
    const off = await t.call(SUNRISE, {
      method: 'PUT',
      url: `/api/agent/users/${restrictedId}/permissions`,
      cookies: { 'x-access-token': owner },
      payload: { permissions: { bookings: { read: false } } },
    });
    expect(off.statusCode).toBe(200);
    const restricted = await t.login(SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026');
    expect((await release(restricted)).statusCode).toBe(403);
    // Still held: none of them released it.
    const held = await check(owner);
    expect(held.json().data.status).toBe('HELD');
    expect((await release(owner)).json().data.status).toBe('RELEASED');
  });
});

describe('supplier failures', () => {
  it('answer an empty list with a message on timeouts and errors, never a 5xx', async () => {
    const slow = await createTestApp({
      supplier: withFaults(createSandboxSupplier(), {
        hangMethods: ['hotelDeals', 'suggestHotelLocations'],
        failMethods: ['carDeals', 'resortRegions'],
        timeoutMs: 100,
      }),
    });
    try {
      const hotels = await slow.call(SUNRISE, { method: 'POST', url: '/api/dealray/deals/hotel-search', payload: hotelBody });
      expect(hotels.statusCode).toBe(200);
      expect(hotels.json()).toEqual({ response: [], message: 'Supplier timed out' });
      const cars = await slow.call(SUNRISE, { method: 'POST', url: '/api/dealray/deals/car-search', payload: defaultCarDealSearch({ now, ...PARIS }) });
      expect(cars.json()).toEqual({ response: [], message: 'Supplier unavailable' });
      const suggest = await slow.call(SUNRISE, { method: 'POST', url: '/api/v2/hotel/auto-suggest', payload: { text: 'par' } });
      expect(suggest.json()).toEqual({ data: { locationSuggestions: [], allData: false }, error: 'Supplier timed out' });
      const regions = await slow.call(SUNRISE, { method: 'GET', url: '/resort-api/regions' });
      expect(regions.statusCode).toBe(200);
      expect(regions.json().data).toEqual([]);
      // A failure is not cached: the same search fails again rather than serving an empty answer.
      const again = await slow.call(SUNRISE, { method: 'POST', url: '/api/dealray/deals/car-search', payload: defaultCarDealSearch({ now, ...PARIS }) });
      expect(again.json().message).toBe('Supplier unavailable');
    } finally {
      await slow.close();
    }
  });
});
