import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/dev/sso/assertion (development only): the sandbox identity provider signs an assertion. */
export function sandboxAssertion(input: { email: string; firstName: string; lastName: string; state?: string | undefined }): Promise<{ token: string }> {
  return apiRequest<{ token: string }>('/api/dev/sso/assertion', { method: 'POST', body: input, expectUnauthorized: true });
}

export function useSandboxAssertion() {
  return useMutation({ mutationFn: sandboxAssertion });
}
