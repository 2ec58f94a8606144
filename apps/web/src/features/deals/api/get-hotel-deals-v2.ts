import { defaultHotelDealSearch } from '@tripfront/domain/deals/deal-searches';
import { homeDealRequest, homeDeals, type HomeDealAnswers } from '@tripfront/domain/deals/home-deal-requests';
import { queryOptions } from '@tanstack/react-query';
import { apiBase } from '../../../lib/api-bases.ts';
import { productRequest } from '../../../lib/correlation-id.ts';
import { hotelV2Card, type DealList } from '../deal-cards.ts';
import { DEALS_STALE_TIME_MS, dealsQueryKey, type DealSearchParams } from './deal-search-params.ts';

export type HotelDealsV2Answer = HomeDealAnswers['hotels-v2'];

/** GET {hotel API}/deals (spec §7), used instead of hotel-search when the agency has hotels v2. */
export async function getHotelDealsV2(params: DealSearchParams, signal?: AbortSignal): Promise<HotelDealsV2Answer> {
  const { path } = homeDealRequest('hotels-v2', params, new Date(), apiBase('hotel'));
  return productRequest<HotelDealsV2Answer>(path, { signal });
}

function toList(params: DealSearchParams, answer: HotelDealsV2Answer): DealList {
  // The server searches the same default stay; the cards link to it.
  const { stayPeriod } = defaultHotelDealSearch({
    now: new Date(),
    latitude: params.location.latitude,
    longitude: params.location.longitude,
    disallowSameDayBooking: params.disallowSameDayBooking,
  });
  const context = { checkIn: stayPeriod.start, checkOut: stayPeriod.end, location: params.location };
  return { cards: homeDeals('hotels-v2', answer).map((deal, index) => hotelV2Card(deal, index, context)), message: answer.message ?? null };
}

export const hotelDealsV2QueryOptions = (params: DealSearchParams) =>
  queryOptions({
    queryKey: dealsQueryKey('hotels-v2', params),
    queryFn: async ({ signal }): Promise<DealList> => toList(params, await getHotelDealsV2(params, signal)),
    staleTime: DEALS_STALE_TIME_MS,
  });
