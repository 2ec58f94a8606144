import { expect, it } from 'vitest';
import type { CarBookRequest, CarQuery, CarSupplier, SupplierCarOffer } from '../../car-booking.ts';
import {
  UNKNOWN_CLIENT_REFERENCE,
  UNKNOWN_ID,
  abortedSignal,
  chargeOf,
  errorOf,
  expectCanceled,
  expectFutureExpiry,
  expectId,
  expectInstant,
  expectMoney,
  expectNotBooked,
  expectRate,
  expectShare,
  expectTimeZone,
  expectUnknown,
  settle,
  valueOf,
} from './checks.ts';
import { describeConformance, type BaseHarness, type ConformanceSubject } from './subject.ts';

// The CarSupplier contract, for every car rental adapter (docs/suppliers.md). Calls each test
// makes after a harness situation, in order (what a recorded harness queues answers for):
//   search():        carSearch(query)
//   listed():        carOffer(offerId)
//   priceChanged():  carOffer(offerId)
//   soldOut():       carHold(offerId, [])
//   bookable():      carHold, carBook, carBook (same clientReference), carBookingByClientReference(it),
//                    carBookingByClientReference(UNKNOWN_CLIENT_REFERENCE), carCancel(supplierReference)
//   unknown():       carOffer, carHold, carBook, carCancel, each with UNKNOWN_ID
// The aborted-signal test takes bookable() and makes its hold; every other call is aborted.

export type CarConformanceHarness = BaseHarness<CarSupplier, SupplierCarOffer>;
export type CarConformanceSubject = ConformanceSubject<CarSupplier, CarQuery, CarConformanceHarness>;

const CLIENT_REFERENCE = 'TF-CONFORM2';

/** A birth date that makes the driver exactly `driverAge` on the pick-up day. */
function birthDateFor({ pickUpDateTime, driverAge }: CarQuery): string {
  const pickUp = new Date(`${pickUpDateTime.slice(0, 10)}T00:00:00Z`);
  pickUp.setUTCFullYear(pickUp.getUTCFullYear() - driverAge);
  return pickUp.toISOString().slice(0, 10);
}

export function carConformance(subject: CarConformanceSubject): void {
  const { harness, query } = subject;
  const now = () => subject.now?.() ?? new Date();
  const bookRequest = (holdId: string): CarBookRequest => ({
    holdId,
    clientReference: CLIENT_REFERENCE,
    driver: { firstName: 'Ada', lastName: 'Lovelace', age: query.driverAge },
    contact: { email: 'ada@example.com', phone: '+442080160509' },
    // Optional in the contract, required by some rental companies (Duffel Cars): the driver's age at pick-up.
    driverBirthDate: birthDateFor(query),
  });
  let supplier: CarSupplier;

  describeConformance(
    `CarSupplier conformance`,
    subject,
    (made) => (supplier = made),
    () => {
      it('names itself and lists well-formed cars for the rental asked for', async () => {
        expectId('name', supplier.name);
        await harness.search();
        const offers = valueOf('carSearch', await settle('carSearch', () => supplier.carSearch(query)));
        expect(offers.length, 'cars found').toBeGreaterThan(0);
        for (const o of offers) {
          expectId('offerId', o.offerId);
          expectRate(`${o.offerId} rate`, o.rate);
          expectTimeZone(`${o.offerId} timeZone`, o.timeZone);
          expect(o.pickup.dateTime.slice(0, 16), 'pick-up at the time asked for').toBe(query.pickUpDateTime.slice(0, 16));
          expect(o.dropoff.dateTime.slice(0, 16), 'return at the time asked for').toBe(query.returnDateTime.slice(0, 16));
          expect(o.rentalDays).toBeGreaterThan(0);
          if (o.freeCancellationUntil !== null) expectInstant('freeCancellationUntil', o.freeCancellationUntil);
          for (const e of o.extras) expectMoney(`extra ${e.code}`, e.perDay);
        }
      });

      it('answers the listed car at its listed price when asked again', async () => {
        const listed = await harness.listed(supplier);
        const live = valueOf('carOffer', await settle('carOffer', () => supplier.carOffer(listed.offerId)));
        expect(live.offerId).toBe(listed.offerId);
        expect(live.vehicle.model).toBe(listed.vehicle.model);
        expectRate('live rate', live.rate);
        expect(chargeOf(live.rate), 'an unchanged price').toBe(chargeOf(listed.rate));
      });

      (harness.priceChanged ? it : it.skip)('answers a changed price as a live rate unlike the listed one', async () => {
        const listed = await harness.priceChanged!(supplier);
        const live = valueOf('carOffer', await settle('carOffer', () => supplier.carOffer(listed.offerId)));
        expect(chargeOf(live.rate), 'the new price').not.toBe(chargeOf(listed.rate));
      });

      (harness.soldOut ? it : it.skip)('answers sold_out when the car is gone', async () => {
        const listed = await harness.soldOut!(supplier);
        expect(errorOf('carHold', await settle('carHold', () => supplier.carHold(listed.offerId, []))).code).toBe('sold_out');
      });

      it('holds until a future expiry, books once per client reference, finds the booking by it and cancels with a refund share', async () => {
        const listed = await harness.bookable(supplier);
        const hold = valueOf('carHold', await settle('carHold', () => supplier.carHold(listed.offerId, [])));
        expectId('holdId', hold.holdId);
        expectFutureExpiry('hold.expiresAt', hold.expiresAt, now());
        expectRate('hold.rate', hold.rate);
        const booked = valueOf('carBook', await settle('carBook', () => supplier.carBook(bookRequest(hold.holdId))));
        expectId('supplierReference', booked.supplierReference);
        expect(booked.status).toBe('confirmed');
        const again = valueOf('carBook again', await settle('carBook', () => supplier.carBook(bookRequest(hold.holdId))));
        expect(again.supplierReference, 'booking twice answers the first booking').toBe(booked.supplierReference);
        const found = valueOf('carBookingByClientReference', await settle('lookup', () => supplier.carBookingByClientReference(CLIENT_REFERENCE)));
        expect(found?.supplierReference).toBe(booked.supplierReference);
        const none = await settle('lookup', () => supplier.carBookingByClientReference(UNKNOWN_CLIENT_REFERENCE));
        expectNotBooked('carBookingByClientReference(unknown)', none, subject.findsOnlyOwnBookings);
        const cancelled = valueOf('carCancel', await settle('carCancel', () => supplier.carCancel(booked.supplierReference)));
        expect(cancelled.supplierReference).toBe(booked.supplierReference);
        expectShare('refundShare', cancelled.refundShare);
      });

      it('answers not_found or invalid for ids it never gave', async () => {
        await harness.unknown?.();
        expectUnknown('carOffer', await settle('carOffer', () => supplier.carOffer(UNKNOWN_ID)));
        expectUnknown('carHold', await settle('carHold', () => supplier.carHold(UNKNOWN_ID, [])));
        expectUnknown('carBook', await settle('carBook', () => supplier.carBook(bookRequest(UNKNOWN_ID))));
        expectUnknown('carCancel', await settle('carCancel', () => supplier.carCancel(UNKNOWN_ID)));
      });

      it('answers "Request was canceled" to every call made with an aborted signal', async () => {
        const listed = await harness.bookable(supplier);
        const hold = valueOf('carHold', await settle('carHold', () => supplier.carHold(listed.offerId, [])));
        const signal = abortedSignal();
        expectCanceled('carSearch', await settle('search', () => supplier.carSearch(query, signal)));
        expectCanceled('carOffer', await settle('offer', () => supplier.carOffer(listed.offerId, signal)));
        expectCanceled('carHold', await settle('hold', () => supplier.carHold(listed.offerId, [], signal)));
        expectCanceled('carReleaseHold', await settle('release', () => supplier.carReleaseHold(hold.holdId, signal)));
        expectCanceled('carBook', await settle('book', () => supplier.carBook(bookRequest(hold.holdId), signal)));
        expectCanceled('carBookingByClientReference', await settle('lookup', () => supplier.carBookingByClientReference(CLIENT_REFERENCE, signal)));
        expectCanceled('carCancel', await settle('cancel', () => supplier.carCancel(UNKNOWN_ID, signal)));
      });
    },
  );
}
