import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, listOutbox } from '@tripfront/db';
import { formatPlaceDateTime, placeInstant } from '@tripfront/domain/booking/place-time';
import { FREE_CANCELLATION_HOURS, LAST_CAR_CLASS } from '@tripfront/suppliers';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { cookie, expectOneTermsSentence } from './booking-helpers.ts';
import { DRIVER, bookCar, carOffer, day, holdCar, rental, searchCars, searchCarsRaw } from './car-helpers.ts';

// Issue #18 on the sandbox's own cars (fleet in the test database): search with filters and
// facets, offer details, bad input refused with its field, agent rows for agents only, and a
// rental held with a child seat, booked for a checked driver, and cancelled under its policy.

let t: TestApp;
let traveller: string;
let owner: string;
let restricted: string;
beforeAll(async () => {
  t = await createTestApp({ holdLimits: { perUser: 1_000, perIp: 1_000 } });
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
  owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
  restricted = await t.login(SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026');
});
afterAll(() => t.close());

describe('car search', () => {
  it('answers the cars of the rental with facets, filters, sort and paging', async () => {
    const { data, message } = await searchCars(t, SUNRISE);
    expect(message).toBeUndefined();
    expect(data.total).toBeGreaterThanOrEqual(13);
    expect(data.rentalDays).toBe(3);
    expect(data.facets.vehicleClasses.length).toBeGreaterThan(5);
    const totals = data.offers.map((o) => o.price.total.amount);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(data.offers[0]!.price).not.toHaveProperty('markup'); // a visitor sees no agent rows

    const suvs = await searchCars(t, SUNRISE, { vehicleClass: 'Intermediate SUV,Standard SUV', minSeats: 5 });
    expect(suvs.data.offers.every((o) => o.vehicle.vehicleClass.endsWith('SUV'))).toBe(true);
    expect(suvs.data.facets).toEqual(data.facets);
    const free = await searchCars(t, SUNRISE, { freeCancellation: 'true', transmission: 'automatic' });
    expect(free.data.offers.every((o) => o.freeCancellationUntil !== null && o.vehicle.transmission === 'automatic')).toBe(true);
    const paged = await searchCars(t, SUNRISE, { pageSize: 5, page: 2 });
    expect(paged.data).toMatchObject({ page: 2, pageSize: 5, hasMore: true });
    expect(paged.data.offers).toHaveLength(5);
  });

  it('shows agents the markup and wholesale rows, and restricted agents and travellers none', async () => {
    const asOwner = await searchCars(t, SUNRISE, {}, owner);
    expect(asOwner.data.offers[0]!.price).toMatchObject({ markup: { currency: 'USD' }, wholesale: { currency: 'USD' } });
    for (const token of [restricted, traveller]) {
      const { data } = await searchCars(t, SUNRISE, {}, token);
      expect(data.offers[0]!.price).not.toHaveProperty('markup');
      expect(data.offers[0]!.price).not.toHaveProperty('wholesale');
    }
  });

  it.each([
    ['drop-off before pick-up', { dropoff_date: day(38) }, 'dropoff_date'],
    ['a 12-year-old driver', { driver_age: 12 }, 'driver_age'],
    ['a 400-day rental', { dropoff_date: day(440) }, 'dropoff_date'],
    ['a pick-up in the past', { pickup_date: day(-2) }, 'pickup_date'],
    ['no pick-up place', { pickup_lat: undefined }, 'pickup_lat'],
  ])('refuses %s with a 400 naming the field', async (_, override, field) => {
    const res = await searchCarsRaw(t, SUNRISE, { ...rental(), ...override });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(field);
    expect(res.json().field ?? res.json().message).toContain(field);
  });
});

describe('car offer details', () => {
  it('re-prices the car with its counter, pick-up instructions, what it includes and its extras per day', async () => {
    const { data } = await searchCars(t, SUNRISE);
    const listed = data.offers[2]!;
    const d = await carOffer(t, SUNRISE, listed.offerId);
    expect(d.price.total).toEqual(listed.price.total);
    expect(d.pickupInstructions).toContain(d.supplier.name);
    expect(d.includes).toContain('collision_damage_waiver');
    expect(d.extras.map((e) => e.code)).toEqual(['child_seat', 'additional_driver', 'gps']);
    expect(d.extras[0]!.perDay.amount).toBeGreaterThan(0);
    expect(d.driverAge).toBe(30);
  });

  it.each([
    ['a garbled id', 'not-a-car', 400],
    ['an id of no car', 'car1_38.7223_-9.1393___209901101000_209901131000_30_US_99_0', 400],
    ['a car whose pick-up has passed', 'past', 404],
  ])('answers %s with a clear 4xx naming the offer', async (_, given, status) => {
    // A real car of a search, moved to days that have passed.
    const listed = given === 'past' ? (await searchCars(t, SUNRISE)).data.offers[0]!.offerId.split('_') : [];
    const compact = (d: string) => `${d.replaceAll('-', '')}1000`;
    const id = given === 'past' ? [...listed.slice(0, 5), compact(day(-3)), compact(day(-1)), ...listed.slice(7)].join('_') : given;
    const res = await t.call(SUNRISE, { method: 'GET', url: `/api/car-rental/offers/${encodeURIComponent(id)}` });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ field: 'offerId' });
  });
});

describe('renting a car', () => {
  it('refuses a visitor’s hold with 401', async () => {
    const { data } = await searchCars(t, SUNRISE);
    const res = await holdCar(t, SUNRISE, null, data.offers[0]!.offerId, data.offers[0]!.price.total);
    expect(res.statusCode).toBe(401);
  });

  it('holds a car with a child seat priced in, books it for the driver and cancels it with a full refund', async () => {
    const { data } = await searchCars(t, SUNRISE, { freeCancellation: 'true' });
    const d = await carOffer(t, SUNRISE, data.offers[0]!.offerId, traveller);
    const seat = d.extras.find((e) => e.code === 'child_seat')!;
    const expected = { amount: d.price.total.amount + seat.perDay.amount * d.rentalDays, currency: 'USD' };
    const stale = await holdCar(t, SUNRISE, traveller, d.offerId, d.price.total, [{ code: 'child_seat', quantity: 1 }]);
    expect(stale.statusCode, stale.body).toBe(409); // the seat's price is part of the total
    const priced = stale.json().price.total as typeof expected;
    expect(Math.abs(priced.amount - expected.amount)).toBeLessThanOrEqual(1);
    // The details page asks the price with the seat: exactly what the hold charges.
    const withSeat = await t.call(SUNRISE, { method: 'GET', url: `/api/car-rental/offers/${d.offerId}?extras=child_seat:1`, cookies: cookie(traveller) });
    expect(withSeat.json().data.priceWithExtras.total).toEqual(priced);
    const h = await holdCar(t, SUNRISE, traveller, d.offerId, priced, [{ code: 'child_seat', quantity: 1 }]);
    expect(h.statusCode, h.body).toBe(201);
    expect(h.json().data).toMatchObject({ product: 'car', car: { extras: [{ code: 'child_seat', quantity: 1 }], vehicle: d.vehicle } });

    const noDriver = await bookCar(t, SUNRISE, traveller, h.json().data, null);
    expect(noDriver.statusCode).toBe(400);
    expect(noDriver.json()).toMatchObject({ field: 'driver' });
    const booked = await bookCar(t, SUNRISE, traveller, h.json().data, { ...DRIVER, flightNumber: 'TP1234' });
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json().data;
    expect(booking).toMatchObject({
      product: 'car',
      status: 'confirmed',
      title: `${d.vehicle.model} or similar`,
      total: priced,
      car: { confirmationNumber: expect.stringMatching(/^[A-Z0-9]{8}$/), extras: [{ code: 'child_seat', quantity: 1 }] },
      driver: { firstName: 'Ada', lastName: 'Lovelace', age: 30, flightNumber: 'TP1234' },
    });
    // The confirmation email words the car, the counter, the driver and its confirmation number.
    const tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
    const mail = (await t.db.withTenant(tenantId, (tx) => listOutbox(tx, tenantId))).find((m) => m.subject.includes(booking.reference))!;
    expect(mail.text).toContain(`Rented by ${d.supplier.name}; driver: Ada Lovelace. Rental confirmation number: ${booking.car.confirmationNumber}.`);
    // The results card's and details page's terms are the checkout's, the booking's, My Trips' and the
    // email's: free until 48 hours before the local pick-up in Lisbon (decision 0097).
    const terms = await expectOneTermsSentence(t, SUNRISE, traveller, h.json().data, booking, mail.text);
    expect(d.cancellationPolicy.description).toBe(terms);
    expect(data.offers[0]!.cancellationPolicy.description).toBe(terms);
    const pickUp = placeInstant(d.pickup.dateTime.slice(0, 10), d.pickup.dateTime.slice(11, 16), 'Europe/Lisbon');
    expect(Date.parse(d.freeCancellationUntil!)).toBe(pickUp.getTime() - FREE_CANCELLATION_HOURS * 3_600_000);
    expect(terms).toBe(`Free cancellation until ${formatPlaceDateTime(d.freeCancellationUntil!, 'Europe/Lisbon', 'en')} (local time), then non-refundable.`);
    const mine = await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${booking.reference}`, cookies: cookie(traveller) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.car.vehicle.model).toBe(d.vehicle.model);

    const cancelled = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${booking.reference}/cancel`, cookies: cookie(traveller) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.cancellation).toMatchObject({ refundStatus: 'refunded', refund: priced });
  });

  it('tells a driver younger than the supplier’s minimum age before anything is charged', async () => {
    const { data } = await searchCars(t, SUNRISE, { vehicleClass: LAST_CAR_CLASS, pickup_date: day(70), dropoff_date: day(72) });
    const luxury = data.offers[0]!;
    expect(luxury.minDriverAge).toBe(25);
    const h = await holdCar(t, SUNRISE, traveller, luxury.offerId, luxury.price.total);
    expect(h.statusCode, h.body).toBe(201);
    const young = await bookCar(t, SUNRISE, traveller, h.json().data, { ...DRIVER, age: 22 });
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({ field: 'driver.age', message: expect.stringContaining('at least 25') });
    const release = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/bookings/holds/release',
      cookies: cookie(traveller),
      payload: { holdToken: h.json().data.holdToken },
    });
    expect(release.statusCode).toBe(200);
  });

  it('refuses more of an extra than the counter rents, naming the extra', async () => {
    const { data } = await searchCars(t, SUNRISE);
    const res = await holdCar(t, SUNRISE, traveller, data.offers[0]!.offerId, data.offers[0]!.price.total, [{ code: 'gps', quantity: 2 }]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field: 'extras.0.quantity' });
  });
});
