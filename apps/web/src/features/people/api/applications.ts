import type { AgentApplication, AgentApplicationBody } from '@tripfront/domain/people';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// Applications to become an agent (issue #16): the public form and the owner's and admins' decisions.

const APPLICATIONS_KEY = ['people', 'applications'] as const;
export type ApplicationsTab = 'pending' | 'decided';

/** GET /api/agent/applications?status= */
export async function listApplications(status: ApplicationsTab): Promise<AgentApplication[]> {
  return (await apiRequest<{ data: AgentApplication[] }>(`/api/agent/applications?status=${status}`)).data;
}
export const applicationsQueryOptions = (status: ApplicationsTab) =>
  queryOptions({ queryKey: [...APPLICATIONS_KEY, status], queryFn: () => listApplications(status), staleTime: 10_000 });
export const useApplications = (status: ApplicationsTab) => useQuery(applicationsQueryOptions(status));

/** POST /api/agent/applications/:id/approve, or …/reject with a reason. */
export function useDecideApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision, reason }: { id: string; decision: 'approve' | 'reject'; reason?: string }) =>
      (
        await apiRequest<{ data: AgentApplication }>(`/api/agent/applications/${encodeURIComponent(id)}/${decision}`, {
          method: 'POST',
          body: decision === 'reject' ? { reason } : {},
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
  });
}

/** POST /api/agency/applications: the public form (anyone). */
export function useApply() {
  return useMutation({
    mutationFn: (body: AgentApplicationBody) => apiRequest<{ message: string }>('/api/agency/applications', { method: 'POST', body }),
  });
}
