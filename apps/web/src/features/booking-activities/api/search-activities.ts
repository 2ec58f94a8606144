import type { ActivitySearchAnswer } from '@tripfront/domain/booking/activity-api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useResultsPages } from '../../booking/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { viewQuery, type ActivityResultsView } from '../activity-urls.ts';

export const ACTIVITY_PAGE_SIZE = 10;

export interface ActivitySearchParams {
  /** searchQuery(): place, dates, currency. */
  search: string;
  view: ActivityResultsView;
}

/** GET /api/activities/search: one page of tours for the place and dates, filtered and sorted on the server. */
export function searchActivities({ search, view }: ActivitySearchParams, page: number, signal?: AbortSignal): Promise<ActivitySearchAnswer> {
  const q = new URLSearchParams(search);
  for (const [key, value] of viewQuery(view)) q.set(key, value);
  q.set('page', String(page));
  q.set('pageSize', String(ACTIVITY_PAGE_SIZE));
  return apiRequest<ActivitySearchAnswer>(`/api/activities/search?${q.toString()}`, { signal });
}

export const activitySearchQueryOptions = (p: ActivitySearchParams) =>
  infiniteQueryOptions({
    queryKey: ['activity-search', p] as const,
    queryFn: ({ pageParam, signal }) => searchActivities(p, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.hasMore ? last.data.page + 1 : undefined),
    staleTime: 60_000,
  });

/** While a new sort or filter loads, the tours already shown stay (dimmed); a new search starts from the loading state. */
export function useActivitySearch(p: ActivitySearchParams | null) {
  return useInfiniteQuery({
    ...activitySearchQueryOptions(p ?? ({} as ActivitySearchParams)),
    // The pages the address shows (its "Show more" link's), which the server's render fetches.
    meta: { pages: useResultsPages() },
    enabled: p !== null,
    placeholderData: (previous, previousQuery) => (p !== null && previousQuery?.queryKey[1].search === p.search ? previous : undefined),
  });
}
