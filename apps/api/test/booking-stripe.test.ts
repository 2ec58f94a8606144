import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@tripfront/db';
import { book, cookie, hold, steadyRate } from './booking-helpers.ts';
import { createTestApp, DEMO_SEED, NORDIC, SUNRISE, type TestApp } from './helpers.ts';
import { startRecordedStripe, type RecordedStripe } from './stripe-recorded.ts';

// The booking pipeline with an agency on Stripe, the SDK answered by recorded Stripe bodies from a
// local server. Sunrise has no keys of its own here, so the platform's pair is used (decision 0032).

let t: TestApp;
let stripe: RecordedStripe;
let traveller: string;
beforeAll(async () => {
  stripe = await startRecordedStripe();
  const seed = structuredClone(DEMO_SEED);
  seed.agencies.find((a) => a.agency.subdomain === 'sunrise')!.agency.currentGateway = 'stripe';
  t = await createTestApp({
    seed,
    config: { STRIPE_SECRET_KEY: 'sk_test_PlatformKey000001', STRIPE_PUBLISHABLE_KEY: 'pk_test_PlatformKey000001', STRIPE_API_BASE: stripe.apiBase },
  });
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});
beforeEach(() => {
  stripe.reset();
});

const card = { token: 'pm_1QaRcrdCardVisa', brand: 'visa' as const, last4: '4242' };

async function holdRate() {
  const rate = await steadyRate(t, SUNRISE);
  const h = await hold(t, SUNRISE, traveller, rate);
  expect(h.statusCode, h.body).toBe(201);
  return h.json().data as { holdToken: string; price: { total: { amount: number; currency: string } } };
}

describe('booking with Stripe (recorded answers)', () => {
  it('tells the browser the gateway and the publishable key only; another agency stays on the sandbox', async () => {
    const res = await t.call(SUNRISE, { method: 'GET', url: '/api/getCurrentPaymentGateway' });
    expect(res.json()).toEqual({ CurrentPayment: { gateway: 'stripe', available: true, publishableKey: 'pk_test_PlatformKey000001' } });
    expect(res.body).not.toContain('sk_');
    expect((await t.call(NORDIC, { method: 'GET', url: '/api/getCurrentPaymentGateway' })).json()).toEqual({
      CurrentPayment: { gateway: 'sandbox', available: true },
    });
  });

  it("lets Stripe.js run on that agency's pages only (CSP)", async () => {
    const sunrise = await t.call(SUNRISE, { method: 'GET', url: '/' });
    const nordic = await t.call(NORDIC, { method: 'GET', url: '/' });
    expect(String(sunrise.headers['content-security-policy'])).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(String(sunrise.headers['content-security-policy'])).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    expect(String(nordic.headers['content-security-policy'])).not.toContain('stripe');
  });

  it('authorises, books and captures: one idempotency key per step, derived from the booking', async () => {
    const h = await holdRate();
    stripe.answer({ status: 200, body: 'payment-intent-requires-capture' }, { status: 200, body: 'payment-intent-succeeded' });
    const res = await book(t, SUNRISE, traveller, h, { payment: card });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'confirmed', payment: { gateway: 'stripe', status: 'captured', brand: 'visa', last4: '4242' } });
    const [create, capture] = stripe.seen;
    expect(create).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(create!.form).toMatchObject({ amount: String(h.price.total.amount), currency: h.price.total.currency.toLowerCase(), capture_method: 'manual' });
    expect(capture!.path).toBe('/v1/payment_intents/pi_3QaRcrdAuthorized/capture');
    const [row] = await rowsOf<{ id: string }>(t.db.owner.execute(sql`select id from bookings order by created_at desc limit 1`));
    expect([create!.headers['idempotency-key'], capture!.headers['idempotency-key']]).toEqual([`authorize-${row!.id}`, `capture-${row!.id}`]);
    expect(new Set(stripe.seen.map((s) => s.headers['stripe-version']))).toEqual(new Set(['2026-10-28.endive']));
  });

  it('a declined card answers 402 PAYMENT_DECLINED and books nothing', async () => {
    const h = await holdRate();
    stripe.answer({ status: 402, body: 'error-card-declined' });
    const res = await book(t, SUNRISE, traveller, h, { payment: card });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_DECLINED' });
    const [row] = await rowsOf<{ status: string; payment_status: string }>(
      t.db.owner.execute(sql`select status, payment_status from bookings order by created_at desc limit 1`),
    );
    expect(row).toEqual({ status: 'failed', payment_status: 'declined' });
    // Nothing was authorised: nothing to cancel.
    expect(stripe.seen).toHaveLength(1);
  });

  it('3-D Secure: 202 with the client secret, then confirm-payment reads the intent and books', async () => {
    const h = await holdRate();
    stripe.answer({ status: 200, body: 'payment-intent-requires-action' });
    const first = await book(t, SUNRISE, traveller, h, { payment: card });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().nextAction).toEqual({ type: 'authenticate', gateway: 'stripe', clientSecret: 'pi_3QaRcrd3DSecure_secret_RcrdD3x4mpl3' });
    stripe.answer({ status: 200, body: 'payment-intent-after-3ds' }, { status: 200, body: 'payment-intent-succeeded' });
    const done = await t.call(SUNRISE, {
      method: 'POST',
      url: `/api/bookings/${first.json().data.reference}/confirm-payment`,
      cookies: cookie(traveller),
      payload: {},
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().data).toMatchObject({ status: 'confirmed', payment: { status: 'captured' } });
    expect(stripe.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /v1/payment_intents',
      'GET /v1/payment_intents/pi_3QaRcrd3DSecure',
      'POST /v1/payment_intents/pi_3QaRcrd3DSecure/capture',
    ]);
  });

  it('Stripe unreachable: after the retries the traveller gets 402 PAYMENT_FAILED ("try again"), not a 500', async () => {
    const h = await holdRate();
    stripe.answer({ drop: true }, { drop: true }, { drop: true });
    const res = await book(t, SUNRISE, traveller, h, { payment: card });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_FAILED', message: expect.stringContaining('please try again') });
    expect(stripe.seen).toHaveLength(3);
  });

  it('refuses a sandbox token on a Stripe agency', async () => {
    const h = await holdRate();
    const res = await book(t, SUNRISE, traveller, h, { payment: { ...card, token: 'tok_sbx_success_0123456789abcdef' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'payment.token' });
    expect(stripe.seen).toHaveLength(0);
  });
});
