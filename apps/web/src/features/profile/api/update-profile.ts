import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { currentUserQueryOptions } from '../../auth/index.ts';

export interface ProfileInput {
  firstName: string;
  lastName: string;
  /** A data: URL of the resized photo, or '' for none. */
  profileImage: string;
}

/** PUT /api/user/profile: answers the updated profile. */
export async function updateProfile(input: ProfileInput): Promise<SessionUser> {
  const response = await apiRequest<{ data: SessionUser }>('/api/user/profile', { method: 'PUT', body: input });
  return response.data;
}

/** Saves the profile; the header (name, photo) reads the same cached user, so it updates at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      const key = currentUserQueryOptions().queryKey;
      const previous = queryClient.getQueryData<SessionUser | null>(key);
      // Keep what /me knows beyond the profile answer (permissions).
      queryClient.setQueryData(key, { ...previous, ...user });
    },
  });
}
