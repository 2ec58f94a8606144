import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/agency/business-info/support-managers: the deployment's Customer Support Managers (SUPPORT_MANAGERS). */
export async function getSupportManagers(): Promise<string[]> {
  const response = await apiRequest<{ data: string[] }>('/api/agency/business-info/support-managers');
  return response.data;
}

export const supportManagersQueryOptions = () => queryOptions({ queryKey: ['agency', 'support-managers'], queryFn: getSupportManagers, staleTime: Infinity });

export function useSupportManagers(): string[] {
  return useQuery(supportManagersQueryOptions()).data ?? [];
}
