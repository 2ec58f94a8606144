import type { PublicAgency } from '@tripfront/domain/agency';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getAgency(): Promise<PublicAgency> {
  const response = await apiRequest<{ data: PublicAgency }>('/api/agency');
  return response.data;
}

/** The agency is seeded from the server bootstrap at start-up and does not change while the page lives. */
export const agencyQueryOptions = () => queryOptions({ queryKey: ['agency'], queryFn: getAgency, staleTime: Infinity });

/** The current tenant. The shell renders only once the agency is known, so this never returns undefined. */
export function useAgency(): PublicAgency {
  const { data } = useQuery(agencyQueryOptions());
  if (!data) throw new Error('useAgency used before the agency was loaded');
  return data;
}
