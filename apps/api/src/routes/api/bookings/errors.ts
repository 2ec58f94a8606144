import type { BookingError, BookingErrorCode } from '@tripfront/domain/booking/bookings';
import type { BookingMoney, PriceBreakdown } from '@tripfront/domain/booking/hotel-api';
import { formatMoney } from '@tripfront/domain';
import type { BookingRow } from '@tripfront/db';
import { AUTHENTICATION_TIMED_OUT, NOT_CONFIRMED_IN_TIME } from './flow.ts';

const REASON: Record<number, string> = { 400: 'Bad Request', 402: 'Payment Required', 404: 'Not Found', 409: 'Conflict', 422: 'Unprocessable Entity', 429: 'Too Many Requests', 503: 'Service Unavailable' };

export interface Answer {
  status: number;
  body: unknown;
}

/** A 4xx answer in the API's error shape with a machine-readable code (and, for PRICE_CHANGED, the new price). */
export function bookingError(status: number, message: string, code: BookingErrorCode, extra: { price?: PriceBreakdown; field?: string } = {}): Answer {
  const body: BookingError = { statusCode: status, error: REASON[status] ?? 'Error', message, code, ...extra };
  return { status, body };
}

export const SIGN_IN_TO_BOOK = 'Please sign in to book.';
export const SOLD_OUT = 'Sorry, this room has just sold out. Please choose another room or other dates.';
export const HOLD_EXPIRED = 'Your hold on this room has expired. Please check the price and availability again.';
export const NOT_FOUND = 'Booking not found.';

const money = (m: BookingMoney) => formatMoney({ amountMinor: m.amount, currency: m.currency }, { locale: 'en' });
export const priceChanged = (was: BookingMoney, now: BookingMoney): string =>
  `The price of this room has changed from ${money(was)} to ${money(now)}. Please review the new price to continue.`;

/**
 * The answer for a booking that ended as failed, as the request that made it answered, and as a
 * retry with its Idempotency-Key replays it after recovery finished it (issue #13: recovered
 * failures were all replayed as SOLD_OUT).
 */
export function failedAnswer(row: Pick<BookingRow, 'failureReason' | 'paymentStatus'>): Answer {
  const message = row.failureReason ?? SOLD_OUT;
  if (row.paymentStatus === 'declined') return bookingError(402, message, 'PAYMENT_DECLINED');
  if (row.paymentStatus === 'failed') return bookingError(402, message, 'PAYMENT_FAILED');
  if (row.failureReason === NOT_CONFIRMED_IN_TIME) return bookingError(409, message, 'NOT_CONFIRMED');
  if (row.failureReason === AUTHENTICATION_TIMED_OUT) return bookingError(409, message, 'AUTHENTICATION_TIMED_OUT');
  return bookingError(409, message, 'SOLD_OUT');
}
