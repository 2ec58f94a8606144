import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { MessageAnswer } from './message-answer.ts';

/** POST /api/user/reset-password: sets a new password with the emailed token (single use). */
export function resetPassword(input: { token: string; password: string }): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/user/reset-password', { method: 'POST', body: input, expectUnauthorized: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
