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

/** GET /api/flight/airports?lat=&long=: the airports nearest a point, nearest first (spec §2 airportLat/airportLong). */
export async function nearestAirports(latitude: number, longitude: number, signal?: AbortSignal): Promise<SuggestionList> {
  const query = new URLSearchParams({ lat: latitude.toFixed(4), long: longitude.toFixed(4) });
  const answer = await apiRequest<{ data?: Record<string, unknown>; error?: string }>(`/api/flight/airports?${query}`, { signal });
  return fromMainApi(answer, 'airports');
}

export const useNearestAirports = (point: { latitude: number; longitude: number } | null) =>
  useQuery({
    queryKey: ['search', 'nearest-airports', point?.latitude, point?.longitude],
    queryFn: ({ signal }) => nearestAirports(point!.latitude, point!.longitude, signal),
    enabled: point !== null,
    staleTime: SUGGESTIONS_STALE_TIME_MS,
  });
