import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBase } from '../../../lib/api-bases.ts';
import { productRequest } from '../../../lib/correlation-id.ts';
import { fromPartnerApi, suggestionsKey, SUGGESTIONS_STALE_TIME_MS, type SuggestionList } from './suggestions.ts';

/** GET {resort API}/search?key= (spec §7): resort regions and areas; answer data. */
export async function suggestResortPlaces(text: string, signal?: AbortSignal): Promise<SuggestionList> {
  const answer = await productRequest<{ data?: unknown; error?: string }>(`${apiBase('resort')}/search?${new URLSearchParams({ key: text })}`, { signal });
  return fromPartnerApi(answer);
}

export const resortPlacesQueryOptions = (text: string) =>
  queryOptions({
    queryKey: suggestionsKey('resort-places', text),
    queryFn: ({ signal }) => suggestResortPlaces(text, signal),
    staleTime: SUGGESTIONS_STALE_TIME_MS,
  });

export const useResortPlaces = (text: string, enabled = true) => useQuery({ ...resortPlacesQueryOptions(text), enabled });
