import type { BookingError, BookingErrorCode } from '@tripfront/domain/booking/bookings';
import type { BookingMoney, PriceBreakdown } from '@tripfront/domain/booking/hotel-api';
import { formatMoney } from '@tripfront/domain';

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
