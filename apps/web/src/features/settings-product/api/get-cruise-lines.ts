import type { CruiseShipLine } from '@tripfront/domain/inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/cruise/ship-lines (spec §7): every line the supplier sells, for the owner to choose the agency's. */
export const cruiseLinesQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'cruise-lines'],
    queryFn: async ({ signal }) => (await apiRequest<{ data?: CruiseShipLine[] }>('/api/cruise/ship-lines', { signal })).data ?? [],
    staleTime: 10 * 60_000,
  });

/** Asked only once the owner chooses lines one by one. */
export const useCruiseLines = (enabled: boolean) => useQuery({ ...cruiseLinesQueryOptions(), enabled });
