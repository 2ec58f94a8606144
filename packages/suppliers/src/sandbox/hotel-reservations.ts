import { refundShare } from '@tripfront/domain/booking/refund';
import { fail, ok } from '../result.ts';
import type { SupplierResult } from '../result.ts';
import type { BookRequest, CancelResult, HotelHold, HoldRequest, RateQuote, SupplierBooking } from '../hotel-booking.ts';
import { referenceCode } from './reference-code.ts';
import { capacitiesOf, resolveRate } from './hotel-availability.ts';
import type { HoldRecord, SandboxInventoryStore } from './inventory-store.ts';

// Price checks, holds, bookings and cancellations of the sandbox, on top of its inventory store.

export const SOLD_OUT_MESSAGE = 'This room is sold out for these dates.';
export const HOLD_EXPIRED_MESSAGE = 'The hold on this room has expired.';
export const UNKNOWN_RATE_MESSAGE = 'This rate is not offered.';
export const UNKNOWN_BOOKING_MESSAGE = 'Booking not found.';

export interface ReservationOptions {
  store: SandboxInventoryStore;
  clock: () => Date;
  /** How long a hold keeps the room. */
  holdMinutes: number;
  newId: () => string;
}

/** 'SBX-' and eight letters and digits, derived from our client reference (no 0/O or 1/I). */
export const supplierReferenceFor = (clientReference: string): string => `SBX-${referenceCode(`sbx-ref:${clientReference}`, 8)}`;

function toBooking(h: HoldRecord): SupplierBooking {
  return {
    supplierReference: h.supplierReference ?? '',
    clientReference: h.clientReference ?? '',
    holdId: h.holdId,
    status: h.status === 'cancelled' ? 'cancelled' : 'confirmed',
    propertyId: h.propertyId,
    roomTypeId: h.roomTypeId,
    checkin: h.checkin,
    checkout: h.checkout,
    rooms: h.rooms,
    total: { amountMinor: h.totalCents, currency: 'USD' },
    refundable: h.refundable,
    freeCancellationUntil: h.freeCancellationUntil,
  };
}

export function createReservations(o: ReservationOptions) {
  const quote = async (rateId: string): Promise<SupplierResult<RateQuote>> => {
    const resolved = resolveRate(rateId);
    if (!resolved) return fail(UNKNOWN_RATE_MESSAGE, false, 'invalid');
    const { quote: q } = resolved;
    const left = await o.store.roomsLeft(q.property.propertyId, capacitiesOf(q.property.propertyId), q.checkin, q.checkout, o.clock());
    return ok({ ...q, roomsLeft: left.get(q.roomTypeId) ?? 0 });
  };

  return {
    quote,

    async hold(req: HoldRequest): Promise<SupplierResult<HotelHold>> {
      const resolved = resolveRate(req.rateId);
      if (!resolved) return fail(UNKNOWN_RATE_MESSAGE, false, 'invalid');
      const { quote: q, capacity } = resolved;
      const now = o.clock();
      const expiresAt = new Date(now.getTime() + o.holdMinutes * 60_000);
      const holdId = `sbx-hold-${o.newId()}`;
      const outcome = await o.store.hold(
        {
          holdId,
          propertyId: q.property.propertyId,
          roomTypeId: q.roomTypeId,
          rateId: q.rateId,
          checkin: q.checkin,
          checkout: q.checkout,
          rooms: q.rooms.length,
          expiresAt,
          totalCents: q.rate.wholesaleBase.amountMinor + q.rate.taxesAndFees.amountMinor,
          refundable: q.refundable,
          freeCancellationUntil: q.freeCancellationUntil,
          capacity,
        },
        now,
      );
      if (outcome === 'sold_out') return fail(SOLD_OUT_MESSAGE, false, 'sold_out');
      const left = await o.store.roomsLeft(q.property.propertyId, capacitiesOf(q.property.propertyId), q.checkin, q.checkout, now);
      return ok({ holdId, expiresAt: expiresAt.toISOString(), quote: { ...q, roomsLeft: left.get(q.roomTypeId) ?? 0 } });
    },

    async release(holdId: string): Promise<SupplierResult<true>> {
      await o.store.release(holdId);
      return ok(true);
    },

    async book(req: BookRequest): Promise<SupplierResult<SupplierBooking>> {
      const outcome = await o.store.book(
        { holdId: req.holdId, clientReference: req.clientReference, supplierReference: supplierReferenceFor(req.clientReference) },
        o.clock(),
      );
      if (outcome.ok) return ok(toBooking(outcome.hold));
      if (outcome.reason === 'not_found') return fail('Hold not found.', false, 'not_found');
      // A hold booked under another reference or gone: the room may be gone too.
      return fail(HOLD_EXPIRED_MESSAGE, false, 'hold_expired');
    },

    async cancel(supplierReference: string): Promise<SupplierResult<CancelResult>> {
      const before = await o.store.bySupplierReference(supplierReference);
      if (!before) return fail(UNKNOWN_BOOKING_MESSAGE, false, 'not_found');
      if (before.status === 'cancelled') return fail('This booking is already cancelled.', false, 'not_cancellable');
      const now = o.clock();
      await o.store.cancel(supplierReference);
      return ok({ supplierReference, status: 'cancelled', refundShare: refundShare(before, now) });
    },

    async byClientReference(clientReference: string): Promise<SupplierResult<SupplierBooking | null>> {
      const h = await o.store.byClientReference(clientReference);
      return ok(h ? toBooking(h) : null);
    },
  };
}
