import type { SupplierError, SupplierResult } from '@tripfront/suppliers';
import { HttpError } from '../../lib/http-errors.ts';
import type { BookInput, Booked, SupplierBookingState } from '../product.ts';

// What every product adapter makes of its supplier's answers for the core: the refund share of a
// cancellation, the state of a booking found by our reference, and the contact a supplier gets.

/** A cancellation as the core needs it: only the share refunded. */
export const refundOf = (cancelled: SupplierResult<{ refundShare: number }>): SupplierResult<{ refundShare: number }> =>
  cancelled.ok ? { ok: true, value: { refundShare: cancelled.value.refundShare } } : cancelled;

/** A booking found by our client reference, as recovery needs it; `stored` adds what the booking keeps of it. */
export function bookingStateOf<B extends { status: 'confirmed' | 'cancelled'; supplierReference: string }>(
  found: SupplierResult<B | null>,
  stored?: (booking: B) => Record<string, unknown>,
): SupplierResult<SupplierBookingState | null> {
  if (!found.ok) return found;
  if (found.value === null) return { ok: true, value: null };
  const { status, supplierReference } = found.value;
  return { ok: true, value: { status, supplierReference, ...(stored ? { stored: stored(found.value) } : {}) } };
}

/** The booker's e-mail and phone (when given), for the supplier to reach the traveller. */
export const contactOf = ({ email, phone }: BookInput['leadGuest']): { email: string; phone?: string } => ({ email, ...(phone ? { phone } : {}) });

/** Why a supplier's hold failed, as the core answers it: sold out, no longer offered, or unavailable (retry). */
export function holdRefusal(error: SupplierError): { ok: false; reason: 'sold_out' | 'not_offered' | 'unavailable' } {
  if (error.code === 'sold_out') return { ok: false, reason: 'sold_out' };
  if (error.code === 'invalid' || error.code === 'not_found' || error.code === 'hold_expired') return { ok: false, reason: 'not_offered' };
  return { ok: false, reason: 'unavailable' };
}

/** A supplier's booking as the core needs it: its reference (and nothing the product keeps besides). */
export const bookedOf = (booked: SupplierResult<{ supplierReference: string }>): SupplierResult<Booked> =>
  booked.ok ? { ok: true, value: { supplierReference: booked.value.supplierReference } } : booked;

/**
 * Whether an offer passes the request's date and party rules now (a quote's): a rule's 400 (a day
 * already past, a party it no longer takes) means it is no longer offered; other errors go on.
 */
export function offeredNow(check: () => void): boolean {
  try {
    check();
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400) return false;
    throw err;
  }
}
