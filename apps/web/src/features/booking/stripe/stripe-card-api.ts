import type { BookingMoney } from '@tripfront/domain/booking/price';

// What the checkout (in the main code) and Stripe's half (a lazy chunk) say to each other: types
// only, so importing them pulls no Stripe code into the checkout's chunk.

export type CardPayment = { token: string; brand: string; last4: string };
/** `inline`: Stripe's Payment Element already shows what is wrong next to the field. */
export type TokenizeResult = { ok: true; payment: CardPayment } | { ok: false; reason: 'notReady' | 'inline' | 'failed'; message?: string };

/** What the checkout may ask of Stripe once the card field is up. */
export interface StripeCardApi {
  /** Checks the fields and turns the card into a PaymentMethod (pm_…): the token the server gets. */
  tokenize(): Promise<TokenizeResult>;
  /** 3-D Secure in Stripe's own window; its outcome is read by the server afterwards. */
  handleNextAction(clientSecret: string): Promise<void>;
}

export type StripeCardStatus = 'loading' | 'ready' | 'error';

export interface StripeCardFieldProps {
  publishableKey: string;
  total: BookingMoney;
  primaryColor: string;
  language: string;
  /** Called with the API once Stripe.js and Elements are up, and with null when they go away. */
  onApi: (api: StripeCardApi | null) => void;
  onStatus: (status: StripeCardStatus) => void;
}
