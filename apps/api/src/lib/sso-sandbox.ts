import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What an identity provider vouches for. */
export interface SsoIdentity {
  email: string;
  firstName: string;
  lastName: string;
  /** The storefront's `state` when the storefront started the sign-in; absent when the IdP did. */
  state?: string;
  /** Unique per assertion; the storefront accepts each one once. */
  id: string;
  expiresAt: Date;
}

/**
 * The seam a real identity provider (SAML or OpenID Connect, per agency) plugs into: where to send
 * the browser to sign in, and how to check what the provider hands back. See docs/decisions/0008.
 */
export interface SsoAdapter {
  /** The provider's sign-in page for this agency; `state` must come back with the assertion. */
  authorizeUrl(input: { tenantId: string; state: string; returnUrl: string; navigateTo: string | undefined }): string;
  /** The identity in a provider's assertion, or null when it is forged, expired or for another agency. */
  verify(token: string, input: { tenantId: string; now: Date }): SsoIdentity | null;
}

export const SANDBOX_ASSERTION_TTL_MS = 2 * 60 * 1000;

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Sandbox identity provider for development and tests: it signs compact assertions
 * (`payload.signature`, HMAC-SHA256) with a key derived per agency from SESSION_SECRET, so an
 * assertion made for one agency is worthless on another. Its sign-in page is the /sso page's
 * sandbox step, which exists only outside production.
 */
export function sandboxSso(secret: string): SsoAdapter & { issue(tenantId: string, identity: Omit<SsoIdentity, 'id' | 'expiresAt'>, now?: Date): string } {
  const keyFor = (tenantId: string) => createHmac('sha256', secret).update(`sso-sandbox:${tenantId}`).digest();
  const sign = (tenantId: string, payload: string) => createHmac('sha256', keyFor(tenantId)).update(payload).digest();
  return {
    authorizeUrl: ({ state }) => `/sso?sandbox=1&state=${encodeURIComponent(state)}`,
    issue(tenantId, identity, now = new Date()) {
      const payload = b64(
        JSON.stringify({
          iss: 'tripfront-sandbox-idp',
          aud: tenantId,
          sub: identity.email,
          given_name: identity.firstName,
          family_name: identity.lastName,
          state: identity.state,
          jti: randomBytes(16).toString('base64url'),
          exp: now.getTime() + SANDBOX_ASSERTION_TTL_MS,
        }),
      );
      return `${payload}.${b64(sign(tenantId, payload))}`;
    },
    verify(token, { tenantId, now }) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = sign(tenantId, payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let claims: Record<string, unknown>;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
      } catch {
        return null;
      }
      const { aud, sub, given_name: first, family_name: last, state, jti, exp } = claims;
      if (aud !== tenantId || typeof sub !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return null;
      if (exp <= now.getTime()) return null;
      return {
        email: sub,
        firstName: typeof first === 'string' ? first : '',
        lastName: typeof last === 'string' ? last : '',
        ...(typeof state === 'string' ? { state } : {}),
        id: jti,
        expiresAt: new Date(exp),
      };
    },
  };
}
