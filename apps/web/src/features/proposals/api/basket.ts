import type { AddProposalItemBody, Proposal, ProposalRow } from '@tripfront/domain/proposals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The basket: the agent's newest draft (decision 0118). Types only from the domain: the header's
// basket link is in the start-up chunk, which carries no zod.

/** The newest draft, as the list answers it (newest first), or null: the header's count and link. */
export const basketQueryOptions = () => ({
  queryKey: ['proposals', 'basket'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ProposalRow | null> =>
    (await apiRequest<{ data: ProposalRow[] }>('/api/agent/proposals?status=draft', { signal })).data[0] ?? null,
  staleTime: 60_000,
});

export const useBasket = (enabled: boolean) => useQuery({ ...basketQueryOptions(), enabled });

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
