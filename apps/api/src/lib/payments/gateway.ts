// The payment gateway behind bookings, chosen per agency by its currentGateway. Card entry always
// happens in the browser (the gateway's hosted fields, or the sandbox tokenizer); our server only
// ever sees an opaque token, the card brand and its last four digits.

export interface PaymentAmount {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
}

export type PaymentOutcome =
  | { status: 'authorized'; reference: string }
  /** The bank wants extra authentication (3-D Secure): the browser completes it, then completeAction. */
  | { status: 'requires_action'; reference: string; clientSecret?: string }
  | { status: 'declined'; reference: string | null; message: string }
  /** `retryable`: the gateway did not answer (network, timeout, its own outage), so the same call may work later. */
  | { status: 'error'; reference: string | null; message: string; retryable?: boolean };

export type GatewayResult = { ok: true; reference: string } | { ok: false; message: string; retryable?: boolean };

export interface AuthorizeInput {
  amount: PaymentAmount;
  token: string;
  /** Sent to the gateway so a retried call authorises once. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export interface PaymentGateway {
  /** 'sandbox' or 'stripe': stored with the booking. */
  readonly name: string;
  /** Whether `token` is the kind this gateway's browser half makes. */
  acceptsToken(token: string): boolean;
  /** Reserves the amount on the card; nothing is charged until capture. */
  authorize(input: AuthorizeInput): Promise<PaymentOutcome>;
  /** After the browser finished extra authentication. `authentication` is the sandbox's test outcome. */
  completeAction(reference: string, input: { authentication?: 'approved' | 'declined' }): Promise<PaymentOutcome>;
  capture(reference: string, idempotencyKey: string): Promise<GatewayResult>;
  /** Releases an authorisation that will not be captured. */
  void(reference: string, idempotencyKey: string): Promise<GatewayResult>;
  refund(reference: string, amount: PaymentAmount, idempotencyKey: string): Promise<GatewayResult>;
}

export const DECLINED_MESSAGE = 'Your card was declined. No booking was made and you were not charged.';
export const PAYMENT_ERROR_MESSAGE = 'The payment could not be processed. No booking was made and you were not charged; please try again.';
