import type { GatewayResult, PaymentGateway, PaymentOutcome } from './gateway.ts';

// Stripe through its documented REST API (https://docs.stripe.com/api/payment_intents), with
// fetch, no SDK. The browser collects the card in Stripe's Payment Element and creates a
// PaymentMethod (stripe.createPaymentMethod({ elements })): its id (pm_…) is the token we get.
// We create a PaymentIntent with manual capture and confirm it at once; a card that needs 3-D
// Secure answers requires_action with a client secret for stripe.handleNextAction() in the browser.

export interface StripeOptions {
  secretKey: string;
  apiBase?: string;
  fetch?: typeof fetch;
  /** Per call. */
  timeoutMs?: number;
}

interface StripeIntent {
  id: string;
  status: string;
  client_secret?: string;
  last_payment_error?: { message?: string } | null;
}
interface StripeError {
  error?: { type?: string; message?: string; payment_intent?: StripeIntent };
}

/** Stripe wants form encoding with bracketed keys: metadata[booking]=… */
export function formEncode(params: Record<string, string | number | boolean | Record<string, string> | undefined>): string {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    if (typeof v === 'object') for (const [sub, value] of Object.entries(v)) out.append(`${k}[${sub}]`, value);
    else out.append(k, String(v));
  }
  return out.toString();
}

function outcomeOf(intent: StripeIntent): PaymentOutcome {
  switch (intent.status) {
    case 'requires_capture':
    case 'succeeded':
      return { status: 'authorized', reference: intent.id };
    case 'requires_action':
      return { status: 'requires_action', reference: intent.id, ...(intent.client_secret ? { clientSecret: intent.client_secret } : {}) };
    case 'requires_payment_method':
    case 'canceled':
      return { status: 'declined', reference: intent.id, message: intent.last_payment_error?.message ?? 'Your card was declined.' };
    default:
      return { status: 'error', reference: intent.id, message: `Unexpected payment status ${intent.status}.` };
  }
}

export function createStripeGateway(options: StripeOptions): PaymentGateway {
  const base = (options.apiBase ?? 'https://api.stripe.com').replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    body?: string,
    idempotencyKey?: string,
  ): Promise<{ status: number; json: StripeIntent & StripeError & { id?: string } }> => {
    const res = await doFetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      ...(body !== undefined ? { body } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    return { status: res.status, json: (await res.json()) as StripeIntent & StripeError };
  };
  const simple = async (path: string, body: string, idempotencyKey: string): Promise<GatewayResult> => {
    try {
      const { status, json } = await call('POST', path, body, idempotencyKey);
      return status < 300 && json.id ? { ok: true, reference: json.id } : { ok: false, message: json.error?.message ?? `Stripe answered ${status}` };
    } catch (err) {
      return { ok: false, message: err instanceof Error ? err.message : 'Stripe could not be reached' };
    }
  };

  return {
    name: 'stripe',
    acceptsToken: (token) => /^pm_[A-Za-z0-9]+$/.test(token),
    async authorize({ amount, token, idempotencyKey, description, metadata }) {
      try {
        const { status, json } = await call(
          'POST',
          '/v1/payment_intents',
          formEncode({
            amount: amount.amount,
            currency: amount.currency.toLowerCase(),
            payment_method: token,
            confirm: true,
            capture_method: 'manual',
            description,
            metadata,
            'automatic_payment_methods[enabled]': true,
            'automatic_payment_methods[allow_redirects]': 'never',
          }),
          idempotencyKey,
        );
        if (status < 300) return outcomeOf(json);
        // A card error (402) still carries the intent: the card was declined.
        if (json.error?.type === 'card_error')
          return { status: 'declined', reference: json.error.payment_intent?.id ?? null, message: json.error.message ?? 'Your card was declined.' };
        return { status: 'error', reference: null, message: json.error?.message ?? `Stripe answered ${status}` };
      } catch (err) {
        return { status: 'error', reference: null, message: err instanceof Error ? err.message : 'Stripe could not be reached' };
      }
    },
    async completeAction(reference) {
      try {
        const { status, json } = await call('GET', `/v1/payment_intents/${encodeURIComponent(reference)}`);
        return status < 300 ? outcomeOf(json) : { status: 'error', reference, message: json.error?.message ?? `Stripe answered ${status}` };
      } catch (err) {
        return { status: 'error', reference, message: err instanceof Error ? err.message : 'Stripe could not be reached' };
      }
    },
    capture: (reference, key) => simple(`/v1/payment_intents/${encodeURIComponent(reference)}/capture`, '', key),
    void: (reference, key) => simple(`/v1/payment_intents/${encodeURIComponent(reference)}/cancel`, '', key),
    refund: (reference, amount, key) => simple('/v1/refunds', formEncode({ payment_intent: reference, amount: amount.amount }), key),
  };
}
