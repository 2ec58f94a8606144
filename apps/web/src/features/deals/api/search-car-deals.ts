import type { CarDeal } from '@tripfront/domain/inventory';
import { defaultCarDealSearch } from '@tripfront/domain/pricing';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { carCard, type DealList } from '../deal-cards.ts';
import { DEALS_STALE_TIME_MS, dealsQueryKey, type DealSearchParams, type DealsAnswer } from './deal-search-params.ts';

/** POST /api/dealray/deals/car-search (spec §7). */
export async function searchCarDeals(params: DealSearchParams, signal?: AbortSignal): Promise<DealsAnswer<CarDeal>> {
  const { latitude, longitude } = params.location;
  const body = {
    ...defaultCarDealSearch({ now: new Date(), latitude, longitude, disallowSameDayBooking: params.disallowSameDayBooking }),
    currency: params.currency,
  };
  return apiRequest<DealsAnswer<CarDeal>>('/api/dealray/deals/car-search', { method: 'POST', body, signal });
}

export const carDealsQueryOptions = (params: DealSearchParams) =>
  queryOptions({
    queryKey: dealsQueryKey('cars', params),
    queryFn: async ({ signal }): Promise<DealList> => {
      const answer = await searchCarDeals(params, signal);
      return { cards: answer.response.map(carCard), message: answer.message ?? null };
    },
    staleTime: DEALS_STALE_TIME_MS,
  });
