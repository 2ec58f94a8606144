import type Stripe from 'stripe';
import type { GatewayResult, PaymentGateway, PaymentOutcome } from './gateway.ts';

// Stripe through its official Node SDK (https://docs.stripe.com/api/payment_intents). The browser
// collects the card in Stripe's Payment Element and creates a PaymentMethod
// (stripe.createPaymentMethod({ elements })): its id (pm_…) is the token we get. We create a
// PaymentIntent with manual capture and confirm it at once; a card that needs 3-D Secure answers
// requires_action with a client secret for stripe.handleNextAction() in the browser.

/**
 * The API version every request sends (Stripe-Version), pinned to the one this SDK's types
 * describe: upgrading the `stripe` package is the moment to move it, with the changelog at hand.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;
/** Retries of a request that did not get an answer (network error, 409, 5xx), with the same idempotency key. */
export const STRIPE_MAX_NETWORK_RETRIES = 2;
/** Per attempt; the checkout's own request budget allows three of them. */
export const STRIPE_TIMEOUT_MS = 15_000;

export interface StripeConnection {
  /** Stripe's API root; only tests point it elsewhere (a local server answering recorded bodies). */
  apiBase?: string;
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

// The SDK is large (its import costs seconds on a busy machine): loaded with the first Stripe client,
// so servers whose agencies all use the sandbox never load it.
let sdk: Promise<{ default: typeof Stripe }> | undefined;

/** The SDK's webhook helpers (signature checks), loaded with the SDK. */
export async function stripeWebhooks(): Promise<Stripe['webhooks']> {
  const { default: StripeSdk } = await (sdk ??= import('stripe'));
  return StripeSdk.webhooks;
}

/** A Stripe client for one secret key, with the pinned version, retries and timeout. */
export async function createStripeClient(secretKey: string, connection: StripeConnection = {}): Promise<Stripe> {
  const { default: StripeSdk } = await (sdk ??= import('stripe'));
  const base = new URL(connection.apiBase ?? 'https://api.stripe.com');
  return new StripeSdk(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: connection.maxNetworkRetries ?? STRIPE_MAX_NETWORK_RETRIES,
    timeout: connection.timeoutMs ?? STRIPE_TIMEOUT_MS,
    host: base.hostname,
    ...(base.port ? { port: base.port } : {}),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    // No latency reports sent to Stripe with the next request.
    telemetry: false,
    appInfo: { name: 'Tripfront' },
  });
}

/** Stripe's messages may quote a key (masked, but still): never let one reach a log or a booking note. */
export function withoutKeys(message: string): string {
  return message.replace(/\b(sk|rk|pk)_(test|live)_[A-Za-z0-9*]+/g, '$1_$2_…');
}

/** The SDK's error classes by their `type` (read without loading the SDK): StripeCardError, StripeConnectionError … */
const stripeErrorType = (err: unknown): string | undefined =>
  err instanceof Error && 'type' in err && typeof err.type === 'string' && err.type.startsWith('Stripe') ? err.type : undefined;

/** A failure Stripe did not answer (network, timeout) or answered as its own problem: the same call may work later. */
function isRetryable(err: unknown): boolean {
  const type = stripeErrorType(err);
  if (!type) return true;
  const status = (err as { statusCode?: number }).statusCode ?? 0;
  return type === 'StripeConnectionError' || type === 'StripeAPIError' || type === 'StripeRateLimitError' || status >= 500;
}

function messageOf(err: unknown): string {
  if (stripeErrorType(err) === 'StripeConnectionError') return 'Stripe could not be reached.';
  return withoutKeys(err instanceof Error && err.message ? err.message : 'Stripe could not be reached.');
}

function outcomeOf(intent: Pick<Stripe.PaymentIntent, 'id' | 'status' | 'client_secret' | 'last_payment_error'>): PaymentOutcome {
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
      return { status: 'error', reference: intent.id, message: `Unexpected payment status ${intent.status}.`, retryable: false };
  }
}

/** What a failed call means: a card error is a decline (it still names the PaymentIntent), anything else an error. */
function failureOf(err: unknown, reference: string | null): PaymentOutcome {
  if (stripeErrorType(err) === 'StripeCardError') {
    const card = err as Stripe.errors.StripeCardError;
    return { status: 'declined', reference: card.payment_intent?.id ?? reference, message: withoutKeys(card.message || 'Your card was declined.') };
  }
  return { status: 'error', reference, message: messageOf(err), retryable: isRetryable(err) };
}

const failed = (err: unknown): GatewayResult => ({ ok: false, message: messageOf(err), retryable: isRetryable(err) });

/** The PaymentGateway on one Stripe account (one client, one secret key; the client may still be loading). */
export function createStripeGateway(client: Stripe | Promise<Stripe>): PaymentGateway {
  // A client that fails to load is reported by the call that awaits it, not as an unhandled rejection.
  if (client instanceof Promise) client.catch(() => undefined);
  return {
    name: 'stripe',
    acceptsToken: (token) => /^pm_[A-Za-z0-9]+$/.test(token),
    async authorize({ amount, token, idempotencyKey, description, metadata }) {
      try {
        const stripe = await client;
        const intent = await stripe.paymentIntents.create(
          {
            amount: amount.amount,
            currency: amount.currency.toLowerCase(),
            payment_method: token,
            confirm: true,
            capture_method: 'manual',
            description,
            metadata,
            // Cards only, no redirect-based methods: 3-D Secure runs in Stripe's modal on our page.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey },
        );
        return outcomeOf(intent);
      } catch (err) {
        return failureOf(err, null);
      }
    },
    async completeAction(reference) {
      try {
        return outcomeOf(await (await client).paymentIntents.retrieve(reference));
      } catch (err) {
        return failureOf(err, reference);
      }
    },
    async capture(reference, idempotencyKey) {
      try {
        const intent = await (await client).paymentIntents.capture(reference, {}, { idempotencyKey });
        return { ok: true, reference: intent.id };
      } catch (err) {
        return failed(err);
      }
    },
    async void(reference, idempotencyKey) {
      try {
        const intent = await (await client).paymentIntents.cancel(reference, {}, { idempotencyKey });
        return { ok: true, reference: intent.id };
      } catch (err) {
        return failed(err);
      }
    },
    async refund(reference, amount, idempotencyKey) {
      try {
        const refund = await (await client).refunds.create({ payment_intent: reference, amount: amount.amount }, { idempotencyKey });
        return { ok: true, reference: refund.id };
      } catch (err) {
        return failed(err);
      }
    },
  };
}
