import { describe, expect, it } from 'vitest';
import { carSearchQuerySchema, type CarOfferView } from './car-api.ts';
import {
  carExtrasIssue,
  carFacetsOf,
  carPayment,
  driverAgeIssue,
  driverBirthDateIssue,
  driverBirthDateMessage,
  filterCars,
  minDriverAgeOf,
  sortCars,
} from './car-rules.ts';
import { carDriverSchema } from './car-api.ts';
import { pageOf } from './results-page.ts';

const money = (amount: number) => ({ amount, currency: 'USD' as const });
const car = (over: Omit<Partial<CarOfferView>, 'vehicle'> & { id: string; total: number; vehicle?: Partial<CarOfferView['vehicle']> }): CarOfferView => ({
  offerId: over.id,
  vehicle: {
    model: 'Toyota Corolla',
    vehicleClass: 'Compact',
    transmission: 'automatic',
    seats: 5,
    bags: 2,
    doors: 4,
    airConditioning: true,
    picture: '',
    ...over.vehicle,
  },
  supplier: over.supplier ?? { name: 'Hertz', logo: '' },
  pickup: { name: 'Lisbon Airport (LIS)', dateTime: '2027-02-10T10:00' },
  dropoff: { name: 'Lisbon Airport (LIS)', dateTime: '2027-02-13T10:00' },
  countryCode: 'PT',
  rentalDays: 3,
  mileage: over.mileage ?? { policy: 'unlimited', kmPerDay: null },
  fuelPolicy: over.fuelPolicy ?? 'full_to_full',
  freeCancellationUntil: over.freeCancellationUntil === undefined ? '2027-02-08T10:00:00.000Z' : over.freeCancellationUntil,
  cancellationPolicy: { refundable: false, freeCancellationUntil: null, description: '' },
  minDriverAge: 21,
  carsLeft: 2,
  price: { base: money(over.total), taxesAndFees: money(0), total: money(over.total), perNight: money(over.total / 3) },
});

const LIST = [
  car({ id: 'a', total: 30000 }),
  car({ id: 'b', total: 20000, vehicle: { vehicleClass: 'Mini', transmission: 'manual', seats: 4, bags: 1, doors: 3 }, supplier: { name: 'Avis', logo: '' } }),
  car({
    id: 'c',
    total: 50000,
    vehicle: { vehicleClass: 'Minivan', seats: 7, bags: 4, doors: 5 },
    mileage: { policy: 'limited', kmPerDay: 200 },
    freeCancellationUntil: null,
  }),
  car({ id: 'd', total: 20000, fuelPolicy: 'pre_purchase' }),
];
const ids = (list: CarOfferView[]) => list.map((o) => o.offerId);

describe('driver age rule (decision 0048)', () => {
  it.each([
    [30, 25, 30, null],
    [24, 25, 24, { code: 'tooYoung', minimum: 25 }],
    [22, 21, 30, { code: 'searchAgeMismatch', searchAge: 30 }],
    [30, 21, 22, { code: 'searchAgeMismatch', searchAge: 22 }],
    [40, 21, 30, null],
    [23, 21, 22, null],
    [21, 21, 21, null],
  ])('a driver of %i, minimum %i, searched as %i', (age, minDriverAge, searchAge, expected) => {
    expect(driverAgeIssue(age, { minDriverAge, searchAge })).toEqual(expected);
  });

  it('asks 25 for premium classes and 21 for the rest', () => {
    expect([minDriverAgeOf('Luxury'), minDriverAgeOf('Premium'), minDriverAgeOf('Convertible'), minDriverAgeOf('Economy')]).toEqual([25, 25, 25, 21]);
  });
});

describe('the driver’s date of birth', () => {
  it.each([
    ['1996-03-28', 31, '2027-03-28', null],
    ['1996-03-29', 30, '2027-03-28', null],
    ['1996-03-29', 31, '2027-03-28', { code: 'ageMismatch', age: 30, stated: 31 }],
    ['2000-02-29', 27, '2027-03-01', null],
    ['2027-03-28', 18, '2027-03-28', { code: 'notBeforePickup' }],
  ])('born %s, stated %i, picking up %s', (birthDate, age, pickupDate, expected) => {
    expect(driverBirthDateIssue(birthDate, { age, pickupDate })).toEqual(expected);
  });

  it('is worded for the API', () => {
    expect(driverBirthDateMessage({ code: 'ageMismatch', age: 30, stated: 31 })).toBe("gives the driver's age at pick-up as 30, not 31");
    expect(driverBirthDateMessage({ code: 'notBeforePickup' })).toBe('must be before the pick-up date');
  });

  it('is optional in the driver, and a real day when given', () => {
    const driver = { firstName: 'Ana', lastName: 'Silva', age: 30 };
    expect(carDriverSchema.safeParse(driver).success).toBe(true);
    expect(carDriverSchema.safeParse({ ...driver, birthDate: '1996-05-31' }).success).toBe(true);
    expect(carDriverSchema.safeParse({ ...driver, birthDate: '1996-02-30' }).success).toBe(false);
    expect(carDriverSchema.safeParse({ ...driver, birthDate: '31/05/1996' }).success).toBe(false);
  });
});

describe('how a car rate is paid (decision 0112)', () => {
  const rate = { publishedRate: { amountMinor: 24_150, currency: 'EUR' } };
  it.each([
    [{ rate }, { at: 'booking' }],
    [{ rate, paidAtCounter: false }, { at: 'booking' }],
    [
      { rate, paidAtCounter: true },
      { at: 'pickup', due: { amount: 24_150, currency: 'EUR' } },
    ],
  ])('%o is paid %o', (offer, expected) => {
    expect(carPayment(offer)).toEqual(expected);
  });
});

describe('car extras', () => {
  const offered = [
    { code: 'child_seat' as const, maxQuantity: 3 },
    { code: 'gps' as const, maxQuantity: 1 },
  ];
  it('accepts what the counter rents and names the field of what it does not', () => {
    expect(carExtrasIssue([{ code: 'child_seat', quantity: 3 }], offered)).toBeNull();
    expect(carExtrasIssue([{ code: 'gps', quantity: 2 }], offered)?.path).toBe('extras.0.quantity');
    expect(
      carExtrasIssue(
        [
          { code: 'child_seat', quantity: 1 },
          { code: 'additional_driver', quantity: 1 },
        ],
        offered,
      )?.path,
    ).toBe('extras.1.code');
  });
});

describe('car results', () => {
  it('filters by class, transmission, seats, bags, doors, supplier, mileage, fuel policy and free cancellation', () => {
    expect(ids(filterCars(LIST, { vehicleClass: ['Mini', 'Minivan'] }))).toEqual(['b', 'c']);
    expect(ids(filterCars(LIST, { transmission: 'manual' }))).toEqual(['b']);
    expect(ids(filterCars(LIST, { minSeats: 7 }))).toEqual(['c']);
    expect(ids(filterCars(LIST, { minBags: 2, minDoors: 4 }))).toEqual(['a', 'c', 'd']);
    expect(ids(filterCars(LIST, { supplier: 'avis' }))).toEqual(['b']);
    expect(ids(filterCars(LIST, { mileage: 'limited' }))).toEqual(['c']);
    expect(ids(filterCars(LIST, { fuelPolicy: ['pre_purchase'] }))).toEqual(['d']);
    expect(ids(filterCars(LIST, { freeCancellation: 'true' }))).toEqual(['a', 'b', 'd']);
    expect(ids(filterCars(LIST, {}))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorts with a stable tie-break and pages', () => {
    expect(ids(sortCars(LIST, 'price'))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(sortCars(LIST, 'price_desc'))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(sortCars(LIST, 'seats'))[0]).toBe('c');
    expect(ids(sortCars(LIST, 'class'))).toEqual(['b', 'd', 'a', 'c']);
    expect(pageOf(['a', 'b', 'c'], 2, 2)).toEqual({ items: ['c'], total: 3, totalPages: 2, hasMore: false });
  });

  it('compares a car paid at pick-up by what is due at pick-up, not by the nothing paid now', () => {
    const atPickup: CarOfferView = {
      ...LIST[1]!,
      offerId: 'e',
      price: { ...LIST[1]!.price, total: money(0) },
      dueAtPickup: { amount: 60_000, currency: 'USD' },
    };
    expect(ids(sortCars([...LIST, atPickup], 'price'))).toEqual(['b', 'd', 'a', 'c', 'e']);
    expect(carFacetsOf([...LIST, atPickup]).priceRange).toEqual({ min: money(20000), max: { amount: 60_000, currency: 'USD' } });
  });

  it('counts the facets before filtering', () => {
    const f = carFacetsOf(LIST);
    expect(f.vehicleClasses.map((c) => [c.value, c.count])).toEqual([
      ['Mini', 1],
      ['Compact', 2],
      ['Minivan', 1],
    ]);
    expect(f.suppliers.find((s) => s.value === 'Hertz')).toMatchObject({ count: 3, lowest: money(20000) });
    expect(f.priceRange).toEqual({ min: money(20000), max: money(50000) });
    expect([f.maxSeats, f.freeCancellation]).toEqual([7, 3]);
  });
});

describe('car search query', () => {
  const base = { pickup: 'Lisbon', pickup_lat: '38.72', pickup_long: '-9.14', pickup_date: '2027-02-10', dropoff_date: '2027-02-13' };
  it('reads the results URL keys with defaults for times, age, residence and currency', () => {
    expect(carSearchQuerySchema.parse(base)).toMatchObject({ pickup_time: '10:00', driver_age: 25, residence: 'US', currency: 'USD', sort: 'price', page: 1 });
  });
  it('refuses a 12-year-old driver with the field', () => {
    const r = carSearchQuerySchema.safeParse({ ...base, driver_age: '12' });
    expect(r.success ? null : r.error.issues[0]?.path).toEqual(['driver_age']);
  });
});
