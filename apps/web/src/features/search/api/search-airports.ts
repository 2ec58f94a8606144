import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fromMainApi, suggestionsKey, SUGGESTIONS_STALE_TIME_MS, type SuggestionList } from './suggestions.ts';

/** GET /api/flight/airports?search= (spec §7): airports by code, name or city; answer data.airports. */
export async function searchAirports(text: string, signal?: AbortSignal): Promise<SuggestionList> {
  const answer = await apiRequest<{ data?: Record<string, unknown>; error?: string }>(`/api/flight/airports?${new URLSearchParams({ search: text })}`, {
    signal,
  });
  return fromMainApi(answer, 'airports');
}

export const airportsQueryOptions = (text: string) =>
  queryOptions({ queryKey: suggestionsKey('airports', text), queryFn: ({ signal }) => searchAirports(text, signal), staleTime: SUGGESTIONS_STALE_TIME_MS });

export const useAirports = (text: string, enabled = true) => useQuery({ ...airportsQueryOptions(text), enabled });
