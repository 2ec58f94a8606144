import { z } from 'zod';
import type { Agency } from './agency.ts';
import type { ServiceKey } from './booking/products.ts';
import { SERVICE_KEYS } from './booking/bookings.ts';
import { activeServices, BOOKING_MENU_IDS, BOOKING_MENU_TITLES, SERVICE_ORDER } from './navigation/services.ts';

// Agency subscriptions (issue #46, decision 0150): the plan an agency pays the platform for through
// Stripe Billing, and the one rule that says whether it counts as subscribed and when a lapsed
// agency's storefront goes inactive (spec §3's blocking modal).

/** Stripe's subscription statuses (https://docs.stripe.com/api/subscriptions/object#subscription_object-status). */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** Default days a lapsed agency stays subscribed after its period ended or a payment failed (SUBSCRIPTION_GRACE_DAYS). */
export const DEFAULT_GRACE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the rule reads of an agency's subscription record. */
export interface SubscriptionState {
  status: SubscriptionStatus;
  /** End of the period paid for; null before Stripe reported one. */
  currentPeriodEnd: Date | null;
  /** When a payment last failed (invoice.payment_failed) and has not been paid since; null otherwise. */
  paymentFailedAt: Date | null;
}

export interface SubscriptionStanding {
  isSubscribed: boolean;
  /** The grace period ran out: the storefront shows spec §3's inactive behaviour (its back office stays reachable to pay). */
  lapsed: boolean;
  /** When the answer changes by the clock alone (the end of the grace period); null when only an event can change it. */
  changesAt: Date | null;
}

const PAYING: ReadonlySet<SubscriptionStatus> = new Set(['active', 'trialing']);
/** Statuses after which Stripe bills nothing more: a new plan starts a new subscription. */
const ENDED: ReadonlySet<SubscriptionStatus> = new Set(['canceled', 'incomplete_expired']);

/**
 * Whether the agency holds a subscription Stripe can still bill or change (every status but an
 * ended one): a plan chosen then changes it; after it ended, a plan chosen starts a new one.
 */
export function subscriptionIsLive(status: SubscriptionStatus): boolean {
  return !ENDED.has(status);
}

/**
 * Whether an agency counts as subscribed at `now`, and whether its storefront is lapsed:
 * - no record: the agency's own `isSubscribed` (the seed's, as before subscriptions existed), never lapsed;
 * - active or trialing: subscribed;
 * - any other status (past_due, unpaid, canceled, incomplete, paused …): subscribed only until
 *   `graceDays` after the later of the period's end and the last failed payment, lapsed after.
 */
export function subscriptionStanding(
  record: SubscriptionState | null,
  seededIsSubscribed: boolean,
  now: Date,
  graceDays: number = DEFAULT_GRACE_DAYS,
): SubscriptionStanding {
  if (!record) return { isSubscribed: seededIsSubscribed, lapsed: false, changesAt: null };
  if (PAYING.has(record.status)) return { isSubscribed: true, lapsed: false, changesAt: null };
  const from = Math.max(record.currentPeriodEnd?.getTime() ?? 0, record.paymentFailedAt?.getTime() ?? 0);
  // Never paid (an incomplete first checkout) and nothing failed: not subscribed, and nothing to lose yet.
  if (from === 0) return { isSubscribed: false, lapsed: false, changesAt: null };
  const graceEnds = from + graceDays * DAY_MS;
  if (now.getTime() < graceEnds) return { isSubscribed: true, lapsed: false, changesAt: new Date(graceEnds) };
  return { isSubscribed: false, lapsed: true, changesAt: null };
}

/**
 * The agency as the storefront sees it: `isSubscribed` from the standing, and a lapsed agency
 * Inactive, so spec §3's existing rule (agencyIsBlocked) blocks it; no second inactive rule.
 */
export function withSubscriptionStanding<A extends Pick<Agency, 'isSubscribed' | 'status'>>(agency: A, standing: SubscriptionStanding): A {
  if (agency.isSubscribed === standing.isSubscribed && (!standing.lapsed || agency.status === 'Inactive')) return agency;
  return { ...agency, isSubscribed: standing.isSubscribed, ...(standing.lapsed ? { status: 'Inactive' as const } : {}) };
}

/** What a plan limits (decision 0152): the products it sells (none listed: every product) and its agents (null: any number). */
export interface PlanLimits {
  products: readonly string[];
  maxAgents: number | null;
}

/**
 * The plan whose limits apply to an agency: its subscription's, while Stripe can still bill it.
 * None without a subscription (an agency the operator set up as subscribed) or after it ended
 * (the storefront is in its grace period or closed, and the next plan chosen brings its own).
 */
export function planInForce<P extends PlanLimits>(record: { status: SubscriptionStatus; planId: string | null } | null, plan: P | null): P | null {
  return record && record.planId !== null && plan && subscriptionIsLive(record.status) ? plan : null;
}

/** Whether one more active agent would pass the plan's limit. */
export function agentLimitReached(limits: PlanLimits | null, activeAgents: number): boolean {
  return limits !== null && limits.maxAgents !== null && activeAgents >= limits.maxAgents;
}

export const planAgentLimitMessage = (maxAgents: number): string =>
  `Your plan includes up to ${maxAgents} ${maxAgents === 1 ? 'agent' : 'agents'}. Deactivate an agent, or change plan on the Subscription page.`;

/** The products offered (active in the booking menu) that the plan does not include, in the general order. */
export function productsOutsidePlan(limits: PlanLimits | null, active: readonly ServiceKey[]): ServiceKey[] {
  if (!limits || limits.products.length === 0) return [];
  return SERVICE_ORDER.filter((service) => active.includes(service) && !limits.products.includes(service));
}

/**
 * The agency as its storefront sells under its plan: a product the plan does not include is off in
 * the booking menu (a downgrade takes effect at once; the product settings still hold the agency's
 * own choice, and a save asks it to turn such products off). The same object when nothing changes.
 */
export function withPlanProducts<A extends Pick<Agency, 'bookingMenuItemOptions'>>(agency: A, limits: PlanLimits | null): A {
  const outside = productsOutsidePlan(limits, activeServices(agency.bookingMenuItemOptions));
  if (outside.length === 0) return agency;
  const turnedOff = (id: number) => outside.some((service) => BOOKING_MENU_IDS[service] === id);
  return { ...agency, bookingMenuItemOptions: agency.bookingMenuItemOptions.map((item) => (turnedOff(item.id) ? { ...item, active: false } : item)) };
}

/** The products a plan includes, in the general order (the PLAN_LIMIT refusal names them). */
export const planProducts = (limits: PlanLimits): ServiceKey[] => SERVICE_ORDER.filter((s) => limits.products.includes(s));

/** A PLAN_LIMIT refusal of the product settings, beside its message: both lists, for a page to word in its language. */
export const planLimitListsSchema = z.object({ included: z.array(z.enum(SERVICE_KEYS)), outside: z.array(z.enum(SERVICE_KEYS)).min(1) });

export type PlanLimitLists = z.infer<typeof planLimitListsSchema>;

export const planProductsMessage = (outside: readonly ServiceKey[], limits: PlanLimits): string => {
  const names = (list: readonly ServiceKey[]) => list.map((s) => BOOKING_MENU_TITLES[s]).join(', ');
  return `Your plan includes ${names(planProducts(limits))} only. Turn off ${names(outside)}, or change plan on the Subscription page.`;
};

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Use 1 to 40 lower-case letters, digits and hyphens.');
const currency = z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter ISO currency code.');
const minor = z.number().int().min(0).max(100_000_000);
const stripePrice = z.string().regex(/^price_[A-Za-z0-9_]{1,200}$/, 'Use a Stripe price id (price_…).');

/** A plan the operator offers (npm run agency -- plan …). */
export const planSchema = z.object({
  id: slug,
  name: z.string().trim().min(1).max(80),
  currency,
  monthlyMinor: minor,
  yearlyMinor: minor,
  stripePriceMonthly: stripePrice,
  stripePriceYearly: stripePrice,
  /** Products the plan allows, by service key (hotels, flights, resorts, cars, activities, cruise); none: every product. */
  products: z.array(z.string().refine((key) => (SERVICE_ORDER as readonly string[]).includes(key), `Use the products ${SERVICE_ORDER.join(', ')}.`)).max(6),
  /** null: no limit. */
  maxAgents: z.number().int().min(1).max(100_000).nullable(),
  customDomain: z.boolean(),
  active: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  amountMinor: z.number().int(),
  currency,
  status: z.string(),
  hostedInvoiceUrl: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/agency/subscription's answer. */
export const subscriptionAnswerSchema = z.object({
  isSubscribed: z.boolean(),
  lapsed: z.boolean(),
  graceEndsAt: z.string().nullable(),
  subscription: z
    .object({
      planId: z.string().nullable(),
      interval: z.enum(BILLING_INTERVALS).nullable(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  plan: planSchema.omit({ stripePriceMonthly: true, stripePriceYearly: true }).nullable(),
  invoices: z.array(invoiceSchema),
  plans: z.array(planSchema.omit({ stripePriceMonthly: true, stripePriceYearly: true })),
});
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

export const checkoutBodySchema = z.object({ planId: slug, interval: z.enum(BILLING_INTERVALS) });
export const urlAnswerSchema = z.object({ url: z.string() });
