/** The social presets and every sign-in provider (decision 0114); their schemas are in sign-in-providers.ts. */
export const SOCIAL_PROVIDERS = ['google', 'microsoft', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SIGN_IN_PROVIDERS = ['oidc', ...SOCIAL_PROVIDERS] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/**
 * Where a sign-in through a provider starts: the server keeps the attempt and redirects to the
 * provider; after it, the browser comes back to `navigateTo` (a same-site path), else '/'.
 * Kept apart from the providers' schemas so the header's Log In link does not bring zod into the
 * start-up bundle.
 */
export function signInStartPath(provider: SignInProvider, navigateTo?: string | null): string {
  const query = new URLSearchParams({ provider });
  if (navigateTo) query.set('navigateTo', navigateTo);
  return `/api/user/sso/start?${query.toString()}`;
}

/** The ways a sign-in through a provider ends on /sso when it fails: each has its translated message on the page. */
export const SSO_ERRORS = [
  /** The state is unknown, used, expired, or was started in another browser. */
  'state',
  /** The person said no at the provider (access_denied), or the provider refused the request. */
  'denied',
  /** The provider could not be reached or answered nonsense. */
  'unavailable',
  /** The provider refused this storefront's client (wrong client id or secret). */
  'client',
  /** The code or ID token did not check out (expired or used code, wrong audience or issuer, bad signature). */
  'token',
  /** The provider gave no verified email, so no account can be made or linked. */
  'email',
  /** The account is disabled, or may not sign in this way. */
  'account',
  /** The provider is not set up for this agency. */
  'notEnabled',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** Whether a value is one of the reasons (read from a URL or a message) without a schema library. */
export const isSsoError = (value: unknown): value is SsoError => typeof value === 'string' && (SSO_ERRORS as readonly string[]).includes(value);
