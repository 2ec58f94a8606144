import type { FastifyInstance } from 'fastify';
import { processPaymentEvent } from '../booking/payment-events.ts';
import type { JobDefinition } from './runner.ts';

/** The job that processes one stored payment event (POST /api/payments/stripe/webhook enqueues it). */
export const PAYMENT_EVENT_JOB = 'payment.event';
/** Attempts at an event whose processing fails (Stripe unreachable): with the backoff, about a day. */
export const PAYMENT_EVENT_ATTEMPTS = 30;

/**
 * Payment events (booking/payment-events.ts), one run per event, enqueued with the event in the
 * webhook's transaction. A failed run is retried with backoff; processing an event twice changes
 * nothing the second time.
 */
export function paymentEventJob(app: FastifyInstance): JobDefinition {
  return {
    name: PAYMENT_EVENT_JOB,
    maxAttempts: PAYMENT_EVENT_ATTEMPTS,
    backoff: { baseMs: 30_000, capMs: 60 * 60_000 },
    run: async ({ payload, now }) => {
      const { tenantId, id } = payload;
      if (typeof tenantId !== 'string' || typeof id !== 'string') throw new Error('a payment event run needs a tenantId and an id');
      await processPaymentEvent(app, tenantId, id, now);
    },
  };
}
