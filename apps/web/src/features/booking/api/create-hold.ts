import type { HoldAnswer } from '@tripfront/domain/booking/bookings';
import type { Product } from '@tripfront/domain/booking/products';
import type { CarExtraChoices } from '@tripfront/domain/booking/car-api';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookingRequest } from './request.ts';

/** What to hold: the product, its offer (a hotel's rate id …), and the total the traveller accepted. */
export interface HoldParams {
  product: Product;
  offerId: string;
  currency: string;
  expectedTotal: BookingMoney;
  /** Cars: the extras added, held and priced with the car. */
  extras?: CarExtraChoices;
}

/** POST /api/bookings/holds: keeps the offer (room, seats, car …) while the traveller pays; 409 PRICE_CHANGED / SOLD_OUT. */
export async function createHold(p: HoldParams): Promise<HoldAnswer['data']> {
  const body = await bookingRequest<HoldAnswer>('/api/bookings/holds', { method: 'POST', body: p });
  return body.data;
}

/**
 * The hold as a query keyed by rate and accepted total: one hold per price the traveller agreed to,
 * made once however often the page renders (StrictMode, re-renders), and made again on `refetch`
 * (after a decline releases it, or when it expired). Never cached for another visit.
 */
export const holdQueryOptions = (p: HoldParams, attempt: number) =>
  queryOptions({
    queryKey: ['booking-hold', p, attempt],
    queryFn: () => createHold(p),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useHold(p: HoldParams | null, attempt: number) {
  // The previous hold stays on screen while the next one is made, so the checkout form keeps what was typed.
  return useQuery({ ...holdQueryOptions(p ?? ({} as HoldParams), attempt), enabled: p !== null, placeholderData: keepPreviousData });
}
