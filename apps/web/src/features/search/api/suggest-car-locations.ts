import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fromMainApi, suggestBody, suggestionsKey, SUGGESTIONS_STALE_TIME_MS, type SuggestionList } from './suggestions.ts';

/** POST /api/car-rental/auto-suggest (spec §7): car pick-up and drop-off places; answer data.locations. */
export async function suggestCarLocations(text: string, signal?: AbortSignal): Promise<SuggestionList> {
  const answer = await apiRequest<{ data?: Record<string, unknown>; error?: string }>('/api/car-rental/auto-suggest', {
    method: 'POST',
    body: suggestBody(text),
    signal,
  });
  return fromMainApi(answer, 'locations');
}

export const carLocationsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: suggestionsKey('car-locations', text),
    queryFn: ({ signal }) => suggestCarLocations(text, signal),
    staleTime: SUGGESTIONS_STALE_TIME_MS,
  });

export const useCarLocations = (text: string, enabled = true) => useQuery({ ...carLocationsQueryOptions(text), enabled });
