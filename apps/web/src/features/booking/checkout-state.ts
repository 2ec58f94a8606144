import type { CreateBookingBody } from '@tripfront/domain/booking/bookings';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import type { BookingClient } from '@tripfront/domain/wallet';
import type { Problem, Reaction } from './checkout-problems.ts';
import type { PaymentSubmission } from './components/payment-form.tsx';
import type { CheckoutTravellers, HeldOffer } from './product.ts';
import type { StripeCardApi } from './stripe/stripe-card-api.ts';

/** What the checkout page shows and what its next hold and booking use. */
export interface CheckoutState {
  /** The total the traveller agreed to: the hold asks for it, a PRICE_CHANGED asks to accept a new one. */
  accepted: BookingMoney;
  /** Bumped to make a new hold (after a decline, an expiry, a new price). */
  holdAttempt: number;
  /** The last hold the server made: the form keeps showing it while a new hold is made or fails. */
  lastHold: HeldOffer | undefined;
  /** Credits to spend, in minor units of the total's currency. */
  credits: number;
  /** The client an agent books for; their bookings spend no credits. */
  client: BookingClient | null;
  problem: Problem | null;
  /** The booking reference waiting for the sandbox's 3-D Secure dialog. */
  authenticating: string | null;
  expired: boolean;
  /** Stripe's Payment Element, once it is up. */
  stripeApi: StripeCardApi | null;
}

export type CheckoutAction =
  | { type: 'held'; hold: HeldOffer }
  | { type: 'rehold' }
  | { type: 'expired' }
  | { type: 'accept'; total: BookingMoney }
  | { type: 'credits'; credits: number }
  | { type: 'client'; client: BookingClient | null }
  | { type: 'problem'; problem: Problem | null }
  | { type: 'react'; reaction: Reaction }
  | { type: 'authenticating'; reference: string | null }
  | { type: 'stripeApi'; api: StripeCardApi | null };

export const initialCheckout = (accepted: BookingMoney): CheckoutState => ({
  accepted,
  holdAttempt: 0,
  lastHold: undefined,
  credits: 0,
  client: null,
  problem: null,
  authenticating: null,
  expired: false,
  stripeApi: null,
});

const rehold = (state: CheckoutState): CheckoutState => ({ ...state, expired: false, holdAttempt: state.holdAttempt + 1 });

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'held':
      return { ...state, lastHold: action.hold };
    case 'rehold':
      return rehold(state);
    case 'expired':
      return { ...state, expired: true };
    case 'accept':
      return { ...state, accepted: action.total };
    case 'credits':
      return { ...state, credits: action.credits };
    case 'client':
      return { ...state, client: action.client };
    case 'problem':
      return { ...state, problem: action.problem };
    case 'react': {
      const { problem, rehold: again, expired } = action.reaction;
      const next = problem === undefined ? state : { ...state, problem };
      if (again) return rehold(next);
      return expired ? { ...next, expired: true } : next;
    }
    case 'authenticating':
      return { ...state, authenticating: action.reference };
    case 'stripeApi':
      return { ...state, stripeApi: action.api };
  }
}

/** What the card pays once credits are spent (none when booking for a client). */
export function cardPays(state: Pick<CheckoutState, 'client' | 'credits'>, total: BookingMoney): number {
  const spent = state.client ? 0 : Math.min(state.credits, total.amount);
  return total.amount - spent;
}

/**
 * A new attempt's body: the product's own fields, the hold and the total it was priced at, the guest, the
 * card (none when credits pay it all), and either the credits to spend or the client booked for.
 */
export function bookingBody(
  { credits, client }: Pick<CheckoutState, 'client' | 'credits'>,
  { extra, submission, held }: { extra: NonNullable<Awaited<ReturnType<CheckoutTravellers['collect']>>>; submission: PaymentSubmission; held: HeldOffer },
): CreateBookingBody {
  const { guest, payment } = submission;
  return {
    ...extra,
    holdToken: held.holdToken,
    guest,
    ...(payment ? { payment } : {}),
    expectedTotal: held.price.total,
    ...(credits > 0 && !client ? { credits } : {}),
    ...(client ? { clientId: client.id } : {}),
  };
}
