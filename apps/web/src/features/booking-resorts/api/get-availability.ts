import type { ResortAvailabilityAnswer } from '@tripfront/domain/booking/resort-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiBase } from '../../../lib/api-bases.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET {resort API}/properties/availability?<search keys>: resorts with their rooms for the stay and the party. */
export async function getResortAvailability(query: string, signal?: AbortSignal): Promise<ResortAvailabilityAnswer['data']> {
  const answer = await apiRequest<ResortAvailabilityAnswer>(`${apiBase('resort')}/properties/availability?${query}`, { signal });
  return answer.data;
}

/** Rooms left change as others hold them: a minute at most, and read again when the page is shown again. */
export const resortAvailabilityQueryOptions = (query: string) =>
  queryOptions({ queryKey: ['resort-availability', query], queryFn: ({ signal }) => getResortAvailability(query, signal), staleTime: 60_000 });

export const useResortAvailability = (query: string | null) =>
  useQuery({ ...resortAvailabilityQueryOptions(query ?? ''), enabled: query !== null, placeholderData: keepPreviousData });
