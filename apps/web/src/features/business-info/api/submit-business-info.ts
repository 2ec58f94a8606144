import type { BusinessInfo } from '@tripfront/domain/business-info';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { businessInfoQueryOptions, type StoredBusinessInfo } from './get-business-info.ts';

/** POST /api/agency/business-info with the payload of spec §7. */
export async function submitBusinessInfo(payload: BusinessInfo): Promise<StoredBusinessInfo> {
  const response = await apiRequest<{ data: { data: StoredBusinessInfo } }>('/api/agency/business-info', { method: 'POST', body: payload });
  return response.data.data;
}

export function useSubmitBusinessInfo(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBusinessInfo,
    onSuccess: (saved) => queryClient.setQueryData(businessInfoQueryOptions(userId).queryKey, saved),
  });
}
