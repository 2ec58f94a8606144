import type { Proposal } from '@tripfront/domain/proposals';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type RequestOptions } from '../../../lib/api-client.ts';

// The client's side of a proposal (decision 0118): read, approve and decline with the link alone.

const clientUrl = (id: string, tail = '') => `/api/proposals/${encodeURIComponent(id)}${tail}`;

/**
 * A request of the client's proposal pages: without a session it says `x-auth-optional: true`
 * (spec §6), and a 401 is an answer, not the end of a session.
 */
function clientRequest<T>(path: string, signedIn: boolean, options: Omit<RequestOptions, 'expectUnauthorized' | 'headers'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, expectUnauthorized: true, ...(signedIn ? {} : { headers: { 'x-auth-optional': 'true' } }) });
}

/** GET /api/proposals/:id: items re-priced, each with what changed since it was sent; 404 unknown, 410 expired or withdrawn. */
export const clientProposalQueryOptions = (id: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['proposals', 'client', id, signedIn],
    queryFn: async ({ signal }) => (await clientRequest<{ data: Proposal }>(clientUrl(id), signedIn, { signal })).data,
    // Re-pricing asks the suppliers: not on every focus.
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const useClientProposal = (id: string, signedIn: boolean) => useQuery({ ...clientProposalQueryOptions(id, signedIn), enabled: id !== '' });

function useClientAnswer<B>(id: string, signedIn: boolean, action: 'approve' | 'decline') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) => (await clientRequest<{ data: Proposal }>(clientUrl(id, `/${action}`), signedIn, { method: 'POST', body })).data,
    onSuccess: (proposal) => queryClient.setQueryData(clientProposalQueryOptions(id, signedIn).queryKey, proposal),
  });
}

/** POST /api/proposals/:id/approve {itemIds}. */
export const useApproveProposal = (id: string, signedIn: boolean) => useClientAnswer<{ itemIds: string[] }>(id, signedIn, 'approve');

/** POST /api/proposals/:id/decline {reason}. */
export const useDeclineProposal = (id: string, signedIn: boolean) => useClientAnswer<{ reason: string }>(id, signedIn, 'decline');
