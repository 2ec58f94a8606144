import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { enqueueJobWith, insertPaymentEvent, type Database, type PaymentEventRow } from '@tripfront/db';
import { agencyStripeSecret, agencyStripeWebhookSecret } from '../agency-secrets.ts';
import { HttpError } from '../http-errors.ts';
import { stripeWebhooks } from './stripe-gateway.ts';

// Stripe signs each webhook delivery with the endpoint's signing secret (whsec_…) in the
// Stripe-Signature header: a timestamp and an HMAC of the timestamp and the raw body
// (https://docs.stripe.com/webhooks#verify-events). The body is checked byte for byte, before any
// JSON parsing, with the SDK's stripe.webhooks.constructEvent.

/** Code of the 400 for a delivery whose signature is missing, malformed, wrong or too old. */
export const BAD_SIGNATURE = 'BAD_SIGNATURE';
/** Code of the 400 for a delivery to an agency with no signing secret to check it with. */
export const WEBHOOK_NOT_CONFIGURED = 'WEBHOOK_NOT_CONFIGURED';

/** Seconds a signature's timestamp may be old (Stripe's default): a captured delivery cannot be replayed later. */
export const SIGNATURE_TOLERANCE_S = 300;

/**
 * The secrets an agency's deliveries may be signed with: its own endpoint's (Payment settings), or,
 * for an agency charging the platform's Stripe account (no secret key of its own), the platform's
 * endpoints' (STRIPE_WEBHOOK_SECRET). An agency with its own Stripe account never falls back to the platform's.
 */
export async function webhookSecretsOf(app: Pick<FastifyInstance, 'deps' | 'log'>, tenantId: string): Promise<string[]> {
  const own = await agencyStripeWebhookSecret(app, tenantId);
  if (own) return [own];
  if (await agencyStripeSecret(app, tenantId)) return [];
  return (app.deps.config.STRIPE_WEBHOOK_SECRET ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The event verified with one of `secrets`, or a 400 HttpError saying why not (never a secret). */
export async function verifiedStripeEvent(raw: Buffer, signature: string | string[] | undefined, secrets: readonly string[]): Promise<Stripe.Event> {
  if (secrets.length === 0) {
    throw new HttpError(400, 'Stripe webhooks are not set up for this agency: add the endpoint signing secret in the payment settings.', {
      code: WEBHOOK_NOT_CONFIGURED,
    });
  }
  if (typeof signature !== 'string' || signature === '') {
    throw new HttpError(400, 'The Stripe-Signature header is missing.', { code: BAD_SIGNATURE, field: 'headers.stripe-signature' });
  }
  const webhooks = await stripeWebhooks();
  for (const secret of secrets) {
    try {
      return webhooks.constructEvent(raw, signature, secret, SIGNATURE_TOLERANCE_S);
    } catch {
      // Not this endpoint's: the next one, or the 400 below.
    }
  }
  throw new HttpError(400, 'The Stripe-Signature header does not match this body (wrong secret, changed body, or too old).', {
    code: BAD_SIGNATURE,
    field: 'headers.stripe-signature',
  });
}

/**
 * Keeps a verified event once (unique per provider and event id) and, in the same transaction,
 * queues the job that applies it: `payload` names the stored row. Null for a replay (nothing queued).
 */
export function keepStripeEvent(
  db: Database,
  tenantId: string,
  provider: string,
  event: Stripe.Event,
  job: { name: string; runAt: Date; maxAttempts: number },
): Promise<PaymentEventRow | null> {
  return db.withTenant(tenantId, async (tx) => {
    const row = await insertPaymentEvent(tx, tenantId, {
      provider,
      eventId: event.id,
      type: event.type,
      occurredAt: new Date(event.created * 1000),
      payload: event as unknown as Record<string, unknown>,
    });
    if (row) await enqueueJobWith(tx, { name: job.name, runAt: job.runAt, payload: { tenantId, id: row.id }, maxAttempts: job.maxAttempts });
    return row;
  });
}
