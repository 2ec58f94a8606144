import { addCalendarDays, readCalendarDate } from './calendar.ts';
import { shareOfMinor, type WALLET_ENTRY_STATES } from './wallet.ts';

// When a reward may be spent, and what a cancellation takes back (decision 0073). A booking's
// reward is posted pending, with the moment it becomes spendable; until then it counts in the
// account's total but not in what can be spent, and a cancellation voids (its refund share of) it.
// The moment is chosen so no booking can be refunded after it: every sandbox supplier refuses a
// cancellation once the service has started, and a hotel refunds only before its free-cancellation
// deadline, which is before check-in. So a reward never has to be taken back from later credits.
// The ledger (packages/db/src/repositories/wallet.ts) applies walletPostRefusal under its lock.

/**
 * When a booking's reward becomes spendable: 00:00 UTC two days after the service's last day, the
 * first midnight UTC at which that day (hence its start too) has ended in every time zone (UTC−12
 * ends a day at 12:00 UTC the next). ISO date-time; null for a date that does not read.
 */
export function rewardAvailableAt(endDate: string): string | null {
  const end = readCalendarDate(endDate);
  return end ? `${addCalendarDays(end, 2)}T00:00:00.000Z` : null;
}

/** Whether an entry available from `availableAt` (null: at once) is still pending at `now`. */
export function isPendingAt(availableAt: Date | string | null, now: Date): boolean {
  if (availableAt === null) return false;
  const at = typeof availableAt === 'string' ? Date.parse(availableAt) : availableAt.getTime();
  return at > now.getTime();
}

/** An account's credits at a moment: everything it holds, the part not yet spendable, and what can be spent. */
export interface WalletPosition {
  /** The sum of every entry (the ledger's running balance). */
  totalMinor: number;
  /** Entries still pending: rewards less what cancellations voided of them. */
  pendingMinor: number;
}

/** What can be spent: the total less what is pending (never below zero on a ledger kept by walletPostRefusal). */
export const spendableMinor = (p: WalletPosition): number => p.totalMinor - p.pendingMinor;

/**
 * Whether an entry may be posted to an account, or why not. A debit that is itself pending (a
 * cancellation voiding a pending reward) may take at most what is pending; any other debit at most
 * what can be spent. Credits are always accepted. null: post it.
 */
export function walletPostRefusal(p: WalletPosition, post: { amountMinor: number; pending: boolean }): 'insufficient' | null {
  if (post.amountMinor >= 0) return null;
  const room = post.pending ? p.pendingMinor : spendableMinor(p);
  return room + post.amountMinor < 0 ? 'insufficient' : null;
}

/**
 * What a cancellation does to a booking's reward, by the card's refund share: while the reward is
 * pending, that share of it is voided (posted pending until the same moment, so it never was
 * spendable and never will be); once it is spendable, nothing is taken back from the account, since
 * that would take credits the traveller may already have spent — the maturity date exists so that no
 * refund comes after it, and `refundedAfterMaturity` flags the case for staff if a supplier ever did.
 */
export function rewardTakeBack(input: { earnedMinor: number; availableAt: Date | string | null; refundShare: number; now: Date }): {
  voidMinor: number;
  refundedAfterMaturity: boolean;
} {
  const share = shareOfMinor(input.earnedMinor, input.refundShare);
  if (share <= 0) return { voidMinor: 0, refundedAfterMaturity: false };
  if (isPendingAt(input.availableAt, input.now)) return { voidMinor: share, refundedAfterMaturity: false };
  return { voidMinor: 0, refundedAfterMaturity: true };
}

export type WalletEntryState = (typeof WALLET_ENTRY_STATES)[number];

/**
 * How the wallet page shows an entry at `now`: a reward whose booking's cancellation voided all of
 * it, and the void itself, are 'withdrawn' (they never were spendable); an entry before its
 * `availableAt` is 'pending' ("Pending until …"); anything else is 'available'.
 */
export function walletEntryState(
  e: { kind: string; amountMinor: number; availableAt: Date | string | null; voidedMinor: number },
  now: Date,
): WalletEntryState {
  if (e.kind === 'reverse' && e.availableAt !== null) return 'withdrawn';
  if (e.kind === 'earn' && e.amountMinor + e.voidedMinor <= 0) return 'withdrawn';
  return isPendingAt(e.availableAt, now) ? 'pending' : 'available';
}
