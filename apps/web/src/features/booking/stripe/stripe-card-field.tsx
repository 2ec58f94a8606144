import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeElementLocale, StripeElementsOptionsMode } from '@stripe/stripe-js';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import { useEffect, useMemo, useState } from 'react';
import type { StripeCardApi, StripeCardFieldProps, TokenizeResult } from './stripe-card-api.ts';

// The Stripe half of the checkout, in its own lazy chunk (stripe-card.tsx): only an agency whose
// gateway is Stripe downloads this code, and only then is Stripe.js fetched from js.stripe.com
// (PCI: never bundled, never a copy; `@stripe/stripe-js/pure` adds the script on the first
// loadStripe call, not when this module is imported).

/** One Stripe.js client per publishable key for the page's life; a failed load may be tried again. */
const clients = new Map<string, Promise<Stripe>>();
function stripeFor(publishableKey: string): Promise<Stripe> {
  let client = clients.get(publishableKey);
  if (!client) {
    client = loadStripe(publishableKey).then((stripe) => stripe ?? Promise.reject(new Error('Stripe.js did not start')));
    client.catch(() => clients.delete(publishableKey));
    clients.set(publishableKey, client);
  }
  return client;
}

/** Stripe.js locales for the storefront's languages (Norwegian is `nb` there). */
export const stripeLocale = (language: string): StripeElementLocale => (language.startsWith('no') ? 'nb' : (language.slice(0, 2) as StripeElementLocale));

const elementsOptions = (total: BookingMoney, primaryColor: string, language: string): StripeElementsOptionsMode => ({
  mode: 'payment',
  amount: total.amount,
  currency: total.currency.toLowerCase(),
  // The browser only makes the PaymentMethod; the server authorises now and captures once the supplier confirms.
  paymentMethodCreation: 'manual',
  captureMethod: 'manual',
  locale: stripeLocale(language),
  appearance: { theme: 'stripe', variables: { colorPrimary: primaryColor, borderRadius: '6px' } },
});

/** Loads Stripe.js for the key, then shows Stripe's Payment Element (the card stays in Stripe's frame). */
export default function StripeCardField({ publishableKey, total, primaryColor, language, onApi, onStatus }: StripeCardFieldProps) {
  const [stripe, setStripe] = useState<{ key: string; client: Stripe } | null>(null);
  useEffect(() => {
    let current = true;
    onStatus('loading');
    stripeFor(publishableKey).then(
      (client) => current && setStripe({ key: publishableKey, client }),
      () => current && onStatus('error'),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, onStatus]);
  // Elements reads its options when it mounts; a later total (a new hold's price) goes through elements.update below.
  const [firstTotal] = useState(total);
  const options = useMemo(() => elementsOptions(firstTotal, primaryColor, language), [firstTotal, primaryColor, language]);
  if (!stripe || stripe.key !== publishableKey) return null;
  return (
    <Elements stripe={stripe.client} options={options}>
      <CardElement total={total} onApi={onApi} onStatus={onStatus} />
    </Elements>
  );
}

function CardElement({ total, onApi, onStatus }: Pick<StripeCardFieldProps, 'total' | 'onApi' | 'onStatus'>) {
  const stripe = useStripe();
  const elements = useElements();

  useEffect(() => {
    elements?.update({ amount: total.amount, currency: total.currency.toLowerCase() });
  }, [elements, total.amount, total.currency]);

  useEffect(() => {
    if (!stripe || !elements) return;
    const api: StripeCardApi = {
      async tokenize(): Promise<TokenizeResult> {
        try {
          const checked = await elements.submit();
          if (checked.error) return { ok: false, reason: 'inline' };
          const { paymentMethod, error } = await stripe.createPaymentMethod({ elements });
          if (error || !paymentMethod.card)
            return { ok: false, reason: 'failed', ...(error?.type === 'card_error' && error.message ? { message: error.message } : {}) };
          return { ok: true, payment: { token: paymentMethod.id, brand: paymentMethod.card.brand, last4: paymentMethod.card.last4 } };
        } catch {
          return { ok: false, reason: 'failed' };
        }
      },
      async handleNextAction(clientSecret) {
        await stripe.handleNextAction({ clientSecret });
      },
    };
    onApi(api);
    return () => onApi(null);
  }, [stripe, elements, onApi]);

  return <PaymentElement className="tf-booking-stripe" options={{ layout: 'tabs' }} onReady={() => onStatus('ready')} onLoadError={() => onStatus('error')} />;
}
