import type { CreateDealLinkBody, DealLink, DealLinksAnswer } from '@tripfront/domain/proposals';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The agent's deal links (decision 0118, /api/agent/deal-links…): agents with the Deal Link permission.

const DEAL_LINKS_KEY = ['agent', 'deal-links'] as const;

/** GET /api/agent/deal-links: the links with their clicks, sign-ups and bookings, and the agency's markup cap. */
export const getDealLinks = (signal?: AbortSignal): Promise<DealLinksAnswer> => apiRequest<DealLinksAnswer>('/api/agent/deal-links', { signal });

export const dealLinksQueryOptions = () => queryOptions({ queryKey: DEAL_LINKS_KEY, queryFn: ({ signal }) => getDealLinks(signal), staleTime: 10_000 });
export const useDealLinks = () => useQuery(dealLinksQueryOptions());

/** Each change answers the link as it is now; the list is read again for its figures. */
function useDealLinkChange<I>(send: (input: I) => Promise<{ data: DealLink }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await send(input)).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: DEAL_LINKS_KEY }),
  });
}

/** POST /api/agent/deal-links */
export const useCreateDealLink = () =>
  useDealLinkChange((body: CreateDealLinkBody) => apiRequest<{ data: DealLink }>('/api/agent/deal-links', { method: 'POST', body }));

/** POST /api/agent/deal-links/:id/archive */
export const useArchiveDealLink = () =>
  useDealLinkChange((id: string) => apiRequest<{ data: DealLink }>(`/api/agent/deal-links/${encodeURIComponent(id)}/archive`, { method: 'POST', body: {} }));
