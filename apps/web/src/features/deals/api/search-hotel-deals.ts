import type { HotelDealV1 } from '@tripfront/domain/inventory';
import { homeDealRequest } from '@tripfront/domain/home-deal-requests';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { hotelV1Card, type DealList } from '../deal-cards.ts';
import { DEALS_STALE_TIME_MS, dealsQueryKey, type DealSearchParams, type DealsAnswer } from './deal-search-params.ts';

/** POST /api/dealray/deals/hotel-search (spec §7): the default hotel deal search around a point. */
export async function searchHotelDeals(params: DealSearchParams, signal?: AbortSignal): Promise<DealsAnswer<HotelDealV1>> {
  const { method, path, body } = homeDealRequest('hotels-v1', params, new Date());
  return apiRequest<DealsAnswer<HotelDealV1>>(path, { method, body, signal });
}

const toList = (answer: DealsAnswer<HotelDealV1>): DealList => ({ cards: answer.response.map(hotelV1Card), message: answer.message ?? null });

export const hotelDealsQueryOptions = (params: DealSearchParams) =>
  queryOptions({
    queryKey: dealsQueryKey('hotels-v1', params),
    queryFn: async ({ signal }): Promise<DealList> => toList(await searchHotelDeals(params, signal)),
    staleTime: DEALS_STALE_TIME_MS,
  });
