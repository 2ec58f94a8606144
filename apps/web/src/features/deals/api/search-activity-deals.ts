import { homeDealRequest, homeDeals, type HomeDealAnswers } from '@tripfront/domain/deals/home-deal-requests';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { activityCard, type DealList } from '../deal-cards.ts';
import { DEALS_STALE_TIME_MS, dealsQueryKey, type DealSearchParams } from './deal-search-params.ts';

/** POST /api/dealray/deals/activity-search (spec §7). */
export async function searchActivityDeals(params: DealSearchParams, signal?: AbortSignal): Promise<HomeDealAnswers['activities']> {
  const { method, path, body } = homeDealRequest('activities', params, new Date());
  return apiRequest<HomeDealAnswers['activities']>(path, { method, body, signal });
}

const toList = (answer: HomeDealAnswers['activities']): DealList => ({
  cards: homeDeals('activities', answer).map(activityCard),
  message: answer.message ?? null,
});

export const activityDealsQueryOptions = (params: DealSearchParams) =>
  queryOptions({
    queryKey: dealsQueryKey('activities', params),
    queryFn: async ({ signal }): Promise<DealList> => toList(await searchActivityDeals(params, signal)),
    staleTime: DEALS_STALE_TIME_MS,
  });
