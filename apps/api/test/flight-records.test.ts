import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchesAnswer } from '@tripfront/domain/command-center/api';
import { cookie } from './booking-helpers.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { bookFlight, fakeFlightSupplier, holdFlight, offerDetails, OFFERS_PER_TRIP, passengersFor, roundTrip, searchFlights } from './flight-helpers.ts';

// Issue #17: what a flight search and booking leave behind. The Command Center counts the search
// (and its conversion once booked); the logs, at debug level, never carry a passenger's document
// number, whether the booking is refused or made.

let t: TestApp;
let traveller: string;
let owner: string;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ flightSupplier: fakeFlightSupplier().supplier, logger: { level: 'debug', stream } });
  [traveller, owner] = await Promise.all([
    t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'),
    t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026'),
  ]);
});
afterAll(() => t.close());

const searches = async () =>
  ((await t.call(SUNRISE, { method: 'GET', url: '/api/agent/searches?pageSize=5', cookies: cookie(owner) })).json() as SearchesAnswer).data.items;

describe('a flight search and booking', () => {
  it('is one search in the Command Center, marked once booked; no document number reaches the logs', async () => {
    const slice = roundTrip(52);
    const { data } = await searchFlights(t, SUNRISE, { slice, adults: 2 }, traveller);
    // Page 2 and another sort are the same search.
    await searchFlights(t, SUNRISE, { slice, adults: 2, page: 2, pageSize: 5 }, traveller);
    await searchFlights(t, SUNRISE, { slice, adults: 2, sort: 'duration' }, traveller);
    await t.app.deps.searchLog.flush();
    const mine = (await searches()).filter((s) => s.service === 'flights');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      service: 'flights',
      destination: 'LHR → JFK',
      countryCode: 'US',
      startDate: slice[0]!.slice(-10),
      endDate: slice[1]!.slice(-10),
      party: { adults: 2, children: 0, infants: 0 },
      resultCount: OFFERS_PER_TRIP,
      ledToBooking: false,
    });
    expect(mine[0]!.searchUrl).toMatch(/^\/booknow\/flights(\/v2)?\/search\?trip=roundtrip&from=LHR&from_label=LHR&to=JFK&to_label=JFK&depart_date=/);

    const live = await offerDetails(t, SUNRISE, data.offers[0]!.offerId, traveller);
    const h = await holdFlight(t, SUNRISE, traveller, live.offerId, live.price.total);
    expect(h.statusCode, h.body).toBe(201);
    const passengers = passengersFor(live.passengers, live.firstDate);
    const numbers = passengers.map((p) => p.document!.number);
    // Refused (a child's birth date for an adult), then made.
    const refused = await bookFlight(t, SUNRISE, traveller, h.json().data, [
      { ...passengers[0]!, birthDate: `${Number(live.firstDate.slice(0, 4)) - 4}-06-01` },
      passengers[1]!,
    ]);
    expect(refused.statusCode).toBe(400);
    const booked = await bookFlight(t, SUNRISE, traveller, h.json().data, passengers);
    expect(booked.statusCode, booked.body).toBe(201);
    await t.app.deps.searchLog.flush();
    expect((await searches()).find((s) => s.service === 'flights')).toMatchObject({ ledToBooking: true });

    const logs = lines.join('');
    expect(logs).toContain('booking confirmed');
    for (const n of numbers) expect(logs).not.toContain(n);
  });
});
