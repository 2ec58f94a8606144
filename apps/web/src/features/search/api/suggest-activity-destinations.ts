import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fromMainApi, suggestBody, suggestionsKey, SUGGESTIONS_STALE_TIME_MS, type SuggestionList } from './suggestions.ts';

/** POST /api/activities/destinations (spec §7): activity destinations; answer data.destinations. */
export async function suggestActivityDestinations(text: string, signal?: AbortSignal): Promise<SuggestionList> {
  const answer = await apiRequest<{ data?: Record<string, unknown>; error?: string }>('/api/activities/destinations', {
    method: 'POST',
    body: suggestBody(text),
    signal,
  });
  return fromMainApi(answer, 'destinations');
}

export const activityDestinationsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: suggestionsKey('activity-destinations', text),
    queryFn: ({ signal }) => suggestActivityDestinations(text, signal),
    staleTime: SUGGESTIONS_STALE_TIME_MS,
  });

export const useActivityDestinations = (text: string, enabled = true) => useQuery({ ...activityDestinationsQueryOptions(text), enabled });
