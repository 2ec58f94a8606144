import { createHmac, randomBytes } from 'node:crypto';

/** A new opaque session token: 256 random bits, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores for a token: its HMAC, so a leaked table holds no usable tokens. */
export function sessionIdFor(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

export function looksLikeToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
