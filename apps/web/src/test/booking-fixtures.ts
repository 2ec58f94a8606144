import type { PriceBreakdown } from '@tripfront/domain/booking/price';
import { createElement } from 'react';
import type { CheckoutPlug } from '../features/booking/index.ts';

// The answers checkout tests start from (the API's shapes, made by hand): a price, a held hotel room,
// the hotel's plug into the checkout and the booking made.

export const usd = (amount: number) => ({ amount, currency: 'USD' });

/** A total with 30 USD of taxes and fees, over 2 nights. */
export const priceOf = (total: number): PriceBreakdown => ({ base: usd(total - 3000), taxesAndFees: usd(3000), total: usd(total), perNight: usd(total / 2) });

type HeldHotel = {
  product: 'hotel';
  holdToken: string;
  expiresAt: string;
  price: PriceBreakdown;
  cancellationPolicy: { refundable: boolean; freeCancellationUntil: string | null; description: string };
  hotel: { propertyId: string; name: string; address: string };
  room: { roomTypeId: string; name: string };
  ratePlan: { name: string; board: string; cancellationPolicy: { refundable: boolean; freeCancellationUntil: string | null; description: string } };
  stay: { checkin: string; checkout: string; nights: number; occupancy: string[] };
  dueAtProperty?: { amount: number; currency: string };
};

/** POST /api/bookings/holds for a non-refundable room of 400 USD, held for 15 minutes; `over` changes any part. */
export function hotelHoldAnswer(over: Partial<HeldHotel> = {}): { data: HeldHotel } {
  return {
    data: {
      product: 'hotel',
      holdToken: 'hold-token-1',
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      price: priceOf(40000),
      cancellationPolicy: { refundable: false, freeCancellationUntil: null, description: 'Non-refundable.' },
      hotel: { propertyId: 'sbx-h-1', name: 'Hôtel Lumière', address: '1 Rue de Rivoli, Paris' },
      room: { roomTypeId: 'std', name: 'Standard Room' },
      ratePlan: {
        name: 'Room only',
        board: 'room_only',
        cancellationPolicy: { refundable: false, freeCancellationUntil: null, description: 'Non-refundable.' },
      },
      stay: { checkin: '2030-03-01', checkout: '2030-03-03', nights: 2, occupancy: ['2'] },
      ...over,
    },
  };
}

/** A hotel's plug into the shared checkout, as features/booking-hotels gives it, for a room of `total` USD cents. */
export const makeHotelPlug = (total = 40000): CheckoutPlug => ({
  product: 'hotel',
  offer: { offerId: 'rate-0123456789', currency: 'USD', expectedTotal: usd(total) },
  summary: (held) => held.product === 'hotel' && createElement('h2', null, held.hotel.name),
  backTo: '/hotel-details?propertyId=sbx-h-1',
  confirmationUrl: (reference) => `/booknow/hotels/confirm-payment?reference=${reference}`,
});

/** POST /api/bookings: the booking made, `status` (confirmed unless told). */
export const bookingAnswer = (status = 'confirmed') => ({ data: { reference: 'TF-TEST1234', status } });
