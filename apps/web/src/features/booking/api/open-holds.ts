import type { OpenHold } from '@tripfront/domain/booking/bookings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { bookingRequest } from './request.ts';

/** GET /api/bookings/holds: the signed-in traveller's open holds, soonest to end first. */
export async function getOpenHolds(): Promise<OpenHold[]> {
  const body = await bookingRequest<{ data: OpenHold[] }>('/api/bookings/holds');
  return body.data;
}

/** Read again whenever a hold is made, released or booked (the checkout and My Trips show them). */
export const openHoldsQueryOptions = () => queryOptions({ queryKey: ['open-holds'], queryFn: getOpenHolds, staleTime: 0, retry: false });

export function useOpenHolds(enabled = true) {
  return useQuery({ ...openHoldsQueryOptions(), enabled });
}

/** POST /api/bookings/holds/release by the hold's id (a Release button); 404 when it ended already, which is what was asked. */
export async function releaseOpenHold(holdId: string): Promise<void> {
  try {
    await bookingRequest<unknown>('/api/bookings/holds/release', { method: 'POST', body: { holdId } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

export function useReleaseOpenHold(onReleased?: (holdId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseOpenHold,
    onSuccess: (_, holdId) => onReleased?.(holdId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: openHoldsQueryOptions().queryKey }),
  });
}
