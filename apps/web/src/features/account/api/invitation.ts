import type { AcceptInvitationBody } from '@tripfront/domain/people';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { currentUserQueryOptions } from '../../auth/index.ts';

export interface InvitedPerson {
  email: string;
  firstName: string;
  lastName: string;
}

/** POST /api/user/invitation: who an emailed invitation is for (the link stays usable). */
export async function lookupInvitation(token: string): Promise<InvitedPerson> {
  return (await apiRequest<{ data: InvitedPerson }>('/api/user/invitation', { method: 'POST', body: { token }, expectUnauthorized: true })).data;
}
export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['account', 'invitation', token], queryFn: () => lookupInvitation(token), retry: false, staleTime: Infinity });
export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));

/** POST /api/user/accept-invitation: sets the password and name, confirms the address and signs in. */
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AcceptInvitationBody) =>
      (await apiRequest<{ data: SessionUser }>('/api/user/accept-invitation', { method: 'POST', body, expectUnauthorized: true })).data,
    onSuccess: (user) => client.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
