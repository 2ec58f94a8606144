import type { BookingFailureCode } from '../hotel-booking.ts';
import { redactCredentials } from '../redact.ts';
import { fail, type SupplierResult } from '../result.ts';
import type { LiteErrorBody } from './types.ts';

// LiteAPI's error answers ({ error: { code, description, message } } with an HTTP status,
// https://docs.liteapi.travel/reference/error-codes) as supplier results. LiteAPI's own words go to
// `detail` for the operator's log only (redacted: they may quote the request); the message is ours.

export const RATE_GONE = 'This room rate is no longer available; please search again.';
export const SOLD_OUT = 'The hotel has no more rooms at this rate; please choose another room.';
export const HOLD_EXPIRED = 'The held room rate expired; please check the room again.';
export const UNAVAILABLE = 'The hotel supplier is unavailable; please try again shortly.';
export const REFUSED_CREDENTIALS = 'The hotel supplier refused our API key (LiteAPI answered 401/403): check the LiteAPI key in the settings.';
export const REFUSED_REQUEST = 'The hotel could not accept these details; please check them and try again.';
export const NO_SUCH_BOOKING = 'No such hotel booking.';
export const HOTEL_NOT_FOUND = 'Hotel not found.';
export const NOT_CANCELLABLE = 'The hotel does not allow this booking to be cancelled.';

/** Which call failed: a booking's outcome is unknown after a failure LiteAPI did not explain. */
export type Operation = 'search' | 'content' | 'prebook' | 'book' | 'lookup' | 'cancel';

/** Calls that change nothing at LiteAPI: safe to send again after a server error or a dropped connection. */
export const IDEMPOTENT: ReadonlySet<Operation> = new Set(['search', 'content', 'lookup']);

export const rateLimitedMessage = (ms: number) => `The hotel supplier is busy; please try again in ${Math.ceil(ms / 1000)} seconds.`;

const EXPIRED = /expired|prebook.*(not found|invalid)|session/i;
const SOLD = /sold ?out|no (longer )?availab|not available|no rooms?/i;
const NOT_CANCELLABLE_WORDS = /non-?refundable|cannot be cancel|not cancel|already cancel/i;

export interface ErrorContext {
  operation: Operation;
  /** For the 429 pause: the milliseconds the answer asks for (computed by the caller from its headers). */
  rateLimitMs: number;
  /** The API key, never to appear in a detail. */
  secrets: readonly string[];
}

/**
 * A failed answer (status ≥ 400, or a 2xx carrying only an error) as a result. On book, a failure we
 * cannot name has no code: the booking may or may not exist, which recovery settles by clientReference.
 */
export function resultForAnswer(status: number, body: unknown, context: ErrorContext): SupplierResult<never> {
  const { operation } = context;
  const error = (body as LiteErrorBody | null)?.error;
  const said = [error?.message, error?.description].filter(Boolean).join(': ');
  const detail = said ? redactCredentials(`LiteAPI ${status} ${error?.code ?? ''} ${said}`.replace(/\s+/g, ' ').trim(), context.secrets) : undefined;
  const failWith = (message: string, retryable: boolean, code?: BookingFailureCode): SupplierResult<never> => {
    const result = fail(message, retryable, code);
    return detail && !result.ok ? { ok: false, error: { ...result.error, detail } } : result;
  };

  if (status === 429) return failWith(rateLimitedMessage(context.rateLimitMs), true);
  if (status >= 500) return failWith(UNAVAILABLE, true);
  if (status === 401 || status === 403) return failWith(REFUSED_CREDENTIALS, false);
  const booking = operation === 'prebook' || operation === 'book';
  // An offer that expired before its prebook, or a prebook before its booking: check the rate again.
  if (booking && (status === 409 || EXPIRED.test(said))) return failWith(HOLD_EXPIRED, false, 'hold_expired');
  if (booking && SOLD.test(said)) return failWith(SOLD_OUT, false, 'sold_out');
  if (operation === 'cancel' && NOT_CANCELLABLE_WORDS.test(said)) return failWith(NOT_CANCELLABLE, false, 'not_cancellable');
  if (status === 404) {
    const message = operation === 'cancel' || operation === 'lookup' ? NO_SUCH_BOOKING : operation === 'content' ? HOTEL_NOT_FOUND : RATE_GONE;
    return failWith(message, false, 'not_found');
  }
  if (status === 400 || status === 422) return failWith(REFUSED_REQUEST, false, 'invalid');
  // A refusal we have no name for: final; on book LiteAPI said no, so nothing was booked.
  return failWith(UNAVAILABLE, false, operation === 'book' ? 'invalid' : undefined);
}
