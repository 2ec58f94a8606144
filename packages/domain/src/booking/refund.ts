// The refund deadline of a rate (docs/decisions/0025-one-home-per-rule.md): free cancellation lasts
// strictly until `freeCancellationUntil` ("Free cancellation until 2027-02-26 23:59 UTC, then
// non-refundable"; decision 0010: it "ends … at 23:59 UTC"), so at the deadline itself nothing is
// refunded. The one boundary of the cancel route (the sandbox supplier's refund), the policy wording
// of the hotel API and the booking screens' "you will get back" line. Pure, no zod.

export interface CancellationTerms {
  refundable: boolean;
  /** ISO date-time (UTC); free cancellation until then (refundable rates only), null otherwise. */
  freeCancellationUntil: string | null;
}

/** Whether cancelling at `now` is still free: a refundable rate, strictly before its deadline. */
export function isFreeCancellation(terms: CancellationTerms, now: Date): boolean {
  return terms.refundable && terms.freeCancellationUntil !== null && now.getTime() < Date.parse(terms.freeCancellationUntil);
}

/** Share of the price refunded when cancelling at `now`: all of it while cancellation is free, otherwise none. */
export const refundShare = (terms: CancellationTerms, now: Date): 0 | 1 => (isFreeCancellation(terms, now) ? 1 : 0);
