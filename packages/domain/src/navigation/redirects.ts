import { signInStartPath } from './sign-in-start.ts';
import { isExternalHref, isServerHref, ROUTES, safeRedirectPath, withQuery } from './routes.ts';

export interface VersionFlags {
  enableHotelsV2: boolean;
  enableFlightsV2: boolean;
}

/** Sub-pages that exist both in v1 and v2 of a booking flow, so a redirect can keep the page. */
const SHARED_SUBPAGES = new Set(['', '/search', '/search-details']);

function switchVersion(pathname: string, v1: string, v2: string, v2Enabled: boolean): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === v2 || path.startsWith(`${v2}/`)) {
    if (v2Enabled) return null;
    const rest = path.slice(v2.length);
    return SHARED_SUBPAGES.has(rest) ? `${v1}${rest}` : v1;
  }
  if (path === v1 && v2Enabled) return v2;
  return null;
}

/**
 * Hotels/flights v1 ⇄ v2 redirect of spec §2: /booknow/hotels → /booknow/hotels/v2 when v2 is on,
 * any v2 page back to v1 when it is off (same for flights). `overrideRedirect` suppresses both.
 * Returns the target (with the query kept) or null for no redirect.
 */
export function versionRedirect(pathname: string, search: string, flags: VersionFlags): string | null {
  const params = new URLSearchParams(search);
  if (params.has('overrideRedirect')) return null;
  const target =
    switchVersion(pathname, ROUTES.hotels.root, ROUTES.hotels.v2, flags.enableHotelsV2) ??
    switchVersion(pathname, ROUTES.flights.root, ROUTES.flights.v2, flags.enableFlightsV2);
  if (target === null) return null;
  const qs = params.toString();
  return qs === '' ? target : `${target}?${qs}`;
}

/**
 * Login-required mode (spec §2 "a special mode", per agency `settings.requireLogin`): the root path
 * goes to hotels when signed in, else to /login with redirect=/. Null when nothing to do.
 */
export function requireLoginRedirect(pathname: string, requireLogin: boolean, signedIn: boolean): string | null {
  if (!requireLogin || pathname !== ROUTES.home) return null;
  return signedIn ? ROUTES.hotels.root : withQuery(ROUTES.account.login, { redirect: ROUTES.home });
}

export interface LoginRedirectInput {
  sso: { isSSOEnabled: boolean; isDirectLoginAllowedForSSOUsers: boolean; hasProvider: boolean };
  returnUrl: string;
  /** Current path and query, e.g. '/deal-link?dealLinkId=42'. */
  pathname: string;
  search: string;
}

/**
 * Where "Log In" sends a visitor (spec §4 "Login redirect"). SSO agencies without direct login:
 * - with their OpenID Connect provider set up, to the provider (through the server's start URL),
 *   and back to the page the visitor was on, its query (plum, dealLinkId …) included;
 * - without one, to the agency return URL, with navigateTo when plum or dealLinkId is in the URL.
 * Everyone else goes to /login?redirect=<current page>.
 */
export function loginRedirectTarget({ sso, returnUrl, pathname, search }: LoginRedirectInput): string {
  const here = `${pathname}${search}`;
  if (sso.isSSOEnabled && !sso.isDirectLoginAllowedForSSOUsers) {
    if (sso.hasProvider) {
      const back = afterLoginTarget(here);
      return signInStartPath('oidc', back === ROUTES.home ? null : back);
    }
    const base = returnUrl.trim() || ROUTES.home;
    const params = new URLSearchParams(search);
    const carriesDeal = params.has('plum') || params.has('dealLinkId');
    return carriesDeal ? withQuery(base, { navigateTo: here }) : base;
  }
  return withQuery(ROUTES.account.login, { redirect: here });
}

/** Where the login form goes after success: the `redirect` parameter when it is a same-site path, else '/'. */
export function afterLoginTarget(redirectParam: string | null | undefined): string {
  const target = safeRedirectPath(redirectParam);
  return target.startsWith(ROUTES.account.login) || target.startsWith(ROUTES.account.logout) ? ROUTES.home : target;
}

/** Old share URLs redirect only outside the prod, qa, uat and dev environments (spec §2). */
export function shareRedirectsEnabled(environment: string): boolean {
  return !['prod', 'qa', 'uat', 'dev'].includes(environment);
}

/**
 * Where logout ends (spec §4): the agency return URL, or '/'. A session signed in through an
 * identity provider that offers sign-out ends there too (the server's `providerLogoutUrl`, an
 * http(s) URL; the provider then sends the browser back to the storefront).
 */
export function logoutTarget(returnUrl: string, providerLogoutUrl?: string | null): string {
  if (providerLogoutUrl && /^https?:\/\//i.test(providerLogoutUrl)) return providerLogoutUrl;
  return returnUrl.trim() || ROUTES.home;
}

/** Spec §9: logout redirect delay. */
export const LOGOUT_REDIRECT_DELAY_MS = 100;

/**
 * Whether a Log In / Sign Up link opens the sign-in dialog over the page instead of going to `href`
 * (decision 0116): only for a page of this site, and not on /login or /signup themselves, where the
 * form is the page. An off-site href (an SSO agency's return URL) and the server's sign-in start are always followed.
 */
export function opensAuthModal(href: string, pathname: string): boolean {
  // The server's sign-in start (an agency's provider) is followed too.
  if (isExternalHref(href) || isServerHref(href)) return false;
  return pathname !== ROUTES.account.login && pathname !== ROUTES.account.signup;
}
