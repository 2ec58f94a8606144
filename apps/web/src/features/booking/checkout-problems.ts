import { ApiError } from '../../lib/api-client.ts';
import type { useWalletTranslation } from '../wallet/index.ts';
import type { BookingT } from './hooks/use-booking-translation.ts';
import type { BookingProduct } from './product.ts';

/**
 * What went wrong with the last Pay (or the card's authentication after it). `rejected`: the supplier refused
 * the booking after payment was taken (and given back); `unavailable`: the site does not sell this product.
 */
export type Problem =
  | 'declined'
  | 'failed'
  | 'unknown'
  | 'rejected'
  | 'error'
  | 'authIncomplete'
  | 'notHeld'
  | 'credits'
  | 'creditsRefused'
  | 'clientGone'
  | 'paymentsUnavailable'
  | 'unavailable';

/** What the checkout does with an answer: the problem it shows, and whether it holds the offer again, marks the hold expired, reads the wallet again, keeps the attempt (its Idempotency-Key) for a retry. */
export interface Reaction {
  problem?: Problem;
  rehold?: true;
  expired?: true;
  refreshWallet?: true;
  keepAttempt?: true;
}

/**
 * The server's definite refusals, by the error's `code`. A hold that is gone (declined, failed) is made
 * again; a new price is held again for the traveller to accept; the 503s of decision 0078 are refusals, not
 * unknown outcomes.
 */
const BY_CODE: Readonly<Record<string, Reaction>> = {
  SANDBOX_DISABLED: { problem: 'unavailable' },
  PAYMENT_UNAVAILABLE: { problem: 'paymentsUnavailable' },
  PAYMENT_DECLINED: { problem: 'declined', rehold: true },
  PAYMENT_FAILED: { problem: 'failed', rehold: true },
  // After Pay, a sold-out offer is the supplier refusing the booking.
  SOLD_OUT: { problem: 'rejected' },
  HOLD_EXPIRED: { expired: true },
  PRICE_CHANGED: { rehold: true },
  INSUFFICIENT_CREDITS: { problem: 'credits', refreshWallet: true },
  CREDITS_REFUSED: { problem: 'creditsRefused' },
};

const DEFINITE_503 = new Set(['SANDBOX_DISABLED', 'PAYMENT_UNAVAILABLE']);

const codeOf = (error: unknown): string | undefined => {
  const code = error instanceof ApiError ? error.body.code : undefined;
  return typeof code === 'string' ? code : undefined;
};

/** No definite answer (network, 5xx, still in progress): the same attempt may be sent again. */
export function outcomeUnknown(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined && DEFINITE_503.has(code)) return false;
  const status = error instanceof ApiError ? error.status : 0;
  return status === 0 || status >= 500 || code === 'IN_PROGRESS';
}

/** The checkout's reaction to a failed Pay or authentication. `withClient`: an agent books for a client, whose 404 means the client is gone. */
export function reactionTo(error: unknown, withClient: boolean): Reaction {
  if (outcomeUnknown(error)) return { problem: 'unknown', keepAttempt: true };
  const code = codeOf(error);
  if (code !== undefined && Object.hasOwn(BY_CODE, code)) return BY_CODE[code] as Reaction;
  if (error instanceof ApiError && error.status === 404 && withClient) return { problem: 'clientGone' };
  return { problem: 'error' };
}

/**
 * Whether the hold a failed Pay was sent with is still only the traveller's: refused before any
 * booking was written (input at fault, credits, the client, payments off), so leaving the checkout
 * gives it back. A declined or failed card, a refusal after payment, an expired hold or an unknown
 * outcome leave it to the booking that was (or may have been) written.
 */
export const holdStillOpen = (reaction: Reaction): boolean =>
  !reaction.keepAttempt && !reaction.rehold && !reaction.expired && reaction.problem !== 'rejected' && reaction.problem !== 'unavailable';

export interface ProblemTexts {
  t: BookingT;
  w: ReturnType<typeof useWalletTranslation>['t'];
  product: BookingProduct;
}

/**
 * How each problem shows: an `alert` above Pay (the form and everything typed stay), a `page` that
 * replaces the form with the message and the way back, or the shared "not available on this site" page.
 */
export type ProblemShown = { as: 'alert' | 'page'; text: (texts: ProblemTexts) => string } | { as: 'unavailable' };

export const PROBLEM_SHOWN: Readonly<Record<Problem, ProblemShown>> = {
  credits: { as: 'alert', text: ({ w }) => w('checkout.insufficient') },
  creditsRefused: { as: 'alert', text: ({ w }) => w('checkout.refused') },
  clientGone: { as: 'alert', text: ({ w }) => w('client.notFound') },
  declined: { as: 'alert', text: ({ t }) => t('checkout.declined') },
  failed: { as: 'alert', text: ({ t }) => t('checkout.paymentFailed') },
  paymentsUnavailable: { as: 'alert', text: ({ t }) => t('checkout.paymentsUnavailable') },
  unknown: { as: 'alert', text: ({ t }) => t('checkout.unknownOutcome') },
  error: { as: 'alert', text: ({ t }) => t('checkout.bookingError') },
  authIncomplete: { as: 'alert', text: ({ t }) => t('checkout.stripe.authIncomplete') },
  // Pay is disabled without a fresh hold; should a click still arrive, it says so rather than doing nothing.
  notHeld: { as: 'alert', text: ({ t, product }) => t('checkout.holding', { context: product }) },
  rejected: { as: 'page', text: ({ t, product }) => t('checkout.supplierRejected', { context: product }) },
  unavailable: { as: 'unavailable' },
};
