import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { MessageAnswer } from './message-answer.ts';

/** POST /api/user/signup: creates the account and emails a confirmation link that carries `redirect`. */
export function signup(input: { firstName: string; lastName: string; email: string; password: string; redirect?: string | undefined }): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/user/signup', { method: 'POST', body: input, expectUnauthorized: true });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
