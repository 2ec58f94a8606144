import { homeDealRequest, homeDeals, type HomeDealAnswers } from '@tripfront/domain/deals/home-deal-requests';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { carCard, type DealList } from '../deal-cards.ts';
import { DEALS_STALE_TIME_MS, dealsQueryKey, type DealSearchParams } from './deal-search-params.ts';

/** POST /api/dealray/deals/car-search (spec §7). */
export async function searchCarDeals(params: DealSearchParams, signal?: AbortSignal): Promise<HomeDealAnswers['cars']> {
  const { method, path, body } = homeDealRequest('cars', params, new Date());
  return apiRequest<HomeDealAnswers['cars']>(path, { method, body, signal });
}

const toList = (answer: HomeDealAnswers['cars']): DealList => ({ cards: homeDeals('cars', answer).map(carCard), message: answer.message ?? null });

export const carDealsQueryOptions = (params: DealSearchParams) =>
  queryOptions({
    queryKey: dealsQueryKey('cars', params),
    queryFn: async ({ signal }): Promise<DealList> => toList(await searchCarDeals(params, signal)),
    staleTime: DEALS_STALE_TIME_MS,
  });
