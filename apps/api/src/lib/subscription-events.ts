import type { FastifyInstance } from 'fastify';
import {
  findPlanByPrice,
  findTenantByCustomer,
  finishPaymentEvent,
  getAgency,
  getPaymentEvent,
  getPlan,
  getSubscription,
  putInvoice,
  putSubscription,
  rememberCustomer,
  setPaymentFailed,
  type PaymentEventRow,
} from '@tripfront/db';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@tripfront/domain/subscription';

// Stripe Billing's reports about agency subscriptions on the platform's account (decision 0150):
// POST /api/platform/stripe/webhook finds the agency (from the customer, else the metadata the
// server put on the checkout), stores the event with the agency's payment events (provider
// 'stripe-billing': once per event id) and the job `subscription.event` applies it here, once.

export const BILLING_PROVIDER = 'stripe-billing';

/** The events that keep an agency's subscription and invoices in sync; others are stored and ignored. */
export const BILLING_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.finalized',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.voided',
  'invoice.marked_uncollectible',
] as const;

type StripeObject = Record<string, unknown>;
const stringOf = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const idOf = (v: unknown): string | null => (v && typeof v === 'object' ? stringOf((v as StripeObject).id) : stringOf(v));
const numberOf = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const objectOf = (v: unknown): StripeObject => (v && typeof v === 'object' ? (v as StripeObject) : {});
const dateOf = (unix: unknown): Date | null => {
  const n = numberOf(unix);
  return n === null ? null : new Date(n * 1000);
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The event's object (data.object). */
export function eventObject(event: { data?: unknown }): StripeObject {
  return objectOf(objectOf(event.data).object);
}

/** The metadata the server put on the checkout and its subscription, wherever this object carries it. */
function metadataOf(type: string, object: StripeObject): StripeObject {
  if (type.startsWith('invoice.')) return objectOf(objectOf(objectOf(object.parent).subscription_details).metadata);
  return objectOf(object.metadata);
}

/**
 * The agency an event concerns: the one whose customer it names, else the agency id in the
 * metadata the server set (an agency that exists). Never the request's Host. Null: not Tripfront's.
 */
export async function agencyOfEvent(app: Pick<FastifyInstance, 'deps'>, type: string, object: StripeObject): Promise<string | null> {
  const { db } = app.deps;
  const customer = idOf(object.customer);
  if (customer) {
    const known = await findTenantByCustomer(db, customer);
    if (known) return known;
  }
  const meta = metadataOf(type, object);
  const claimed = stringOf(meta.agencyId) ?? (type === 'checkout.session.completed' ? stringOf(object.client_reference_id) : null);
  if (!claimed || !UUID.test(claimed)) return null;
  const exists = await db.withTenant(claimed, (tx) => getAgency(tx, claimed), { readOnly: true });
  return exists ? claimed : null;
}

/** Processes one stored billing event once; answers its outcome ('applied' or 'ignored: why'). */
export async function processSubscriptionEvent(app: FastifyInstance, tenantId: string, id: string, now = new Date()): Promise<string> {
  const { db } = app.deps;
  const event = await db.withTenant(tenantId, (tx) => getPaymentEvent(tx, tenantId, id), { readOnly: true });
  if (!event) return 'ignored: no such event';
  if (event.processedAt) return event.outcome ?? 'applied';
  const outcome = await apply(app, tenantId, event);
  await db.withTenant(tenantId, (tx) => finishPaymentEvent(tx, tenantId, id, { outcome, bookingId: null, at: now }));
  app.log.info(
    { tenantId, event: event.eventId, type: event.type, outcome },
    outcome === 'applied' ? 'subscription event applied' : 'subscription event ignored',
  );
  return outcome;
}

async function apply(app: FastifyInstance, tenantId: string, event: PaymentEventRow): Promise<string> {
  if (!(BILLING_EVENT_TYPES as readonly string[]).includes(event.type)) return `ignored: ${event.type} is not an event Tripfront acts on`;
  const object = eventObject(event.payload);
  if (event.type === 'checkout.session.completed') return checkoutCompleted(app, tenantId, object);
  if (event.type.startsWith('customer.subscription.')) return subscriptionChanged(app, tenantId, event, object);
  return invoiceChanged(app, tenantId, event, object);
}

/** A Checkout in subscription mode finished: the customer and subscription are the agency's. */
async function checkoutCompleted(app: FastifyInstance, tenantId: string, object: StripeObject): Promise<string> {
  if (object.mode !== 'subscription') return 'ignored: not a subscription checkout';
  const customer = idOf(object.customer);
  if (!customer) return 'ignored: the checkout names no customer';
  await rememberCustomer(app.deps.db, tenantId, customer);
  const subscriptionId = idOf(object.subscription);
  const planId = stringOf(objectOf(object.metadata).planId);
  const plan = planId ? await getPlan(app.deps.db, planId) : null;
  const paid = object.payment_status === 'paid' || object.payment_status === 'no_payment_required';
  return app.deps.db.withTenant(tenantId, async (tx) => {
    const current = await getSubscription(tx, tenantId);
    // The subscription's own events carry its status and period; the checkout only fills in what is missing.
    if (current && current.stripeSubscriptionId && current.stripeSubscriptionId === subscriptionId) return 'ignored: the subscription is already recorded';
    await putSubscription(tx, tenantId, {
      stripeCustomerId: customer,
      stripeSubscriptionId: subscriptionId,
      planId: plan?.id ?? current?.planId ?? null,
      status: paid ? 'active' : 'incomplete',
      // Older than any of the subscription's own events: they win.
      eventAt: new Date(0),
    });
    return 'applied';
  });
}

/** customer.subscription.created / updated / deleted: the record takes Stripe's status, plan and period. */
async function subscriptionChanged(app: FastifyInstance, tenantId: string, event: PaymentEventRow, object: StripeObject): Promise<string> {
  const status = stringOf(object.status);
  if (!status || !(SUBSCRIPTION_STATUSES as readonly string[]).includes(status)) return `ignored: unknown subscription status ${status ?? ''}`;
  const customer = idOf(object.customer);
  const subscriptionId = stringOf(object.id);
  if (!customer || !subscriptionId) return 'ignored: the subscription names no customer';
  const items = objectOf(object.items).data;
  const item = objectOf(Array.isArray(items) ? items[0] : null);
  const priceId = idOf(item.price);
  const byPrice = priceId ? await findPlanByPrice(app.deps.db, priceId) : null;
  const metaPlan = stringOf(objectOf(object.metadata).planId);
  const plan = byPrice?.plan ?? (metaPlan ? await getPlan(app.deps.db, metaPlan) : null);
  const interval = byPrice?.interval ?? (objectOf(objectOf(item.price).recurring).interval === 'year' ? 'year' : 'month');
  // Since Stripe's 2025 versions the period is the item's; older objects carry it on the subscription.
  const periodEnd = dateOf(item.current_period_end) ?? dateOf(object.current_period_end);
  await rememberCustomer(app.deps.db, tenantId, customer);
  return app.deps.db.withTenant(tenantId, async (tx) => {
    const current = await getSubscription(tx, tenantId);
    // A replaced subscription's end (the agency moved to another one) does not end the current one.
    if (
      current?.stripeSubscriptionId &&
      current.stripeSubscriptionId !== subscriptionId &&
      (event.type === 'customer.subscription.deleted' || status === 'canceled') &&
      (current.status === 'active' || current.status === 'trialing')
    )
      return 'ignored: the agency has another subscription now';
    const written = await putSubscription(tx, tenantId, {
      stripeCustomerId: customer,
      stripeSubscriptionId: subscriptionId,
      planId: plan?.id ?? current?.planId ?? null,
      interval,
      status: status as SubscriptionStatus,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: object.cancel_at_period_end === true,
      ...(status === 'active' || status === 'trialing' ? { paymentFailedAt: null } : {}),
      eventAt: event.occurredAt,
    });
    return written ? 'applied' : 'ignored: a later event was already applied to this subscription';
  });
}

/** invoice.*: the invoice is kept (number, amount, status, hosted page); a failed payment starts the grace period, a paid one ends it. */
async function invoiceChanged(app: FastifyInstance, tenantId: string, event: PaymentEventRow, object: StripeObject): Promise<string> {
  const invoiceId = stringOf(object.id);
  const currency = stringOf(object.currency);
  if (!invoiceId || !currency) return 'ignored: the invoice has no id or currency';
  const amount = numberOf(object.total) ?? numberOf(object.amount_due) ?? 0;
  return app.deps.db.withTenant(tenantId, async (tx) => {
    await putInvoice(tx, tenantId, {
      stripeInvoiceId: invoiceId,
      number: stringOf(object.number),
      amountMinor: Math.round(amount),
      currency: currency.toUpperCase(),
      status: stringOf(object.status) ?? 'open',
      hostedInvoiceUrl: stringOf(object.hosted_invoice_url),
      periodStart: dateOf(object.period_start),
      periodEnd: dateOf(object.period_end),
      createdAt: dateOf(object.created) ?? event.occurredAt,
    });
    if (event.type === 'invoice.payment_failed') await setPaymentFailed(tx, tenantId, event.occurredAt);
    if (event.type === 'invoice.paid') await setPaymentFailed(tx, tenantId, null);
    return 'applied';
  });
}
