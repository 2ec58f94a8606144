import { signInStartPath } from '@tripfront/domain/navigation/sign-in-start';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { currentUserQueryOptions } from '../../auth/index.ts';

export interface SsoAnswer {
  data: SessionUser;
  /** Where the storefront-started sign-in wanted to go; null for a sign-in the provider started. */
  navigateTo: string | null;
}

/** POST /api/user/sso: exchanges the identity provider's assertion for a session (cookie). */
export function finishSso(input: { token: string; state?: string | undefined }): Promise<SsoAnswer> {
  return apiRequest<SsoAnswer>('/api/user/sso', { method: 'POST', body: input, expectUnauthorized: true });
}

export function useFinishSso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishSso,
    onSuccess: (answer) => queryClient.setQueryData(currentUserQueryOptions().queryKey, answer.data),
  });
}

/** Where "Continue to sign in" goes: the server sets the state cookie and redirects to the agency's provider. */
export function ssoStartUrl(navigateTo: string | null): string {
  return signInStartPath('oidc', navigateTo);
}
