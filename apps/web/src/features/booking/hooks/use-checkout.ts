import type { CreateBookingBody } from '@tripfront/domain/booking/bookings';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import type { BookingClient } from '@tripfront/domain/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { currentUserQueryOptions, useCurrentUser } from '../../auth/index.ts';
import { useConfirmPayment } from '../api/confirm-payment.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { useHold, type HoldParams } from '../api/create-hold.ts';
import { usePaymentGateway } from '../api/get-payment-gateway.ts';
import { useReleaseHoldOnLeave } from '../api/release-hold.ts';
import { holdStillOpen, reactionTo } from '../checkout-problems.ts';
import { bookingBody, checkoutReducer, initialCheckout } from '../checkout-state.ts';
import type { PaymentSubmission } from '../components/payment-form.tsx';
import type { CheckoutPlug } from '../product.ts';
import type { StripeCardApi } from '../stripe/stripe-card-api.ts';

type StripeCheck = { reference: string; clientSecret: string };

/**
 * The checkout's state (checkoutReducer) and what its buttons do: hold, pay, authenticate. Every failure
 * goes through one reaction (checkout-problems.ts); the page only reads `state` and calls the actions.
 */
export function useCheckout(plug: CheckoutPlug, offer: Omit<HoldParams, 'product'>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const gateway = usePaymentGateway();
  // Stripe's code and Stripe.js are fetched only for an agency whose gateway is Stripe with a publishable key.
  const publishableKey = gateway.data?.gateway === 'stripe' && gateway.data.available ? gateway.data.publishableKey : undefined;
  const [state, dispatch] = useReducer(checkoutReducer, offer.expectedTotal, initialCheckout);
  const hold = useHold({ ...offer, product: plug.product, expectedTotal: state.accepted }, state.holdAttempt);
  if (hold.data && !hold.isPlaceholderData && hold.data !== state.lastHold) dispatch({ type: 'held', hold: hold.data });
  // Holds a booking was attempted with belong to that booking; any other is given back on leaving.
  const bookedWith = useRef(new Set<string>());
  const createBooking = useCreateBooking();
  const confirm = useConfirmPayment();
  const walletOn = useCurrentUser()?.isRewardWalletEnable === true;
  // One Idempotency-Key per checkout attempt, with the exact body it was sent with: a retry after an
  // unknown outcome (network, 5xx) resends both, so the server answers that attempt instead of booking twice.
  const attempt = useRef<{ key: string; body: CreateBookingBody } | null>(null);
  // A Stripe booking waiting for the bank's check: Pay runs the check again instead of booking anew.
  const stripeCheck = useRef<StripeCheck | null>(null);

  const rehold = useCallback(() => dispatch({ type: 'rehold' }), []);
  const onExpired = useCallback(() => dispatch({ type: 'expired' }), []);
  // Stable: Stripe's field hands its API over in an effect that depends on it.
  const setStripeApi = useCallback((api: StripeCardApi | null) => dispatch({ type: 'stripeApi', api }), []);
  useReleaseHoldOnLeave(state.lastHold?.holdToken, bookedWith, rehold);

  const finish = (reference: string) => {
    // With the reward wallet the balance moved (credits spent, a reward earned): the wallet and the profile read again.
    if (walletOn) {
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    }
    void navigate(plug.confirmationUrl(reference));
  };

  /** A failed Pay or authentication: what checkout-problems.ts says to do with it. */
  const react = (error: unknown) => {
    const reaction = reactionTo(error, state.client !== null);
    if (!reaction.keepAttempt) attempt.current = null;
    dispatch({ type: 'react', reaction });
    if (reaction.refreshWallet) void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    return reaction;
  };
  const declined = () => dispatch({ type: 'react', reaction: { problem: 'declined', rehold: true } });

  /** 3-D Secure in Stripe's own window, then the server reads the PaymentIntent again. */
  const stripeAuthenticate = async (check: StripeCheck) => {
    if (!state.stripeApi) return;
    stripeCheck.current = check;
    try {
      // A failed or abandoned check is not an answer by itself: the server asks Stripe below.
      await state.stripeApi.handleNextAction(check.clientSecret);
    } catch {
      /* the PaymentIntent tells */
    }
    try {
      const booking = await confirm.mutateAsync({ reference: check.reference });
      if (booking.status === 'pending' && booking.payment.status === 'requires_action') {
        dispatch({ type: 'problem', problem: 'authIncomplete' });
        return;
      }
      stripeCheck.current = null;
      if (booking.status === 'failed') declined();
      else finish(check.reference);
    } catch (error) {
      if (!react(error).keepAttempt) stripeCheck.current = null;
    }
  };

  const pay = async (submission: PaymentSubmission) => {
    if (!hold.isSuccess || hold.isPlaceholderData) {
      dispatch({ type: 'problem', problem: 'notHeld' });
      return;
    }
    dispatch({ type: 'problem', problem: null });
    if (stripeCheck.current) {
      await stripeAuthenticate(stripeCheck.current);
      return;
    }
    let body = attempt.current?.body;
    if (!body) {
      // The product's own fields (flight passengers): their messages show, and nothing is sent until they are right.
      const extra = plug.travellers ? await plug.travellers.collect() : {};
      if (extra === null) return;
      body = bookingBody(state, { extra, submission, held: hold.data });
    }
    const key = attempt.current?.key ?? crypto.randomUUID();
    attempt.current = { key, body };
    bookedWith.current.add(body.holdToken);
    try {
      const outcome = await createBooking.mutateAsync({ body, key });
      attempt.current = null;
      const reference = outcome.booking.reference;
      if (!outcome.authenticate) finish(reference);
      else if (!publishableKey) dispatch({ type: 'authenticating', reference });
      else if (outcome.clientSecret) await stripeAuthenticate({ reference, clientSecret: outcome.clientSecret });
      else dispatch({ type: 'problem', problem: 'error' });
    } catch (error) {
      // Refused before a booking was written (a passenger's details, say): the hold is given back on leaving.
      if (holdStillOpen(react(error))) bookedWith.current.delete(body.holdToken);
    }
  };

  /** The sandbox's 3-D Secure dialog answered. */
  const authenticate = async (outcome: 'approved' | 'declined') => {
    const reference = state.authenticating;
    if (!reference) return;
    try {
      const booking = await confirm.mutateAsync({ reference, authentication: outcome });
      dispatch({ type: 'authenticating', reference: null });
      if (booking.status === 'failed') declined();
      else finish(reference);
    } catch (error) {
      dispatch({ type: 'authenticating', reference: null });
      react(error);
    }
  };

  return {
    state,
    hold,
    /** The agency takes no card payments at all. */
    paymentsOff: gateway.data !== undefined && !gateway.data.available,
    publishableKey,
    canPay: hold.isSuccess && !hold.isPlaceholderData && !hold.isFetching && !state.expired && !createBooking.isPending && state.authenticating === null,
    confirming: confirm.isPending,
    pay,
    authenticate,
    rehold,
    onExpired,
    accept: (total: BookingMoney) => dispatch({ type: 'accept', total }),
    // A change of client or credits is a new attempt: a new body and Idempotency-Key.
    chooseClient: (client: BookingClient | null) => {
      attempt.current = null;
      dispatch({ type: 'client', client });
    },
    spendCredits: (credits: number) => {
      attempt.current = null;
      dispatch({ type: 'credits', credits });
    },
    setStripeApi,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
