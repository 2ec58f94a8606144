import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { currentUserQueryOptions } from './get-current-user.ts';

export interface GuestSessionInput {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * POST /api/user/guest (decision 0104): a guest session for an agency that allows the non-login
 * flow. The server sets the session cookie and answers the profile, with `isGuest: true`.
 */
export async function startGuestSession(input: GuestSessionInput): Promise<SessionUser> {
  const response = await apiRequest<{ data: SessionUser }>('/api/user/guest', { method: 'POST', body: input, expectUnauthorized: true });
  return response.data;
}

/** Like Log In: the answered profile becomes the current user, so the page reads as signed in. */
export function useGuestSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startGuestSession,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
