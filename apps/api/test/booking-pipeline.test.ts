import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, listOutbox } from '@tripfront/db';
import { bookingMessages } from '@tripfront/domain/booking/products';
import { priceBreakdown } from '@tripfront/domain/booking/price';
import type { SupplierRate } from '@tripfront/domain/inventory';
import { fail, ok } from '@tripfront/suppliers';
import type { BookingAdapter } from '../src/booking/product.ts';
import type { HeldCar } from '@tripfront/domain/booking/car-api';
import { bookingAdapters } from '../src/booking/products/index.ts';
import { recoverBookings } from '../src/booking/recovery.ts';
import { book, cookie } from './booking-helpers.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';

// Issue #14: the booking pipeline is product-agnostic. A second product (a car rental on an
// in-memory rental company) plugs in through the one adapter interface, beside the real hotel
// adapter, and gets the shared core unchanged: hold caps, price check, payment, the booking record
// and its history, the confirmation email, My Trips, cancellation with refund and recovery, each
// message naming the car and the rental company.

interface CarOffer {
  offerId: string;
  model: string;
  city: string;
  pickUp: string;
  dropOff: string;
  refundable: boolean;
}

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
const rate = (amount: number): SupplierRate => ({
  wholesaleBase: { amountMinor: amount, currency: 'USD' },
  taxesAndFees: { amountMinor: Math.round(amount * 0.1), currency: 'USD' },
  publishedRate: { amountMinor: Math.round(amount * 1.3), currency: 'USD' },
  recommendedSellingPrice: { amountMinor: Math.round(amount * 1.25), currency: 'USD' },
});

/** The car answers' shape (domain car-api heldCarSchema) around the fake company's offer. */
const heldCarOf = (o: CarOffer): HeldCar => ({
  offerId: o.offerId,
  vehicle: { model: o.model, vehicleClass: 'Compact', transmission: 'manual', seats: 5, bags: 2, doors: 4, airConditioning: true, picture: '' },
  supplier: { name: 'Rental Co', logo: '' },
  pickup: { name: o.city, dateTime: `${o.pickUp}T10:00` },
  dropoff: { name: o.city, dateTime: `${o.dropOff}T10:00` },
  countryCode: o.city.slice(-2),
  rentalDays: 4,
  mileage: { policy: 'unlimited', kmPerDay: null },
  fuelPolicy: 'full_to_full',
  freeCancellationUntil: null,
  minDriverAge: 21,
  pickupInstructions: 'At the desk.',
  includes: [],
  excludes: [],
  extras: [],
  driverAge: 30,
  residence: 'US',
});

/** A rental company: cars by offer id, how many are left, and what it does when asked to book. */
function rentalCompany() {
  const cars = new Map<string, { offer: CarOffer; left: number; price: number }>([
    [
      'car-corolla-000001',
      {
        offer: { offerId: 'car-corolla-000001', model: 'Toyota Corolla or similar', city: 'Lisbon, PT', pickUp: day(30), dropOff: day(34), refundable: true },
        left: 3,
        price: 18_000,
      },
    ],
    [
      'car-lastone-000002',
      {
        offer: { offerId: 'car-lastone-000002', model: 'Fiat 500 or similar', city: 'Rome, IT', pickUp: day(30), dropOff: day(31), refundable: false },
        left: 0,
        price: 9_000,
      },
    ],
  ]);
  const holds = new Map<string, string>();
  const booked = new Map<string, { supplierReference: string; status: 'confirmed' | 'cancelled'; refundable: boolean }>();
  const behaviour = { book: 'confirm' as 'confirm' | 'refuse' | 'time out then confirm', lookupDown: false };
  let n = 0;

  const adapter: BookingAdapter<CarOffer> = {
    product: 'car',
    supplierName: 'test-rental',
    async quote({ offerId, pricing }) {
      const car = cars.get(offerId);
      if (!car) return { ok: false, reason: 'not_offered' };
      if (car.left === 0) return { ok: false, reason: 'sold_out' };
      const price = priceBreakdown(rate(car.price), pricing, { product: 'car', country: car.offer.city.slice(-2), nights: 4, rooms: 1 });
      return { ok: true, quote: { price, offer: car.offer, image: '', lines: [] } };
    },
    async hold({ offerId, pricing }) {
      const car = cars.get(offerId);
      if (!car) return { ok: false, reason: 'not_offered' };
      if (car.left === 0) return { ok: false, reason: 'sold_out' };
      car.left -= 1;
      const holdId = `car-hold-${++n}`;
      holds.set(holdId, offerId);
      return {
        ok: true,
        hold: {
          holdId,
          expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
          price: priceBreakdown(rate(car.price), pricing, { product: 'car', country: car.offer.city.slice(-2), nights: 4, rooms: 1 }),
          offer: car.offer,
        },
      };
    },
    async releaseHold(holdId) {
      const offerId = holds.get(holdId);
      if (offerId && !booked.has(holdId)) cars.get(offerId)!.left += 1;
      holds.delete(holdId);
      return ok(true);
    },
    facts: (o) => ({
      title: o.model,
      location: o.city,
      countryCode: null,
      startDate: o.pickUp,
      endDate: o.dropOff,
      terms: { refundable: o.refundable, freeCancellationUntil: o.refundable ? `${o.pickUp}T00:00:00Z` : null },
    }),
    store: async (o) => o,
    async book({ holdId, clientReference }) {
      if (behaviour.book === 'refuse') return fail('No car of this class at that desk', false, 'sold_out');
      booked.set(clientReference, { supplierReference: `RC-${holdId}`, status: 'confirmed', refundable: cars.get(holds.get(holdId)!)!.offer.refundable });
      if (behaviour.book === 'time out then confirm') return fail('Supplier timed out', true);
      return ok({ supplierReference: `RC-${holdId}` });
    },
    async bookingByClientReference(clientReference) {
      if (behaviour.lookupDown) return fail('Supplier timed out', true);
      const b = booked.get(clientReference);
      return ok(b ? { status: b.status, supplierReference: b.supplierReference } : null);
    },
    async cancel(supplierReference) {
      const b = [...booked.values()].find((x) => x.supplierReference === supplierReference);
      if (!b) return fail('unknown booking', false, 'not_found');
      b.status = 'cancelled';
      return ok({ refundShare: b.refundable ? 1 : 0 });
    },
    holdAnswer: ({ offer }) => ({ car: heldCarOf(offer) }),
    present: (o) => ({ car: { ...heldCarOf(o), confirmationNumber: null }, driver: { firstName: 'Ada', lastName: 'Lovelace', age: 30, flightNumber: null } }),
    confirmation: (o) => ({
      product: 'car',
      title: o.model,
      pickup: o.city,
      dropoff: o.city,
      supplier: 'Rental Co',
      driver: 'Ada Lovelace',
      confirmationNumber: null,
    }),
  };
  return { adapter, behaviour, cars };
}

let t: TestApp;
let company: ReturnType<typeof rentalCompany>;
let traveller: string;
const car = bookingMessages('car');

beforeAll(async () => {
  company = rentalCompany();
  // Every product is bookable now (issue #19): this server leaves resorts out, to show how a product it does not book is refused.
  t = await createTestApp({
    bookingAdapters: (suppliers) => {
      const { resort: _notBooked, ...adapters } = bookingAdapters(suppliers);
      return { ...adapters, car: company.adapter };
    },
  });
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
});
afterAll(() => t.close());

const holdCar = (offerId: string, amount?: number) =>
  t.call(SUNRISE, {
    method: 'POST',
    url: '/api/bookings/holds',
    cookies: cookie(traveller),
    payload: { product: 'car', offerId, currency: 'USD', expectedTotal: { amount: amount ?? 0, currency: 'USD' } },
  });

/** The live price the traveller would see, then a hold at it. */
async function heldCar(offerId: string) {
  const first = await holdCar(offerId);
  expect(first.statusCode, first.body).toBe(409);
  expect(first.json()).toMatchObject({ code: 'PRICE_CHANGED' });
  const held = await holdCar(offerId, first.json().price.total.amount);
  expect(held.statusCode, held.body).toBe(201);
  return held.json().data as { product: string; holdToken: string; price: { total: { amount: number; currency: string } } };
}

describe('a second product on the booking pipeline (a car rental)', () => {
  it('prices, holds, books, lists, emails and cancels with a refund, in the car’s words', async () => {
    const left = company.cars.get('car-corolla-000001')!.left;
    // A different total than the live one: the core's price check answers with the car's words.
    const changed = await holdCar('car-corolla-000001', 1);
    expect(changed.json().message).toMatch(/^The price of this car has changed from \$0\.01 to /);
    expect(company.cars.get('car-corolla-000001')!.left).toBe(left); // that hold was given back

    const held = await heldCar('car-corolla-000001');
    expect(held).toMatchObject({ product: 'car', price: { total: { currency: 'USD' } } });
    expect(held).not.toHaveProperty('hotel');

    const res = await book(t, SUNRISE, traveller, held);
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().data;
    expect(b).toMatchObject({
      product: 'car',
      service: 'cars',
      status: 'confirmed',
      title: 'Toyota Corolla or similar',
      location: 'Lisbon, PT',
      startDate: day(30),
      endDate: day(34),
      payment: { status: 'captured' },
    });
    expect(b.cancellationPolicy.refundable).toBe(true);
    expect(b.history.map((h: { note: string }) => h.note)).toContain(`Confirmed by the rental company (${b.supplierReference})`);

    const trips = (await t.call(SUNRISE, { method: 'GET', url: '/api/bookings', cookies: cookie(traveller) })).json().data;
    expect(trips).toContainEqual(expect.objectContaining({ reference: b.reference, product: 'car', service: 'cars', title: 'Toyota Corolla or similar' }));

    const tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
    const mail = (await t.db.withTenant(tenantId, (tx) => listOutbox(tx, tenantId))).find((m) => m.subject.includes(b.reference))!;
    expect(mail.subject).toBe(`Booking confirmed: Toyota Corolla or similar (${b.reference})`);
    // The email words the adapter's facts: the car, its dates in the booker's language (English here) and where.
    const dates = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
      new Date(`${day(30)}T00:00:00Z`),
      new Date(`${day(34)}T00:00:00Z`),
    );
    expect(mail.text).toContain(
      `Your booking is confirmed: Toyota Corolla or similar. Reference: ${b.reference}. ${dates}. Pick-up: Lisbon, PT; drop-off: Lisbon, PT. Rented by Rental Co; driver: Ada Lovelace.`,
    );
    expect(mail.text).toContain('Free cancellation until');

    const cancelled = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${b.reference}/cancel`, cookies: cookie(traveller) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancellation: { refundStatus: 'refunded', refund: b.total } });
  });

  it('says the car has sold out, and that the rental company could not confirm it (nothing charged, car given back)', async () => {
    const soldOut = await holdCar('car-lastone-000002', 9_900);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({ code: 'SOLD_OUT', message: 'Sorry, this car has just sold out. Please choose another car or other dates.' });
    expect(soldOut.json().message).toBe(car.soldOut);

    const left = company.cars.get('car-corolla-000001')!.left;
    const held = await heldCar('car-corolla-000001');
    company.behaviour.book = 'refuse';
    try {
      const res = await book(t, SUNRISE, traveller, held);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Sorry, the rental company could not confirm this car. No booking was made and your card was not charged.');
    } finally {
      company.behaviour.book = 'confirm';
    }
    expect(company.cars.get('car-corolla-000001')!.left).toBe(left);
  });

  it('recovers a car booking whose confirmation timed out, by asking the rental company', async () => {
    const held = await heldCar('car-corolla-000001');
    // The booking call times out and the rental company cannot be asked right then either.
    company.behaviour.book = 'time out then confirm';
    company.behaviour.lookupDown = true;
    let reference: string;
    try {
      const res = await book(t, SUNRISE, traveller, held);
      expect(res.statusCode, res.body).toBe(202); // unknown outcome: left pending
      expect(res.json().data).toMatchObject({ product: 'car', status: 'pending' });
      reference = res.json().data.reference;
    } finally {
      company.behaviour.book = 'confirm';
      company.behaviour.lookupDown = false;
    }
    await recoverBookings(t.app, new Date(Date.now() + 10 * 60_000));
    const after = await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${reference}`, cookies: cookie(traveller) });
    expect(after.json().data).toMatchObject({ product: 'car', status: 'confirmed' });
  });

  it('refuses a product this server does not book yet, naming the field', async () => {
    const res = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/bookings/holds',
      cookies: cookie(traveller),
      payload: { product: 'resort', offerId: 'resort-offer-0001', currency: 'USD', expectedTotal: { amount: 100, currency: 'USD' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'product', message: 'product: resort bookings are not available yet.' });
  });
});
