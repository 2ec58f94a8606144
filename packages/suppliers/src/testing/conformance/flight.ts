import { expect, it } from 'vitest';
import type { FlightPassenger } from '@tripfront/domain/booking/flight-api';
import type { FlightBookRequest, FlightQuery, FlightSupplier, SupplierFlightOffer } from '../../flight-booking.ts';
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
  expectNotBooked,
  expectRate,
  expectShare,
  expectTimeZone,
  expectUnknown,
  settle,
  valueOf,
} from './checks.ts';
import { describeConformance, type BaseHarness, type ConformanceSubject } from './subject.ts';

// The FlightSupplier contract, for every flight adapter (docs/suppliers.md). Calls each test
// makes after a harness situation, in order (what a recorded harness queues answers for):
//   search():        flightSearch(query)
//   listed():        flightOffer(offerId)
//   priceChanged():  flightOffer(offerId)
//   soldOut():       flightHold(offerId)
//   bookable():      flightHold, flightBook, flightBook (same clientReference), flightOrderByClientReference(it),
//                    flightOrderByClientReference(UNKNOWN_CLIENT_REFERENCE), flightCancel(supplierReference)
//   unknown():       flightOffer, flightHold, flightBook, flightCancel, each with UNKNOWN_ID
// The aborted-signal test takes bookable() and makes its hold; every other call is aborted.

export type FlightConformanceHarness = BaseHarness<FlightSupplier, SupplierFlightOffer>;
export interface FlightConformanceSubject extends ConformanceSubject<FlightSupplier, FlightQuery, FlightConformanceHarness> {
  /** The travellers of the query's party, as the booking form sends them (documents when the route needs them). */
  passengers: FlightPassenger[];
}

const CLIENT_REFERENCE = 'TF-CONFORM3';

export function flightConformance(subject: FlightConformanceSubject): void {
  const { harness, query } = subject;
  const now = () => subject.now?.() ?? new Date();
  const bookRequest = (holdId: string): FlightBookRequest => ({
    holdId,
    clientReference: CLIENT_REFERENCE,
    passengers: subject.passengers,
    contact: { email: 'ada@example.com', phone: '+442080160509' },
  });
  let supplier: FlightSupplier;

  describeConformance(
    `FlightSupplier conformance`,
    subject,
    (made) => (supplier = made),
    () => {
      it('names itself and lists well-formed offers for the trip and party asked for', async () => {
        expectId('name', supplier.name);
        await harness.search();
        const offers = valueOf('flightSearch', await settle('flightSearch', () => supplier.flightSearch(query)));
        expect(offers.length, 'offers found').toBeGreaterThan(0);
        for (const o of offers) {
          expectId('offerId', o.offerId);
          expectRate(`${o.offerId} rate`, o.rate);
          expectInstant('expiresAt', o.expiresAt);
          expect(o.passengers).toEqual(query.passengers);
          expect(o.slices.length, 'one slice per leg asked for').toBe(query.slices.length);
          o.slices.forEach((slice, i) => {
            const first = slice.segments[0]!;
            expect(first.departAt.slice(0, 10), `slice ${i} leaves on the day asked for`).toBe(query.slices[i]!.departureDate);
            for (const s of slice.segments) {
              for (const airport of [s.origin, s.destination]) if (airport.timeZone !== undefined) expectTimeZone(`${airport.iata}.timeZone`, airport.timeZone);
            }
          });
        }
      });

      it('answers the listed offer at its listed price when asked again', async () => {
        const listed = await harness.listed(supplier);
        const live = valueOf('flightOffer', await settle('flightOffer', () => supplier.flightOffer(listed.offerId)));
        expect(live.offerId).toBe(listed.offerId);
        expect(live.slices.flatMap((s) => s.segments.map((g) => `${g.flightNumber} ${g.departAt}`))).toEqual(
          listed.slices.flatMap((s) => s.segments.map((g) => `${g.flightNumber} ${g.departAt}`)),
        );
        expectRate('live rate', live.rate);
        expect(chargeOf(live.rate), 'an unchanged price').toBe(chargeOf(listed.rate));
      });

      (harness.priceChanged ? it : it.skip)('answers a changed price as a live offer priced unlike the listed one', async () => {
        const listed = await harness.priceChanged!(supplier);
        const live = valueOf('flightOffer', await settle('flightOffer', () => supplier.flightOffer(listed.offerId)));
        expect(chargeOf(live.rate), 'the new price').not.toBe(chargeOf(listed.rate));
      });

      (harness.soldOut ? it : it.skip)('answers sold_out when the seats are gone', async () => {
        const listed = await harness.soldOut!(supplier);
        expect(errorOf('flightHold', await settle('flightHold', () => supplier.flightHold(listed.offerId))).code).toBe('sold_out');
      });

      it('holds until a future expiry, orders once per client reference, finds the order by it and cancels with a refund share', async () => {
        const listed = await harness.bookable(supplier);
        const hold = valueOf('flightHold', await settle('flightHold', () => supplier.flightHold(listed.offerId)));
        expectId('holdId', hold.holdId);
        expectFutureExpiry('hold.expiresAt', hold.expiresAt, now());
        expectRate('hold.offer.rate', hold.offer.rate);
        const booked = valueOf('flightBook', await settle('flightBook', () => supplier.flightBook(bookRequest(hold.holdId))));
        expectId('supplierReference', booked.supplierReference);
        expect(booked.status).toBe('confirmed');
        const again = valueOf('flightBook again', await settle('flightBook', () => supplier.flightBook(bookRequest(hold.holdId))));
        expect(again.supplierReference, 'ordering twice answers the first order').toBe(booked.supplierReference);
        const found = valueOf('flightOrderByClientReference', await settle('lookup', () => supplier.flightOrderByClientReference(CLIENT_REFERENCE)));
        expect(found?.supplierReference).toBe(booked.supplierReference);
        const none = await settle('lookup', () => supplier.flightOrderByClientReference(UNKNOWN_CLIENT_REFERENCE));
        expectNotBooked('flightOrderByClientReference(unknown)', none, subject.findsOnlyOwnBookings);
        const cancelled = await settle('flightCancel', () => supplier.flightCancel(booked.supplierReference));
        // A fare may forbid cancelling: not_cancellable is an answer; anything else is a refund share.
        if (cancelled.ok) {
          expect(cancelled.value.supplierReference).toBe(booked.supplierReference);
          expectShare('refundShare', cancelled.value.refundShare);
        } else expect(cancelled.error.code).toBe('not_cancellable');
      });

      it('answers not_found or invalid for ids it never gave', async () => {
        await harness.unknown?.();
        expectUnknown('flightOffer', await settle('flightOffer', () => supplier.flightOffer(UNKNOWN_ID)));
        expectUnknown('flightHold', await settle('flightHold', () => supplier.flightHold(UNKNOWN_ID)));
        expectUnknown('flightBook', await settle('flightBook', () => supplier.flightBook(bookRequest(UNKNOWN_ID))));
        expectUnknown('flightCancel', await settle('flightCancel', () => supplier.flightCancel(UNKNOWN_ID)));
      });

      it('answers "Request was canceled" to every call made with an aborted signal', async () => {
        const listed = await harness.bookable(supplier);
        const hold = valueOf('flightHold', await settle('flightHold', () => supplier.flightHold(listed.offerId)));
        const signal = abortedSignal();
        expectCanceled('flightSearch', await settle('search', () => supplier.flightSearch(query, signal)));
        expectCanceled('flightOffer', await settle('offer', () => supplier.flightOffer(listed.offerId, signal)));
        expectCanceled('flightHold', await settle('hold', () => supplier.flightHold(listed.offerId, signal)));
        expectCanceled('flightReleaseHold', await settle('release', () => supplier.flightReleaseHold(hold.holdId, signal)));
        expectCanceled('flightBook', await settle('book', () => supplier.flightBook(bookRequest(hold.holdId), signal)));
        expectCanceled('flightOrderByClientReference', await settle('lookup', () => supplier.flightOrderByClientReference(CLIENT_REFERENCE, signal)));
        expectCanceled('flightCancel', await settle('cancel', () => supplier.flightCancel(UNKNOWN_ID, signal)));
      });
    },
  );
}
