import type { BookingRow } from '@tripfront/db';

// The gateways a booking records when no card is charged, and what follows from them (refund.ts,
// cancel.ts, flow.ts and the checkout read these; the wallet does not own them).

/** The gateway a booking paid entirely with credits records (no card payment at all). */
export const CREDITS_GATEWAY = 'credits';

/** The gateway a booking with nothing charged records: the provider takes its price at pick-up (decision 0112). */
export const PAY_AT_PICKUP_GATEWAY = 'pay_at_pickup';

/** No card was charged for the booking (credits paid it all, or nothing was charged): nothing to capture, void or refund on a card. */
export const paidWithoutCard = (gateway: string): boolean => gateway === CREDITS_GATEWAY || gateway === PAY_AT_PICKUP_GATEWAY;

/** Nothing was charged for the booking: its provider takes its price at pick-up, so nothing is refunded either. */
export const nothingCharged = (row: Pick<BookingRow, 'paymentGateway'>): boolean => row.paymentGateway === PAY_AT_PICKUP_GATEWAY;
