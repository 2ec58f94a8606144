import { describe, expect, it } from 'vitest';
import { createStripeGateway, formEncode } from './stripe-gateway.ts';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A stand-in for Stripe's API: records each request and answers from a script. */
function stubStripe(answers: { status: number; json: unknown }[]) {
  const seen: Seen[] = [];
  const fetchStub = (async (url: string, init: RequestInit) => {
    seen.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body as string | undefined });
    const next = answers.shift() ?? { status: 500, json: { error: { message: 'no answer scripted' } } };
    return new Response(JSON.stringify(next.json), { status: next.status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { seen, gateway: createStripeGateway({ secretKey: 'sk_test_123', apiBase: 'https://stripe.test', fetch: fetchStub }) };
}

const input = {
  amount: { amount: 37_200, currency: 'EUR' },
  token: 'pm_card_visa',
  idempotencyKey: 'booking-1',
  description: 'Hotel booking TF-1',
  metadata: { booking: 'TF-1' },
};

describe('Stripe gateway (stubbed fetch)', () => {
  it('creates and confirms a manual-capture PaymentIntent with the secret key and an idempotency key', async () => {
    const { seen, gateway } = stubStripe([{ status: 200, json: { id: 'pi_1', status: 'requires_capture' } }]);
    expect(await gateway.authorize(input)).toEqual({ status: 'authorized', reference: 'pi_1' });
    expect(seen[0]).toMatchObject({ url: 'https://stripe.test/v1/payment_intents', method: 'POST' });
    expect(seen[0]!.headers).toMatchObject({
      authorization: 'Bearer sk_test_123',
      'idempotency-key': 'booking-1',
      'content-type': 'application/x-www-form-urlencoded',
    });
    const body = new URLSearchParams(seen[0]!.body);
    expect(Object.fromEntries(body)).toMatchObject({
      amount: '37200',
      currency: 'eur',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      capture_method: 'manual',
      'metadata[booking]': 'TF-1',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
  });

  it('passes the client secret on when 3-D Secure is needed, and reads the intent again afterwards', async () => {
    const { seen, gateway } = stubStripe([
      { status: 200, json: { id: 'pi_2', status: 'requires_action', client_secret: 'pi_2_secret_x' } },
      { status: 200, json: { id: 'pi_2', status: 'requires_capture' } },
    ]);
    expect(await gateway.authorize(input)).toEqual({ status: 'requires_action', reference: 'pi_2', clientSecret: 'pi_2_secret_x' });
    expect(await gateway.completeAction('pi_2', {})).toEqual({ status: 'authorized', reference: 'pi_2' });
    expect(seen[1]).toMatchObject({ url: 'https://stripe.test/v1/payment_intents/pi_2', method: 'GET' });
  });

  it('reads a card error as a decline and anything else as an error', async () => {
    const { gateway } = stubStripe([
      {
        status: 402,
        json: { error: { type: 'card_error', message: 'Your card was declined.', payment_intent: { id: 'pi_3', status: 'requires_payment_method' } } },
      },
      { status: 401, json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } },
    ]);
    expect(await gateway.authorize(input)).toEqual({ status: 'declined', reference: 'pi_3', message: 'Your card was declined.' });
    expect(await gateway.authorize(input)).toEqual({ status: 'error', reference: null, message: 'Invalid API Key provided' });
  });

  it('captures, cancels and refunds through their endpoints', async () => {
    const { seen, gateway } = stubStripe([
      { status: 200, json: { id: 'pi_4', status: 'succeeded' } },
      { status: 200, json: { id: 'pi_5', status: 'canceled' } },
      { status: 200, json: { id: 're_1', status: 'succeeded' } },
      { status: 400, json: { error: { message: 'Charge already refunded' } } },
    ]);
    expect(await gateway.capture('pi_4', 'k1')).toEqual({ ok: true, reference: 'pi_4' });
    expect(await gateway.void('pi_5', 'k2')).toEqual({ ok: true, reference: 'pi_5' });
    expect(await gateway.refund('pi_4', { amount: 100, currency: 'EUR' }, 'k3')).toEqual({ ok: true, reference: 're_1' });
    expect(await gateway.refund('pi_4', { amount: 100, currency: 'EUR' }, 'k4')).toEqual({ ok: false, message: 'Charge already refunded' });
    expect(seen.map((s) => s.url)).toEqual([
      'https://stripe.test/v1/payment_intents/pi_4/capture',
      'https://stripe.test/v1/payment_intents/pi_5/cancel',
      'https://stripe.test/v1/refunds',
      'https://stripe.test/v1/refunds',
    ]);
    expect(seen[2]!.body).toBe('payment_intent=pi_4&amount=100');
  });

  it('survives a network failure and accepts only PaymentMethod ids', async () => {
    const failing = createStripeGateway({ secretKey: 'sk_test_1', fetch: (async () => Promise.reject(new Error('offline'))) as unknown as typeof fetch });
    expect(await failing.authorize(input)).toEqual({ status: 'error', reference: null, message: 'offline' });
    expect(await failing.capture('pi_1', 'k')).toEqual({ ok: false, message: 'offline' });
    expect(failing.acceptsToken('pm_1Abc')).toBe(true);
    expect(failing.acceptsToken('tok_sbx_success_0123456789abcdef')).toBe(false);
  });

  it('form-encodes nested metadata', () => {
    expect(formEncode({ a: 1, m: { x: 'y z' }, skip: undefined })).toBe('a=1&m%5Bx%5D=y+z');
  });
});
