import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

// The Academy's access token (issue #16, spec §2/§6 "Academy opens in a new tab with the access
// token", decision 0039). Never the session token (HttpOnly, and not the academy's to hold): a
// short-lived token for one purpose, signed by the storefront, which the academy checks by asking
// POST /api/academy/token once (it is then spent). Format: `ta1.<payload>.<signature>`, payload the
// base64url JSON of AcademyClaims, signature base64url HMAC-SHA256 of `ta1.<payload>` under a key
// derived from SESSION_SECRET and the agency.

export const ACADEMY_TOKEN_SECONDS = 120;

export interface AcademyClaims {
  /** Always 'academy': the token is good for nothing else. */
  aud: 'academy';
  /** The agency (tenant id) and the storefront origin that issued it. */
  tid: string;
  iss: string;
  /** The agent. */
  sub: string;
  email: string;
  name: string;
  role: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
  /** Its id: spent when the academy checks it. */
  jti: string;
}

const PREFIX = 'ta1';
const key = (secret: string, tenantId: string) => createHmac('sha256', secret).update(`academy-token:${tenantId}`).digest();
const sign = (body: string, secret: string, tenantId: string) => createHmac('sha256', key(secret, tenantId)).update(body).digest('base64url');

export function signAcademyToken(
  input: Omit<AcademyClaims, 'aud' | 'iat' | 'exp' | 'jti'>,
  secret: string,
  now = new Date(),
): { token: string; claims: AcademyClaims } {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: AcademyClaims = { aud: 'academy', ...input, iat, exp: iat + ACADEMY_TOKEN_SECONDS, jti: randomUUID() };
  const body = `${PREFIX}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return { token: `${body}.${sign(body, secret, claims.tid)}`, claims };
}

/** The claims of a token this agency signed and that has not expired, or null. */
export function verifyAcademyToken(token: string, secret: string, tenantId: string, now = new Date()): AcademyClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const body = `${parts[0]}.${parts[1]}`;
  const expected = Buffer.from(sign(body, secret, tenantId));
  const given = Buffer.from(parts[2] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as AcademyClaims;
    if (claims.aud !== 'academy' || claims.tid !== tenantId || typeof claims.exp !== 'number') return null;
    return claims.exp > Math.floor(now.getTime() / 1000) ? claims : null;
  } catch {
    return null;
  }
}
