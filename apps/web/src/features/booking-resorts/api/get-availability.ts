import type { ResortAvailabilityAnswer } from '@tripfront/domain/booking/resort-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiBase } from '../../../lib/api-bases.ts';
import { productRequest } from '../../../lib/correlation-id.ts';

/**
 * GET {resort API}/properties/availability?<search keys>: resorts with their rooms for the stay and the party.
 * `searchKey`: the results' search (its place, dates and party), whose journey the call starts or keeps
 * (x-correlation-id); the details page's call, without it, stays in the journey.
 */
export async function getResortAvailability(query: string, signal?: AbortSignal, searchKey?: string): Promise<ResortAvailabilityAnswer['data']> {
  const answer = await productRequest<ResortAvailabilityAnswer>(`${apiBase('resort')}/properties/availability?${query}`, { signal, searchKey });
  return answer.data;
}

/** Rooms left change as others hold them: a minute at most, and read again when the page is shown again. */
export const resortAvailabilityQueryOptions = (query: string, searchKey?: string) =>
  queryOptions({
    queryKey: ['resort-availability', query],
    queryFn: ({ signal }) => getResortAvailability(query, signal, searchKey),
    staleTime: 60_000,
  });

export const useResortAvailability = (query: string | null, searchKey?: string) =>
  useQuery({ ...resortAvailabilityQueryOptions(query ?? '', searchKey), enabled: query !== null, placeholderData: keepPreviousData });
