import { isCheckoutRedirectValid } from '../dates.ts';
import { ROUTES, safeRedirectPath } from './routes.ts';

/** Signup checkout redirect (spec §2/§4), part 2: where the user goes after signing up. */

export interface AfterSignupInput {
  storedUrl: string | null;
  storedAtMs: number | null;
  nowMs: number;
  redirectParam: string | null;
  currentPath: string;
}

/**
 * Target after signup (spec §4): a stored checkout URL younger than 30 minutes is restored, an older
 * one is discarded for '/'; otherwise the redirect parameter if it differs from the current path, else '/'.
 */
export function afterSignupTarget({ storedUrl, storedAtMs, nowMs, redirectParam, currentPath }: AfterSignupInput): string {
  if (storedUrl) {
    return storedAtMs !== null && isCheckoutRedirectValid(storedAtMs, nowMs) ? safeRedirectPath(storedUrl) : ROUTES.home;
  }
  const redirect = safeRedirectPath(redirectParam, '');
  return redirect !== '' && redirect !== currentPath ? redirect : ROUTES.home;
}

/** The one-time redirect on /signup (spec §2): only when signed in and the checkout flag is set. */
export function signupPageRedirect(input: AfterSignupInput & { signedIn: boolean; flag: string | null }): string | null {
  if (!input.signedIn || input.flag !== 'true') return null;
  return afterSignupTarget(input);
}
