import type { BookingErrorCode } from '@tripfront/domain/booking/bookings';
import type { PriceBreakdown } from '@tripfront/domain/booking/hotel-api';
import { sessionId } from '../../../lib/session-id.ts';

/** The hotel API's base path on this origin (the server mounts it there). */
export const HOTEL_API = '/hotel-api';

/**
 * An error answer of the hotel or bookings API, with what the screens react to: `code`
 * (PRICE_CHANGED, SOLD_OUT, PAYMENT_DECLINED …) and, for PRICE_CHANGED, the new `price`.
 * Status 0 is a network failure: the outcome is unknown.
 */
export class BookingApiError extends Error {
  readonly status: number;
  readonly code: BookingErrorCode | undefined;
  readonly field: string | undefined;
  readonly price: PriceBreakdown | undefined;

  constructor(status: number, message: string, extra: { code?: BookingErrorCode; field?: string; price?: PriceBreakdown } = {}) {
    super(message);
    this.name = 'BookingApiError';
    this.status = status;
    this.code = extra.code;
    this.field = extra.field;
    this.price = extra.price;
  }
}

export interface BookingRequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * Same-origin JSON request with the spec §7 headers, answering the HTTP status with the body: the
 * booking calls tell 201 (booked) from 202 (authenticate or wait) and need the error's code and
 * price, which the app's general client does not keep. A 401 is left to the screen (the checkout
 * asks visitors to sign in rather than logging out).
 */
export async function bookingRequest<T>(path: string, options: BookingRequestOptions = {}): Promise<{ status: number; body: T }> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Accept-Language': document.documentElement.lang || 'en',
        'x-session-id': sessionId(),
        timeZone: timeZone(),
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      body: hasBody ? JSON.stringify(options.body) : null,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new BookingApiError(0, 'Network request failed');
  }
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text === '' ? null : JSON.parse(text);
  } catch {
    payload = null;
  }
  if (!response.ok) {
    const p = isRecord(payload) ? payload : {};
    throw new BookingApiError(response.status, typeof p.message === 'string' ? p.message : response.statusText, {
      code: typeof p.code === 'string' ? (p.code as BookingErrorCode) : undefined,
      field: typeof p.field === 'string' ? p.field : undefined,
      price: isRecord(p.price) ? (p.price as PriceBreakdown) : undefined,
    });
  }
  return { status: response.status, body: payload as T };
}

/** The answer's code, when the error is one of the booking API's. */
export const errorCode = (error: unknown): BookingErrorCode | undefined => (error instanceof BookingApiError ? error.code : undefined);
