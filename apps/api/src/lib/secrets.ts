import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Agency secrets at rest (issue #15: the agency's Stripe secret key). AES-256-GCM with the server's
// SETTINGS_ENCRYPTION_KEY; the stored text is `v1.iv.tag.ciphertext` (base64url), bound to the agency
// and the secret's name as additional data, so a row copied to another agency or name does not decrypt.

const VERSION = 'v1';

function aad(tenantId: string, name: string): Buffer {
  return Buffer.from(`${tenantId}\u0000${name}`, 'utf8');
}

export function encryptSecret(key: Buffer, tenantId: string, name: string, plaintext: string): string {
  if (key.length !== 32) throw new RangeError('the settings encryption key must be 32 bytes');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(tenantId, name));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The secret, or null when it does not decrypt with this key for this agency and name (tampered, or another key). */
export function decryptSecret(key: Buffer, tenantId: string, name: string, stored: string): string | null {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(tenantId, name));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** What a settings page may show of a key: its kind and last four characters (`sk_test_…4242`). */
export function secretHint(secret: string): string {
  const prefix = /^([a-z]{2}_(test|live)_|whsec_)/.exec(secret)?.[0] ?? '';
  return `${prefix}…${secret.slice(-4)}`;
}
