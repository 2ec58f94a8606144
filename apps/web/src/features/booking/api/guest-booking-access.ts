import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { currentUserQueryOptions } from '../../auth/index.ts';

/**
 * POST /api/bookings/find (decision 0104): e-mails a link to the booking when the reference and the
 * lead guest's e-mail match. The answer is the same whatever the server finds.
 */
export async function findBooking(body: { reference: string; email: string }): Promise<void> {
  await apiRequest<{ message: string }>('/api/bookings/find', { method: 'POST', body, expectUnauthorized: true });
}

export function useFindBooking() {
  return useMutation({ mutationFn: findBooking });
}

/** POST /api/bookings/access: the e-mailed link's token opens a guest session for its booking (the link names it). */
export async function openBookingAccess({ token, reference }: { token: string; reference: string }): Promise<{ reference: string; user: SessionUser }> {
  const response = await apiRequest<{ data: { reference: string; user: SessionUser } }>('/api/bookings/access', {
    method: 'POST',
    body: reference ? { token, reference } : { token },
    expectUnauthorized: true,
  });
  return response.data;
}

/** Like Log In: the answered profile becomes the current user. */
export function useBookingAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openBookingAccess,
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
