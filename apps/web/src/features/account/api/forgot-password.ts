import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { MessageAnswer } from './message-answer.ts';

/** POST /api/user/forgot-password: emails a reset link when the address has an account. */
export function forgotPassword(email: string): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/user/forgot-password', { method: 'POST', body: { email }, expectUnauthorized: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
