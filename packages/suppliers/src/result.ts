import type { BookingFailureCode } from './hotel-booking.ts';

/** Why a supplier call failed, in words a person can act on, and whether trying again may help. */
export interface SupplierError {
  message: string;
  retryable: boolean;
  /** Booking calls say why they failed (sold_out, hold_expired …); see hotel-booking.ts. */
  code?: BookingFailureCode;
  /**
   * The supplier's own words, credentials taken out (redactCredentials), for the operator's log
   * only: `message` is what a person sees, always ours.
   */
  detail?: string;
}

/** What every supplier call resolves to; supplier calls never reject or throw to their callers. */
export type SupplierResult<T> = { ok: true; value: T } | { ok: false; error: SupplierError };

/** Spec §8 'Request was canceled': the caller aborted. */
export const CANCELED_MESSAGE = 'Request was canceled';
export const TIMED_OUT_MESSAGE = 'Supplier timed out';
/** Spec §8 default error text, for failures that have nothing better to say. */
export const UNEXPECTED_MESSAGE = 'Something went wrong.';

export const ok = <T>(value: T): SupplierResult<T> => ({ ok: true, value });
export const fail = (message: string, retryable: boolean, code?: BookingFailureCode): SupplierResult<never> => ({
  ok: false,
  error: code ? { message, retryable, code } : { message, retryable },
});
export const canceled = (): SupplierResult<never> => fail(CANCELED_MESSAGE, false);
export const timedOut = (): SupplierResult<never> => fail(TIMED_OUT_MESSAGE, true);

/**
 * Runs synchronous supplier work as a supplier call: an aborted signal answers 'Request was
 * canceled' without doing the work, and an exception becomes a retryable error result.
 */
export async function attemptResult<T>(signal: AbortSignal | undefined, work: () => SupplierResult<T>): Promise<SupplierResult<T>> {
  if (signal?.aborted) return canceled();
  try {
    return work();
  } catch {
    return fail(UNEXPECTED_MESSAGE, true);
  }
}

/** attemptResult for work that cannot fail on its own. */
export const attempt = <T>(signal: AbortSignal | undefined, work: () => T): Promise<SupplierResult<T>> => attemptResult(signal, () => ok(work()));

/** attemptResult for asynchronous work (e.g. a database behind the supplier): a rejection becomes a retryable error result. */
export async function attemptAsync<T>(signal: AbortSignal | undefined, work: () => Promise<SupplierResult<T>>): Promise<SupplierResult<T>> {
  if (signal?.aborted) return canceled();
  try {
    return await work();
  } catch {
    return fail(UNEXPECTED_MESSAGE, true);
  }
}
