import type { FastifyInstance } from 'fastify';
import { getAgencySecret } from '@tripfront/db';
import { decryptSecret } from './secrets.ts';

/** agency_secrets' name of the agency's Stripe secret key (Payment settings, issue #15). */
export const STRIPE_SECRET = 'stripe';

/** A stored secret that does not decrypt with this server's key (SETTINGS_ENCRYPTION_KEY changed, row tampered with). */
export class UnreadableSecretError extends Error {
  constructor(name: string) {
    super(`the agency's ${name} secret does not decrypt with SETTINGS_ENCRYPTION_KEY`);
    this.name = 'UnreadableSecretError';
  }
}

/**
 * The agency's own Stripe secret key, decrypted, or null when it has none. A stored key that does
 * not decrypt throws UnreadableSecretError (logged without the value): it must never count as "none",
 * which would charge the platform's Stripe account instead of the agency's. Never log or answer what this returns.
 */
export async function agencyStripeSecret(app: Pick<FastifyInstance, 'deps' | 'log'>, tenantId: string): Promise<string | null> {
  const { db, config } = app.deps;
  const stored = await db.withTenant(tenantId, (tx) => getAgencySecret(tx, tenantId, STRIPE_SECRET), { readOnly: true });
  if (!stored) return null;
  const secret = decryptSecret(config.SETTINGS_ENCRYPTION_KEY, tenantId, STRIPE_SECRET, stored.ciphertext);
  if (secret === null) {
    app.log.error({ tenantId }, "the agency's Stripe secret key does not decrypt with SETTINGS_ENCRYPTION_KEY (was the key changed?)");
    throw new UnreadableSecretError(STRIPE_SECRET);
  }
  return secret;
}
