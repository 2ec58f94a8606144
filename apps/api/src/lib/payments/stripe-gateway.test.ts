import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRecordedStripe, type RecordedStripe } from '../../../test/stripe-recorded.ts';
import { createStripeClient, createStripeGateway, STRIPE_API_VERSION, withoutKeys } from './stripe-gateway.ts';

// The official SDK against recorded Stripe answers served from a local HTTP server.

let stripe: RecordedStripe;
beforeAll(async () => {
  stripe = await startRecordedStripe();
});
afterAll(() => stripe.close());
beforeEach(() => {
  stripe.reset();
});

const gatewayFor = (secretKey = 'sk_test_51AgencyOwnKey4242') => createStripeGateway(createStripeClient(secretKey, { apiBase: stripe.apiBase }));

const input = {
  amount: { amount: 37_200, currency: 'EUR' },
  token: 'pm_1QaRcrdCardVisa',
  idempotencyKey: 'authorize-3b8f0d3e',
  description: 'Sunrise Travel: hotel booking TF-7K3M9Q2X',
  metadata: { booking: 'TF-7K3M9Q2X' },
};

describe('Stripe gateway on the official SDK (recorded answers)', () => {
  it('pins the API version the SDK types describe', () => {
    expect(STRIPE_API_VERSION).toBe('2026-10-28.endive');
  });

  it('creates and confirms a manual-capture PaymentIntent with the key, the pinned version and the booking idempotency key', async () => {
    stripe.answer({ status: 200, body: 'payment-intent-requires-capture' });
    expect(await gatewayFor().authorize(input)).toEqual({ status: 'authorized', reference: 'pi_3QaRcrdAuthorized' });
    const [sent] = stripe.seen;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(sent!.headers).toMatchObject({
      authorization: 'Bearer sk_test_51AgencyOwnKey4242',
      'stripe-version': '2026-10-28.endive',
      'idempotency-key': 'authorize-3b8f0d3e',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(sent!.form).toMatchObject({
      amount: '37200',
      currency: 'eur',
      payment_method: 'pm_1QaRcrdCardVisa',
      confirm: 'true',
      capture_method: 'manual',
      'metadata[booking]': 'TF-7K3M9Q2X',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
  });

  it('passes the client secret on when 3-D Secure is needed, then reads the intent again: authorised or declined', async () => {
    const gateway = gatewayFor();
    stripe.answer(
      { status: 200, body: 'payment-intent-requires-action' },
      { status: 200, body: 'payment-intent-after-3ds' },
      { status: 200, body: 'payment-intent-3ds-failed' },
    );
    expect(await gateway.authorize(input)).toEqual({
      status: 'requires_action',
      reference: 'pi_3QaRcrd3DSecure',
      clientSecret: 'pi_3QaRcrd3DSecure_secret_RcrdD3x4mpl3',
    });
    expect(await gateway.completeAction('pi_3QaRcrd3DSecure', {})).toEqual({ status: 'authorized', reference: 'pi_3QaRcrd3DSecure' });
    expect(await gateway.completeAction('pi_3QaRcrd3DSecure', {})).toEqual({
      status: 'declined',
      reference: 'pi_3QaRcrd3DSecure',
      message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    expect(stripe.seen.slice(1).map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/payment_intents/pi_3QaRcrd3DSecure',
      'GET /v1/payment_intents/pi_3QaRcrd3DSecure',
    ]);
    expect(stripe.seen[1]!.headers['stripe-version']).toBe(STRIPE_API_VERSION);
  });

  it('reads card_declined (402) as a decline naming the intent, a refused key as a final error, and an intent left unconfirmed as an error', async () => {
    const gateway = gatewayFor('sk_test_51WrongKey000004242');
    stripe.answer(
      { status: 402, body: 'error-card-declined' },
      { status: 401, body: 'error-invalid-api-key' },
      { status: 200, body: 'payment-intent-requires-confirmation' },
    );
    expect(await gateway.authorize(input)).toEqual({ status: 'declined', reference: 'pi_3QaRcrdDeclined', message: 'Your card was declined.' });
    const refused = await gateway.authorize(input);
    expect(refused).toMatchObject({ status: 'error', reference: null, retryable: false });
    // Stripe quotes the key (masked); the message we keep does not.
    expect(JSON.stringify(refused)).not.toMatch(/sk_test_\*|4242/);
    expect(await gateway.authorize(input)).toMatchObject({ status: 'error', reference: 'pi_3QaRcrdUnconfirmed', retryable: false });
    // A 4xx is an answer: not retried.
    expect(stripe.seen).toHaveLength(3);
  });

  it('captures, cancels and refunds with their own idempotency keys; a refused refund is a result, not an exception', async () => {
    const gateway = gatewayFor();
    stripe.answer(
      { status: 200, body: 'payment-intent-succeeded' },
      { status: 200, body: 'payment-intent-canceled' },
      { status: 200, body: 'refund' },
      { status: 400, body: 'error-charge-already-refunded' },
    );
    expect(await gateway.capture('pi_3QaRcrdAuthorized', 'capture-b1')).toEqual({ ok: true, reference: 'pi_3QaRcrdAuthorized' });
    expect(await gateway.void('pi_3QaRcrdAuthorized', 'void-b1')).toEqual({ ok: true, reference: 'pi_3QaRcrdAuthorized' });
    expect(await gateway.refund('pi_3QaRcrdAuthorized', { amount: 37_200, currency: 'EUR' }, 'refund-b1')).toEqual({ ok: true, reference: 're_3QaRcrdRefund' });
    expect(await gateway.refund('pi_3QaRcrdAuthorized', { amount: 37_200, currency: 'EUR' }, 'refund-b2')).toEqual({
      ok: false,
      message: 'Charge ch_3QaRcrdAuthorized has already been refunded.',
      retryable: false,
    });
    expect(stripe.seen.map((s) => [s.method, s.path, s.headers['idempotency-key']])).toEqual([
      ['POST', '/v1/payment_intents/pi_3QaRcrdAuthorized/capture', 'capture-b1'],
      ['POST', '/v1/payment_intents/pi_3QaRcrdAuthorized/cancel', 'void-b1'],
      ['POST', '/v1/refunds', 'refund-b1'],
      ['POST', '/v1/refunds', 'refund-b2'],
    ]);
    expect(stripe.seen[2]!.form).toEqual({ payment_intent: 'pi_3QaRcrdAuthorized', amount: '37200' });
  });

  it('retries a dropped connection with the same idempotency key and gets the answer', async () => {
    stripe.answer({ drop: true }, { status: 200, body: 'payment-intent-requires-capture' });
    expect(await gatewayFor().authorize(input)).toEqual({ status: 'authorized', reference: 'pi_3QaRcrdAuthorized' });
    expect(stripe.seen.map((s) => s.headers['idempotency-key'])).toEqual(['authorize-3b8f0d3e', 'authorize-3b8f0d3e']);
  });

  it('after the retries a network failure is a retryable error result, never an exception', async () => {
    stripe.answer({ drop: true }, { drop: true }, { drop: true }, { drop: true }, { drop: true }, { drop: true });
    const gateway = gatewayFor();
    expect(await gateway.authorize(input)).toEqual({ status: 'error', reference: null, message: 'Stripe could not be reached.', retryable: true });
    // Once and two retries (maxNetworkRetries: 2), all with the booking's key.
    expect(stripe.seen.map((s) => s.headers['idempotency-key'])).toEqual(Array(3).fill('authorize-3b8f0d3e'));
    expect(await gateway.capture('pi_3QaRcrdAuthorized', 'capture-b1')).toEqual({ ok: false, message: 'Stripe could not be reached.', retryable: true });
    expect(stripe.seen).toHaveLength(6);
  }, 20_000);

  it("retries Stripe's own 500 and reports it as retryable", async () => {
    stripe.answer({ status: 500, body: 'error-api' }, { status: 500, body: 'error-api' }, { status: 500, body: 'error-api' });
    expect(await gatewayFor().capture('pi_3QaRcrdAuthorized', 'capture-b2')).toMatchObject({ ok: false, retryable: true });
    expect(stripe.seen).toHaveLength(3);
  }, 20_000);

  it('accepts only PaymentMethod ids as tokens, and strips keys from any message', () => {
    const gateway = gatewayFor();
    expect(gateway.acceptsToken('pm_1QaRcrdCardVisa')).toBe(true);
    expect(gateway.acceptsToken('tok_sbx_success_0123456789abcdef')).toBe(false);
    expect(withoutKeys('Invalid API Key provided: sk_live_****abcd and pk_test_51xyz')).toBe('Invalid API Key provided: sk_live_… and pk_test_…');
  });
});
