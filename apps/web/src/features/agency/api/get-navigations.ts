import type { NavigationEntry } from '@tripfront/domain/agency';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getNavigations(): Promise<NavigationEntry[]> {
  const response = await apiRequest<{ agencyNavigation: NavigationEntry[] }>('/api/agency/navigations');
  return response.agencyNavigation ?? [];
}

export const navigationsQueryOptions = () => queryOptions({ queryKey: ['agency', 'navigations'], queryFn: getNavigations });

/** The agency's header navigation; empty while loading or when the call fails. */
export function useAgencyNavigations(): NavigationEntry[] {
  return useQuery(navigationsQueryOptions()).data ?? [];
}
