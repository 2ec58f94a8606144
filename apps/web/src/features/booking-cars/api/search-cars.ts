import type { CarSearchAnswer } from '@tripfront/domain/booking/car-api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useResultsPages } from '../../booking/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CAR_VIEW_KEYS, type CarView } from '../car-urls.ts';

export const CAR_PAGE_SIZE = 10;

export interface CarSearchParams {
  /** carApiQuery(): the places, dates, times, driver age and currency. */
  rental: string;
  view: CarView;
}

/** GET /api/car-rental/search: one page of cars for the rental, filtered and sorted on the server. */
export function searchCars({ rental, view }: CarSearchParams, page: number, signal?: AbortSignal): Promise<CarSearchAnswer> {
  const q = new URLSearchParams(rental);
  for (const key of CAR_VIEW_KEYS) if (view[key]) q.set(key, view[key]!);
  q.set('page', String(page));
  q.set('pageSize', String(CAR_PAGE_SIZE));
  return apiRequest<CarSearchAnswer>(`/api/car-rental/search?${q.toString()}`, { signal });
}

export const carSearchQueryOptions = (p: CarSearchParams) =>
  infiniteQueryOptions({
    queryKey: ['car-search', p] as const,
    queryFn: ({ pageParam, signal }) => searchCars(p, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.hasMore ? last.data.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });

/** While a new sort or filter loads, the cars already shown stay on screen (dimmed); a new rental starts from the loading state. */
export function useCarSearch(p: CarSearchParams | null) {
  return useInfiniteQuery({
    ...carSearchQueryOptions(p ?? ({} as CarSearchParams)),
    // The pages the address shows (its "Show more" link's), which the server's render fetches.
    meta: { pages: useResultsPages() },
    enabled: p !== null,
    placeholderData: (previous, previousQuery) => (p !== null && previousQuery?.queryKey[1].rental === p.rental ? previous : undefined),
  });
}
