import type { BookingErrorCode } from '@tripfront/domain/booking/bookings';
import type { BookingMoney, PriceBreakdown } from '@tripfront/domain/booking/price';
import { AUTHENTICATION_TIMED_OUT, bookingMessages, type Product } from '@tripfront/domain/booking/products';
import { formatMoney } from '@tripfront/domain';
import type { BookingRow } from '@tripfront/db';
import { HttpError, type ErrorBody } from '../lib/http-errors.ts';
import { productOf } from './present.ts';

// The booking pipeline's 4xx answers: the API's one error type (HttpError) with a code the web
// branches on. What a booking request answers, success or error, is stored under its
// Idempotency-Key and replayed, so an outcome is a status and a body either way.

/** A status and body to send, and to store under an Idempotency-Key. */
export interface Answer {
  status: number;
  body: unknown;
}

export const answerOf = (err: HttpError): Answer => ({ status: err.statusCode, body: err.body() satisfies ErrorBody });

/** A 4xx with a machine-readable code (and, for PRICE_CHANGED, the new price). */
export function bookingError(status: number, message: string, code: BookingErrorCode, extra: { price?: PriceBreakdown; field?: string } = {}): HttpError {
  const { field, ...rest } = extra;
  return new HttpError(status, message, { code, ...(field ? { field } : {}), ...(rest.price ? { extra: { price: rest.price } } : {}) });
}

export const SIGN_IN_TO_BOOK = 'Please sign in to book.';
export const NOT_FOUND = 'Booking not found.';

const money = (m: BookingMoney) => formatMoney({ amountMinor: m.amount, currency: m.currency }, { locale: 'en' });

export const priceChanged = (product: Product, was: BookingMoney, now: BookingMoney): string => bookingMessages(product).priceChanged(money(was), money(now));

/**
 * The answer for a booking that ended as failed, as the request that made it answered, and as a
 * retry with its Idempotency-Key replays it after recovery finished it (issue #13: recovered
 * failures were all replayed as SOLD_OUT).
 */
export function failedAnswer(row: Pick<BookingRow, 'failureReason' | 'paymentStatus' | 'service'>): Answer {
  const m = bookingMessages(productOf(row));
  const message = row.failureReason ?? m.soldOut;
  if (row.paymentStatus === 'declined') return answerOf(bookingError(402, message, 'PAYMENT_DECLINED'));
  if (row.paymentStatus === 'failed') return answerOf(bookingError(402, message, 'PAYMENT_FAILED'));
  if (row.failureReason === m.notConfirmedInTime) return answerOf(bookingError(409, message, 'NOT_CONFIRMED'));
  if (row.failureReason === AUTHENTICATION_TIMED_OUT) return answerOf(bookingError(409, message, 'AUTHENTICATION_TIMED_OUT'));
  return answerOf(bookingError(409, message, 'SOLD_OUT'));
}
