import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../../lib/bootstrap.ts';

/** The signed-in user, or null for a visitor (401). */
export async function getCurrentUser(): Promise<SessionUser | null> {
  try {
    const response = await apiRequest<{ data: SessionUser }>('/api/user/me', { expectUnauthorized: true });
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Seeded from the server bootstrap; login and logout write it directly. */
export const currentUserQueryOptions = () => queryOptions({ queryKey: ['user', 'me'], queryFn: getCurrentUser, staleTime: Infinity });

export function useCurrentUser(): SessionUser | null {
  return useQuery(currentUserQueryOptions()).data ?? null;
}
