import type { ActivityDeal } from '@tripfront/domain/inventory';
import { defaultActivityDealSearch } from '@tripfront/domain/pricing';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { activityCard, type DealList } from '../deal-cards.ts';
import { DEALS_STALE_TIME_MS, dealsQueryKey, type DealSearchParams, type DealsAnswer } from './deal-search-params.ts';

/** POST /api/dealray/deals/activity-search (spec §7). */
export async function searchActivityDeals(params: DealSearchParams, signal?: AbortSignal): Promise<DealsAnswer<ActivityDeal>> {
  const { latitude, longitude } = params.location;
  const body = { ...defaultActivityDealSearch({ latitude, longitude }), currency: params.currency };
  return apiRequest<DealsAnswer<ActivityDeal>>('/api/dealray/deals/activity-search', { method: 'POST', body, signal });
}

export const activityDealsQueryOptions = (params: DealSearchParams) =>
  queryOptions({
    queryKey: dealsQueryKey('activities', params),
    queryFn: async ({ signal }): Promise<DealList> => {
      const answer = await searchActivityDeals(params, signal);
      return { cards: answer.response.map(activityCard), message: answer.message ?? null };
    },
    staleTime: DEALS_STALE_TIME_MS,
  });
