import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fromMainApi, suggestBody, suggestionsKey, SUGGESTIONS_STALE_TIME_MS, type SuggestionList } from './suggestions.ts';

/** POST /api/v2/hotel/auto-suggest (spec §7): hotel locations; answer data.locationSuggestions. */
export async function suggestHotelLocations(text: string, signal?: AbortSignal): Promise<SuggestionList> {
  const answer = await apiRequest<{ data?: Record<string, unknown>; error?: string }>('/api/v2/hotel/auto-suggest', {
    method: 'POST',
    body: suggestBody(text),
    signal,
  });
  return fromMainApi(answer, 'locationSuggestions');
}

export const hotelLocationsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: suggestionsKey('hotel-locations', text),
    queryFn: ({ signal }) => suggestHotelLocations(text, signal),
    staleTime: SUGGESTIONS_STALE_TIME_MS,
  });

export const useHotelLocations = (text: string, enabled = true) => useQuery({ ...hotelLocationsQueryOptions(text), enabled });
