import type { BookingFailureCode } from '../hotel-booking.ts';
import { redactCredentials } from '../redact.ts';
import { fail, type SupplierResult } from '../result.ts';
import { retryAfterMs } from '../retry-after.ts';

// Duffel's error answers (https://duffel.com/docs/api/overview/errors) as supplier results. The
// client throws a DuffelError carrying the body's meta and errors and the response headers; a
// network failure throws whatever node-fetch threw. Nothing here logs: Duffel's own words may name a
// field of a passenger, so they are returned as `detail` (scrubbed by the caller) for the log only.

export const OFFER_GONE = 'This flight offer is no longer available; please search again.';
export const SOLD_OUT = 'The airline has no more seats at this fare; please choose another flight.';
export const HOLD_EXPIRED = 'The held fare expired; please check the flight again.';
export const PRICE_CHANGED = 'The airline changed the price of this flight; please check the new price.';
export const UNAVAILABLE = 'The flight supplier is unavailable; please try again shortly.';
export const REFUSED_CREDENTIALS = 'The flight supplier refused our credentials.';
/** The Duffel account's balance cannot pay the order: for the operator to top up, not for the traveller. */
export const BALANCE_EMPTY = 'Flight booking is temporarily unavailable; please try again later.';
export const NOT_CANCELLABLE = 'The airline does not allow this booking to be cancelled.';
/** Duffel refused what we sent (a validation error): its own words go to the log, never to the traveller. */
export const REFUSED_REQUEST = 'The airline could not accept these details; please check them and try again.';

/** Which call failed: an order's outcome is unknown after a failure Duffel did not explain. */
export type Operation = 'search' | 'offer' | 'book' | 'cancel' | 'lookup';

interface DuffelErrorLike {
  status?: number;
  meta?: { status?: number; request_id?: string };
  errors?: { code?: string; type?: string; title?: string; message?: string }[];
  headers?: { get(name: string): string | null };
}

export function isDuffelError(error: unknown): error is Error & DuffelErrorLike {
  return error instanceof Error && 'headers' in error && ('errors' in error || 'meta' in error);
}

export const rateLimitedMessage = (ms: number) => `The flight supplier is busy; please try again in ${Math.ceil(ms / 1000)} seconds.`;

/**
 * What a traveller reads for each failure, per Duffel product (flights here; Stays in
 * duffel-stays/errors.ts): the mapping below is Duffel's, the words are the product's.
 */
export interface ErrorWords {
  offerGone: string;
  /** The code an offer (or rate) that vanished before book answers with: not_found for flights, sold_out for rooms. */
  goneCode: BookingFailureCode;
  soldOut: string;
  holdExpired: string;
  priceChanged: string;
  unavailable: string;
  refusedCredentials: string;
  balanceEmpty: string;
  notCancellable: string;
  refusedRequest: string;
  noSuchBooking: string;
  rateLimited(ms: number): string;
}

export const FLIGHT_WORDS: ErrorWords = {
  offerGone: OFFER_GONE,
  goneCode: 'not_found',
  soldOut: SOLD_OUT,
  holdExpired: HOLD_EXPIRED,
  priceChanged: PRICE_CHANGED,
  unavailable: UNAVAILABLE,
  refusedCredentials: REFUSED_CREDENTIALS,
  balanceEmpty: BALANCE_EMPTY,
  notCancellable: NOT_CANCELLABLE,
  refusedRequest: REFUSED_REQUEST,
  noSuchBooking: 'No such flight booking.',
  rateLimited: rateLimitedMessage,
};

/** Duffel's codes for an offer or a Stays rate, quote or search result that is gone (Stays: duffel-stays/fixtures/README.md). */
const GONE_CODES = new Set([
  'offer_no_longer_available',
  'offer_expired',
  'offer_request_expired',
  'rate_unavailable',
  'rate_no_longer_available',
  'rate_expired',
  'quote_expired',
  'search_result_expired',
]);
/** Of those, Stays' that say the quote's time ran out rather than the room went to someone else. */
const EXPIRED_CODES = new Set(['quote_expired', 'search_result_expired']);

export interface ErrorContext {
  operation: Operation;
  /** For book: the hold's expiry passed, so a vanished offer expired rather than sold out. */
  holdExpired?: boolean;
  /** Called with the pause a 429 asks for, so the adapter stops calling until then. */
  onRateLimited(ms: number): void;
  now: number;
  /** Secrets the text must never carry (the access token), on top of anything shaped like one. */
  secrets?: readonly string[];
  /** The product's words; flights' by default. */
  words?: ErrorWords;
}

/** A failure the caller can act on; `undefined` code on book means the order may or may not exist. */
export function resultForError(error: unknown, context: ErrorContext): SupplierResult<never> {
  const { operation } = context;
  const words = context.words ?? FLIGHT_WORDS;
  const unknownOutcome = operation === 'book';
  if (!isDuffelError(error)) return fail(words.unavailable, true);
  const status = error.status ?? error.meta?.status ?? 0;
  const first = error.errors?.[0];
  const code = first?.code ?? '';
  const type = first?.type ?? '';
  // Duffel's words (which may quote our request, its Authorization header included) go only to
  // the log, redacted; the message is always one of ours.
  const said = first?.message || first?.title;
  const detail = said ? redactCredentials(said, context.secrets) : undefined;
  const failWith = (message: string, retryable: boolean, reason?: BookingFailureCode): SupplierResult<never> => {
    const result = fail(message, retryable, reason);
    return detail && !result.ok ? { ok: false, error: { ...result.error, detail } } : result;
  };

  if (status === 429 || code === 'rate_limit_exceeded') {
    const ms = retryAfterMs(error.headers, context.now);
    context.onRateLimited(ms);
    return failWith(words.rateLimited(ms), true);
  }
  if (status >= 500 || status === 0) return failWith(words.unavailable, true);
  if (status === 401 || status === 403) return failWith(words.refusedCredentials, false);

  if (code === 'insufficient_balance') return failWith(words.balanceEmpty, false, operation === 'book' ? 'invalid' : undefined);
  // We pay exactly the held total: Duffel refusing that amount means the price moved.
  if (code === 'price_changed' || code === 'payment_amount_does_not_match_order_amount')
    return failWith(words.priceChanged, false, operation === 'book' ? 'hold_expired' : 'not_found');
  if (GONE_CODES.has(code)) {
    if (operation === 'book') {
      const expired = context.holdExpired || EXPIRED_CODES.has(code);
      return expired ? failWith(words.holdExpired, false, 'hold_expired') : failWith(words.soldOut, false, 'sold_out');
    }
    return failWith(words.offerGone, false, words.goneCode);
  }
  if (status === 404 || code === 'not_found') return failWith(operation === 'cancel' ? words.noSuchBooking : words.offerGone, false, 'not_found');
  if (
    operation === 'cancel' &&
    (type === 'airline_error' || code === 'order_not_cancellable' || code === 'already_cancelled' || code === 'booking_not_cancellable')
  ) {
    return failWith(words.notCancellable, false, 'not_cancellable');
  }
  if (status === 422 || status === 400 || type === 'validation_error' || type === 'invalid_request_error') {
    return failWith(words.refusedRequest, false, 'invalid');
  }
  // A supplier or Duffel refusal we have no name for: final, and on book known not to have booked.
  return failWith(words.unavailable, false, unknownOutcome ? 'invalid' : undefined);
}
