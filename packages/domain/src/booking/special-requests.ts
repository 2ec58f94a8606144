import { z } from 'zod';
import { plausibleTodays } from '../today.ts';
import type { Product } from './products.ts';

// Special requests of a stay (decision 0102): free text the traveller gives the hotel or resort
// (a late arrival, a quiet room), set at checkout and editable on the booking until check-in. The
// checkout, the booking page and the PATCH route all ask these functions.

export const SPECIAL_REQUESTS_MAX = 500;

/** The products whose bookings take special requests: the stays a property runs. */
export const SPECIAL_REQUEST_PRODUCTS: readonly Product[] = ['hotel', 'resort'];

export const takesSpecialRequests = (product: Product): boolean => SPECIAL_REQUEST_PRODUCTS.includes(product);

/** The text as the booking keeps it: trimmed, at most 500 characters; blank reads as none (null). */
export const specialRequestsTextSchema = z
  .string()
  .trim()
  .max(SPECIAL_REQUESTS_MAX, `must be at most ${SPECIAL_REQUESTS_MAX} characters`)
  .transform((text) => (text === '' ? null : text));

/** PATCH /api/bookings/{reference}/special-requests: the new text; null or blank removes them. */
export const specialRequestsBodySchema = z.object({ specialRequests: specialRequestsTextSchema.nullable() });
export type SpecialRequestsBody = z.infer<typeof specialRequestsBodySchema>;

export const SPECIAL_REQUESTS_CLOSED = 'Special requests can be changed only until check-in, on a booking that is not cancelled.';
export const SPECIAL_REQUESTS_NOT_TAKEN = 'Special requests are for hotel and resort stays.';

/**
 * Whether the traveller may still change a booking's special requests: a stay, pending or
 * confirmed, whose check-in day has not begun anywhere on Earth yet (the property's time zone is
 * not known, so the earliest place to reach the date closes it).
 */
export function specialRequestsEditable(booking: { product: Product; status: string; startDate: string }, now: Date): boolean {
  if (!takesSpecialRequests(booking.product)) return false;
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return false;
  return plausibleTodays(now).latest < booking.startDate;
}
