import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, schema } from '@tripfront/db';
import { eq } from 'drizzle-orm';
import { bookingMessages } from '@tripfront/domain/booking/products';
import { LAST_CAR_CLASS } from '@tripfront/suppliers';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { bookCar, day, holdCar, newTraveller, searchCars } from './car-helpers.ts';

// Issue #18: the last car of a class goes to exactly one of many concurrent travellers whose
// rentals overlap (different pick-up days, one shared day); the others get SOLD_OUT in the car's
// words and never a 5xx. On the sandbox's unit store in the test database (buckets locked per
// counter, class and day): meaningful on PostgreSQL (TF_TEST_PG_URL), and must hold on PGlite.

const RACERS = 24;
let t: TestApp;
let travellers: string[];
let tenantId: string;
beforeAll(async () => {
  // Distinct travellers from distinct addresses (below): the production hold caps stay on.
  t = await createTestApp();
  travellers = [];
  for (let i = 0; i < RACERS; i += 1) travellers.push(await newTraveller(t, SUNRISE, i));
  tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
}, 120_000);
afterAll(() => t.close());

describe('the last car', () => {
  it(`goes to exactly one of ${RACERS} concurrent overlapping rentals`, { timeout: 120_000 }, async () => {
    // Three rentals that all cover day 42: picked up on day 40, 41 or 42.
    const offers = await Promise.all(
      [0, 1, 2].map(async (shift) => {
        const { data } = await searchCars(t, SUNRISE, { vehicleClass: LAST_CAR_CLASS, pickup_date: day(40 + shift), dropoff_date: day(43 + shift) });
        return data.offers;
      }),
    );
    // The same counter's Luxury car on each of the three rentals.
    const counter = offers[0]![0]!.supplier.name;
    const cars = offers.map((list) => list.find((o) => o.supplier.name === counter)!);
    for (const car of cars) expect(car.carsLeft).toBe(1);
    const attempt = async (i: number) => {
      const car = cars[i % cars.length]!;
      const from = { remoteAddress: `203.0.113.${i + 1}` };
      const h = await holdCar(t, SUNRISE, travellers[i]!, car.offerId, car.price.total, [], from);
      if (h.statusCode !== 201) return h;
      return bookCar(t, SUNRISE, travellers[i]!, h.json().data, undefined, from);
    };
    const answers = await Promise.all(Array.from({ length: RACERS }, (_, i) => attempt(i)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refusals = answers.filter((a) => a.statusCode === 409);
    expect(refusals).toHaveLength(RACERS - 1);
    for (const r of refusals) expect(r.json()).toMatchObject({ code: 'SOLD_OUT', message: bookingMessages('car').soldOut });
    const rows = await t.db.withTenant(tenantId, (tx) => tx.select().from(schema.bookings).where(eq(schema.bookings.tenantId, tenantId)));
    expect(rows.filter((b) => b.status === 'confirmed' && b.service === 'cars')).toHaveLength(1);
    // The days that do not overlap still rent it.
    const later = await searchCars(t, SUNRISE, { vehicleClass: LAST_CAR_CLASS, pickup_date: day(47), dropoff_date: day(49) });
    expect(later.data.offers.find((o) => o.supplier.name === counter)?.carsLeft).toBe(1);
  });
});
