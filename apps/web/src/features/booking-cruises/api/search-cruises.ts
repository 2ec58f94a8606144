import type { CruiseSearchAnswer } from '@tripfront/domain/booking/cruise-api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useResultsPages } from '../../booking/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const CRUISE_PAGE_SIZE = 10;

/** GET /api/cruise/search: one page of sailings, filtered and sorted on the server. */
export function searchCruises(query: string, page: number, signal?: AbortSignal): Promise<CruiseSearchAnswer> {
  const q = new URLSearchParams(query);
  q.set('page', String(page));
  q.set('pageSize', String(CRUISE_PAGE_SIZE));
  return apiRequest<CruiseSearchAnswer>(`/api/cruise/search?${q.toString()}`, { signal });
}

export const cruiseSearchQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['cruise-search', query] as const,
    queryFn: ({ pageParam, signal }) => searchCruises(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.hasMore ? last.data.page + 1 : undefined),
    staleTime: 60_000,
  });

/** While a new sort or filter loads, the sailings shown stay (dimmed). */
export function useCruiseSearch(query: string | null) {
  return useInfiniteQuery({
    ...cruiseSearchQueryOptions(query ?? ''),
    // The pages the address shows (its "Show more" link's), which the server's render fetches.
    meta: { pages: useResultsPages() },
    enabled: query !== null,
    placeholderData: (previous) => (query !== null ? previous : undefined),
  });
}
