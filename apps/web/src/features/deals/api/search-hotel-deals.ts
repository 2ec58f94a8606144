import { homeDealRequest, homeDeals, type HomeDealAnswers } from '@tripfront/domain/deals/home-deal-requests';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { hotelV1Card, type DealList } from '../deal-cards.ts';
import { DEALS_STALE_TIME_MS, dealsQueryKey, type DealSearchParams } from './deal-search-params.ts';

/** POST /api/dealray/deals/hotel-search (spec §7): the default hotel deal search around a point. */
export async function searchHotelDeals(params: DealSearchParams, signal?: AbortSignal): Promise<HomeDealAnswers['hotels-v1']> {
  const { method, path, body } = homeDealRequest('hotels-v1', params, new Date());
  return apiRequest<HomeDealAnswers['hotels-v1']>(path, { method, body, signal });
}

const toList = (answer: HomeDealAnswers['hotels-v1']): DealList => ({
  cards: homeDeals('hotels-v1', answer).map(hotelV1Card),
  message: answer.message ?? null,
});

export const hotelDealsQueryOptions = (params: DealSearchParams) =>
  queryOptions({
    queryKey: dealsQueryKey('hotels-v1', params),
    queryFn: async ({ signal }): Promise<DealList> => toList(await searchHotelDeals(params, signal)),
    staleTime: DEALS_STALE_TIME_MS,
  });
