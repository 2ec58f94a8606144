import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { MessageAnswer } from './message-answer.ts';

/** POST /api/user/verify: confirms the address with the emailed token (single use). */
export function verifyEmail(token: string): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/user/verify', { method: 'POST', body: { token }, expectUnauthorized: true });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
