import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import {
  findCustomerOfTenant,
  getInvoice,
  getPlan,
  getSubscription,
  listAgents,
  listInvoices,
  listPlans,
  rememberCustomer,
  type AgencyInvoiceRow,
  type PlanRow,
  type TenantTx,
} from '@tripfront/db';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import {
  agentLimitReached,
  planAgentLimitMessage,
  subscriptionIsLive,
  subscriptionStanding,
  type BillingInterval,
  type PlanLimits,
  type SubscriptionAnswer,
  type SubscriptionStatus,
} from '@tripfront/domain/subscription';
import { HttpError, notFound } from './http-errors.ts';
import { createStripeClient, withoutKeys } from './payments/stripe-gateway.ts';

// Agency subscriptions on the platform's Stripe account (issue #46, decision 0150): what the
// owner's subscription page reads, and the Stripe Checkout, customer portal and invoice links it
// sends the browser to. The agency is always the request's tenant; URLs Stripe returns to are made
// from the agency's canonical origin, never from the request.

export const BILLING_UNAVAILABLE = 'BILLING_UNAVAILABLE';
export const STRIPE_UNREACHABLE = 'STRIPE_UNREACHABLE';

type App = Pick<FastifyInstance, 'deps' | 'log'>;

/** One client per app (its configuration). */
const clients = new WeakMap<object, Promise<Stripe>>();

/** The platform's Stripe client (STRIPE_SECRET_KEY), or 503 when the platform has none. */
export function platformStripe(app: App): Promise<Stripe> {
  const { config } = app.deps;
  const key = config.STRIPE_SECRET_KEY;
  if (!key) throw new HttpError(503, 'Subscriptions are not available: the platform has no Stripe account set up.', { code: BILLING_UNAVAILABLE });
  let client = clients.get(app.deps);
  if (!client) {
    client = createStripeClient(key, { apiBase: config.STRIPE_API_BASE });
    clients.set(app.deps, client);
  }
  return client;
}

/** A Stripe call; a failure becomes a 502 a person understands (Stripe's message, keys removed, logged). */
async function stripeCall<T>(app: App, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const message = err instanceof Error ? withoutKeys(err.message) : String(err);
    app.log.warn({ what, err: message }, 'Stripe billing call failed');
    throw new HttpError(502, 'Stripe could not be reached to manage the subscription. Try again in a moment.', { code: STRIPE_UNREACHABLE });
  }
}

const publicPlan = ({ stripePriceMonthly: _m, stripePriceYearly: _y, createdAt: _c, updatedAt: _u, ...plan }: PlanRow) => plan;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const publicInvoice = (row: AgencyInvoiceRow) => ({
  id: row.stripeInvoiceId,
  number: row.number,
  amountMinor: row.amountMinor,
  currency: row.currency,
  status: row.status,
  hostedInvoiceUrl: row.hostedInvoiceUrl,
  periodStart: iso(row.periodStart),
  periodEnd: iso(row.periodEnd),
});

/** GET /api/agency/subscription: the agency's standing, plan, invoices and the plans on offer. */
export async function readSubscription(app: App, tenantId: string, seededIsSubscribed: boolean): Promise<SubscriptionAnswer> {
  const { db, config } = app.deps;
  const { sub, invoices } = await db.withTenant(
    tenantId,
    async (tx) => ({ sub: await getSubscription(tx, tenantId), invoices: await listInvoices(tx, tenantId) }),
    { readOnly: true },
  );
  const standing = subscriptionStanding(
    sub && { status: sub.status as SubscriptionStatus, currentPeriodEnd: sub.currentPeriodEnd, paymentFailedAt: sub.paymentFailedAt },
    seededIsSubscribed,
    new Date(app.deps.now()),
    config.SUBSCRIPTION_GRACE_DAYS,
  );
  const plan = sub?.planId ? await getPlan(db, sub.planId) : null;
  return {
    isSubscribed: standing.isSubscribed,
    lapsed: standing.lapsed,
    graceEndsAt: iso(standing.changesAt),
    subscription: sub && {
      planId: sub.planId,
      interval: sub.interval,
      status: sub.status as SubscriptionStatus,
      currentPeriodEnd: iso(sub.currentPeriodEnd),
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    },
    plan: plan && publicPlan(plan),
    invoices: invoices.map(publicInvoice),
    plans: (await listPlans(db)).map(publicPlan),
  };
}

/** The agency's customer on the platform's account: the one recorded, else a new one (metadata agencyId). */
async function customerOf(app: App, tenant: { id: string; agency: { agencyName: string; contactEmailId: string } }): Promise<string> {
  const known = await findCustomerOfTenant(app.deps.db, tenant.id);
  if (known) return known;
  const stripe = await platformStripe(app);
  const customer = await stripeCall(app, 'customers.create', () =>
    stripe.customers.create(
      {
        name: tenant.agency.agencyName,
        ...(tenant.agency.contactEmailId ? { email: tenant.agency.contactEmailId } : {}),
        metadata: { agencyId: tenant.id },
      },
      // Two clicks at once make one customer.
      { idempotencyKey: `agency-customer-${tenant.id}` },
    ),
  );
  return rememberCustomer(app.deps.db, tenant.id, customer.id);
}

interface BillingTenant {
  id: string;
  origin: string;
  agency: { agencyName: string; contactEmailId: string };
}

/**
 * POST /api/agency/subscription/checkout: the page where the agency pays for the plan chosen.
 * Without a live subscription, a Checkout session in subscription mode; with one, Stripe's
 * customer portal confirming the change of that subscription's price (Stripe shows the proration
 * and bills it), so an agency never pays for two subscriptions. Answers the page's URL.
 */
export async function startCheckout(app: App, tenant: BillingTenant, planId: string, interval: BillingInterval): Promise<{ url: string }> {
  const plan = await getPlan(app.deps.db, planId);
  if (!plan || !plan.active) throw new HttpError(404, 'That plan is not offered. Choose one of the plans listed.', { field: 'planId' });
  const price = interval === 'month' ? plan.stripePriceMonthly : plan.stripePriceYearly;
  const current = await app.deps.db.withTenant(tenant.id, (tx) => getSubscription(tx, tenant.id), { readOnly: true });
  const stripe = await platformStripe(app);
  if (current?.stripeSubscriptionId && current.stripeCustomerId && subscriptionIsLive(current.status as SubscriptionStatus)) {
    if (current.planId === plan.id && current.interval === interval)
      throw new HttpError(409, 'That is your plan already. Cards and cancellation are under Manage billing.', { code: 'SAME_PLAN' });
    return changePlan(app, stripe, tenant, { customer: current.stripeCustomerId, subscription: current.stripeSubscriptionId, price });
  }
  const customer = await customerOf(app, tenant);
  const page = `${tenant.origin}${ROUTES.account.subscription}`;
  const metadata = { agencyId: tenant.id, planId: plan.id };
  const session = await stripeCall(app, 'checkout.sessions.create', () =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: tenant.id,
      line_items: [{ price, quantity: 1 }],
      success_url: `${page}?checkout=success`,
      cancel_url: `${page}?checkout=cancel`,
      metadata,
      subscription_data: { metadata },
    }),
  );
  if (!session.url) throw new HttpError(502, 'Stripe did not give a checkout page. Try again in a moment.', { code: STRIPE_UNREACHABLE });
  return { url: session.url };
}

/** The portal's confirmation of a live subscription's move to another price (its one item's). */
async function changePlan(
  app: App,
  stripe: Stripe,
  tenant: BillingTenant,
  to: { customer: string; subscription: string; price: string },
): Promise<{ url: string }> {
  const subscription = await stripeCall(app, 'subscriptions.retrieve', () => stripe.subscriptions.retrieve(to.subscription));
  const item = subscription.items.data[0];
  if (!item) throw new HttpError(502, 'Stripe answered a subscription without a plan. Try again in a moment.', { code: STRIPE_UNREACHABLE });
  const page = `${tenant.origin}${ROUTES.account.subscription}`;
  const session = await stripeCall(app, 'billingPortal.sessions.create', () =>
    stripe.billingPortal.sessions.create({
      customer: to.customer,
      return_url: page,
      flow_data: {
        type: 'subscription_update_confirm',
        subscription_update_confirm: { subscription: to.subscription, items: [{ id: item.id, price: to.price, quantity: 1 }] },
        after_completion: { type: 'redirect', redirect: { return_url: `${page}?checkout=success` } },
      },
    }),
  );
  return { url: session.url };
}

/** POST /api/agency/subscription/portal: Stripe's customer portal (cards, invoices, cancellation). */
export async function openPortal(app: App, tenant: BillingTenant): Promise<{ url: string }> {
  const customer = await findCustomerOfTenant(app.deps.db, tenant.id);
  if (!customer) throw new HttpError(409, 'The agency has no subscription yet: choose a plan first.', { code: 'NO_SUBSCRIPTION' });
  const stripe = await platformStripe(app);
  const session = await stripeCall(app, 'billingPortal.sessions.create', () =>
    stripe.billingPortal.sessions.create({ customer, return_url: `${tenant.origin}${ROUTES.account.subscription}` }),
  );
  return { url: session.url };
}

/**
 * POST /api/agency/subscription/pay (the side navigation's pay entry): the hosted page of the
 * agency's open invoice (the one named, else the newest open one).
 */
export async function payInvoice(app: App, tenantId: string, invoiceId: string | undefined): Promise<{ url: string }> {
  const { db } = app.deps;
  const invoice = await db.withTenant(
    tenantId,
    async (tx) => (invoiceId ? getInvoice(tx, tenantId, invoiceId) : ((await listInvoices(tx, tenantId)).find((i) => i.status === 'open') ?? null)),
    { readOnly: true },
  );
  if (!invoice) throw notFound(invoiceId ? 'No such invoice of this agency.' : 'The agency has no open invoice to pay.');
  if (invoice.status !== 'open') throw new HttpError(409, `This invoice is ${invoice.status}: only an open invoice can be paid.`, { code: 'INVOICE_NOT_OPEN' });
  if (!invoice.hostedInvoiceUrl) throw new HttpError(409, 'Stripe has not published this invoice yet. Try again in a moment.', { code: 'INVOICE_NOT_OPEN' });
  return { url: invoice.hostedInvoiceUrl };
}

export const PLAN_LIMIT = 'PLAN_LIMIT';

/**
 * 409 PLAN_LIMIT when one more active agent (an invited one included: the invitation holds a seat)
 * would pass the plan's limit; inside the transaction that adds or reactivates the agent.
 */
export async function assertRoomForAgent(tx: TenantTx, tenantId: string, limits: PlanLimits | null): Promise<void> {
  if (!limits || limits.maxAgents === null) return;
  const active = (await listAgents(tx, tenantId)).filter((agent) => agent.disabledAt === null).length;
  if (agentLimitReached(limits, active)) throw new HttpError(409, planAgentLimitMessage(limits.maxAgents), { code: PLAN_LIMIT });
}
