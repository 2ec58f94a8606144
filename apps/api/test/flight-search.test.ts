import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_INACTIVE } from '../src/plugins/agency-status.ts';
import { CLOSED, createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { day, fakeFlightSupplier, flightQueryString, offerDetails, offerIndex, OFFERS_PER_TRIP, REPRICED, roundTrip, searchFlights } from './flight-helpers.ts';

// Issue #17: the flight API's catalogue (search, fare calendar, offer details) on an in-memory
// airline: filters, sort, paging, facets, party and date rules, supplier failure, the search cache,
// x-correlation-id, agent price rows, and an Inactive agency refused.

let t: TestApp;
let airline: ReturnType<typeof fakeFlightSupplier>;
let owner: string;
beforeAll(async () => {
  airline = fakeFlightSupplier();
  t = await createTestApp({ flightSupplier: airline.supplier });
  owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.call(SUNRISE, { method: 'GET', url, headers });

describe('GET /flight-api/search', () => {
  it('answers every offer priced in the asked currency, cheapest first, with the itinerary and the facets of all offers', async () => {
    const { data } = await searchFlights(t, SUNRISE, { currency: 'EUR' });
    expect(data.total).toBe(OFFERS_PER_TRIP);
    expect(data.offers).toHaveLength(OFFERS_PER_TRIP);
    const totals = data.offers.map((o) => o.price.total.amount);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const first = data.offers[0]!;
    expect(first.price.total.currency).toBe('EUR');
    expect(first.slices).toHaveLength(2);
    expect(first.slices[0]).toMatchObject({ origin: { iata: 'LHR' }, destination: { iata: 'JFK' } });
    expect(first.price).not.toHaveProperty('markup'); // a visitor sees no agent rows
    const oneStop = data.offers.find((o) => o.slices[0]!.segments.length === 2)!;
    expect(oneStop.slices[0]!.layovers).toEqual([{ airport: expect.objectContaining({ iata: 'BOS' }), minutes: 90 }]);
    expect(data.facets.airlines.map((a) => a.iata).sort()).toEqual(['AA', 'BA', 'DL', 'VS']);
    expect(data.facets.stops.map((s) => s.stops)).toEqual([0, 1]);
    expect(data.facets.priceRange).toEqual({ min: data.offers[0]!.price.total, max: data.offers.at(-1)!.price.total });
  });

  it('filters by stops, airline, first-leg times, duration, price and checked bag; facets stay those of every offer', async () => {
    const all = (await searchFlights(t, SUNRISE)).data;
    const nonStop = (await searchFlights(t, SUNRISE, { maxStops: 0 })).data;
    expect(nonStop.offers.length).toBeGreaterThan(0);
    expect(nonStop.offers.every((o) => o.slices.every((s) => s.segments.length === 1))).toBe(true);
    expect(nonStop.facets).toEqual(all.facets);

    const ba = (await searchFlights(t, SUNRISE, { airlines: 'BA,VS' })).data;
    expect(new Set(ba.offers.map((o) => o.owner.iata))).toEqual(new Set(['BA', 'VS']));

    const morning = (await searchFlights(t, SUNRISE, { departAfter: '07:00', departBefore: '10:00' })).data;
    expect(morning.offers.map((o) => o.slices[0]!.departAt.slice(11, 16)).sort()).toEqual(['07:15', '08:30', '09:45']);

    const bag = (await searchFlights(t, SUNRISE, { checkedBag: 'true' })).data;
    expect(bag.total).toBe(OFFERS_PER_TRIP / 2);
    expect(bag.offers.every((o) => o.baggage.checked >= 1)).toBe(true);

    const cheap = all.offers[3]!.price.total.amount;
    const priced = (await searchFlights(t, SUNRISE, { maxPrice: cheap })).data;
    expect(priced.total).toBe(4);
    const short = (await searchFlights(t, SUNRISE, { maxDurationMinutes: 500 })).data;
    expect(short.offers.every((o) => o.slices.every((s) => s.durationMinutes <= 500))).toBe(true);
    expect(short.total).toBeLessThan(all.total);
  });

  it('sorts by duration and departure, and pages through the same order', async () => {
    const byDuration = (await searchFlights(t, SUNRISE, { sort: 'duration' })).data.offers;
    const minutes = byDuration.map((o) => o.slices.reduce((n, s) => n + s.durationMinutes, 0));
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    const byDeparture = (await searchFlights(t, SUNRISE, { sort: 'departure' })).data.offers.map((o) => o.slices[0]!.departAt);
    expect(byDeparture).toEqual([...byDeparture].sort());

    const page1 = (await searchFlights(t, SUNRISE, { pageSize: 5, page: 1 })).data;
    const page3 = (await searchFlights(t, SUNRISE, { pageSize: 5, page: 3 })).data;
    expect(page1).toMatchObject({ total: 12, totalPages: 3, hasMore: true });
    expect(page3).toMatchObject({ hasMore: false });
    expect(page3.offers).toHaveLength(2);
    const whole = (await searchFlights(t, SUNRISE)).data.offers.map((o) => o.offerId);
    expect([...page1.offers.map((o) => o.offerId), ...page3.offers.map((o) => o.offerId)]).toEqual([...whole.slice(0, 5), ...whole.slice(10)]);
  });

  it('asks the airline once per trip and agency: pages, sorts and filters come from the cache', async () => {
    const slice = roundTrip(90);
    const before = airline.behaviour.calls.search;
    await searchFlights(t, SUNRISE, { slice });
    await searchFlights(t, SUNRISE, { slice, sort: 'duration', page: 1, pageSize: 3 });
    await searchFlights(t, SUNRISE, { slice, maxStops: 0 });
    expect(airline.behaviour.calls.search - before).toBe(1);
  });

  it('shows agents who see agent prices the markup and wholesale rows', async () => {
    const { data } = await searchFlights(t, SUNRISE, {}, owner);
    expect(data.offers[0]!.price).toMatchObject({ markup: { currency: 'USD' }, wholesale: { currency: 'USD' } });
  });

  it('refuses more infants than adults, naming the field, and other bad input with a clear 400', async () => {
    const infants = await get(`/flight-api/search?${flightQueryString({ slice: roundTrip(), adults: 1, infants: 2 })}`);
    expect(infants.statusCode).toBe(400);
    expect(infants.json()).toMatchObject({
      field: 'infants',
      message: 'infants: Each infant must travel on the lap of an adult: add an adult or remove an infant.',
    });
    const seats = await get(`/flight-api/search?${flightQueryString({ slice: roundTrip(), adults: 6, children: 4 })}`);
    expect(seats.statusCode).toBe(400);
    expect(seats.json().message).toMatch(/At most 9 passengers with a seat/);

    const past = await get(`/flight-api/search?${flightQueryString({ slice: [`LHR.JFK.${day(-3)}`] })}`);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ field: 'slice.0' });
    expect(past.json().message).toMatch(/^slice\.0: the first flight must be on or after \d{4}-\d{2}-\d{2}\.$/);

    const backwards = await get(`/flight-api/search?${flightQueryString({ slice: [`LHR.JFK.${day(40)}`, `JFK.LHR.${day(30)}`] })}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ field: 'slice.1' });

    for (const bad of [
      'slice=LHR-JFK',
      'slice=LHR.LHR.2030-01-01',
      `slice=LHR.JFK.${day(40)}&cabin=steerage`,
      `slice=LHR.JFK.${day(40)}&departAfter=25:00`,
      '',
    ]) {
      const res = await get(`/flight-api/search?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toBeTruthy();
    }
  });

  it('answers an empty list with a message when the airline fails (never a 5xx)', async () => {
    airline.behaviour.searchDown = true;
    try {
      const res = await get(`/flight-api/search?${flightQueryString({ slice: roundTrip(120) })}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { offers: [], total: 0, facets: { priceRange: null } }, message: 'The airline did not answer in time.' });
    } finally {
      airline.behaviour.searchDown = false;
    }
  });

  it('echoes x-correlation-id, or makes one', async () => {
    const res = await get(`/flight-api/search?${flightQueryString({ slice: roundTrip() })}`, { 'x-correlation-id': 'trace-flight-17' });
    expect(res.headers['x-correlation-id']).toBe('trace-flight-17');
    const made = await get(`/flight-api/fare-calendar?${flightQueryString({ slice: roundTrip() })}`);
    expect(made.headers['x-correlation-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('is refused to an Inactive agency', async () => {
    const res = await t.call(CLOSED, { method: 'GET', url: `/flight-api/search?${flightQueryString({ slice: roundTrip() })}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AGENCY_INACTIVE);
  });
});

describe('GET /flight-api/fare-calendar', () => {
  it('answers the lowest total 3 days either side; days before the earliest bookable date are null', async () => {
    const res = await get(`/flight-api/fare-calendar?${flightQueryString({ slice: [`LHR.JFK.${day(1)}`, `JFK.LHR.${day(8)}`], currency: 'USD' })}`);
    expect(res.statusCode, res.body).toBe(200);
    const { days } = res.json().data as { days: { shift: number; departureDate: string; lastDate: string; lowest: { amount: number } | null }[] };
    expect(days.map((d) => d.shift)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(days[0]).toMatchObject({ departureDate: day(-2), lastDate: day(5), lowest: null });
    expect(days[1]!.lowest).toBeNull(); // yesterday
    expect(days[3]!.lowest!.amount).toBeGreaterThan(0);
    expect(days[5]!.lowest).toBeNull(); // nothing flies that day
    expect(days[6]!.lowest!.amount).toBeGreaterThan(days[3]!.lowest!.amount);
  });
});

describe('GET /flight-api/offers/:offerId', () => {
  it('answers the offer re-priced now, with the price per passenger type, deadline, documents and dates', async () => {
    const slice = roundTrip(50);
    const { data } = await searchFlights(t, SUNRISE, { slice, adults: 2, children: 1, infants: 1 });
    const listed = data.offers.find((o) => offerIndex(o.offerId) === REPRICED)!;
    const d = await offerDetails(t, SUNRISE, listed.offerId);
    expect(d.price.total.amount).toBeGreaterThan(listed.price.total.amount); // re-priced live
    expect(d.passengers).toEqual({ adults: 2, children: 1, infants: 1 });
    expect(d.priceByPassenger.map((p) => [p.type, p.count])).toEqual([
      ['adult', 2],
      ['child', 1],
      ['infant', 1],
    ]);
    expect(d.priceByPassenger[0]).not.toHaveProperty('markup');
    expect(d).toMatchObject({ documentRequired: true, firstDate: slice[0]!.slice(-10), lastDate: slice[1]!.slice(-10) });
    expect(Date.parse(d.ticketingDeadline)).toBeGreaterThan(Date.now());

    const asAgent = await offerDetails(t, SUNRISE, listed.offerId, owner);
    expect(asAgent.priceByPassenger[0]).toHaveProperty('markup');
  });

  it('answers 404 naming offerId for an offer the airline no longer knows', async () => {
    const res = await get('/flight-api/offers/expired-offer-0001');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ field: 'offerId' });
  });
});
