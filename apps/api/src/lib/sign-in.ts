import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import {
  DEFAULT_CLAIM_MAPPING,
  SOCIAL_ISSUERS,
  offeredSocialProviders,
  signInSecretName,
  socialIssuer,
  type Agency,
  type ClaimMapping,
  type SignInProvider,
  type SocialProvider,
  type SsoError,
} from '@tripfront/domain';
import type { Config } from '../config.ts';

/**
 * Sign-in through OpenID Connect providers (decision 0114), with openid-client: the agency's own
 * provider (its single sign-on) and the social presets, one code path. Authorization code flow with
 * PKCE, state and nonce; the ID token's issuer, audience, expiry, nonce and signature (the
 * provider's published keys) are checked by openid-client. Nothing here reads a request: the
 * routes (routes/api/user/sso.ts) hold the state and the session.
 */

/** One provider as an agency uses it: where it is, this storefront's client there, and how its claims read. */
export interface ProviderSetup {
  provider: SignInProvider;
  issuer: string;
  clientId: string;
  /** The client secret (the agency's, decrypted, or the platform's); null: a public client (PKCE alone). */
  clientSecret: string | null;
  scopes: string;
  claims: ClaimMapping;
  /** Apple answers with a form POST when it is asked for the email (its `response_mode=form_post`). */
  formPost: boolean;
}

/** A sign-in that failed, with the reason the /sso page words for the person. */
export class SignInError extends Error {
  constructor(
    readonly reason: SsoError,
    message: string,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

/** What the browser carries to the provider and what must come back, kept by the storefront until the callback. */
export interface PendingSignIn {
  provider: SignInProvider;
  codeVerifier: string;
  nonce: string;
  navigateTo: string;
  /** Started from the settings' "test sign-in": the callback reports the claims instead of signing in. */
  test: boolean;
}

/** What the provider vouched for, from the validated ID token. */
export interface VerifiedSignIn {
  issuer: string;
  subject: string;
  claims: Record<string, unknown>;
  /** The provider offers RP-initiated logout. */
  endSession: boolean;
}

/** A fetch for the calls to providers, as openid-client calls it. */
export type SignInFetch = oidc.CustomFetch;

export interface SignInClientOptions {
  config: Pick<
    Config,
    | 'production'
    | 'SIGN_IN_TIMEOUT_MS'
    | 'SIGN_IN_ISSUER_GOOGLE'
    | 'SIGN_IN_ISSUER_MICROSOFT'
    | 'SIGN_IN_ISSUER_APPLE'
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_CLIENT_SECRET'
    | 'MICROSOFT_CLIENT_ID'
    | 'MICROSOFT_CLIENT_SECRET'
    | 'APPLE_CLIENT_ID'
    | 'APPLE_CLIENT_SECRET'
  >;
  /** The fetch the provider calls go through (a test's, trusting its certificate); the global one by default. */
  fetch?: SignInFetch;
  now?: () => number;
}

/** How long a provider's discovered metadata is reused; its keys are refetched by openid-client when a token names a new one. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

export function redirectUri(origin: string): string {
  return `${origin}/api/user/sso/callback`;
}

export function createSignInClient({ config, fetch: givenFetch, now = Date.now }: SignInClientOptions) {
  const issuers: Record<SocialProvider, string> = {
    google: config.SIGN_IN_ISSUER_GOOGLE ?? SOCIAL_ISSUERS.google,
    microsoft: config.SIGN_IN_ISSUER_MICROSOFT ?? SOCIAL_ISSUERS.microsoft,
    apple: config.SIGN_IN_ISSUER_APPLE ?? SOCIAL_ISSUERS.apple,
  };
  const platform: Record<SocialProvider, { clientId: string | undefined; clientSecret: string | undefined }> = {
    google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET },
    microsoft: { clientId: config.MICROSOFT_CLIENT_ID, clientSecret: config.MICROSOFT_CLIENT_SECRET },
    apple: { clientId: config.APPLE_CLIENT_ID, clientSecret: config.APPLE_CLIENT_SECRET },
  };
  const platformClientIds: Partial<Record<SocialProvider, string>> = Object.fromEntries(
    Object.entries(platform).flatMap(([provider, { clientId }]) => (clientId ? [[provider, clientId]] : [])),
  );
  const discovered = new Map<string, { until: number; value: Promise<oidc.Configuration> }>();

  /** The provider's metadata and this client, discovered once an hour per issuer and client (a failure is not kept). */
  function configuration(setup: ProviderSetup): Promise<oidc.Configuration> {
    const secretTag = setup.clientSecret === null ? '' : createHash('sha256').update(setup.clientSecret).digest('base64url');
    const key = `${setup.issuer}\n${setup.clientId}\n${secretTag}`;
    const hit = discovered.get(key);
    if (hit && hit.until > now()) return hit.value;
    const value = discover(setup);
    discovered.set(key, { until: now() + DISCOVERY_TTL_MS, value });
    value.catch(() => discovered.delete(key));
    if (discovered.size > 1000) discovered.delete(discovered.keys().next().value as string);
    return value;
  }

  async function discover(setup: ProviderSetup): Promise<oidc.Configuration> {
    const issuer = new URL(setup.issuer);
    const insecure = issuer.protocol === 'http:';
    // Production talks to providers over HTTPS only; plain HTTP is for a provider on this machine in development.
    if (insecure && config.production) throw new SignInError('unavailable', 'the provider’s issuer is not an HTTPS address');
    const options: oidc.DiscoveryRequestOptions = {
      timeout: Math.ceil(config.SIGN_IN_TIMEOUT_MS / 1000),
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    };
    if (givenFetch) options[oidc.customFetch] = givenFetch;
    try {
      // With a secret, openid-client sends it as client_secret_post (Google, Microsoft and Apple take it); without, PKCE alone.
      return await oidc.discovery(issuer, setup.clientId, setup.clientSecret ?? undefined, undefined, options);
    } catch (error) {
      throw new SignInError('unavailable', `discovery of ${setup.issuer} failed: ${describe(error)}`);
    }
  }

  return {
    platformClientIds,

    /** The social presets this agency's storefront offers (switched on, with a client id). */
    offeredSocial(agency: Pick<Agency, 'sso'>): SocialProvider[] {
      return offeredSocialProviders(agency.sso.social, platformClientIds);
    },

    /**
     * The agency's setup of a provider, or null when it is not offered: the agency's own provider
     * needs single sign-on on and its settings; a social preset needs to be switched on, with the
     * agency's client (and its stored secret) or else the platform's.
     */
    setupFor(agency: Pick<Agency, 'sso'>, provider: SignInProvider, storedSecret: string | null): ProviderSetup | null {
      if (provider === 'oidc') {
        const settings = agency.sso.oidc;
        if (!agency.sso.isSSOEnabled || !settings) return null;
        return {
          provider,
          issuer: settings.issuer,
          clientId: settings.clientId,
          clientSecret: storedSecret,
          scopes: settings.scopes,
          claims: settings.claims,
          formPost: false,
        };
      }
      const social = agency.sso.social[provider];
      if (!social?.enabled) return null;
      const own = social.clientId !== '';
      const clientId = own ? social.clientId : platform[provider].clientId;
      if (!clientId) return null;
      return {
        provider,
        issuer: socialIssuer(provider, agency.sso.social, issuers),
        clientId,
        clientSecret: (own ? storedSecret : platform[provider].clientSecret) ?? null,
        scopes: provider === 'apple' ? 'openid email name' : 'openid email profile',
        claims: DEFAULT_CLAIM_MAPPING,
        formPost: provider === 'apple',
      };
    },

    /** The name of the secret the agency keeps for this provider (read only when the agency uses its own client). */
    secretName: signInSecretName,

    /** The provider's sign-in page for this attempt, and what to keep until it comes back. */
    async start(
      setup: ProviderSetup,
      input: { origin: string; state: string; navigateTo: string; test: boolean },
    ): Promise<{ url: string; pending: PendingSignIn }> {
      const found = await configuration(setup);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(found, {
        redirect_uri: redirectUri(input.origin),
        scope: setup.scopes,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: input.state,
        nonce,
        ...(setup.formPost ? { response_mode: 'form_post' } : {}),
      });
      return { url: url.href, pending: { provider: setup.provider, codeVerifier, nonce, navigateTo: input.navigateTo, test: input.test } };
    },

    /**
     * Exchanges the code the provider sent back (the callback's parameters) for the ID token and
     * validates it. Every failure is a SignInError with its reason.
     */
    async finish(setup: ProviderSetup, input: { origin: string; state: string; params: URLSearchParams; pending: PendingSignIn }): Promise<VerifiedSignIn> {
      const error = input.params.get('error');
      if (error !== null)
        throw new SignInError(
          error === 'access_denied' || error === 'consent_required' || error === 'login_required' ? 'denied' : 'unavailable',
          `the provider answered ${error}`,
        );
      const found = await configuration(setup);
      const callback = new URL(redirectUri(input.origin));
      callback.search = input.params.toString();
      let tokens;
      try {
        tokens = await oidc.authorizationCodeGrant(found, callback, {
          pkceCodeVerifier: input.pending.codeVerifier,
          expectedState: input.state,
          expectedNonce: input.pending.nonce,
          idTokenExpected: true,
        });
      } catch (cause) {
        throw classify(cause);
      }
      const claims = tokens.claims();
      if (!claims) throw new SignInError('token', 'no ID token came back');
      // Many providers put only the subject in the ID token and the person's email and names behind
      // the UserInfo endpoint (for the scopes asked): read them there, for the same subject.
      let profile: Record<string, unknown> = {};
      if (claims[setup.claims.email] === undefined && found.serverMetadata().userinfo_endpoint) {
        try {
          profile = await oidc.fetchUserInfo(found, tokens.access_token, claims.sub);
        } catch (cause) {
          throw classify(cause);
        }
      }
      return {
        issuer: claims.iss,
        subject: claims.sub,
        claims: { ...profile, ...(claims as Record<string, unknown>) },
        endSession: Boolean(found.serverMetadata().end_session_endpoint),
      };
    },

    /** The provider's sign-out page (RP-initiated logout), back to the storefront afterwards; null when it has none or cannot be reached. */
    async endSessionUrl(setup: ProviderSetup, origin: string): Promise<string | null> {
      try {
        const found = await configuration(setup);
        if (!found.serverMetadata().end_session_endpoint) return null;
        return oidc.buildEndSessionUrl(found, { client_id: setup.clientId, post_logout_redirect_uri: `${origin}/` }).href;
      } catch {
        return null;
      }
    },
  };
}

export type SignInClient = ReturnType<typeof createSignInClient>;

/** A token exchange's failure as the reason the person is told. */
function classify(cause: unknown): SignInError {
  if (cause instanceof SignInError) return cause;
  if (cause instanceof oidc.AuthorizationResponseError) {
    return new SignInError(cause.error === 'access_denied' ? 'denied' : 'unavailable', `the provider answered ${cause.error}`);
  }
  if (cause instanceof oidc.ResponseBodyError) {
    if (cause.error === 'invalid_client' || cause.error === 'unauthorized_client')
      return new SignInError('client', `the provider refused the client: ${cause.error}`);
    if (cause.error === 'invalid_grant') return new SignInError('token', 'the provider refused the code (expired or used)');
    return new SignInError('unavailable', `the provider answered ${cause.error}`);
  }
  if (cause instanceof oidc.ClientError) {
    // Network failures and time-outs reach here as fetch's TypeError or an AbortError.
    const network =
      cause.cause instanceof TypeError || (cause.cause instanceof Error && (cause.cause.name === 'AbortError' || cause.cause.name === 'TimeoutError'));
    return new SignInError(network ? 'unavailable' : 'token', `${cause.code ?? 'client error'}: ${cause.message}`);
  }
  if (cause instanceof TypeError || (cause instanceof Error && (cause.name === 'AbortError' || cause.name === 'TimeoutError'))) {
    return new SignInError('unavailable', describe(cause));
  }
  return new SignInError('token', describe(cause));
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`;
  return String(error);
}
