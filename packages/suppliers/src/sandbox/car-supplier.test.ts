import { describe, expect, it } from 'vitest';
import type { CarDriver } from '@tripfront/domain/booking/car-api';
import type { CarQuery, SupplierCarOffer } from '../car-booking.ts';
import type { SupplierResult } from '../result.ts';
import { carRefundShare, createSandboxCarSupplier } from './car-supplier.ts';
import { LAST_CAR_CLASS, decodeCarId, encodeCarId, generateCars } from './cars.ts';
import { createMemoryUnitStore } from './unit-store.ts';

const NOW = new Date('2027-01-01T10:00:00Z');
// Lisbon: a city with an airport nearby.
const LISBON = { latitude: 38.7223, longitude: -9.1393 };
const query = (over: Partial<CarQuery> = {}): CarQuery => ({
  pickup: LISBON,
  dropoff: LISBON,
  pickUpDateTime: '2027-02-10T10:00',
  returnDateTime: '2027-02-13T10:00',
  driverAge: 30,
  residence: 'US',
  ...over,
});
const DRIVER: CarDriver = { firstName: 'Ada', lastName: 'Lovelace', age: 30 };

function setup() {
  let now = NOW;
  const units = createMemoryUnitStore();
  let n = 0;
  const supplier = createSandboxCarSupplier({ units, clock: () => now, newId: () => `h${(n += 1)}` });
  return { supplier, units, setNow: (d: Date) => (now = d) };
}
function value<T>(r: SupplierResult<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.message}`);
  return r.value;
}
const totalOf = (o: Pick<SupplierCarOffer, 'rate'>) => o.rate.wholesaleBase.amountMinor + o.rate.taxesAndFees.amountMinor;
const lastCar = (offers: SupplierCarOffer[]) => offers.find((o) => o.vehicle.vehicleClass === LAST_CAR_CLASS)!;

describe('sandbox car search', () => {
  it('lists every class the counters rent, with the details a results page needs', async () => {
    const { supplier } = setup();
    const offers = value(await supplier.carSearch(query()));
    expect(offers.length).toBeGreaterThanOrEqual(13);
    expect(new Set(offers.map((o) => o.vehicle.vehicleClass)).size).toBe(12);
    for (const o of offers) {
      expect(o.offerId.length).toBeLessThanOrEqual(600);
      expect(o.rentalDays).toBe(3);
      expect(o.pickup.instructions).toContain(o.supplier.name);
      expect(o.includes.length).toBeGreaterThan(0);
      expect(o.extras.map((e) => e.code)).toEqual(['child_seat', 'additional_driver', 'gps']);
      expect(o.carsLeft).toBeGreaterThanOrEqual(1);
      expect(o.carsLeft).toBeLessThanOrEqual(4);
    }
    expect(lastCar(offers).carsLeft).toBe(1);
    expect(lastCar(offers).minDriverAge).toBe(25);
  });

  it('answers the same cars at the same prices as the home deals (generateCars) for the same query', async () => {
    const { supplier } = setup();
    const offers = value(await supplier.carSearch(query()));
    const deals = generateCars({
      pickupLatitude: LISBON.latitude,
      pickupLongitude: LISBON.longitude,
      returnLatitude: LISBON.latitude,
      returnLongitude: LISBON.longitude,
      pickUpDateTime: '2027-02-10T10:00:00',
      returnDateTime: '2027-02-13T10:00:00',
      age: 30,
      countryOfResidence: 'US',
    });
    expect(new Map(deals.map((d) => [d.car_id, d.rate.net_cents]))).toEqual(new Map(offers.map((o) => [o.offerId, o.rate.wholesaleBase.amountMinor])));
  });

  it('leaves out the cars the driver is too young for, and charges young drivers more', async () => {
    const { supplier } = setup();
    const young = value(await supplier.carSearch(query({ driverAge: 22 })));
    expect(young.some((o) => o.minDriverAge > 22)).toBe(false);
    expect(young.every((o) => o.includes.includes('young_driver_fee'))).toBe(true);
    const older = value(await supplier.carSearch(query()));
    const same = young[0]!;
    const other = older.find((o) => o.vehicle.model === same.vehicle.model && o.supplier.name === same.supplier.name)!;
    expect(totalOf(same)).toBeGreaterThan(totalOf(other));
    expect(value(await supplier.carSearch(query({ driverAge: 19 })))).toEqual([]);
  });

  it('is empty far from any city', async () => {
    const { supplier } = setup();
    expect(value(await supplier.carSearch(query({ pickup: { latitude: -60, longitude: -140 }, dropoff: { latitude: -60, longitude: -140 } })))).toEqual([]);
  });
});

describe('car offer ids', () => {
  it('name the query and the car, so the offer is rebuilt from the id alone', async () => {
    const { supplier } = setup();
    const offers = value(await supplier.carSearch(query({ dropoff: { latitude: 41.1579, longitude: -8.6291 } })));
    const chosen = offers[3]!;
    const again = value(await supplier.carOffer(chosen.offerId));
    expect(again.rate).toEqual(chosen.rate);
    expect(again.dropoff.name).toContain('Porto');
    expect(again.includes).toContain('one_way_fee');
    const decoded = decodeCarId(chosen.offerId)!;
    expect(encodeCarId(decoded.key, decoded.vehicle, decoded.vendor)).toBe(chosen.offerId);
  });

  it.each(['nonsense', 'car1_1_2', 'car1_999_0___202702101000_202702131000_30_US_0_0', `${'x'.repeat(700)}`])(
    'refuses a garbled id %s as invalid',
    async (id) => {
      const { supplier } = setup();
      const r = await supplier.carOffer(id);
      expect(r.ok ? null : r.error.code).toBe('invalid');
    },
  );

  it('is gone (not_found) once the pick-up time has passed', async () => {
    const { supplier, setNow } = setup();
    const chosen = value(await supplier.carSearch(query()))[0]!;
    setNow(new Date('2027-02-10T10:00:00Z'));
    const r = await supplier.carOffer(chosen.offerId);
    expect(r.ok ? null : r.error.code).toBe('not_found');
  });
});

describe('car holds, bookings and cancellations', () => {
  it('prices the extras per day into the held price', async () => {
    const { supplier } = setup();
    const chosen = value(await supplier.carSearch(query()))[0]!;
    const held = value(await supplier.carHold(chosen.offerId, [{ code: 'child_seat', quantity: 2 }]));
    const seat = chosen.extras.find((e) => e.code === 'child_seat')!;
    expect(held.extras).toEqual([
      { code: 'child_seat', quantity: 2, perDay: seat.perDay, total: { amountMinor: seat.perDay.amountMinor * 3 * 2, currency: 'USD' } },
    ]);
    expect(held.rate.wholesaleBase.amountMinor).toBe(chosen.rate.wholesaleBase.amountMinor + seat.perDay.amountMinor * 6);
    expect(totalOf(held)).toBeGreaterThan(totalOf(chosen));
  });

  it('refuses more of an extra than the counter rents', async () => {
    const { supplier } = setup();
    const chosen = value(await supplier.carSearch(query()))[0]!;
    const r = await supplier.carHold(chosen.offerId, [{ code: 'gps', quantity: 2 }]);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'invalid', message: expect.stringContaining('extras.0.quantity') });
  });

  it('rents the last car once for overlapping days, and again for days that do not overlap', async () => {
    const { supplier } = setup();
    const first = lastCar(value(await supplier.carSearch(query())));
    value(await supplier.carHold(first.offerId, []));
    const overlapping = lastCar(value(await supplier.carSearch(query({ pickUpDateTime: '2027-02-12T09:00', returnDateTime: '2027-02-15T09:00' }))));
    expect(overlapping).toBeUndefined();
    const second = query({ pickUpDateTime: '2027-02-12T09:00', returnDateTime: '2027-02-15T09:00' });
    const id = value(await supplier.carSearch(second)).length;
    expect(id).toBeGreaterThan(0);
    const r = await supplier.carHold(first.offerId, []);
    expect(r.ok ? null : r.error.code).toBe('sold_out');
    const later = lastCar(value(await supplier.carSearch(query({ pickUpDateTime: '2027-02-14T10:00', returnDateTime: '2027-02-16T10:00' }))));
    expect(later.carsLeft).toBe(1);
  });

  it('books once per client reference, checks the driver, and cancels under the policy', async () => {
    const { supplier, setNow } = setup();
    const offers = value(await supplier.carSearch(query()));
    const chosen = offers.find((o) => o.freeCancellationUntil !== null)!;
    const held = value(await supplier.carHold(chosen.offerId, []));
    const tooYoung = await supplier.carBook({
      holdId: held.holdId,
      clientReference: 'TF-1',
      driver: { ...DRIVER, age: 19 },
      contact: { email: 'a@example.com' },
    });
    expect(tooYoung.ok ? null : tooYoung.error.code).toBe('invalid');
    const booked = value(await supplier.carBook({ holdId: held.holdId, clientReference: 'TF-1', driver: DRIVER, contact: { email: 'a@example.com' } }));
    expect(booked.status).toBe('confirmed');
    expect(booked.confirmationNumber).toMatch(/^[A-Z0-9]{8}$/);
    expect(value(await supplier.carBook({ holdId: held.holdId, clientReference: 'TF-1', driver: DRIVER, contact: { email: 'a@example.com' } }))).toEqual(
      booked,
    );
    expect(value(await supplier.carBookingByClientReference('TF-1'))).toEqual(booked);
    expect(value(await supplier.carBookingByClientReference('TF-2'))).toBeNull();
    setNow(new Date('2027-02-01T10:00:00Z'));
    expect(value(await supplier.carCancel(booked.supplierReference)).refundShare).toBe(1);
    const again = await supplier.carCancel(booked.supplierReference);
    expect(again.ok ? null : again.error.code).toBe('not_cancellable');
  });

  it('refunds nothing after the free cancellation or on a non-refundable offer', () => {
    const until = new Date('2027-02-08T10:00:00Z');
    expect(carRefundShare({ freeCancellationUntil: until }, new Date('2027-02-08T09:59:00Z'))).toBe(1);
    expect(carRefundShare({ freeCancellationUntil: until }, new Date('2027-02-08T10:00:00Z'))).toBe(0);
    expect(carRefundShare({ freeCancellationUntil: null }, NOW)).toBe(0);
  });
});
