import type { FastifyBaseLogger } from 'fastify';
import { postWalletEntry, walletEntryOfBooking, type BookingRow, type TenantTx } from '@tripfront/db';
import { creditsDebitMinor, rewardOfBooking, shareOfMinor, WALLET_MESSAGES } from '@tripfront/domain/wallet';
import { rewardAvailableAt, rewardTakeBack } from '@tripfront/domain/wallet-rewards';
import { accountCurrency, type AgencyWallet } from '../lib/wallet.ts';
import { refused, type Refusal } from './errors.ts';
import type { WalletSnapshot } from './present.ts';

// The wallet's part of the booking pipeline (issue #16, decision 0039), for every product:
// credits spent are debited in the transaction that writes the booking, given back when it fails
// and refunded by the card's refund share when it is cancelled; a confirmed booking earns the
// agency's percentage of what the card paid, pending until the service is over (decision 0073), and
// a cancellation voids the same share of it while it is pending. Every entry names its booking, so
// a retry or recovery posting it again finds the first (one per kind).

/** The credits asked for cannot be spent on this booking (422), thrown by the checkout's wallet step. */
export const creditsRefused = (message: string): Refusal => refused(422, message, 'CREDITS_REFUSED', { field: 'credits' });

/**
 * Debits the credits of a booking just written (same transaction), and works out what it will earn.
 * Throws a Refusal (409 INSUFFICIENT_CREDITS) when the balance does not cover them: the transaction
 * rolls back with it, and the checkout answers it.
 */
export async function spendAndPlan(
  tx: TenantTx,
  input: { tenantId: string; booking: BookingRow; wallet: AgencyWallet; rates: Readonly<Record<string, number>> },
): Promise<WalletSnapshot | null> {
  const { tenantId, booking, wallet, rates } = input;
  if (!booking.userId) return null;
  const credits = booking.creditsMinor;
  if (!wallet.enabled && credits === 0) return null;
  const account = await accountCurrency(tx, tenantId, booking.userId, wallet);
  const spentMinor = creditsDebitMinor(credits, booking.currency, account.currency, rates);
  if (spentMinor > 0) {
    const posted = await postWalletEntry(tx, {
      tenantId,
      userId: booking.userId,
      kind: 'spend',
      amountMinor: -spentMinor,
      currency: account.currency,
      bookingId: booking.id,
      note: `Paid towards booking ${booking.reference}`,
      createdBy: booking.userId,
    });
    if (!posted.ok) throw refused(409, WALLET_MESSAGES.insufficient, 'INSUFFICIENT_CREDITS', { field: 'credits' });
  }
  // No date to mature on, no reward: a reward is never spendable while its booking can be refunded.
  const availableAt = rewardAvailableAt(booking.checkout);
  const earnMinor =
    wallet.enabled && availableAt
      ? rewardOfBooking({
          totalMinor: booking.totalMinor,
          creditsMinor: credits,
          currency: booking.currency,
          walletCurrency: account.currency,
          basisPoints: wallet.basisPoints,
          rates,
        })
      : 0;
  return { currency: account.currency, spentMinor, earnMinor, ...(earnMinor > 0 && availableAt ? { earnAvailableAt: availableAt } : {}) };
}

const walletOf = (row: BookingRow): WalletSnapshot | null => (row.details as { wallet?: WalletSnapshot }).wallet ?? null;

/** A confirmed booking earns its credits (same transaction as the confirmation), pending until they are earned for good. */
export async function earnCredits(tx: TenantTx, tenantId: string, row: BookingRow, log: FastifyBaseLogger): Promise<void> {
  const w = walletOf(row);
  if (!w || w.earnMinor <= 0 || !row.userId) return;
  // A snapshot written before rewards waited (decision 0073) matures with its service all the same.
  const availableAt = w.earnAvailableAt ?? rewardAvailableAt(row.checkout);
  if (!availableAt) return;
  const posted = await postWalletEntry(tx, {
    tenantId,
    userId: row.userId,
    kind: 'earn',
    amountMinor: w.earnMinor,
    currency: w.currency,
    bookingId: row.id,
    note: `Reward for booking ${row.reference}`,
    availableAt: new Date(availableAt),
  });
  if (!posted.ok) log.warn({ booking: row.reference, reason: posted.reason }, 'reward not credited');
}

/** A booking that failed (declined card, supplier refusal, recovery) gives its credits back. */
export async function returnCredits(tx: TenantTx, tenantId: string, row: BookingRow): Promise<void> {
  const w = walletOf(row);
  if (!w || w.spentMinor <= 0 || !row.userId) return;
  await postWalletEntry(tx, {
    tenantId,
    userId: row.userId,
    kind: 'refund',
    amountMinor: w.spentMinor,
    currency: w.currency,
    bookingId: row.id,
    note: `Booking ${row.reference} was not made: credits returned`,
  });
}

/**
 * A cancelled booking: the credits spent come back by the refund share the card got, and the same
 * share of the reward is voided while it is pending (decision 0073). A reward already spendable is
 * never taken from the account's later credits; no supplier refunds after it matures, and if one
 * ever did, the error log names the booking for staff.
 */
export async function cancelCredits(
  tx: TenantTx,
  tenantId: string,
  row: BookingRow,
  refundShare: number,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<void> {
  const w = walletOf(row);
  if (!w || !row.userId) return;
  const back = shareOfMinor(w.spentMinor, refundShare);
  if (back > 0) {
    await postWalletEntry(tx, {
      tenantId,
      userId: row.userId,
      kind: 'refund',
      amountMinor: back,
      currency: w.currency,
      bookingId: row.id,
      note: `Booking ${row.reference} cancelled: credits refunded`,
    });
  }
  const earned = await walletEntryOfBooking(tx, tenantId, row.id, 'earn');
  if (!earned) return;
  const taken = rewardTakeBack({ earnedMinor: earned.amountMinor, availableAt: earned.availableAt, refundShare, now });
  if (taken.refundedAfterMaturity) log.error({ booking: row.reference, refundShare }, 'refund after the reward became spendable: reward kept');
  if (taken.voidMinor <= 0) return;
  const posted = await postWalletEntry(tx, {
    tenantId,
    userId: row.userId,
    kind: 'reverse',
    amountMinor: -taken.voidMinor,
    currency: earned.currency,
    bookingId: row.id,
    note: `Booking ${row.reference} cancelled: pending reward withdrawn`,
    availableAt: earned.availableAt,
    now,
  });
  if (!posted.ok) log.error({ booking: row.reference, reason: posted.reason }, 'pending reward not withdrawn');
}
