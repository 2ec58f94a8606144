import type { Proposal, ProposalRow, ProposalStatus, UpdateProposalBody } from '@tripfront/domain/proposals';
import { withQuery } from '@tripfront/domain/navigation/routes';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The agent's proposals (decision 0118): the list, one proposal, and what an agent does to it.

export const AGENT_PROPOSALS_API = '/api/agent/proposals';

/** One page of rows, with the paging the other agent lists answer (page, pageSize, total) when the API sends it. */
export interface ProposalsPage {
  data: ProposalRow[];
  page?: number;
  pageSize?: number;
  total?: number;
}

/** GET /api/agent/proposals?status=&page=: one page of the agent's proposals (the agency's for owners and admins). */
export async function getAgentProposals(query: { status?: ProposalStatus | undefined; page: number }, signal?: AbortSignal): Promise<ProposalsPage> {
  return apiRequest<ProposalsPage>(withQuery(AGENT_PROPOSALS_API, { status: query.status, page: query.page > 1 ? String(query.page) : undefined }), { signal });
}

export const agentProposalsQueryOptions = (query: { status?: ProposalStatus | undefined; page: number }) =>
  queryOptions({
    queryKey: ['proposals', 'list', query],
    queryFn: ({ signal }) => getAgentProposals(query, signal),
    staleTime: 10_000,
  });

export function useAgentProposals(query: { status?: ProposalStatus | undefined; page: number }) {
  return useQuery({ ...agentProposalsQueryOptions(query), placeholderData: keepPreviousData });
}

const proposalUrl = (id: string, tail = '') => `${AGENT_PROPOSALS_API}/${encodeURIComponent(id)}${tail}`;

/** GET /api/agent/proposals/:id: the proposal with the client's link. */
export async function getAgentProposal(id: string, signal?: AbortSignal): Promise<Proposal> {
  return (await apiRequest<{ data: Proposal }>(proposalUrl(id), { signal })).data;
}

export const agentProposalQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['proposals', 'agent', id], queryFn: ({ signal }) => getAgentProposal(id, signal), staleTime: 5_000 });

export const useAgentProposal = (id: string) => useQuery(agentProposalQueryOptions(id));

/** Keeps one proposal's answer and refreshes the list and the basket after a change. */
function useProposalSaved() {
  const queryClient = useQueryClient();
  return (proposal: Proposal) => {
    queryClient.setQueryData(agentProposalQueryOptions(proposal.id).queryKey, proposal);
    void queryClient.invalidateQueries({ queryKey: ['proposals', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['proposals', 'basket'] });
  };
}

/** PATCH /api/agent/proposals/:id: the client, texts, expiry, language and the items' notes, markups and order; 400 names the field. */
export function useUpdateProposal(id: string) {
  const saved = useProposalSaved();
  return useMutation({
    mutationFn: async (body: UpdateProposalBody) => (await apiRequest<{ data: Proposal }>(proposalUrl(id), { method: 'PATCH', body })).data,
    onSuccess: saved,
  });
}

/** DELETE /api/agent/proposals/:id/items/:itemId. */
export function useRemoveProposalItem(id: string) {
  const saved = useProposalSaved();
  return useMutation({
    mutationFn: async (itemId: string) =>
      (await apiRequest<{ data: Proposal }>(proposalUrl(id, `/items/${encodeURIComponent(itemId)}`), { method: 'DELETE' })).data,
    onSuccess: saved,
  });
}

export type ProposalAction = 'send' | 'duplicate' | 'withdraw';

/** POST /api/agent/proposals/:id/{send,duplicate,withdraw}: the proposal after it (duplicate: the new draft). */
export function useProposalAction(id: string) {
  const saved = useProposalSaved();
  return useMutation({
    mutationFn: async (action: ProposalAction) => (await apiRequest<{ data: Proposal }>(proposalUrl(id, `/${action}`), { method: 'POST', body: {} })).data,
    onSuccess: saved,
  });
}

/** POST /api/agent/proposals: a new, empty draft. */
export function useCreateProposal() {
  const saved = useProposalSaved();
  return useMutation({
    mutationFn: async () => (await apiRequest<{ data: Proposal }>(AGENT_PROPOSALS_API, { method: 'POST', body: {} })).data,
    onSuccess: saved,
  });
}

/** The PDF of a proposal, as the client reads it (a plain link: the browser downloads it). */
export const proposalPdfUrl = (id: string) => `/api/proposals/${encodeURIComponent(id)}/pdf`;
