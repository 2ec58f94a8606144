import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, schema } from '@tripfront/db';
import { eq } from 'drizzle-orm';
import { bookingMessages } from '@tripfront/domain/booking/products';
import { lastSeatDateFrom } from '@tripfront/suppliers';
import { createTestApp, racingTravellers, SUNRISE, type TestApp } from './helpers.ts';
import { bookFlight, day, holdFlight, offerDetails, passengersFor, searchFlights } from './flight-helpers.ts';

// Issue #17: the last seat of a fare goes to exactly one of 100 concurrent travellers; the others
// get SOLD_OUT in the flight's words and never a 5xx. On the sandbox's seats in the test database
// (rows locked per fare bucket): meaningful on PostgreSQL (TF_TEST_PG_URL), and must hold on PGlite.

let t: TestApp;
let traveller: string;
let tenantId: string;
beforeAll(async () => {
  // 100 travellers from one address (racingTravellers): the per-address cap is lifted.
  t = await createTestApp({ holdLimits: { perUser: 1_000, perIp: 1_000 } });
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
  tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
});
afterAll(() => t.close());

describe('the last seat', () => {
  it('goes to exactly one of 100 concurrent bookings', { timeout: 120_000 }, async () => {
    // On the sandbox's last-seat day every Economy Light fare bucket has one seat.
    const { data } = await searchFlights(t, SUNRISE, { slice: [`LHR.JFK.${lastSeatDateFrom(day(40))}`], adults: 1 });
    const listed = data.offers.find((o) => o.seatsLeft === 1)!;
    expect(listed).toBeDefined();
    const live = await offerDetails(t, SUNRISE, listed.offerId, traveller);
    const passengers = passengersFor(live.passengers, live.firstDate);
    // 100 travellers: one would get their own hold back (decision 0096), not race for the seat.
    const racers = await racingTravellers(t, SUNRISE, 100);
    const attempt = async (racer: string) => {
      const h = await holdFlight(t, SUNRISE, racer, live.offerId, live.price.total);
      if (h.statusCode !== 201) return h;
      return bookFlight(t, SUNRISE, racer, h.json().data, passengers);
    };
    const answers = await Promise.all(racers.map(attempt));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refusals = answers.filter((a) => a.statusCode === 409);
    expect(refusals).toHaveLength(99);
    for (const r of refusals) expect(r.json()).toMatchObject({ code: 'SOLD_OUT', message: bookingMessages('flight').soldOut });
    const rows = await t.db.withTenant(tenantId, (tx) => tx.select().from(schema.bookings).where(eq(schema.bookings.tenantId, tenantId)));
    expect(rows.filter((b) => b.status === 'confirmed' && b.service === 'flights')).toHaveLength(1);
  });
});
