import { refundShare } from '@tripfront/domain/booking/refund';
import { fail, ok, type SupplierResult } from '../result.ts';
import type { SandboxUnitStore, UnitHoldRecord, UnitProduct } from './unit-store.ts';

// The booking life of every sandbox product whose inventory is units (cars, activities, cruises,
// resorts; decision 0047): release a hold, book it once per client reference, cancel before the
// service starts, find a booking by our reference. A product says only what it calls things, how it
// shows a booking, what its supplier would refuse at booking time, and how much a cancellation
// refunds. A reference of another product is not found.

export interface UnitBookingWords {
  /** 'Hold not found.' */
  holdNotFound: string;
  /** 'The hold on this car has expired.' */
  holdExpired: string;
  /** 'Car booking not found.' */
  bookingNotFound: string;
  /** 'This car booking is already cancelled.' */
  alreadyCancelled: string;
  /** 'This rental has already started.' */
  started: string;
}

export interface UnitBookingRequest {
  holdId: string;
  clientReference: string;
  supplierReference: string;
  /** What the booking adds to the hold's details (names, a confirmation number). */
  details?: Record<string, unknown>;
}

/** A full refund until the booking's free-cancellation deadline, nothing after (or when it has none): the domain's refund rule. */
export const refundUntilDeadline = (booking: Pick<UnitHoldRecord, 'freeCancellationUntil'>, now: Date): number =>
  refundShare({ refundable: booking.freeCancellationUntil !== null, freeCancellationUntil: booking.freeCancellationUntil?.toISOString() ?? null }, now);

export function unitBookings<Booking>(
  units: SandboxUnitStore,
  clock: () => Date,
  o: { product: UnitProduct; words: UnitBookingWords; toBooking: (hold: UnitHoldRecord) => Booking },
) {
  const mine = (h: UnitHoldRecord | null) => (h && h.product === o.product ? h : null);
  const { words } = o;
  return {
    async release(holdId: string): Promise<SupplierResult<true>> {
      await units.release(holdId);
      return ok(true);
    },

    /**
     * Books a live hold; idempotent by client reference. `refuse` may turn the booking down as the
     * supplier would (names that do not match the party held, a driver too young): an error result.
     */
    async book(request: UnitBookingRequest, refuse?: (hold: UnitHoldRecord) => SupplierResult<never> | null): Promise<SupplierResult<Booking>> {
      const earlier = mine(await units.byClientReference(request.clientReference));
      if (earlier) return ok(o.toBooking(earlier));
      const hold = mine(await units.byHoldId(request.holdId));
      if (!hold) return fail(words.holdNotFound, false, 'not_found');
      const refused = refuse?.(hold);
      if (refused) return refused;
      const outcome = await units.book(request, clock());
      if (outcome.ok) return ok(o.toBooking(outcome.hold));
      if (outcome.reason === 'not_found') return fail(words.holdNotFound, false, 'not_found');
      if (outcome.reason === 'taken') return fail('This hold was booked under another reference.', false, 'invalid');
      return fail(words.holdExpired, false, 'hold_expired');
    },

    /** Cancels a booking before its service starts; `refundShare` (0..1) is what the supplier gives back. */
    async cancel(
      supplierReference: string,
      refundShare: (booking: UnitHoldRecord, now: Date) => number,
    ): Promise<SupplierResult<{ supplierReference: string; refundShare: number }>> {
      const booking = mine(await units.bySupplierReference(supplierReference));
      if (!booking) return fail(words.bookingNotFound, false, 'not_found');
      if (booking.status === 'cancelled') return fail(words.alreadyCancelled, false, 'not_cancellable');
      const now = clock();
      if (now.getTime() >= booking.startsAt.getTime()) return fail(words.started, false, 'not_cancellable');
      await units.cancel(supplierReference);
      return ok({ supplierReference, refundShare: refundShare(booking, now) });
    },

    /** For recovery: the booking made with our reference, or null. */
    async byClientReference(clientReference: string): Promise<SupplierResult<Booking | null>> {
      const h = mine(await units.byClientReference(clientReference));
      return ok(h ? o.toBooking(h) : null);
    },
  };
}
