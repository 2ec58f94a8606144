import type { BookingErrorCode, OpenHold } from '@tripfront/domain/booking/bookings';
import type { BookingMoney, PriceBreakdown } from '@tripfront/domain/booking/price';
import { bookingMessages, type Product } from '@tripfront/domain/booking/products';
import { formatMoney } from '@tripfront/domain';
import { HttpError, type ErrorBody } from '../lib/http-errors.ts';

// The booking pipeline's one error channel: a step returns its result or throws an HttpError.
// Two kinds are thrown. A Refusal is an outcome the client acts on (sold out, price changed, hold
// expired, credits refused): `answering` turns it into the request's answer, which a booking
// request stores under its Idempotency-Key and replays. Any other HttpError (input at fault, a
// supplier or gateway unavailable) goes to the one error handler, and the key is released so a
// corrected retry runs again.

/** A status and body to send, and to store under an Idempotency-Key. */
export interface Answer {
  status: number;
  body: unknown;
}

export const answerOf = (err: HttpError): Answer => ({ status: err.statusCode, body: err.body() satisfies ErrorBody });

/** A 4xx with a machine-readable code (and, for PRICE_CHANGED, the new price), for the error handler. */
export function bookingError(status: number, message: string, code: BookingErrorCode, extra: { price?: PriceBreakdown; field?: string } = {}): HttpError {
  return new HttpError(status, message, optionsOf(code, extra));
}

/** An outcome of a booking step the client acts on: thrown like any HttpError, answered (and stored) by `answering`. */
export class Refusal extends HttpError {}

/** What a refusal may carry besides its message: the field at fault, PRICE_CHANGED's new price, TOO_MANY_HOLDS's open holds. */
type RefusalExtra = { price?: PriceBreakdown; field?: string; holds?: OpenHold[] };

/** A Refusal with a machine-readable code (and, for PRICE_CHANGED, the new price; for TOO_MANY_HOLDS, the open holds). */
export function refused(status: number, message: string, code: BookingErrorCode, extra: RefusalExtra = {}): Refusal {
  return new Refusal(status, message, optionsOf(code, extra));
}

function optionsOf(code: BookingErrorCode, extra: RefusalExtra) {
  const { field, price, holds } = extra;
  const more = { ...(price ? { price } : {}), ...(holds ? { holds } : {}) };
  return { code, ...(field ? { field } : {}), ...(Object.keys(more).length > 0 ? { extra: more } : {}) };
}

/** Runs booking steps: their answer, or the answer of the Refusal one of them threw. Other errors go on to the error handler. */
export async function answering(steps: () => Promise<Answer>): Promise<Answer> {
  try {
    return await steps();
  } catch (err) {
    if (err instanceof Refusal) return answerOf(err);
    throw err;
  }
}

export const SIGN_IN_TO_BOOK = 'Please sign in to book.';
export const NOT_FOUND = 'Booking not found.';

const money = (m: BookingMoney) => formatMoney({ amountMinor: m.amount, currency: m.currency }, { locale: 'en' });

export const priceChanged = (product: Product, was: BookingMoney, now: BookingMoney): string => bookingMessages(product).priceChanged(money(was), money(now));
