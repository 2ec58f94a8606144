import { expect, it } from 'vitest';
import type { HotelAvailabilityQuery, SupplierRatePlan } from '../../hotel-booking.ts';
import type { HotelSupplier } from '../../supplier.ts';
import {
  UNKNOWN_CLIENT_REFERENCE,
  UNKNOWN_ID,
  abortedSignal,
  chargeOf,
  errorOf,
  expectCanceled,
  expectFutureExpiry,
  expectId,
  expectNotBooked,
  expectRate,
  expectShare,
  expectTerms,
  expectUnknown,
  settle,
  valueOf,
} from './checks.ts';
import { describeConformance, type BaseHarness, type ConformanceSubject } from './subject.ts';

// The HotelSupplier contract, for every hotel adapter (docs/suppliers.md). Calls each test makes
// after a harness situation, in order (what a recorded harness queues answers for):
//   search():        hotelAvailability(query)
//   listed():        hotelPropertyDetails(propertyId, the query's stay and rooms), hotelPriceCheck(rateId)
//   priceChanged():  hotelPriceCheck(rateId)
//   soldOut():       hotelHold({ rateId })
//   bookable():      hotelHold, hotelBook, hotelBook (same clientReference), hotelBookingByClientReference(it),
//                    hotelBookingByClientReference(UNKNOWN_CLIENT_REFERENCE), hotelCancel(supplierReference)
//   unknown():       hotelPropertyDetails, hotelPriceCheck, hotelHold, hotelBook, hotelCancel, each with UNKNOWN_ID
// The aborted-signal test takes bookable() and makes its hold; every other call is aborted.

/** A rate as search and details list it. */
export interface HotelTarget {
  propertyId: string;
  rate: SupplierRatePlan;
}

export type HotelConformanceHarness = BaseHarness<HotelSupplier, HotelTarget>;
export type HotelConformanceSubject = ConformanceSubject<HotelSupplier, HotelAvailabilityQuery, HotelConformanceHarness>;

const LEAD_GUEST = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
/** The reference the suite books with: a recorded harness puts it in the bookings it answers, as the supplier would. */
export const HOTEL_CLIENT_REFERENCE = 'TF-CONFORM1';

export function hotelConformance(subject: HotelConformanceSubject): void {
  const { harness, query } = subject;
  const now = () => subject.now?.() ?? new Date();
  const stay = { checkin: query.checkin, checkout: query.checkout, rooms: query.rooms };
  let supplier: HotelSupplier;

  describeConformance(
    `HotelSupplier conformance`,
    subject,
    (made) => (supplier = made),
    () => {
      it('names itself and lists well-formed properties for the search', async () => {
        expectId('name', supplier.name);
        await harness.search();
        const list = valueOf('hotelAvailability', await settle('hotelAvailability', () => supplier.hotelAvailability(query)));
        expect(list.length, 'properties found').toBeGreaterThan(0);
        for (const h of list) {
          expectId('propertyId', h.propertyId);
          expectRate(`${h.propertyId} lowestRate`, h.lowestRate);
          expectTerms(`${h.propertyId} lowestRateTerms`, h.lowestRateTerms);
          expect(typeof h.freeCancellation).toBe('boolean');
        }
      });

      it('answers the listed property in details and the listed rate unchanged on a price check', async () => {
        const target = await harness.listed(supplier);
        const details = valueOf(
          'hotelPropertyDetails',
          await settle('hotelPropertyDetails', () => supplier.hotelPropertyDetails({ propertyId: target.propertyId, ...stay })),
        );
        expect(details.propertyId).toBe(target.propertyId);
        const rates = details.roomTypes.flatMap((r) => r.rates);
        expect(rates.length, 'rate plans').toBeGreaterThan(0);
        for (const r of rates) {
          expectId('rateId', r.rateId);
          expectRate(`rate ${r.name}`, r.rate);
          expectTerms(`rate ${r.name}`, r);
        }
        const quote = valueOf('hotelPriceCheck', await settle('hotelPriceCheck', () => supplier.hotelPriceCheck(target.rate.rateId)));
        expect(quote).toMatchObject({
          rateId: target.rate.rateId,
          property: { propertyId: target.propertyId },
          checkin: query.checkin,
          checkout: query.checkout,
        });
        expectRate('quote.rate', quote.rate);
        expectTerms('quote', quote);
        expect(chargeOf(quote.listedRate), 'listedRate is what details listed').toBe(chargeOf(target.rate.rate));
        expect(chargeOf(quote.rate), 'an unchanged price').toBe(chargeOf(quote.listedRate));
      });

      (harness.priceChanged ? it : it.skip)('shows a changed price as rate ≠ listedRate on the price check', async () => {
        const target = await harness.priceChanged!(supplier);
        const quote = valueOf('hotelPriceCheck', await settle('hotelPriceCheck', () => supplier.hotelPriceCheck(target.rate.rateId)));
        expect(chargeOf(quote.listedRate), 'listedRate is what details listed').toBe(chargeOf(target.rate.rate));
        expect(chargeOf(quote.rate), 'the new price').not.toBe(chargeOf(quote.listedRate));
        expectRate('quote.rate', quote.rate);
      });

      (harness.soldOut ? it : it.skip)('answers sold_out when the room is gone', async () => {
        const target = await harness.soldOut!(supplier);
        const held = await settle('hotelHold', () => supplier.hotelHold({ rateId: target.rate.rateId }));
        expect(errorOf('hotelHold', held).code).toBe('sold_out');
      });

      it('holds until a future expiry, books once per client reference, finds the booking by it and cancels with a refund share', async () => {
        const target = await harness.bookable(supplier);
        const hold = valueOf('hotelHold', await settle('hotelHold', () => supplier.hotelHold({ rateId: target.rate.rateId })));
        expectId('holdId', hold.holdId);
        expectFutureExpiry('hold.expiresAt', hold.expiresAt, now());
        expect(hold.quote.rateId).toBe(target.rate.rateId);
        const request = { holdId: hold.holdId, clientReference: HOTEL_CLIENT_REFERENCE, leadGuest: LEAD_GUEST };
        const booked = valueOf('hotelBook', await settle('hotelBook', () => supplier.hotelBook(request)));
        expectId('supplierReference', booked.supplierReference);
        expect(booked).toMatchObject({ clientReference: HOTEL_CLIENT_REFERENCE, status: 'confirmed', checkin: query.checkin, checkout: query.checkout });
        expectTerms('booking', booked, 'optional');
        const again = valueOf('hotelBook again', await settle('hotelBook', () => supplier.hotelBook(request)));
        expect(again.supplierReference, 'booking twice answers the first booking').toBe(booked.supplierReference);
        const found = valueOf('hotelBookingByClientReference', await settle('lookup', () => supplier.hotelBookingByClientReference(HOTEL_CLIENT_REFERENCE)));
        expect(found?.supplierReference).toBe(booked.supplierReference);
        const none = await settle('lookup', () => supplier.hotelBookingByClientReference(UNKNOWN_CLIENT_REFERENCE));
        expectNotBooked('hotelBookingByClientReference(unknown)', none, subject.findsOnlyOwnBookings);
        const cancelled = valueOf('hotelCancel', await settle('hotelCancel', () => supplier.hotelCancel(booked.supplierReference)));
        expect(cancelled.supplierReference).toBe(booked.supplierReference);
        expectShare('refundShare', cancelled.refundShare);
      });

      it('answers not_found or invalid for ids it never gave', async () => {
        await harness.unknown?.();
        expectUnknown('hotelPropertyDetails', await settle('details', () => supplier.hotelPropertyDetails({ propertyId: UNKNOWN_ID, ...stay })));
        expectUnknown('hotelPriceCheck', await settle('price check', () => supplier.hotelPriceCheck(UNKNOWN_ID)));
        expectUnknown('hotelHold', await settle('hold', () => supplier.hotelHold({ rateId: UNKNOWN_ID })));
        const book = await settle('book', () => supplier.hotelBook({ holdId: UNKNOWN_ID, clientReference: HOTEL_CLIENT_REFERENCE, leadGuest: LEAD_GUEST }));
        expectUnknown('hotelBook', book);
        expectUnknown('hotelCancel', await settle('cancel', () => supplier.hotelCancel(UNKNOWN_ID)));
      });

      it('answers "Request was canceled" to every call made with an aborted signal', async () => {
        const target = await harness.bookable(supplier);
        const hold = valueOf('hotelHold', await settle('hotelHold', () => supplier.hotelHold({ rateId: target.rate.rateId })));
        const signal = abortedSignal();
        const request = { holdId: hold.holdId, clientReference: HOTEL_CLIENT_REFERENCE, leadGuest: LEAD_GUEST };
        expectCanceled('hotelAvailability', await settle('search', () => supplier.hotelAvailability(query, signal)));
        expectCanceled(
          'hotelPropertyDetails',
          await settle('details', () => supplier.hotelPropertyDetails({ propertyId: target.propertyId, ...stay }, signal)),
        );
        expectCanceled('hotelPriceCheck', await settle('price check', () => supplier.hotelPriceCheck(target.rate.rateId, signal)));
        expectCanceled('hotelHold', await settle('hold', () => supplier.hotelHold({ rateId: target.rate.rateId }, signal)));
        expectCanceled('hotelReleaseHold', await settle('release', () => supplier.hotelReleaseHold(hold.holdId, signal)));
        expectCanceled('hotelBook', await settle('book', () => supplier.hotelBook(request, signal)));
        expectCanceled('hotelBookingByClientReference', await settle('lookup', () => supplier.hotelBookingByClientReference(HOTEL_CLIENT_REFERENCE, signal)));
        expectCanceled('hotelCancel', await settle('cancel', () => supplier.hotelCancel(UNKNOWN_ID, signal)));
      });
    },
  );
}
