import { createContext, useContext, useEffect, useState } from 'react';

/**
 * The small part of Stripe.js the checkout uses (https://docs.stripe.com/js), typed here so no
 * package is needed. Stripe.js itself must come from js.stripe.com (PCI): it is never bundled.
 */
export interface StripeError {
  type?: string;
  message?: string;
}
export interface StripePaymentMethod {
  id: string;
  card?: { brand: string; last4: string } | null;
}
export interface StripePaymentElement {
  mount(container: HTMLElement): void;
  destroy(): void;
  on(event: 'loaderror', handler: (event: { error?: StripeError }) => void): void;
}
export interface StripeElementsOptions {
  mode: 'payment';
  amount: number;
  currency: string;
  paymentMethodCreation: 'manual';
  captureMethod: 'manual';
  paymentMethodTypes: string[];
  locale?: string;
  appearance?: { theme?: 'stripe'; variables?: Record<string, string> };
}
export interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): StripePaymentElement;
  update(options: Partial<StripeElementsOptions>): void;
  submit(): Promise<{ error?: StripeError }>;
}
export interface StripeClient {
  elements(options: StripeElementsOptions): StripeElements;
  createPaymentMethod(options: { elements: StripeElements }): Promise<{ paymentMethod?: StripePaymentMethod; error?: StripeError }>;
  handleNextAction(options: { clientSecret: string }): Promise<{ error?: StripeError }>;
}
export type StripeLoader = (publishableKey: string) => Promise<StripeClient>;

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeClient;
  }
}

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

let script: Promise<NonNullable<Window['Stripe']>> | null = null;

/** Adds Stripe's script once (a failed load may be tried again) and makes a client for the key. */
export const loadStripe: StripeLoader = async (publishableKey) => {
  script ??= new Promise<NonNullable<Window['Stripe']>>((resolve, reject) => {
    if (window.Stripe) return resolve(window.Stripe);
    const tag = document.createElement('script');
    tag.src = STRIPE_JS_URL;
    tag.async = true;
    tag.addEventListener('load', () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not start'))));
    tag.addEventListener('error', () => {
      tag.remove();
      reject(new Error('Stripe.js could not be loaded'));
    });
    document.head.appendChild(tag);
  }).catch((error: unknown) => {
    script = null;
    throw error;
  });
  const Stripe = await script;
  return Stripe(publishableKey);
};

/** Tests give a fake Stripe here; the app uses the real loader. */
export const StripeLoaderContext = createContext<StripeLoader>(loadStripe);

export type StripeState = { status: 'loading' } | { status: 'ready'; stripe: StripeClient } | { status: 'error' };

/** Loads Stripe.js for the agency's publishable key; nothing is loaded without one. */
export function useStripe(publishableKey: string | undefined): StripeState | null {
  const load = useContext(StripeLoaderContext);
  const [state, setState] = useState<{ key: string; state: StripeState } | null>(null);
  useEffect(() => {
    if (!publishableKey) return;
    let current = true;
    load(publishableKey).then(
      (stripe) => current && setState({ key: publishableKey, state: { status: 'ready', stripe } }),
      () => current && setState({ key: publishableKey, state: { status: 'error' } }),
    );
    return () => {
      current = false;
    };
  }, [load, publishableKey]);
  if (!publishableKey) return null;
  return state?.key === publishableKey ? state.state : { status: 'loading' };
}
