import type { Client, ClientsPage, InviteClientBody } from '@tripfront/domain/people';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The Clients page's endpoints (issue #16, /api/agent/clients…): agents with the Clients read permission.

const CLIENTS_KEY = ['people', 'clients'] as const;

export interface ClientsSearch {
  q: string;
  page: number;
  currency: string;
}

/** GET /api/agent/clients?q=&page=&currency=: a page of travellers with bookings and spend. */
export async function listClients({ q, page, currency }: ClientsSearch): Promise<ClientsPage> {
  const query = new URLSearchParams({ page: String(page), currency });
  if (q) query.set('q', q);
  return apiRequest<ClientsPage>(`/api/agent/clients?${query.toString()}`);
}
export const clientsQueryOptions = (search: ClientsSearch) =>
  queryOptions({ queryKey: [...CLIENTS_KEY, search], queryFn: () => listClients(search), staleTime: 10_000, placeholderData: keepPreviousData });
export const useClients = (search: ClientsSearch) => useQuery(clientsQueryOptions(search));

function useClientChange<I>(send: (input: I) => Promise<Client>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: CLIENTS_KEY }) });
}

/** POST /api/agent/clients: invite a client by email. */
export const useInviteClient = () =>
  useClientChange(async (body: InviteClientBody) => (await apiRequest<{ data: Client }>('/api/agent/clients', { method: 'POST', body })).data);

/** POST /api/agent/clients/:id/{disable|enable|invitation} */
export const useClientAction = () =>
  useClientChange(
    async ({ id, action }: { id: string; action: 'disable' | 'enable' | 'invitation' }) =>
      (await apiRequest<{ data: Client }>(`/api/agent/clients/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: {} })).data,
  );
