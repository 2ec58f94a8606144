import { addCalendarDays } from '../calendar.ts';

// Cruise lines' cancellation policies (issue #19, decisions 0052 and 0053): one home for the tiers
// a cancellation refunds by days before sailing, dated for a sailing (refundTiersFor) and read by
// the refund rule (refund.ts, decision 0084) for the sandbox supplier and the booking's refund, by
// the booking's terms in words, and by the /cancellation-policy pages of spec §2. The tiers are a
// simplified reading of each line's published standard-fare policy; a real supplier answers its own.

/** Spec §2's policy sub-pages. */
export const CRUISE_POLICY_SLUGS = ['royal-caribbean', 'carnival', 'mcl', 'celebrity', 'disney'] as const;
export type CruisePolicySlug = (typeof CRUISE_POLICY_SLUGS)[number];

/** Cancelling `minDays` or more days before sailing refunds `refundShare` of the price. Ordered by minDays, largest first; the last is 0 days. */
export interface RefundTier {
  minDays: number;
  refundShare: number;
}

export interface CruisePolicy {
  /** The line whose policy it is ('Royal Caribbean International'); the default names none. */
  lineName: string | null;
  tiers: readonly RefundTier[];
}

const tiers = (...pairs: [number, number][]): RefundTier[] => pairs.map(([minDays, refundShare]) => ({ minDays, refundShare }));

/** Lines without a page of their own (and unknown slugs) cancel under this. */
export const DEFAULT_CRUISE_POLICY: CruisePolicy = { lineName: null, tiers: tiers([90, 1], [60, 0.75], [30, 0.5], [15, 0.25], [0, 0]) };

export const CRUISE_POLICIES: Readonly<Record<CruisePolicySlug, CruisePolicy>> = {
  'royal-caribbean': { lineName: 'Royal Caribbean International', tiers: tiers([90, 1], [75, 0.85], [61, 0.75], [31, 0.5], [15, 0.25], [0, 0]) },
  carnival: { lineName: 'Carnival Cruise Line', tiers: tiers([75, 1], [56, 0.85], [29, 0.5], [15, 0.25], [0, 0]) },
  mcl: { lineName: 'MSC Cruises', tiers: tiers([90, 1], [60, 0.8], [30, 0.6], [15, 0.3], [0, 0]) },
  celebrity: { lineName: 'Celebrity Cruises', tiers: tiers([90, 1], [75, 0.85], [61, 0.75], [31, 0.5], [15, 0.25], [0, 0]) },
  disney: { lineName: 'Disney Cruise Line', tiers: tiers([90, 1], [56, 0.8], [30, 0.5], [15, 0.25], [0, 0]) },
};

export const isCruisePolicySlug = (s: string | undefined | null): s is CruisePolicySlug => (CRUISE_POLICY_SLUGS as readonly string[]).includes(s ?? '');

/** The policy a line cancels under: its page's when it has one, the default otherwise. */
export const cruisePolicyOf = (slug: string | undefined | null): CruisePolicy => (isCruisePolicySlug(slug) ? CRUISE_POLICIES[slug] : DEFAULT_CRUISE_POLICY);

/** The tiers as dates for one sailing: cancelling on or before `until` refunds `refundShare` (tiers that refund nothing are left out). */
export const refundTiersFor = (policy: CruisePolicy, departDate: string): { until: string; refundShare: number }[] =>
  policy.tiers.filter((t) => t.refundShare > 0).map((t) => ({ until: addCalendarDays(departDate, -t.minDays), refundShare: t.refundShare }));

/** The date until which cancelling refunds in full, or null when the policy never does. */
export function fullRefundUntil(policy: CruisePolicy, departDate: string): string | null {
  const full = policy.tiers.find((t) => t.refundShare === 1);
  if (!full) return null;
  return addCalendarDays(departDate, -full.minDays);
}

/** The page of a line's policy (spec §2: /cancellation-policy/{slug}); the general page for lines without one. */
export const cruisePolicyPath = (slug: string | undefined | null): string =>
  isCruisePolicySlug(slug) ? `/cancellation-policy/${slug}` : '/cancellation-policy';
