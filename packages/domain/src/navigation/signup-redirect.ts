import { ROUTES, safeRedirectPath } from './routes.ts';

/** Signup checkout redirect (spec §2/§4), part 2: where the user goes after signing up. */

/** Spec §9: a stored checkout URL is restored after signup only while younger than 30 minutes. */
export const CHECKOUT_REDIRECT_VALIDITY_MS = 1_800_000;

/**
 * Spec §4: whether a checkout URL stored at `storedAtMs` (epoch ms, as a number or the string
 * session storage gives back) may still be restored at `nowMs`.
 */
export function isCheckoutRedirectValid(storedAtMs: number | string | null | undefined, nowMs: number): boolean {
  if (storedAtMs === null || storedAtMs === undefined || storedAtMs === '') return false;
  const age = nowMs - Number(storedAtMs);
  // A negative age means a timestamp from the future: not trusted.
  return Number.isFinite(age) && age >= 0 && age < CHECKOUT_REDIRECT_VALIDITY_MS;
}

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
