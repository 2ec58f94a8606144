import { placeInstant } from '@tripfront/domain/booking/place-time';
import { carExtrasIssue, driverAgeIssue, driverAgeMessage, withAddOn } from '@tripfront/domain/booking/car-rules';
import type { CarBooking, CarQuery, CarSupplier, HeldCarExtra, SupplierCarOffer } from '../car-booking.ts';
import { attemptAsync, fail, ok, type SupplierResult } from '../result.ts';
import { picture, wordmark } from './images.ts';
import type { RawCar } from './raw-types.ts';
import { reshapeRate } from './reshape.ts';
import { FREE_CANCELLATION_HOURS, buildCar, carBucket, carKeyOf, decodeCarId, generateCars, type CarKey } from './cars.ts';
import { createMemoryUnitStore, datesFromTo, type SandboxUnitStore, type UnitHoldRecord } from './unit-store.ts';
import { referenceCode } from './reference-code.ts';
import { refundUntilDeadline, unitBookings } from './unit-bookings.ts';

// The sandbox's cars behind the CarSupplier interface (issue #18, decision 0048): search and
// offers from generateCars (cars.ts), and holds, bookings and cancellations as units of the
// sandbox unit store, one unit of `car:{counter}:{class}:{day}` for every day of the rental, so
// the last car of a class cannot be rented twice for overlapping days.

export interface SandboxCarOptions {
  /** Where cars are held; the database in the app, memory by default. */
  units?: SandboxUnitStore;
  /** For holds, "too late" and cancellation deadlines; the real clock by default. */
  clock?: () => Date;
  /** How long a hold keeps the car (default 15). */
  holdMinutes?: number;
  newId?: () => string;
}

export const CAR_SOLD_OUT_MESSAGE = 'This car is no longer available for these dates.';
export const CAR_OFFER_GONE_MESSAGE = 'This car is no longer available; please search again.';
export const CAR_INVALID_OFFER_MESSAGE = 'This car offer is not valid.';
export const CAR_HOLD_EXPIRED_MESSAGE = 'The hold on this car has expired.';

/** 'SBXC-' and eight letters and digits, derived from our client reference. */
export const carSupplierReferenceFor = (clientReference: string): string => `SBXC-${referenceCode(`sbx-car-ref:${clientReference}`, 8)}`;
/** The counter's confirmation number: eight letters and digits. */
export const carConfirmationFor = (clientReference: string): string => referenceCode(`sbx-car-conf:${clientReference}`, 8);

/** The local pick-up time read as UTC: the sandbox's counters keep UTC clocks (decision 0048). */
/** The instant of a car's local pick-up time ('2026-12-26T10:00') at its counter (decision 0097). */
const instant = (localDateTime: string, c: Pick<RawCar, 'time_zone'>) => placeInstant(localDateTime.slice(0, 10), localDateTime.slice(11, 16), c.time_zone);

export const carQueryKey = (q: CarQuery): CarKey =>
  carKeyOf({
    pickupLatitude: q.pickup.latitude,
    pickupLongitude: q.pickup.longitude,
    returnLatitude: q.dropoff.latitude,
    returnLongitude: q.dropoff.longitude,
    pickUpDateTime: q.pickUpDateTime,
    returnDateTime: q.returnDateTime,
    age: q.driverAge,
    countryOfResidence: q.residence,
  });

/** The calendar days a rental spans: the same for every car of one search. */
const rentalDays = (pickupAt: string, returnAt: string) => datesFromTo(pickupAt.slice(0, 10), returnAt.slice(0, 10));
const bucketsOf = (c: RawCar, days: readonly string[] = rentalDays(c.pickup_at, c.return_at)) =>
  days.map((d) => carBucket(c.city_id, c.vendor.name, c.category, d));

/** Cars of the class left for every day of the rental. */
const carsLeftOf = (c: RawCar, taken: Map<string, number>, buckets: readonly string[] = bucketsOf(c)) =>
  Math.min(...buckets.map((b) => c.fleet - (taken.get(b) ?? 0)));

export function toSupplierOffer(c: RawCar, key: CarKey, carsLeft: number): SupplierCarOffer {
  const until = c.free_cancellation ? new Date(instant(c.pickup_at, c).getTime() - FREE_CANCELLATION_HOURS * 3_600_000).toISOString() : null;
  return {
    offerId: c.car_id,
    query: {
      pickup: { latitude: key.pickupLatitude, longitude: key.pickupLongitude },
      dropoff: { latitude: key.returnLatitude, longitude: key.returnLongitude },
      pickUpDateTime: key.pickUpDateTime,
      returnDateTime: key.returnDateTime,
      driverAge: key.age,
      residence: key.countryOfResidence,
    },
    vehicle: {
      model: c.model,
      vehicleClass: c.category as SupplierCarOffer['vehicle']['vehicleClass'],
      transmission: c.automatic ? 'automatic' : 'manual',
      seats: c.seats,
      bags: c.bags,
      doors: c.doors,
      airConditioning: true,
      picture: picture('car', c.image_seed),
    },
    supplier: { name: c.vendor.name, logo: wordmark(c.vendor.name, c.vendor.colour, c.vendor.name === 'Hertz' ? '#111' : '#fff') },
    pickup: { name: c.pickup_name, dateTime: c.pickup_at, instructions: c.pickup_instructions },
    dropoff: { name: c.dropoff_name, dateTime: c.return_at },
    countryCode: c.country_code,
    timeZone: c.time_zone,
    rentalDays: c.days,
    mileage: { policy: c.mileage_km_per_day === null ? 'unlimited' : 'limited', kmPerDay: c.mileage_km_per_day },
    fuelPolicy: c.fuel_policy,
    includes: c.includes,
    excludes: c.excludes,
    extras: c.extras.map((e) => ({ code: e.code, perDay: { amountMinor: e.cents_per_day, currency: 'USD' }, maxQuantity: e.max_quantity })),
    freeCancellationUntil: until,
    minDriverAge: c.min_driver_age,
    carsLeft: Math.max(0, carsLeft),
    rate: reshapeRate(c.rate),
  };
}

const toBooking = (h: UnitHoldRecord): CarBooking => ({
  supplierReference: h.supplierReference ?? '',
  confirmationNumber: typeof h.details.confirmationNumber === 'string' ? h.details.confirmationNumber : '',
  status: h.status === 'cancelled' ? 'cancelled' : 'confirmed',
});

/** The sandbox's cars: deterministic offers, a small fleet per class and counter held in the unit store. */
export function createSandboxCarSupplier(options: SandboxCarOptions = {}): CarSupplier {
  const units = options.units ?? createMemoryUnitStore();
  const clock = options.clock ?? (() => new Date());
  const holdMinutes = options.holdMinutes ?? 15;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const bookings = unitBookings(units, clock, {
    product: 'car',
    words: {
      holdNotFound: 'Hold not found.',
      holdExpired: CAR_HOLD_EXPIRED_MESSAGE,
      bookingNotFound: 'Car booking not found.',
      alreadyCancelled: 'This car booking is already cancelled.',
      started: 'This rental has already started.',
    },
    toBooking,
  });

  /** The car an id names, with the cars left now; an error when it cannot be rented any more. */
  const live = async (offerId: string, now: Date): Promise<SupplierResult<{ car: RawCar; offer: SupplierCarOffer }>> => {
    const decoded = decodeCarId(offerId);
    if (!decoded) return fail(CAR_INVALID_OFFER_MESSAGE, false, 'invalid');
    const car = buildCar(decoded.key, decoded.vehicle, decoded.vendor);
    if (!car) return fail(CAR_INVALID_OFFER_MESSAGE, false, 'invalid');
    // Too late once the pick-up time has come (read as UTC, decision 0048).
    if (instant(car.pickup_at, car).getTime() <= now.getTime()) return fail(CAR_OFFER_GONE_MESSAGE, false, 'not_found');
    const left = carsLeftOf(car, await units.unitsTaken(bucketsOf(car), now));
    if (left <= 0) return fail(CAR_OFFER_GONE_MESSAGE, false, 'not_found');
    return ok({ car, offer: toSupplierOffer(car, decoded.key, left) });
  };

  return {
    name: 'sandbox',

    carSearch: (query, signal) =>
      attemptAsync(signal, async () => {
        const now = clock();
        const key = carQueryKey(query);
        const cars = generateCars(key);
        const days = rentalDays(key.pickUpDateTime, key.returnDateTime);
        const buckets = cars.map((c) => bucketsOf(c, days));
        const taken = await units.unitsTaken([...new Set(buckets.flat())], now);
        const offers: SupplierCarOffer[] = [];
        cars.forEach((c, i) => {
          const left = carsLeftOf(c, taken, buckets[i]);
          if (left > 0) offers.push(toSupplierOffer(c, key, left));
        });
        return ok(offers);
      }),

    carOffer: (offerId, signal) =>
      attemptAsync(signal, async () => {
        const result = await live(offerId, clock());
        return result.ok ? ok(result.value.offer) : result;
      }),

    carHold: (offerId, extras, signal) =>
      attemptAsync(signal, async () => {
        const now = clock();
        const result = await live(offerId, now);
        if (!result.ok) return result.error.code === 'not_found' ? fail(CAR_SOLD_OUT_MESSAGE, false, 'sold_out') : result;
        const { car, offer } = result.value;
        const issue = carExtrasIssue(extras, offer.extras);
        if (issue) return fail(`${issue.path}: ${issue.message}.`, false, 'invalid');
        const held: HeldCarExtra[] = extras.map((choice) => {
          const e = offer.extras.find((x) => x.code === choice.code)!;
          const total = e.perDay.amountMinor * offer.rentalDays * choice.quantity;
          return { code: choice.code, quantity: choice.quantity, perDay: e.perDay, total: { amountMinor: total, currency: e.perDay.currency } };
        });
        const rate = withAddOn(
          offer.rate,
          held.reduce((n, e) => n + e.total.amountMinor, 0),
        );
        const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
        const holdId = `sbx-chold-${newId()}`;
        const buckets = bucketsOf(car);
        const outcome = await units.hold(
          {
            holdId,
            product: 'car',
            offerId,
            buckets,
            units: 1,
            expiresAt,
            startsAt: instant(car.pickup_at, car),
            totalCents: rate.wholesaleBase.amountMinor + rate.taxesAndFees.amountMinor,
            freeCancellationUntil: offer.freeCancellationUntil ? new Date(offer.freeCancellationUntil) : null,
            details: { extras: held.map((e) => ({ code: e.code, quantity: e.quantity })), minDriverAge: offer.minDriverAge, searchAge: offer.query.driverAge },
            capacity: Object.fromEntries(buckets.map((b) => [b, car.fleet])),
          },
          now,
        );
        if (outcome === 'sold_out') return fail(CAR_SOLD_OUT_MESSAGE, false, 'sold_out');
        return ok({ holdId, expiresAt: expiresAt.toISOString(), offer: { ...offer, carsLeft: Math.max(0, offer.carsLeft - 1) }, extras: held, rate });
      }),

    carReleaseHold: (holdId, signal) => attemptAsync(signal, () => bookings.release(holdId)),

    carBook: (request, signal) =>
      attemptAsync(signal, () =>
        bookings.book(
          {
            holdId: request.holdId,
            clientReference: request.clientReference,
            supplierReference: carSupplierReferenceFor(request.clientReference),
            details: {
              confirmationNumber: carConfirmationFor(request.clientReference),
              driver: {
                firstName: request.driver.firstName,
                lastName: request.driver.lastName,
                age: request.driver.age,
                flightNumber: request.driver.flightNumber || null,
              },
            },
          },
          // The counter checks the driver as the storefront did (one rule: domain/booking/car-rules.ts).
          (hold) => {
            const age = driverAgeIssue(request.driver.age, { minDriverAge: Number(hold.details.minDriverAge), searchAge: Number(hold.details.searchAge) });
            return age ? fail(`The rental company refused the driver: ${driverAgeMessage(age)}`, false, 'invalid') : null;
          },
        ),
      ),

    carCancel: (supplierReference, signal) => attemptAsync(signal, () => bookings.cancel(supplierReference, carRefundShare)),

    carBookingByClientReference: (clientReference, signal) => attemptAsync(signal, () => bookings.byClientReference(clientReference)),
  };
}

/** Under the offer's policy: everything back until the free cancellation ends, nothing after or on a non-refundable offer. */
export const carRefundShare = refundUntilDeadline;
