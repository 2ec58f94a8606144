import type { SavedTraveller, SavedTravellerBody } from '@tripfront/domain/saved-travellers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// /api/user/travellers (decision 0102): the account's saved travellers, read by the profile page and
// by the checkouts' "Choose a saved traveller"; every change refreshes the one cached list.

export const savedTravellersQueryOptions = () =>
  queryOptions({
    queryKey: ['saved-travellers'],
    queryFn: async ({ signal }) => (await apiRequest<{ data: SavedTraveller[] }>('/api/user/travellers', { signal })).data,
  });

export function useSavedTravellers(enabled = true) {
  return useQuery({ ...savedTravellersQueryOptions(), enabled });
}

/** POST /api/user/travellers, or PUT /api/user/travellers/{id} with an id. */
export async function saveTraveller({ id, body }: { id?: string | undefined; body: SavedTravellerBody }): Promise<SavedTraveller> {
  const path = id ? `/api/user/travellers/${encodeURIComponent(id)}` : '/api/user/travellers';
  return (await apiRequest<{ data: SavedTraveller }>(path, { method: id ? 'PUT' : 'POST', body })).data;
}

export async function deleteTraveller(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/user/travellers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useSaveTraveller() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTraveller, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedTravellersQueryOptions().queryKey }) });
}

export function useDeleteTraveller() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTraveller, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedTravellersQueryOptions().queryKey }) });
}
