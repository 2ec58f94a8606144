import type { BookingMoney } from '@tripfront/domain/booking/price';
import type { CreateBookingBody } from '@tripfront/domain/booking/bookings';
import { isExternalHref } from '@tripfront/domain/navigation/routes';
import type { BookingClient } from '@tripfront/domain/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAgency } from '../../agency/index.ts';
import { useWalletTranslation } from '../../wallet/index.ts';
import { currentUserQueryOptions, useCurrentUser, useLoginHref, useRememberCheckout } from '../../auth/index.ts';
import { useConfirmPayment } from '../api/confirm-payment.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { useHold, type HoldParams } from '../api/create-hold.ts';
import { usePaymentGateway } from '../api/get-payment-gateway.ts';
import { useReleaseHoldOnLeave } from '../api/release-hold.ts';
import { errorCode } from '../api/request.ts';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import { useMoney } from '../hooks/use-money.ts';
import type { BookingProduct, CheckoutPlug } from '../product.ts';
import type { StripeCardApi } from '../stripe/stripe-card-api.ts';
import { AuthenticationDialog } from './authentication-dialog.tsx';
import { ClientPicker } from './client-picker.tsx';
import { CreditsControl } from './credits-control.tsx';
import { HoldCountdown } from './hold-countdown.tsx';
import { HoldTrouble } from './hold-trouble.tsx';
import { PaymentForm, type PaymentSubmission } from './payment-form.tsx';
import { isProductUnavailable, ProductUnavailable } from './product-unavailable.tsx';
import './booking.css';

/**
 * The checkout of every product: hold, guest, card, pay. The product gives the offer to hold, the
 * summary of what is held and where back and on go (CheckoutPlug); the messages name the product
 * ("this room has just sold out", "these seats …").
 */
export function BookingCheckout(plug: CheckoutPlug) {
  const { t } = useBookingTranslation();
  const user = useCurrentUser();
  if (plug.offer === null) {
    return (
      <Frame>
        <p className="tf-booking-notice tf-card">{t('checkout.incomplete', { context: plug.product })}</p>
      </Frame>
    );
  }
  if (!user) return <SignInPrompt product={plug.product} />;
  return (
    <SignedInCheckout
      plug={plug}
      offer={plug.offer}
      guest={{ firstName: user.personal_info.first_name, lastName: user.personal_info.last_name, email: user.personal_info.email }}
    />
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useBookingTranslation();
  return (
    <div className="tf-container tf-page tf-booking-checkout">
      <h1>{t('checkout.title')}</h1>
      {children}
    </div>
  );
}

/** Visitors: Log In comes back with redirect=; Sign Up remembers this checkout for 30 minutes (spec §4, §9). */
function SignInPrompt({ product }: { product: BookingProduct }) {
  const { t } = useBookingTranslation();
  const agency = useAgency();
  const loginHref = useLoginHref();
  const rememberCheckout = useRememberCheckout();
  return (
    <Frame>
      <section className="tf-card tf-booking-signin" aria-labelledby="checkout-signin-title">
        <h2 id="checkout-signin-title">{t('checkout.signInTitle')}</h2>
        <p>{t('checkout.signInText', { context: product })}</p>
        <div className="tf-booking-actions">
          {!agency.isHideLoginOption &&
            (isExternalHref(loginHref) ? (
              <a className="tf-button tf-button--primary" href={loginHref}>
                {t('checkout.logIn')}
              </a>
            ) : (
              <Link className="tf-button tf-button--primary" to={loginHref}>
                {t('checkout.logIn')}
              </Link>
            ))}
          {!agency.isHideSignupOption && (
            <Link className="tf-button tf-button--outline" to={paths.signup()} onClick={rememberCheckout}>
              {t('checkout.signUp')}
            </Link>
          )}
        </div>
      </section>
    </Frame>
  );
}

/** soldOut: gone before it was held; rejected: the supplier refused the booking after payment was taken (and given back). */
type Problem =
  | 'declined'
  | 'failed'
  | 'unknown'
  | 'soldOut'
  | 'rejected'
  | 'error'
  | 'authIncomplete'
  | 'notHeld'
  | 'credits'
  | 'creditsRefused'
  | 'clientGone'
  | 'paymentsUnavailable'
  | 'unavailable'
  | null;

/** The 503s that are definite refusals (decision 0078): no card payments here, or the product is not sold on this site. */
const paymentsUnavailable = (error: unknown) => error instanceof ApiError && error.body.code === 'PAYMENT_UNAVAILABLE';

/** No definite answer (network, 5xx, still in progress): the same attempt may be sent again. */
const outcomeUnknown = (error: unknown) => {
  if (paymentsUnavailable(error) || isProductUnavailable(error)) return false;
  const status = error instanceof ApiError ? error.status : 0;
  return status === 0 || status >= 500 || errorCode(error) === 'IN_PROGRESS';
};

function SignedInCheckout({
  plug,
  offer,
  guest,
}: {
  plug: CheckoutPlug;
  offer: Omit<HoldParams, 'product'>;
  guest: { firstName: string; lastName: string; email: string };
}) {
  const { t } = useBookingTranslation();
  const { t: w } = useWalletTranslation();
  const { product } = plug;
  const money = useMoney();
  const navigate = useNavigate();
  const gateway = usePaymentGateway();
  // Stripe's code and Stripe.js are fetched only for an agency whose gateway is Stripe with a publishable key.
  const publishableKey = gateway.data?.gateway === 'stripe' && gateway.data.available ? gateway.data.publishableKey : undefined;
  const withStripe = publishableKey !== undefined;
  const [stripeApi, setStripeApi] = useState<StripeCardApi | null>(null);
  const [accepted, setAccepted] = useState<BookingMoney>(offer.expectedTotal);
  const [holdAttempt, setHoldAttempt] = useState(0);
  const hold = useHold({ ...offer, product: plug.product, expectedTotal: accepted }, holdAttempt);
  // The last hold the server made: the form keeps showing it while a new hold is made or fails.
  const [lastHold, setLastHold] = useState(hold.data);
  if (hold.data && !hold.isPlaceholderData && hold.data !== lastHold) setLastHold(hold.data);
  // Holds a booking was attempted with belong to that booking; any other is given back on leaving.
  const bookedWith = useRef(new Set<string>());
  const createBooking = useCreateBooking();
  const confirm = useConfirmPayment();
  const queryClient = useQueryClient();
  const walletOn = useCurrentUser()?.isRewardWalletEnable === true;
  // Issue #16: credits to spend (minor units of the total's currency) and the client an agent books for.
  const [credits, setCredits] = useState(0);
  const [client, setClient] = useState<BookingClient | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [authenticating, setAuthenticating] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  // One Idempotency-Key per checkout attempt, with the exact body it was sent with: a retry after an
  // unknown outcome (network, 5xx) resends both, so the server answers that attempt instead of booking twice.
  const attempt = useRef<{ key: string; body: CreateBookingBody } | null>(null);
  // A Stripe booking waiting for the bank's check: Pay runs the check again instead of booking anew.
  const stripeCheck = useRef<{ reference: string; clientSecret: string } | null>(null);

  const rehold = useCallback(() => {
    setExpired(false);
    setHoldAttempt((n) => n + 1);
  }, []);
  const onExpired = useCallback(() => setExpired(true), []);
  useReleaseHoldOnLeave(lastHold?.holdToken, bookedWith, rehold);

  const finish = (reference: string) => {
    // With the reward wallet the balance moved (credits spent, a reward earned): the wallet and the profile read again.
    if (walletOn) {
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    }
    void navigate(plug.confirmationUrl(reference));
  };

  /** `booking`: the answer to Pay or to the authentication, after which a SOLD_OUT is the supplier's refusal. */
  const react = (error: unknown, booking = false) => {
    const code = errorCode(error);
    if (outcomeUnknown(error)) {
      setProblem('unknown');
      return;
    }
    attempt.current = null;
    if (isProductUnavailable(error)) setProblem('unavailable');
    else if (paymentsUnavailable(error)) setProblem('paymentsUnavailable');
    else if (code === 'PAYMENT_DECLINED') {
      setProblem('declined');
      rehold(); // a decline releases the hold
    } else if (code === 'PAYMENT_FAILED') {
      setProblem('failed');
      rehold();
    } else if (code === 'SOLD_OUT') setProblem(booking ? 'rejected' : 'soldOut');
    else if (code === 'HOLD_EXPIRED') setExpired(true);
    else if (code === 'PRICE_CHANGED')
      rehold(); // a new hold shows the new price to accept
    else if (code === 'INSUFFICIENT_CREDITS') {
      setProblem('credits');
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    } else if (code === 'CREDITS_REFUSED') setProblem('creditsRefused');
    else if (error instanceof ApiError && error.status === 404 && client) setProblem('clientGone');
    else setProblem('error');
  };

  /** 3-D Secure in Stripe's own window, then the server reads the PaymentIntent again. */
  const stripeAuthenticate = async (check: { reference: string; clientSecret: string }) => {
    if (!stripeApi) return;
    stripeCheck.current = check;
    try {
      // A failed or abandoned check is not an answer by itself: the server asks Stripe below.
      await stripeApi.handleNextAction(check.clientSecret);
    } catch {
      /* the PaymentIntent tells */
    }
    try {
      const booking = await confirm.mutateAsync({ reference: check.reference });
      if (booking.status === 'failed') {
        stripeCheck.current = null;
        setProblem('declined');
        rehold();
      } else if (booking.status === 'pending' && booking.payment.status === 'requires_action') setProblem('authIncomplete');
      else {
        stripeCheck.current = null;
        finish(check.reference);
      }
    } catch (error) {
      if (!outcomeUnknown(error)) stripeCheck.current = null;
      react(error, true);
    }
  };

  const pay = async ({ guest: lead, payment }: PaymentSubmission) => {
    // Pay is disabled without a fresh hold; should a click still arrive, it says so rather than doing nothing.
    if (!hold.isSuccess || hold.isPlaceholderData) {
      setProblem('notHeld');
      return;
    }
    setProblem(null);
    if (stripeCheck.current) {
      await stripeAuthenticate(stripeCheck.current);
      return;
    }
    // The product's own fields (flight passengers): their messages show, and nothing is sent until they are right.
    const extra = attempt.current ? {} : plug.travellers ? await plug.travellers.collect() : {};
    if (extra === null) return;
    const body: CreateBookingBody = attempt.current?.body ?? {
      ...extra,
      holdToken: hold.data.holdToken,
      guest: lead,
      ...(payment ? { payment } : {}),
      expectedTotal: hold.data.price.total,
      ...(credits > 0 && !client ? { credits } : {}),
      ...(client ? { clientId: client.id } : {}),
    };
    const key = attempt.current?.key ?? crypto.randomUUID();
    attempt.current = { key, body };
    bookedWith.current.add(body.holdToken);
    try {
      const outcome = await createBooking.mutateAsync({ body, key });
      attempt.current = null;
      if (outcome.authenticate && withStripe) {
        if (outcome.clientSecret) await stripeAuthenticate({ reference: outcome.booking.reference, clientSecret: outcome.clientSecret });
        else setProblem('error');
      } else if (outcome.authenticate) setAuthenticating(outcome.booking.reference);
      else finish(outcome.booking.reference);
    } catch (error) {
      react(error, true);
    }
  };

  const authenticate = async (outcome: 'approved' | 'declined') => {
    const reference = authenticating;
    if (!reference) return;
    try {
      const booking = await confirm.mutateAsync({ reference, authentication: outcome });
      setAuthenticating(null);
      if (booking.status === 'failed') {
        setProblem('declined');
        rehold();
      } else finish(reference);
    } catch (error) {
      setAuthenticating(null);
      react(error, true);
    }
  };

  if (gateway.data && !gateway.data.available) {
    return (
      <Frame>
        <p className="tf-booking-notice tf-card" role="alert">
          {t('checkout.paymentsUnavailable')}
        </p>
      </Frame>
    );
  }

  const backLink = (
    <Link className="tf-button tf-button--outline" to={plug.backTo}>
      {t('checkout.back', { context: product })}
    </Link>
  );
  // A hold that failed: the new price to accept, sold out, or try again.
  const holdTrouble = (inline: boolean) =>
    hold.isError ? (
      <HoldTrouble product={product} error={hold.error} accepted={accepted} onAccept={setAccepted} onRetry={rehold} backLink={backLink} inline={inline} />
    ) : null;

  // The site may not sell this product (SANDBOX_DISABLED): no hold, no booking, no retry.
  if (problem === 'unavailable' || (hold.isError && isProductUnavailable(hold.error))) return <ProductUnavailable />;

  // Before the first hold there is nothing to pay for yet: the page says why.
  if (!lastHold)
    return (
      <Frame>
        {holdTrouble(false) ?? (
          <p className="tf-booking-notice tf-card" role="status">
            {t('checkout.holding', { context: product })}
          </p>
        )}
      </Frame>
    );

  // Once a hold was made, the form stays whatever later holds answer: nothing typed is lost.
  const held = hold.data ?? lastHold;
  const spent = client ? 0 : Math.min(credits, held.price.total.amount);
  const cardPays = held.price.total.amount - spent;
  const alertText =
    problem === 'credits'
      ? w('checkout.insufficient')
      : problem === 'creditsRefused'
        ? w('checkout.refused')
        : problem === 'clientGone'
          ? w('client.notFound')
          : problem === 'declined'
            ? t('checkout.declined')
            : problem === 'failed'
              ? t('checkout.paymentFailed')
              : problem === 'paymentsUnavailable'
                ? t('checkout.paymentsUnavailable')
                : problem === 'unknown'
                  ? t('checkout.unknownOutcome')
                  : problem === 'error'
                    ? t('checkout.bookingError')
                    : problem === 'authIncomplete'
                      ? t('checkout.stripe.authIncomplete')
                      : problem === 'notHeld'
                        ? t('checkout.holding', { context: product })
                        : null;

  if (problem === 'soldOut' || problem === 'rejected') {
    return (
      <Frame>
        <section className="tf-card tf-booking-notice" role="alert">
          <p>{problem === 'soldOut' ? t('checkout.soldOut', { context: product }) : t('checkout.supplierRejected', { context: product })}</p>
          <div className="tf-booking-actions">{backLink}</div>
        </section>
      </Frame>
    );
  }

  return (
    <Frame>
      <div className="tf-booking-checkout__grid">
        <aside className="tf-card">
          {plug.summary(held)}
          {holdTrouble(true) ??
            (expired ? (
              <div className="tf-booking-notice" role="alert">
                <p>{t('checkout.holdExpired', { context: product })}</p>
                <div className="tf-booking-actions">
                  <button type="button" className="tf-button tf-button--primary" onClick={rehold}>
                    {t('checkout.holdAgain', { context: product })}
                  </button>
                  {backLink}
                </div>
              </div>
            ) : (
              !hold.isPlaceholderData && <HoldCountdown key={held.expiresAt} product={product} expiresAt={held.expiresAt} onExpired={onExpired} />
            ))}
        </aside>
        <PaymentForm
          // Another traveller: the guest fields start from the client's name and email.
          key={client?.id ?? 'self'}
          defaultGuest={client ? { firstName: client.firstName, lastName: client.lastName, email: client.email } : guest}
          onPay={pay}
          canPay={hold.isSuccess && !hold.isPlaceholderData && !hold.isFetching && !expired && !createBooking.isPending && authenticating === null}
          onSubmitStart={plug.travellers ? () => void plug.travellers?.collect() : undefined}
          payLabel={cardPays > 0 ? t('checkout.pay', { price: money({ amount: cardPays, currency: held.price.total.currency }) }) : w('checkout.payCredits')}
          noCard={cardPays === 0}
          before={
            <>
              <ClientPicker
                client={client}
                onChange={(next) => {
                  attempt.current = null;
                  setClient(next);
                }}
              />
              {!client && (
                <CreditsControl
                  total={held.price.total}
                  value={credits}
                  onChange={(next) => {
                    attempt.current = null;
                    setCredits(next);
                  }}
                />
              )}
              {plug.travellers?.fields}
            </>
          }
          stripe={publishableKey ? { publishableKey, total: held.price.total, api: stripeApi, onApi: setStripeApi } : undefined}
          alert={
            alertText && (
              <p className="tf-booking-alert" role="alert">
                {alertText}
              </p>
            )
          }
        />
      </div>
      {authenticating && <AuthenticationDialog busy={confirm.isPending} onDecide={(outcome) => void authenticate(outcome)} />}
    </Frame>
  );
}
