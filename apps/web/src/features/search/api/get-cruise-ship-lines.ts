import type { CruiseShipLine } from '@tripfront/domain/inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/cruise/ship-lines/enabled (spec §7's enabled-lines variant): the lines this agency sells; answer data. */
export async function getCruiseShipLines(signal?: AbortSignal): Promise<{ lines: CruiseShipLine[]; error: string | null }> {
  const answer = await apiRequest<{ data?: CruiseShipLine[]; error?: string }>('/api/cruise/ship-lines/enabled', { signal });
  return { lines: answer.data ?? [], error: answer.error || null };
}

export const cruiseShipLinesQueryOptions = () =>
  queryOptions({ queryKey: ['search', 'cruise-ship-lines'], queryFn: ({ signal }) => getCruiseShipLines(signal), staleTime: 10 * 60_000 });

export const useCruiseShipLines = () => useQuery(cruiseShipLinesQueryOptions());
