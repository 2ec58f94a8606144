import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/user/change-password: this session stays, the user's other sessions end. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest<{ message: string }>('/api/user/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
