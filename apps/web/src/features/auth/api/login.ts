import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { currentUserQueryOptions } from './get-current-user.ts';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/user/login: the server sets the HttpOnly x-access-token cookie; 401 carries a message. */
export async function login(input: LoginInput): Promise<SessionUser> {
  const response = await apiRequest<{ data: SessionUser }>('/api/user/login', { method: 'POST', body: input, expectUnauthorized: true });
  return response.data;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
