import type { BookingMoney } from '@tripfront/domain/booking/hotel-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StripeElements, StripeElementsOptions, StripeState } from './load-stripe.ts';

export type CardPayment = { token: string; brand: string; last4: string };
/** `inline`: Stripe's Payment Element already shows what is wrong next to the field. */
export type TokenizeResult = { ok: true; payment: CardPayment } | { ok: false; reason: 'notReady' | 'inline' | 'failed'; message?: string };

/** Stripe.js locales for the storefront's languages (Norwegian is `nb` there). */
const stripeLocale = (language: string) => (language.startsWith('no') ? 'nb' : language.slice(0, 2));

interface StripeCardOptions {
  state: StripeState | null;
  total: BookingMoney;
  primaryColor: string;
  language: string;
}

/**
 * Mounts Stripe's Payment Element (card only, the card never touches our page) and turns it into a
 * PaymentMethod on Pay: elements.submit() checks the fields, createPaymentMethod gives the pm_… id.
 */
export function useStripeCard({ state, total, primaryColor, language }: StripeCardOptions) {
  const container = useRef<HTMLDivElement | null>(null);
  const elements = useRef<StripeElements | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const stripe = state?.status === 'ready' ? state.stripe : null;
  // The amount only tells Stripe what the card is for; a new hold's price updates it in place below.
  const amount = useRef(total);
  amount.current = total;

  useEffect(() => {
    const node = container.current;
    if (!stripe || !node) return;
    const options: StripeElementsOptions = {
      mode: 'payment',
      amount: amount.current.amount,
      currency: amount.current.currency.toLowerCase(),
      paymentMethodCreation: 'manual',
      captureMethod: 'manual', // the server authorises now and captures once the supplier confirms
      paymentMethodTypes: ['card'],
      locale: stripeLocale(language),
      appearance: { theme: 'stripe', variables: { colorPrimary: primaryColor, borderRadius: '6px' } },
    };
    const made = stripe.elements(options);
    const element = made.create('payment', { layout: 'tabs' });
    element.on('loaderror', () => setLoadFailed(true));
    element.mount(node);
    elements.current = made;
    setReady(true);
    return () => {
      element.destroy();
      elements.current = null;
      setReady(false);
    };
  }, [stripe, primaryColor, language]);

  useEffect(() => {
    elements.current?.update({ amount: total.amount, currency: total.currency.toLowerCase() });
  }, [total.amount, total.currency]);

  const tokenize = useCallback(async (): Promise<TokenizeResult> => {
    const made = elements.current;
    if (!stripe || !made) return { ok: false, reason: 'notReady' };
    try {
      const checked = await made.submit();
      if (checked.error) return { ok: false, reason: 'inline' };
      const { paymentMethod, error } = await stripe.createPaymentMethod({ elements: made });
      if (error || !paymentMethod?.card)
        return { ok: false, reason: 'failed', ...(error?.type === 'card_error' && error.message ? { message: error.message } : {}) };
      return { ok: true, payment: { token: paymentMethod.id, brand: paymentMethod.card.brand, last4: paymentMethod.card.last4 } };
    } catch {
      return { ok: false, reason: 'failed' };
    }
  }, [stripe]);

  return { container, tokenize, ready, loadFailed };
}
