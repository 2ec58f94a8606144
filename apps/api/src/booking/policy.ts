import type { CancellationPolicy } from '@tripfront/domain/booking/hotel-api';
import { isFreeCancellation, type CancellationTerms } from '@tripfront/domain/booking/refund';

const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * A product's cancellation terms in words, for offers, holds, bookings and the confirmation email;
 * a deadline already past reads as non-refundable (the refund rule is domain/booking/refund.ts).
 */
export function cancellationPolicy(terms: CancellationTerms, now = new Date()): CancellationPolicy {
  const until = terms.freeCancellationUntil;
  if (until && isFreeCancellation(terms, now)) {
    return { refundable: true, freeCancellationUntil: until, description: `Free cancellation until ${utc(until)}, then non-refundable.` };
  }
  if (terms.refundable && until) {
    return { refundable: false, freeCancellationUntil: null, description: 'Non-refundable: the free cancellation deadline has passed.' };
  }
  return { refundable: false, freeCancellationUntil: null, description: 'Non-refundable: cancelling refunds nothing.' };
}
