import type { ProductFilter, SearchesAnswer } from '@tripfront/domain/command-center/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface SearchesParams {
  page: number;
  product: ProductFilter;
}

/** GET /api/agent/searches: a page of the agency's searches, newest first (agents with the Searches permission). */
export async function getSearches(p: SearchesParams, signal?: AbortSignal): Promise<SearchesAnswer['data']> {
  const q = new URLSearchParams({ page: String(p.page), product: p.product });
  return (await apiRequest<SearchesAnswer>(`/api/agent/searches?${q.toString()}`, { signal })).data;
}

export const searchesQueryOptions = (p: SearchesParams) =>
  queryOptions({ queryKey: ['agent-searches', p] as const, queryFn: ({ signal }) => getSearches(p, signal), staleTime: 10_000 });

export function useSearches(p: SearchesParams) {
  return useQuery({ ...searchesQueryOptions(p), placeholderData: keepPreviousData });
}
