import { describe, expect, it } from 'vitest';
import {
  agentLimitReached,
  planAgentLimitMessage,
  planInForce,
  planProductsMessage,
  planSchema,
  productsOutsidePlan,
  subscriptionIsLive,
  subscriptionStanding,
  withPlanProducts,
  withSubscriptionStanding,
  type SubscriptionState,
} from './subscription.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-12-06T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);
const record = (status: SubscriptionState['status'], periodEndDaysAgo: number | null, failedDaysAgo: number | null = null): SubscriptionState => ({
  status,
  currentPeriodEnd: periodEndDaysAgo === null ? null : ago(periodEndDaysAgo),
  paymentFailedAt: failedDaysAgo === null ? null : ago(failedDaysAgo),
});

describe('subscriptionStanding', () => {
  it.each([
    // [what, record, seeded, isSubscribed, lapsed]
    ['no record: the seeded true stands', null, true, true, false],
    ['no record: the seeded false stands (Nordlys in the demo)', null, false, false, false],
    ['active', record('active', -20), false, true, false],
    ['trialing', record('trialing', null), false, true, false],
    ['active although its period ended long ago (Stripe renews it)', record('active', 40), false, true, false],
    ['past_due within the grace period', record('past_due', 3), true, true, false],
    ['past_due after the grace period', record('past_due', 8), true, false, true],
    ['canceled, its period ended 6 days ago', record('canceled', 6), true, true, false],
    ['canceled, its period ended 7 days ago', record('canceled', 7), true, false, true],
    ['unpaid: a failed payment after the period end restarts the grace', record('unpaid', 10, 2), true, true, false],
    ['unpaid: both long ago', record('unpaid', 30, 20), true, false, true],
    ['incomplete first checkout: not subscribed, nothing to lapse', record('incomplete', null), true, false, false],
    ['incomplete_expired with a period: lapsed after grace', record('incomplete_expired', 9), true, false, true],
  ] as const)('%s', (_what, rec, seeded, isSubscribed, lapsed) => {
    const standing = subscriptionStanding(rec, seeded, now, 7);
    expect(standing.isSubscribed).toBe(isSubscribed);
    expect(standing.lapsed).toBe(lapsed);
  });

  it('says when the grace period ends, so the answer can be read again then', () => {
    expect(subscriptionStanding(record('canceled', 1), true, now, 7).changesAt).toEqual(new Date(ago(1).getTime() + 7 * DAY));
    expect(subscriptionStanding(record('active', -5), true, now, 7).changesAt).toBeNull();
  });

  it('takes the grace period as a setting (0: lapsed at the period end)', () => {
    expect(subscriptionStanding(record('canceled', 0.5), true, now, 0).lapsed).toBe(true);
    expect(subscriptionStanding(record('canceled', 20), true, now, 30).isSubscribed).toBe(true);
  });
});

describe('withSubscriptionStanding', () => {
  it('sets isSubscribed, and a lapsed agency Inactive (the blocking modal of spec §3)', () => {
    const agency = { isSubscribed: false, status: 'Active' as const };
    expect(withSubscriptionStanding(agency, { isSubscribed: true, lapsed: false, changesAt: null })).toEqual({ isSubscribed: true, status: 'Active' });
    expect(withSubscriptionStanding(agency, { isSubscribed: false, lapsed: true, changesAt: null })).toEqual({ isSubscribed: false, status: 'Inactive' });
  });

  it('answers the same object when nothing changes', () => {
    const agency = { isSubscribed: true, status: 'Active' as const };
    expect(withSubscriptionStanding(agency, { isSubscribed: true, lapsed: false, changesAt: null })).toBe(agency);
  });
});

describe('subscriptionIsLive', () => {
  it('is false once Stripe ended the subscription (a new plan starts a new one), true while it can still be billed or changed', () => {
    expect(subscriptionIsLive('canceled')).toBe(false);
    expect(subscriptionIsLive('incomplete_expired')).toBe(false);
    for (const status of ['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused'] as const) expect(subscriptionIsLive(status)).toBe(true);
  });
});

describe('plan limits (decision 0152)', () => {
  const pro = { products: ['hotels', 'cars'], maxAgents: 3 };
  const any = { products: [], maxAgents: null };

  it('apply while the subscription can be billed, not without one or after it ended', () => {
    expect(planInForce({ status: 'past_due', planId: 'pro' }, pro)).toBe(pro);
    expect(planInForce({ status: 'canceled', planId: 'pro' }, pro)).toBeNull();
    expect(planInForce(null, pro)).toBeNull();
    expect(planInForce({ status: 'active', planId: null }, null)).toBeNull();
  });

  it('count agents up to the plan’s maximum; no maximum, no plan: no limit', () => {
    expect(agentLimitReached(pro, 2)).toBe(false);
    expect(agentLimitReached(pro, 3)).toBe(true);
    expect(agentLimitReached(any, 10_000)).toBe(false);
    expect(agentLimitReached(null, 10_000)).toBe(false);
    expect(planAgentLimitMessage(1)).toBe('Your plan includes up to 1 agent. Deactivate an agent, or change plan on the Subscription page.');
  });

  it('name the products offered outside the plan, in the general order, by their menu names', () => {
    expect(productsOutsidePlan(pro, ['cars', 'hotels'])).toEqual([]);
    expect(productsOutsidePlan(pro, ['cruise', 'hotels', 'flights'])).toEqual(['flights', 'cruise']);
    expect(productsOutsidePlan(any, ['flights'])).toEqual([]);
    expect(productsOutsidePlan(null, ['flights'])).toEqual([]);
    expect(planProductsMessage(['flights', 'cruise'], pro)).toBe(
      'Your plan includes Hotels, Car Rentals only. Turn off Air Travel, Cruise, or change plan on the Subscription page.',
    );
  });

  it('turns off in the booking menu what the plan does not include; the same agency when nothing changes', () => {
    const agency = {
      bookingMenuItemOptions: [
        { id: 1, title: 'Hotels', active: true },
        { id: 5, title: 'Air Travel', active: true },
        { id: 2, title: 'Car Rentals', active: false },
      ],
    };
    expect(withPlanProducts(agency, pro).bookingMenuItemOptions.map((i) => i.active)).toEqual([true, false, false]);
    expect(withPlanProducts(agency, any)).toBe(agency);
    expect(withPlanProducts(agency, null)).toBe(agency);
    expect(withPlanProducts(agency, { products: ['hotels', 'flights'], maxAgents: null })).toBe(agency);
  });

  it('keeps a plan to the service keys', () => {
    const plan = {
      id: 'pro',
      name: 'Pro',
      currency: 'EUR',
      monthlyMinor: 1,
      yearlyMinor: 1,
      stripePriceMonthly: 'price_a',
      stripePriceYearly: 'price_b',
      maxAgents: null,
      customDomain: false,
      active: true,
    };
    expect(planSchema.safeParse({ ...plan, products: ['hotels', 'cruise'] }).success).toBe(true);
    expect(planSchema.safeParse({ ...plan, products: ['hotel'] }).success).toBe(false);
  });
});
