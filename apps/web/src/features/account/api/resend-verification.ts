import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { MessageAnswer } from './message-answer.ts';

/** POST /api/user/resend-verification: a new confirmation link for an account not confirmed yet. */
export function resendVerification(input: { email: string; redirect?: string | undefined }): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/user/resend-verification', { method: 'POST', body: input, expectUnauthorized: true });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
