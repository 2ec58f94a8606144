import type { SignInProvider } from '@tripfront/domain/sign-in-providers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** What a test sign-in received (GET /api/user/sso/test/:state, owner or admin; kept ten minutes). */
export interface SsoTestReport {
  provider: SignInProvider;
  issuer: string;
  subject: string;
  claims: Record<string, unknown>;
}

export async function getSsoTestReport(state: string): Promise<SsoTestReport> {
  const response = await apiRequest<{ data: SsoTestReport }>(`/api/user/sso/test/${encodeURIComponent(state)}`);
  return response.data;
}

export const ssoTestReportQueryOptions = (state: string) =>
  // The report does not change; a 404 (ended or never made) is an answer, not worth retrying.
  queryOptions({ queryKey: ['sso-test', state], queryFn: () => getSsoTestReport(state), staleTime: Infinity, retry: false });

export function useSsoTestReport(state: string | null) {
  return useQuery({ ...ssoTestReportQueryOptions(state ?? ''), enabled: state !== null });
}
