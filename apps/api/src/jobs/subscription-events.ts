import type { FastifyInstance } from 'fastify';
import { processSubscriptionEvent } from '../lib/subscription-events.ts';
import type { JobDefinition } from './runner.ts';

/** The job that applies one stored subscription event (POST /api/platform/stripe/webhook enqueues it). */
export const SUBSCRIPTION_EVENT_JOB = 'subscription.event';
/** As payment events: about a day of attempts with the backoff. */
export const SUBSCRIPTION_EVENT_ATTEMPTS = 30;

/**
 * Agency subscription events (lib/subscription-events.ts, decision 0150), one run per event,
 * enqueued with the event in the webhook's transaction. Applying an event twice changes nothing.
 */
export function subscriptionEventJob(app: FastifyInstance): JobDefinition {
  return {
    name: SUBSCRIPTION_EVENT_JOB,
    maxAttempts: SUBSCRIPTION_EVENT_ATTEMPTS,
    backoff: { baseMs: 30_000, capMs: 60 * 60_000 },
    run: async ({ payload, now }) => {
      const { tenantId, id } = payload;
      if (typeof tenantId !== 'string' || typeof id !== 'string') throw new Error('a subscription event run needs a tenantId and an id');
      await processSubscriptionEvent(app, tenantId, id, now);
    },
  };
}
