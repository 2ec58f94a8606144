import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutBodySchema, subscriptionAnswerSchema, urlAnswerSchema } from '@tripfront/domain/subscription';
import { ownerOnly } from '../../../../lib/auth.ts';
import { openPortal, payInvoice, readSubscription, startCheckout } from '../../../../lib/subscriptions.ts';

/**
 * The agency's subscription to the platform (issue #46, decision 0150), for its owner and admins:
 * the plan, status, invoices and plans on offer; Stripe Checkout to subscribe, the customer
 * portal to confirm a change of plan and for cards and cancellation, and the hosted page of an open invoice (the pay
 * entry). Each POST answers `{ url }` for the browser to go to. An agency Inactive only because
 * its subscription lapsed may still use them (`config.billing`).
 */
/** An error answer: 404 no such plan or invoice, 409 nothing to manage or pay yet, 502 Stripe unreachable, 503 no billing set up. */
const errorAnswer = z.object({ statusCode: z.number(), error: z.string(), message: z.string(), field: z.string().optional(), code: z.string().optional() });
const billingErrors = { 502: errorAnswer, 503: errorAnswer };

const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  ownerOnly(app);

  app.get(
    '',
    {
      schema: {
        tags: ['agency subscription'],
        summary: "The agency's subscription: standing, plan, status, period end, invoices and the plans on offer (agency owner or admin)",
        response: { 200: z.object({ data: subscriptionAnswerSchema }) },
      },
    },
    async (request) => {
      // Without a subscription record the agency's own isSubscribed (the seed's) stands: the context's is that one then.
      return { data: await readSubscription(app, request.tenant.id, request.tenant.agency.isSubscribed) };
    },
  );

  app.post(
    '/checkout',
    {
      config: { billing: true },
      bodyLimit: 1024,
      schema: {
        tags: ['agency subscription'],
        summary:
          "Subscribe to a plan and interval, or change the live subscription to it; answers the page to send the browser to: Stripe Checkout, or the customer portal's confirmation of the change (agency owner or admin)",
        description: '409 SAME_PLAN: the live subscription is on that plan and interval already.',
        body: checkoutBodySchema,
        response: { 200: z.object({ data: urlAnswerSchema }), 404: errorAnswer, 409: errorAnswer, ...billingErrors },
      },
    },
    async (request) => ({ data: await startCheckout(app, request.tenant, request.body.planId, request.body.interval) }),
  );

  app.post(
    '/portal',
    {
      config: { billing: true },
      schema: {
        tags: ['agency subscription'],
        summary: "Open Stripe's customer portal (cards, invoices, cancellation); answers its page (agency owner or admin)",
        description: '409 NO_SUBSCRIPTION: the agency has not subscribed yet (choose a plan first).',
        response: { 200: z.object({ data: urlAnswerSchema }), 409: errorAnswer, ...billingErrors },
      },
    },
    async (request) => ({ data: await openPortal(app, request.tenant) }),
  );

  app.post(
    '/pay',
    {
      config: { billing: true },
      bodyLimit: 1024,
      schema: {
        tags: ['agency subscription'],
        summary: "The pay entry: the hosted page of the agency's open invoice (the one named, else the newest open one) (agency owner or admin)",
        body: z
          .object({
            invoiceId: z
              .string()
              .regex(/^in_[A-Za-z0-9_]{1,200}$/)
              .optional(),
          })
          .nullish(),
        description: '404: no open invoice (or no such invoice). 409 INVOICE_NOT_OPEN: the invoice is paid, void or not published yet.',
        response: { 200: z.object({ data: urlAnswerSchema }), 404: errorAnswer, 409: errorAnswer, ...billingErrors },
      },
    },
    async (request) => ({ data: await payInvoice(app, request.tenant.id, request.body?.invoiceId) }),
  );
};

export default subscriptionRoutes;
