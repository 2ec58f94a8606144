import { describe, expect, it } from 'vitest';
import { subscriptionIsLive, subscriptionStanding, withSubscriptionStanding, type SubscriptionState } from './subscription.ts';

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
