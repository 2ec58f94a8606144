import type { AgentDetails, AgentRole, InviteAgentBody } from '@tripfront/domain/people';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The Agents pages' endpoints (issue #16, /api/agent/users…): owner or admin with the Agents read permission.

const AGENTS_KEY = ['people', 'agents'] as const;

/** GET /api/agent/users: the agency's agents with role, state and read permissions. */
export async function listAgents(): Promise<AgentDetails[]> {
  return (await apiRequest<{ data: AgentDetails[] }>('/api/agent/users')).data;
}
export const agentsQueryOptions = () => queryOptions({ queryKey: AGENTS_KEY, queryFn: listAgents, staleTime: 10_000 });
export const useAgents = () => useQuery(agentsQueryOptions());

/** GET /api/agent/users/:id */
export async function getAgent(id: string): Promise<AgentDetails> {
  return (await apiRequest<{ data: AgentDetails }>(`/api/agent/users/${encodeURIComponent(id)}`)).data;
}
export const agentQueryOptions = (id: string) => queryOptions({ queryKey: [...AGENTS_KEY, id], queryFn: () => getAgent(id), staleTime: 10_000 });
export const useAgent = (id: string) => useQuery(agentQueryOptions(id));

/** Every change answers the agent as it is now: the list and the details show it at once. */
function useAgentChange<I>(send: (input: I) => Promise<AgentDetails>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (agent) => {
      client.setQueryData(agentQueryOptions(agent.id).queryKey, agent);
      void client.invalidateQueries({ queryKey: AGENTS_KEY, exact: true });
    },
  });
}

const answer = async (request: Promise<{ data: AgentDetails }>) => (await request).data;

/** POST /api/agent/users: invite by email with a role. */
export const useInviteAgent = () =>
  useAgentChange((body: InviteAgentBody) => answer(apiRequest<{ data: AgentDetails }>('/api/agent/users', { method: 'POST', body })));

/** PUT /api/agent/users/:id/role */
export const useChangeRole = () =>
  useAgentChange(({ id, role }: { id: string; role: AgentRole }) =>
    answer(apiRequest<{ data: AgentDetails }>(`/api/agent/users/${encodeURIComponent(id)}/role`, { method: 'PUT', body: { role } })),
  );

/** PUT /api/agent/users/:id/permissions */
export const useSetPermissions = () =>
  useAgentChange(({ id, permissions }: { id: string; permissions: Record<string, { read: boolean }> }) =>
    answer(apiRequest<{ data: AgentDetails }>(`/api/agent/users/${encodeURIComponent(id)}/permissions`, { method: 'PUT', body: { permissions } })),
  );

/** POST /api/agent/users/:id/{deactivate|reactivate|invitation} */
export const useAgentAction = () =>
  useAgentChange(({ id, action }: { id: string; action: 'deactivate' | 'reactivate' | 'invitation' }) =>
    answer(apiRequest<{ data: AgentDetails }>(`/api/agent/users/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: {} })),
  );
