import type { HotelDealV1 } from '@tripfront/domain/inventory';
import { defaultHotelDealSearch } from '@tripfront/domain/pricing';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { hotelV1Card, type DealList } from '../deal-cards.ts';
import { DEALS_STALE_TIME_MS, dealsQueryKey, type DealSearchParams, type DealsAnswer } from './deal-search-params.ts';

/** POST /api/dealray/deals/hotel-search (spec §7): the default hotel deal search around a point. */
export async function searchHotelDeals(params: DealSearchParams, signal?: AbortSignal): Promise<DealsAnswer<HotelDealV1>> {
  const { latitude, longitude, countryCode } = params.location;
  const body = {
    ...defaultHotelDealSearch({ now: new Date(), latitude, longitude, disallowSameDayBooking: params.disallowSameDayBooking }),
    currency: params.currency,
    destinationCountryCode: countryCode,
  };
  return apiRequest<DealsAnswer<HotelDealV1>>('/api/dealray/deals/hotel-search', { method: 'POST', body, signal });
}

export const hotelDealsQueryOptions = (params: DealSearchParams) =>
  queryOptions({
    queryKey: dealsQueryKey('hotels-v1', params),
    queryFn: async ({ signal }): Promise<DealList> => {
      const answer = await searchHotelDeals(params, signal);
      return { cards: answer.response.map(hotelV1Card), message: answer.message ?? null };
    },
    staleTime: DEALS_STALE_TIME_MS,
  });
