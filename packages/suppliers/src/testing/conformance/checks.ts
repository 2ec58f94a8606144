import { expect } from 'vitest';
import type { SupplierRate } from '@tripfront/domain/inventory';
import type { BookingFailureCode, CancellationTerms } from '../../hotel-booking.ts';
import type { SupplierError, SupplierResult } from '../../result.ts';
import { CANCELED_MESSAGE } from '../../result.ts';

// The contract's checks, shared by every product's conformance suite: a call that never rejects,
// a well-formed SupplierResult, money in minor units, IANA time zones, ids within their limit.

/** The longest id an adapter may hand out: it travels in hold tokens and URLs. */
export const MAX_ID_LENGTH = 600;
export const FAILURE_CODES: readonly BookingFailureCode[] = ['sold_out', 'hold_expired', 'not_found', 'invalid', 'not_cancellable'];
/** An id no supplier gave: the unknown-id calls use it. */
export const UNKNOWN_ID = 'conformance-unknown-id-0000';
export const UNKNOWN_CLIENT_REFERENCE = 'TF-NEVERBOOKED';

/** Runs one supplier call: a rejection fails the test (the contract says never), and so does a malformed result. */
export async function settle<T>(method: string, call: () => Promise<SupplierResult<T>>): Promise<SupplierResult<T>> {
  let result: SupplierResult<T>;
  try {
    result = await call();
  } catch (error) {
    throw new Error(`${method} rejected (${String(error)}); a supplier method answers a SupplierResult and never rejects`, { cause: error });
  }
  expect(typeof result?.ok, `${method} answers a SupplierResult`).toBe('boolean');
  if (!result.ok) expectError(method, result.error);
  return result;
}

function expectError(method: string, error: SupplierError): void {
  expect(typeof error.message === 'string' && error.message.length > 0, `${method}: an error has a message`).toBe(true);
  expect(typeof error.retryable, `${method}: an error says whether to retry`).toBe('boolean');
  if (error.code !== undefined) expect(FAILURE_CODES, `${method}: error code`).toContain(error.code);
}

/** The value of an ok result; the test fails with the supplier's message otherwise. */
export function valueOf<T>(method: string, result: SupplierResult<T>): T {
  if (!result.ok) throw new Error(`${method} answered an error: ${result.error.message}${result.error.code ? ` (${result.error.code})` : ''}`);
  return result.value;
}

/** The error of a failed result; the test fails when the call answered ok. */
export function errorOf<T>(method: string, result: SupplierResult<T>): SupplierError {
  if (result.ok) throw new Error(`${method} answered ok; an error was expected`);
  return result.error;
}

export function expectCanceled<T>(method: string, result: SupplierResult<T>): void {
  expect(errorOf(method, result).message, `${method} with an aborted signal`).toBe(CANCELED_MESSAGE);
}

export function expectId(what: string, id: unknown): void {
  expect(typeof id === 'string' && id.length > 0, `${what} is a non-empty string`).toBe(true);
  expect((id as string).length, `${what} length`).toBeLessThanOrEqual(MAX_ID_LENGTH);
}

export function expectMoney(what: string, m: { amountMinor: number; currency: string }): void {
  expect(Number.isSafeInteger(m.amountMinor) && m.amountMinor >= 0, `${what}: ${m.amountMinor} is a whole number of minor units`).toBe(true);
  expect(m.currency, `${what}: ISO 4217 currency`).toMatch(/^[A-Z]{3}$/);
}

/** All four amounts in minor units of one currency, the price paid at least the base. */
export function expectRate(what: string, rate: SupplierRate): void {
  const { wholesaleBase, taxesAndFees, publishedRate, recommendedSellingPrice } = rate;
  for (const [name, m] of Object.entries({ wholesaleBase, taxesAndFees, publishedRate, recommendedSellingPrice })) expectMoney(`${what}.${name}`, m);
  expect(new Set([wholesaleBase, taxesAndFees, publishedRate, recommendedSellingPrice].map((m) => m.currency)).size, `${what}: one currency`).toBe(1);
  expect(wholesaleBase.amountMinor, `${what}: a price above nothing`).toBeGreaterThan(0);
}

/** What is charged: the base and its taxes. */
export const chargeOf = (rate: SupplierRate): number => rate.wholesaleBase.amountMinor + rate.taxesAndFees.amountMinor;

export function expectTimeZone(what: string, zone: string | undefined): void {
  expect(typeof zone === 'string' && zone.includes('/'), `${what}: an IANA zone such as Europe/Lisbon (got ${zone})`).toBe(true);
  expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }), `${what}: ${zone} is a zone Intl knows`).not.toThrow();
}

export function expectInstant(what: string, value: string | null): void {
  expect(value !== null && Number.isFinite(Date.parse(value)), `${what}: an ISO date-time (got ${value})`).toBe(true);
}

/**
 * Refund terms as the refund rule reads them: an ISO deadline or null, and the place's IANA zone.
 * A booking may leave the zone out (the pipeline keeps the quote's terms); if it gives one, it is valid.
 */
export function expectTerms(what: string, terms: CancellationTerms, zone: 'required' | 'optional' = 'required'): void {
  expect(typeof terms.refundable, `${what}.refundable`).toBe('boolean');
  if (terms.freeCancellationUntil !== null) expectInstant(`${what}.freeCancellationUntil`, terms.freeCancellationUntil);
  if (zone === 'required' || terms.timeZone !== undefined) expectTimeZone(`${what}.timeZone`, terms.timeZone);
}

export function expectFutureExpiry(what: string, expiresAt: string, now: Date): void {
  expectInstant(what, expiresAt);
  expect(Date.parse(expiresAt), `${what} (${expiresAt}) is after now (${now.toISOString()})`).toBeGreaterThan(now.getTime());
}

export function expectShare(what: string, share: number): void {
  expect(share >= 0 && share <= 1, `${what}: ${share} within 0..1`).toBe(true);
}

/** An unknown id is refused as not_found or invalid, final (retrying cannot help). */
export function expectUnknown<T>(method: string, result: SupplierResult<T>): void {
  const error = errorOf(method, result);
  expect(['not_found', 'invalid'], `${method} with an unknown id: code`).toContain(error.code);
}

/**
 * A lookup by a reference never booked answers null; a supplier that finds only its own bookings
 * (subject.findsOnlyOwnBookings) answers instead that it cannot tell: final, with no failure code.
 */
export function expectNotBooked<T>(method: string, result: SupplierResult<T | null>, findsOnlyOwnBookings = false): void {
  if (!findsOnlyOwnBookings) return void expect(valueOf(method, result), `${method} with a reference never booked`).toBeNull();
  const error = errorOf(method, result);
  expect(error.code, `${method}: "cannot tell" is no failure code`).toBeUndefined();
  expect(error.retryable, `${method}: "cannot tell" is final`).toBe(false);
}

/** An AbortSignal that has fired already. */
export function abortedSignal(): AbortSignal {
  const controller = new AbortController();
  controller.abort();
  return controller.signal;
}
