import type { AddProposalItemBody, Proposal, ProposalRow } from '@tripfront/domain/proposals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The basket: the agent's newest draft (decision 0118). Types only from the domain: the header's
// basket link is in the start-up chunk, which carries no zod.

/**
 * The agent's newest draft, as the list answers it (newest first; an owner's or admin's list holds
 * other agents' drafts too, told apart by the agent's email), or null: the header's count and link.
 */
export const basketQueryOptions = (agentEmail: string) => ({
  queryKey: ['proposals', 'basket', agentEmail] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ProposalRow | null> => {
    const drafts = (await apiRequest<{ data: ProposalRow[] }>('/api/agent/proposals?status=draft', { signal })).data;
    return drafts.find((row) => row.agent.email.toLowerCase() === agentEmail.toLowerCase()) ?? null;
  },
  staleTime: 60_000,
});

export const useBasket = (agentEmail: string, enabled: boolean) => useQuery({ ...basketQueryOptions(agentEmail), enabled });

/** POST /api/agent/proposals/basket/items: adds the offer to the newest draft (creating it); answers the draft. */
export function useAddToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<AddProposalItemBody, 'note' | 'agentMarkupBasisPoints'>) =>
      (await apiRequest<{ data: Proposal }>('/api/agent/proposals/basket/items', { method: 'POST', body })).data,
    onSuccess: (proposal) => {
      queryClient.setQueryData(['proposals', 'agent', proposal.id], proposal);
      void queryClient.invalidateQueries({ queryKey: ['proposals', 'basket'] });
      void queryClient.invalidateQueries({ queryKey: ['proposals', 'list'] });
    },
  });
}
