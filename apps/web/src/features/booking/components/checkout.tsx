import type { ReactNode } from 'react';
import { useAgency } from '../../agency/index.ts';
import { useWalletTranslation } from '../../wallet/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import type { HoldParams } from '../api/create-hold.ts';
import { PROBLEM_SHOWN } from '../checkout-problems.ts';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import type { BookingProduct, CheckoutPlug } from '../product.ts';
import { AuthenticationDialog } from './authentication-dialog.tsx';
import { GuestStart } from './guest-start.tsx';
import { BackLink, CheckoutHoldTrouble, CheckoutPayment, HoldPanel } from './checkout-parts.tsx';
import { OpenHolds } from './open-holds.tsx';
import { SignInCard } from './sign-in-card.tsx';
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

/**
 * Visitors: Log In comes back with redirect=; Sign Up remembers this checkout for 30 minutes (spec §4, §9).
 * An agency that allows the non-login flow also lets them continue as a guest (decision 0104).
 */
function SignInPrompt({ product }: { product: BookingProduct }) {
  const { t } = useBookingTranslation();
  const agency = useAgency();
  return (
    <Frame>
      <SignInCard id="checkout-signin-title" title={t('checkout.signInTitle')} text={t('checkout.signInText', { context: product })} signUp />
      {agency.allowNonLoginFlow && <GuestStart />}
    </Frame>
  );
}

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
  const checkout = useCheckout(plug, offer);
  const { state, hold } = checkout;

  if (checkout.paymentsOff) {
    return (
      <Frame>
        <p className="tf-booking-notice tf-card" role="alert">
          {t('checkout.paymentsUnavailable')}
        </p>
      </Frame>
    );
  }

  const shown = state.problem ? PROBLEM_SHOWN[state.problem] : null;
  // The site may not sell this product (SANDBOX_DISABLED): no hold, no booking, no retry.
  if (shown?.as === 'unavailable' || (hold.isError && isProductUnavailable(hold.error))) return <ProductUnavailable />;

  // Before the first hold there is nothing to pay for yet: the page says why (a new price to accept, sold out, try again).
  if (!state.lastHold) {
    return (
      <Frame>
        {hold.isError ? (
          <CheckoutHoldTrouble checkout={checkout} plug={plug} error={hold.error} inline={false} />
        ) : (
          <p className="tf-booking-notice tf-card" role="status">
            {t('checkout.holding', { context: product })}
          </p>
        )}
      </Frame>
    );
  }

  if (shown?.as === 'page') {
    return (
      <Frame>
        <section className="tf-card tf-booking-notice" role="alert">
          <p>{shown.text({ t, w, product })}</p>
          <div className="tf-booking-actions">
            <BackLink plug={plug} />
          </div>
        </section>
      </Frame>
    );
  }

  // Once a hold was made, the form stays whatever later holds answer: nothing typed is lost.
  const held = hold.data ?? state.lastHold;
  return (
    <Frame>
      <div className="tf-booking-checkout__grid">
        <HoldPanel checkout={checkout} plug={plug} held={held} />
        <CheckoutPayment checkout={checkout} plug={plug} held={held} guest={guest} alertText={shown?.as === 'alert' ? shown.text({ t, w, product }) : null} />
      </div>
      {/* The traveller's other open holds: one they no longer need is released here. */}
      <OpenHolds except={{ product, offerId: offer.offerId }} />
      {state.authenticating && <AuthenticationDialog busy={checkout.confirming} onDecide={(outcome) => void checkout.authenticate(outcome)} />}
    </Frame>
  );
}
