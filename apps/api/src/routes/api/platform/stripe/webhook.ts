import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../../lib/http-errors.ts';
import { keepStripeEvent, verifiedStripeEvent } from '../../../../lib/payments/stripe-webhook.ts';
import { agencyOfEvent, BILLING_PROVIDER, eventObject } from '../../../../lib/subscription-events.ts';
import { SUBSCRIPTION_EVENT_ATTEMPTS, SUBSCRIPTION_EVENT_JOB } from '../../../../jobs/subscription-events.ts';

/** Stripe's events are small (a few kB); anything much larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/platform/stripe/webhook: Stripe Billing's reports about agencies' subscriptions to the
 * platform (decision 0150), signed with one of the platform's endpoint secrets (STRIPE_WEBHOOK_SECRET).
 * The platform's, not an agency's: the agency is found from the event's customer or metadata,
 * never from the Host. The event is stored with that agency's payment events, once per event id (a
 * replay answers 200 and changes nothing), and applied by the job `subscription.event`.
 */
const platformStripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  // The signature covers the body's exact bytes: this route keeps them (its own scope only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's webhook for agencies' subscriptions to the platform (signed with Stripe-Signature)",
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean(), ignored: z.boolean() }) },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const secrets = (config.STRIPE_WEBHOOK_SECRET ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      let event;
      try {
        event = await verifiedStripeEvent(body, request.headers['stripe-signature'], secrets);
      } catch (err) {
        if (err instanceof HttpError) request.log.warn({ code: err.code }, `Stripe subscription webhook refused: ${err.message}`);
        throw err;
      }
      const tenantId = await agencyOfEvent(app, event.type, eventObject(event));
      if (!tenantId) {
        // Not about an agency of this platform (another product on the same Stripe account): nothing to keep.
        request.log.info({ event: event.id, type: event.type }, 'Stripe subscription webhook ignored: no agency');
        return { received: true as const, duplicate: false, ignored: true };
      }
      const stored = await keepStripeEvent(db, tenantId, BILLING_PROVIDER, event, {
        name: SUBSCRIPTION_EVENT_JOB,
        runAt: new Date(),
        maxAttempts: SUBSCRIPTION_EVENT_ATTEMPTS,
      });
      request.log.info({ event: event.id, type: event.type, tenantId, duplicate: stored === null }, 'Stripe subscription webhook received');
      return { received: true as const, duplicate: stored === null, ignored: false };
    },
  );
};

export default platformStripeWebhookRoutes;
