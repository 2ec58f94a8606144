import { apiRequest } from '../../../lib/api-client.ts';

interface LogoutAnswer {
  data: { loggedOut: true; providerLogoutUrl?: string };
}

/**
 * POST /api/user/logout: the server clears the HttpOnly token cookie. For a session signed in
 * through an identity provider that offers sign-out, it answers that provider's sign-out page.
 */
export async function logout(): Promise<{ providerLogoutUrl: string | null }> {
  const answer = await apiRequest<LogoutAnswer>('/api/user/logout', { method: 'POST', expectUnauthorized: true });
  return { providerLogoutUrl: answer?.data?.providerLogoutUrl ?? null };
}
