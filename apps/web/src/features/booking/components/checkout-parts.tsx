import { Link } from 'react-router';
import { useWalletTranslation } from '../../wallet/index.ts';
import { cardPays } from '../checkout-state.ts';
import type { Checkout } from '../hooks/use-checkout.ts';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import { useMoney } from '../hooks/use-money.ts';
import type { CheckoutPlug, HeldOffer } from '../product.ts';
import { ClientPicker } from './client-picker.tsx';
import { CreditsControl } from './credits-control.tsx';
import { HoldCountdown } from './hold-countdown.tsx';
import { HoldTrouble } from './hold-trouble.tsx';
import { PaymentForm } from './payment-form.tsx';

/** "Back to the hotel" (the seats, the car …): the offer's details page. */
export function BackLink({ plug }: { plug: CheckoutPlug }) {
  const { t } = useBookingTranslation();
  return (
    <Link className="tf-button tf-button--outline" to={plug.backTo}>
      {t('checkout.back', { context: plug.product })}
    </Link>
  );
}

/** Why the offer is not held (a new price to accept, sold out, try again): in the panel beside the form, or alone before any hold. */
export function CheckoutHoldTrouble({ checkout, plug, error, inline }: { checkout: Checkout; plug: CheckoutPlug; error: unknown; inline: boolean }) {
  return (
    <HoldTrouble
      product={plug.product}
      error={error}
      accepted={checkout.state.accepted}
      onAccept={checkout.accept}
      onRetry={checkout.rehold}
      backLink={<BackLink plug={plug} />}
      inline={inline}
    />
  );
}

interface PartProps {
  checkout: Checkout;
  plug: CheckoutPlug;
  /** The hold on screen: the current one, or the last one while a new hold is made or fails. */
  held: HeldOffer;
}

/** Beside the form: what is held, and how long it stays held (or why it is not any more). */
export function HoldPanel({ checkout, plug, held }: PartProps) {
  return (
    <aside className="tf-card">
      {plug.summary(held)}
      <HoldStatus checkout={checkout} plug={plug} held={held} />
    </aside>
  );
}

/** A later hold that failed (a new price to accept, sold out, try again), an expired hold, or the countdown. */
function HoldStatus({ checkout, plug, held }: PartProps) {
  const { t } = useBookingTranslation();
  const { state, hold } = checkout;
  const { product } = plug;
  if (hold.isError) return <CheckoutHoldTrouble checkout={checkout} plug={plug} error={hold.error} inline />;
  if (state.expired) {
    return (
      <div className="tf-booking-notice" role="alert">
        <p>{t('checkout.holdExpired', { context: product })}</p>
        <div className="tf-booking-actions">
          <button type="button" className="tf-button tf-button--primary" onClick={checkout.rehold}>
            {t('checkout.holdAgain', { context: product })}
          </button>
          <BackLink plug={plug} />
        </div>
      </div>
    );
  }
  if (hold.isPlaceholderData) return null;
  return <HoldCountdown key={held.expiresAt} product={product} expiresAt={held.expiresAt} onExpired={checkout.onExpired} />;
}

/** The form: the client and credits controls, the product's travellers, the guest, the card and Pay. */
export function CheckoutPayment({
  checkout,
  plug,
  held,
  guest,
  alertText,
}: PartProps & { guest: { firstName: string; lastName: string; email: string }; alertText: string | null }) {
  const { t } = useBookingTranslation();
  const { t: w } = useWalletTranslation();
  const money = useMoney();
  const { state, publishableKey } = checkout;
  const { client } = state;
  const total = held.price.total;
  const pays = cardPays(state, total);
  return (
    <PaymentForm
      // Another traveller: the guest fields start from the client's name and email.
      key={client?.id ?? 'self'}
      defaultGuest={client ? { firstName: client.firstName, lastName: client.lastName, email: client.email } : guest}
      onPay={checkout.pay}
      canPay={checkout.canPay}
      onSubmitStart={plug.travellers ? () => void plug.travellers?.collect() : undefined}
      // Nothing to pay now (a car paid at pick-up): the button books.
      payLabel={
        pays > 0
          ? t('checkout.pay', { price: money({ amount: pays, currency: total.currency }) })
          : total.amount === 0
            ? t('checkout.bookNow')
            : w('checkout.payCredits')
      }
      noCard={pays === 0}
      before={
        <>
          <ClientPicker client={client} onChange={checkout.chooseClient} />
          {!client && <CreditsControl total={total} value={state.credits} onChange={checkout.spendCredits} />}
          {typeof plug.travellers?.fields === 'function' ? plug.travellers.fields(held) : plug.travellers?.fields}
        </>
      }
      stripe={publishableKey ? { publishableKey, total, api: state.stripeApi, onApi: checkout.setStripeApi } : undefined}
      alert={
        alertText && (
          <p className="tf-booking-alert" role="alert">
            {alertText}
          </p>
        )
      }
    />
  );
}
