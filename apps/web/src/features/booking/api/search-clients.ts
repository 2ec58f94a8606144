import type { BookingClient } from '@tripfront/domain/wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/bookings/clients?q=: the agency's travellers an agent may book for (agents with the Clients permission). */
export async function searchClients(q: string): Promise<BookingClient[]> {
  return (await apiRequest<{ data: BookingClient[] }>(`/api/bookings/clients?q=${encodeURIComponent(q)}`)).data;
}

export const clientSearchQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['bookings', 'clients', q], queryFn: () => searchClients(q), staleTime: 30_000, placeholderData: keepPreviousData });

export function useClientSearch(q: string, enabled: boolean) {
  return useQuery({ ...clientSearchQueryOptions(q), enabled });
}
