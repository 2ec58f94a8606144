import type { SupportRequest, SupportRequestBody } from '@tripfront/domain/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/agency/support-requests: the agency's requests, newest first (any agent of the agency). */
export async function getSupportRequests(): Promise<SupportRequest[]> {
  const response = await apiRequest<{ data: SupportRequest[] }>('/api/agency/support-requests');
  return response.data;
}

export const supportRequestsQueryOptions = () => queryOptions({ queryKey: ['support-requests'], queryFn: getSupportRequests });

export function useSupportRequests() {
  return useQuery(supportRequestsQueryOptions());
}

/** POST /api/agency/support-requests: files a request for the platform operator; answers it with its reference. */
export async function sendSupportRequest(body: SupportRequestBody): Promise<SupportRequest> {
  const response = await apiRequest<{ data: SupportRequest }>('/api/agency/support-requests', { method: 'POST', body });
  return response.data;
}

export function useSendSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportRequestsQueryOptions().queryKey }),
  });
}
