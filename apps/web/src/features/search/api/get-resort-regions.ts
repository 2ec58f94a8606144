import type { ResortRegion, ResortSubregion } from '@tripfront/domain/inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBase } from '../../../lib/api-bases.ts';
import { productRequest } from '../../../lib/correlation-id.ts';

class RegionsError extends Error {}

async function getRegionData<T>(query: string, signal?: AbortSignal): Promise<T[]> {
  const answer = await productRequest<{ data?: T[]; error?: string }>(`${apiBase('resort')}/regions${query}`, { signal });
  if (answer.error) throw new RegionsError(answer.error);
  return answer.data ?? [];
}

/** GET {resort API}/regions (spec §7): the regions, with id and name. */
export const getResortRegions = (signal?: AbortSignal) => getRegionData<ResortRegion>('', signal);

/** GET {resort API}/regions?ids=…&children=true: the subregions of those regions, with parent_id. */
export const getResortSubregions = (ids: readonly number[], signal?: AbortSignal) =>
  getRegionData<ResortSubregion>(`?${new URLSearchParams({ ids: ids.join(','), children: 'true' })}`, signal);

/** The server's reason when it gave one, else the spec's text. */
export const regionsErrorMessage = (error: unknown): string | null => (error instanceof RegionsError ? error.message : null);

/** Regions barely change: keep them for the page's life. */
export const resortRegionsQueryOptions = () =>
  queryOptions({ queryKey: ['search', 'resort-regions'], queryFn: ({ signal }) => getResortRegions(signal), staleTime: Infinity });

export const resortSubregionsQueryOptions = (regionId: number) =>
  queryOptions({ queryKey: ['search', 'resort-subregions', regionId], queryFn: ({ signal }) => getResortSubregions([regionId], signal), staleTime: Infinity });

export const useResortRegions = () => useQuery(resortRegionsQueryOptions());
export const useResortSubregions = (regionId: number | null) => useQuery({ ...resortSubregionsQueryOptions(regionId ?? 0), enabled: regionId !== null });
