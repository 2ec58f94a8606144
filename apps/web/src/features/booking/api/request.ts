import type { BookingErrorCode } from '@tripfront/domain/booking/bookings';
import { openHoldSchema, type OpenHold } from '@tripfront/domain/booking/open-holds';
import type { PriceBreakdown } from '@tripfront/domain/booking/price';
import { ApiError } from '../../../lib/api-client.ts';
import { productRequest, type ProductRequestOptions } from '../../../lib/correlation-id.ts';

/**
 * A product (hotel, flight …) or bookings API call through the app's client. A 401 is left to the screen (the checkout
 * asks visitors to sign in rather than logging out).
 */
export const bookingRequest = <T>(path: string, options: Omit<ProductRequestOptions, 'expectUnauthorized'> = {}): Promise<T> =>
  productRequest<T>(path, { ...options, expectUnauthorized: true });

/** The booking API's error code (PRICE_CHANGED, SOLD_OUT, PAYMENT_DECLINED …), when the error is one of its answers. */
export function errorCode(error: unknown): BookingErrorCode | undefined {
  const code = error instanceof ApiError ? error.body.code : undefined;
  return typeof code === 'string' ? (code as BookingErrorCode) : undefined;
}

/** PRICE_CHANGED's new price. */
export function changedPrice(error: unknown): PriceBreakdown | undefined {
  const price = error instanceof ApiError ? error.body.price : undefined;
  return typeof price === 'object' && price !== null ? (price as PriceBreakdown) : undefined;
}

/** TOO_MANY_HOLDS's list of the traveller's open holds (none when absent or malformed). */
export function openHoldsOf(error: unknown): OpenHold[] {
  const holds = error instanceof ApiError ? error.body.holds : undefined;
  const parsed = openHoldSchema.array().safeParse(holds);
  return parsed.success ? parsed.data : [];
}
