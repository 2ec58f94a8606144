import type { QueryClient } from '@tanstack/react-query';
import { logoutTarget, LOGOUT_REDIRECT_DELAY_MS } from '@tripfront/domain/navigation/redirects';
import { browser } from '../../lib/browser.ts';
import { deleteCookie } from '../../lib/cookies.ts';
import { SHELL_COOKIES, SHELL_KEYS, storage } from '../../lib/storage.ts';
import { logout } from './api/logout.ts';
import { currentUserQueryOptions } from './api/get-current-user.ts';

/**
 * Logout of spec §4: the server clears the HttpOnly token; here the readable cookies (auth,
 * hideHeader, hideFooter and the token's plain and domain-scoped copies should any exist), the
 * deep-link and route-type session entries and local storage are cleared and the auth state
 * reset; after 100 ms the browser goes to the identity provider's sign-out page when the server
 * answers one (a session signed in through it), else the agency return URL or '/'.
 */
export async function performLogout(queryClient: QueryClient, returnUrl: string): Promise<void> {
  const { providerLogoutUrl } = await logout().catch(() => ({ providerLogoutUrl: null }));
  for (const name of [SHELL_COOKIES.accessToken, SHELL_COOKIES.auth, SHELL_COOKIES.hideHeader, SHELL_COOKIES.hideFooter]) deleteCookie(name);
  storage.remove('session', SHELL_KEYS.deepLink);
  storage.remove('session', SHELL_KEYS.routeType);
  storage.clear('local');
  queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
  await new Promise((resolve) => setTimeout(resolve, LOGOUT_REDIRECT_DELAY_MS));
  browser.assign(logoutTarget(returnUrl, providerLogoutUrl));
}
