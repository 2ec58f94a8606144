import { placeDay } from './place-time.ts';

// The refund rule of every product (docs/decisions/0025-one-home-per-rule.md, 0084): given a
// booking's cancellation terms as stored, its total and "now", what cancelling gives back. The one
// home of the rule: the sandbox suppliers' refunds, the cancel route's refund, the booking answer's
// refund preview and the policy wording all read it. Pure, no zod.
//
// - A deadline (`freeCancellationUntil`, an ISO instant in UTC) is free cancellation strictly until
//   it ("Free cancellation until 2027-02-26 23:59 UTC, then non-refundable"; decision 0010: it "ends
//   … at 23:59 UTC"), so at the deadline itself nothing is refunded.
// - A fee (a flight fare's refund fee) is kept from the refund before the deadline: the total less
//   the fee, never below nothing.
// - Tiers (a cruise line's policy by days before sailing, as dates) replace the deadline: cancelling
//   on or before a tier's last day (YYYY-MM-DD, the date of "now" at the place, decision 0097) refunds its share.
// - A non-refundable booking refunds nothing.

export interface RefundTierDate {
  /** YYYY-MM-DD (at the place): the last day cancelling refunds `refundShare`. */
  until: string;
  /** 0..1 of the total. */
  refundShare: number;
}

export interface CancellationTerms {
  refundable: boolean;
  /** ISO date-time (UTC); free cancellation until then (refundable rates only), null otherwise. */
  freeCancellationUntil: string | null;
  /** Kept on a refund (a flight fare's refund fee), minor units of the booking's currency; absent or 0 when none. */
  feeMinor?: number;
  /** Dated refund tiers (a cruise line's policy), first ending first; when given they replace the deadline. */
  tiers?: readonly RefundTierDate[];
  /**
   * The place's IANA zone ('Europe/Lisbon', decision 0097): deadlines are shown at its local time and
   * a tier's last day is read there. Absent on bookings made before it was kept: UTC.
   */
  timeZone?: string;
}

/** How much of the total a cancellation now gives back. */
export type RefundKind = 'full' | 'less_fee' | 'share' | 'none';

/** Which sentence words the rule that applies (the server words it in the booker's language). */
export type RefundWordsKey = 'freeUntil' | 'lessFeeUntil' | 'tierUntil' | 'deadlinePassed' | 'tiersPassed' | 'nonRefundable';

export interface RefundQuote {
  /** What cancelling at `now` refunds, minor units of `currency` (the total's). */
  amountMinor: number;
  currency: string;
  kind: RefundKind;
  /** amountMinor as a share of the total (0..1): what a payment split (card, credits) refunds by. */
  share: number;
  /** Until when this refund holds: the deadline (ISO instant, UTC) or the tier's last day (YYYY-MM-DD, UTC); null when nothing more changes. */
  until: string | null;
  /** The fee kept, minor units of `currency`, when the rule keeps one. */
  feeMinor: number | null;
  words: RefundWordsKey;
}

/** Whether cancelling at `now` is still free: a refundable rate, strictly before its deadline. */
export function isFreeCancellation(terms: Pick<CancellationTerms, 'refundable' | 'freeCancellationUntil'>, now: Date): boolean {
  return terms.refundable && terms.freeCancellationUntil !== null && now.getTime() < Date.parse(terms.freeCancellationUntil);
}

/** The refund of cancelling at `now` a booking with these terms and this total: the rule of every product. */
export function refundFor(terms: CancellationTerms, total: { amountMinor: number; currency: string }, now: Date): RefundQuote {
  const { amountMinor: totalMinor, currency } = total;
  const none = (words: RefundWordsKey): RefundQuote => ({ amountMinor: 0, currency, kind: 'none', share: 0, until: null, feeMinor: null, words });
  if (!terms.refundable || totalMinor <= 0) return none('nonRefundable');
  if (terms.tiers && terms.tiers.length > 0) {
    const today = placeDay(now, terms.timeZone);
    const tier = terms.tiers.find((t) => today <= t.until && t.refundShare > 0);
    if (!tier) return none('tiersPassed');
    const share = Math.min(1, Math.max(0, tier.refundShare));
    const amountMinor = Math.round(totalMinor * share);
    return {
      amountMinor,
      currency,
      kind: share === 1 ? 'full' : 'share',
      share: amountMinor / totalMinor,
      until: tier.until,
      feeMinor: null,
      words: 'tierUntil',
    };
  }
  if (!isFreeCancellation(terms, now)) return none(terms.freeCancellationUntil ? 'deadlinePassed' : 'nonRefundable');
  const fee = Math.min(Math.max(0, Math.round(terms.feeMinor ?? 0)), totalMinor);
  const amountMinor = totalMinor - fee;
  if (amountMinor === 0) return none('nonRefundable');
  return {
    amountMinor,
    currency,
    kind: fee > 0 ? 'less_fee' : 'full',
    share: amountMinor / totalMinor,
    until: terms.freeCancellationUntil,
    feeMinor: fee > 0 ? fee : null,
    words: fee > 0 ? 'lessFeeUntil' : 'freeUntil',
  };
}

/**
 * Share of the price refunded when cancelling at `now` (a supplier's answer, on its own total):
 * the rule's amount over the total, 4 decimals.
 */
export function refundShare(terms: CancellationTerms, now: Date, totalMinor = 10_000): number {
  const q = refundFor(terms, { amountMinor: totalMinor, currency: 'XXX' }, now);
  return Math.round(q.share * 10_000) / 10_000;
}
