import type { FastifyInstance } from 'fastify';
import { getAgencySecret } from '@tripfront/db';
import { decryptSecret } from './secrets.ts';

/** agency_secrets' name of the agency's Stripe secret key (Payment settings, issue #15). */
export const STRIPE_SECRET = 'stripe';
/** agency_secrets' name of the signing secret of the agency's Stripe webhook endpoint (whsec_…, Payment settings). */
export const STRIPE_WEBHOOK_SECRET = 'stripe_webhook';

/** A stored secret that does not decrypt with this server's key (SETTINGS_ENCRYPTION_KEY changed, row tampered with). */
export class UnreadableSecretError extends Error {
  constructor(name: string) {
    super(`the agency's ${name} secret does not decrypt with SETTINGS_ENCRYPTION_KEY`);
    this.name = 'UnreadableSecretError';
  }
}

/**
 * One of the agency's secrets, decrypted, or null when it has none. A stored secret that does not
 * decrypt throws UnreadableSecretError (logged without the value): it must never count as "none",
 * which would charge the platform's Stripe account instead of the agency's, or trust the platform's
 * webhook secret for the agency's endpoint. Never log or answer what this returns.
 */
export async function agencySecret(app: Pick<FastifyInstance, 'deps' | 'log'>, tenantId: string, name: string, what: string): Promise<string | null> {
  const { db, config } = app.deps;
  const stored = await db.withTenant(tenantId, (tx) => getAgencySecret(tx, tenantId, name), { readOnly: true });
  if (!stored) return null;
  const secret = decryptSecret(config.SETTINGS_ENCRYPTION_KEY, tenantId, name, stored.ciphertext);
  if (secret === null) {
    app.log.error({ tenantId }, `the agency's ${what} does not decrypt with SETTINGS_ENCRYPTION_KEY (was the key changed?)`);
    throw new UnreadableSecretError(name);
  }
  return secret;
}

/** The agency's own Stripe secret key, or null when it has none (see agencySecret). */
export function agencyStripeSecret(app: Pick<FastifyInstance, 'deps' | 'log'>, tenantId: string): Promise<string | null> {
  return agencySecret(app, tenantId, STRIPE_SECRET, 'Stripe secret key');
}

/** The signing secret of the agency's own Stripe webhook endpoint, or null when it has none (see agencySecret). */
export function agencyStripeWebhookSecret(app: Pick<FastifyInstance, 'deps' | 'log'>, tenantId: string): Promise<string | null> {
  return agencySecret(app, tenantId, STRIPE_WEBHOOK_SECRET, 'Stripe webhook signing secret');
}
