import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/user/logout: the server clears the HttpOnly token cookie. */
export async function logout(): Promise<void> {
  await apiRequest<unknown>('/api/user/logout', { method: 'POST', expectUnauthorized: true });
}
