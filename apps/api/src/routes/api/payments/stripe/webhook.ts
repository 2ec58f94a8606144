import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STRIPE_PROVIDER } from '../../../../booking/payment-events.ts';
import { HttpError } from '../../../../lib/http-errors.ts';
import { keepStripeEvent, verifiedStripeEvent, webhookSecretsOf } from '../../../../lib/payments/stripe-webhook.ts';
import { PAYMENT_EVENT_ATTEMPTS, PAYMENT_EVENT_JOB } from '../../../../jobs/payment-events.ts';

/** Stripe's events are small (a few kB); anything much larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** The events that may settle a booking waiting for 3-D Secure: held back STRIPE_WEBHOOK_DELAY_S for the browser. */
const SETTLING = new Set(['payment_intent.succeeded', 'payment_intent.amount_capturable_updated', 'payment_intent.payment_failed', 'payment_intent.canceled']);

/**
 * POST /api/payments/stripe/webhook: Stripe's report of a payment event for the Host's agency,
 * signed with the agency's endpoint secret (or the platform's, for an agency on the platform's
 * account). The event is stored once (a replay answers 200 and changes nothing) and processed by
 * the job runner (jobs/payment-events.ts); the answer does not wait for it.
 */
const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  // The signature covers the body's exact bytes: this route keeps them (its own scope only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/webhook',
    {
      // Stripe reports an inactive agency's refunds and disputes too: its money still moves.
      config: { readOnly: true },
      schema: {
        tags: ['payments'],
        summary: "Stripe's webhook for the agency's payments (signed with Stripe-Signature)",
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = await verifiedStripeEvent(body, request.headers['stripe-signature'], await webhookSecretsOf(app, tenantId));
      } catch (err) {
        if (err instanceof HttpError) {
          request.log.warn({ code: err.code, tenantId }, `Stripe webhook refused: ${err.message}`);
          app.deps.metrics?.payment('stripe', 'webhook', 'refused');
        }
        throw err;
      }
      const delayS = SETTLING.has(event.type) ? config.STRIPE_WEBHOOK_DELAY_S : 0;
      const stored = await keepStripeEvent(db, tenantId, STRIPE_PROVIDER, event, {
        name: PAYMENT_EVENT_JOB,
        runAt: new Date(Date.now() + delayS * 1000),
        maxAttempts: PAYMENT_EVENT_ATTEMPTS,
      });
      request.log.info({ event: event.id, type: event.type, duplicate: stored === null }, 'Stripe webhook received');
      app.deps.metrics?.payment('stripe', 'webhook', stored ? 'received' : 'duplicate');
      return { received: true as const, duplicate: stored === null };
    },
  );
};

export default stripeWebhookRoutes;
