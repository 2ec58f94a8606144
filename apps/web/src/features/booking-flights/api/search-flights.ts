import type { FlightSearchAnswer } from '@tripfront/domain/booking/flight-api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useResultsPages } from '../../booking/index.ts';
import { apiBase } from '../../../lib/api-bases.ts';
import { productRequest } from '../../../lib/correlation-id.ts';
import { viewQuery, type FlightResultsView } from '../flight-urls.ts';

export const FLIGHT_PAGE_SIZE = 10;

export interface FlightSearchParams {
  /** tripQuery(): slices, party, cabin, currency. */
  trip: string;
  view: FlightResultsView;
}

// Through the app's client: a 401 from the flight API sends the user to logout (spec §4, §8).

/** GET {flight API}/search: one page of offers for the trip, filtered and sorted on the server. */
export function searchFlights({ trip, view }: FlightSearchParams, page: number, signal?: AbortSignal): Promise<FlightSearchAnswer> {
  const q = new URLSearchParams(trip);
  for (const [key, value] of viewQuery(view)) q.set(key, value);
  q.set('page', String(page));
  q.set('pageSize', String(FLIGHT_PAGE_SIZE));
  // The trip is the search journey's key: another sort, filter or page keeps its x-correlation-id.
  return productRequest<FlightSearchAnswer>(`${apiBase('flight')}/search?${q.toString()}`, { signal, searchKey: trip });
}

/** Page 1 shows as soon as it arrives; later pages load on scroll or "Show more". */
export const flightSearchQueryOptions = (p: FlightSearchParams) =>
  infiniteQueryOptions({
    queryKey: ['flight-search', p] as const,
    queryFn: ({ pageParam, signal }) => searchFlights(p, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.hasMore ? last.data.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });

/**
 * While a new sort or filter loads, the offers already shown stay on screen (dimmed); a new trip
 * starts from the loading state.
 */
export function useFlightSearch(p: FlightSearchParams | null) {
  return useInfiniteQuery({
    ...flightSearchQueryOptions(p ?? ({} as FlightSearchParams)),
    // The pages the address shows (its "Show more" link's), which the server's render fetches.
    meta: { pages: useResultsPages() },
    enabled: p !== null,
    placeholderData: (previous, previousQuery) => (p !== null && previousQuery?.queryKey[1].trip === p.trip ? previous : undefined),
  });
}
