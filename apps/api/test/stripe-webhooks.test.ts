import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { findTenantIdByHost, putAgencySecret, rowsOf } from '@tripfront/db';
import { createJobRunner, type JobRunner } from '../src/jobs/runner.ts';
import { paymentEventJob } from '../src/jobs/payment-events.ts';
import { STRIPE_SECRET, STRIPE_WEBHOOK_SECRET } from '../src/lib/agency-secrets.ts';
import { encryptSecret } from '../src/lib/secrets.ts';
import { book, cookie, hold, steadyRate } from './booking-helpers.ts';
import { createTestApp, DEMO_SEED, GATEWAY, NORDIC, SUNRISE, type TestApp } from './helpers.ts';
import { fixture, startRecordedStripe, type RecordedStripe } from './stripe-recorded.ts';

// Stripe webhooks (POST /api/payments/stripe/webhook): events signed as Stripe signs them (the
// SDK's generateTestHeaderString), stored once, processed by the payment-event job, run here with
// the runner's tick. Sunrise charges the platform's Stripe account (recorded answers from a local
// server), so its deliveries are checked with STRIPE_WEBHOOK_SECRET.

const SECRET = 'whsec_test_PlatformEndpoint0001';
/** The platform's endpoint for another agency's host: each endpoint has its own secret. */
const SECOND = 'whsec_test_PlatformEndpoint0002';
const logs: string[] = [];
let t: TestApp;
let stripe: RecordedStripe;
let runner: JobRunner;
let traveller: string;
beforeAll(async () => {
  stripe = await startRecordedStripe();
  const seed = structuredClone(DEMO_SEED);
  seed.agencies.find((a) => a.agency.subdomain === 'sunrise')!.agency.currentGateway = 'stripe';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({
    seed,
    logger: { level: 'info', stream },
    config: {
      STRIPE_SECRET_KEY: 'sk_test_PlatformKey000001',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_PlatformKey000001',
      STRIPE_API_BASE: stripe.apiBase,
      STRIPE_WEBHOOK_SECRET: `${SECRET}, ${SECOND}`,
      STRIPE_WEBHOOK_DELAY_S: '0',
      // The test runs the payment-event job itself, when it wants.
      JOBS: 'off',
    },
  });
  runner = createJobRunner({ db: t.db, jobs: [paymentEventJob(t.app)], pollMs: 60_000, log: { info() {}, warn() {}, error() {} } });
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});
beforeEach(() => {
  stripe.reset();
  logs.length = 0;
});

const card = { token: 'pm_1QaRcrdCardVisa', brand: 'visa' as const, last4: '4242' };
let n = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(n += 1)}`;
const now = () => Math.floor(Date.now() / 1000);

interface BookingState {
  id: string;
  reference: string;
  status: string;
  payment_status: string;
  payment_reference: string | null;
  refund_status: string;
  refund_minor: string | number | null;
  dispute_status: string | null;
  disputed_at: string | Date | null;
  total_minor: string | number;
  currency: string;
}

async function bookingOf(intent: string): Promise<BookingState> {
  const [row] = await rowsOf<BookingState>(t.db.owner.execute(sql`select * from bookings where payment_reference = ${intent}`));
  return row!;
}
/** The booking's receipts (issue #38's receipts, issued with every payment and refund recorded), oldest first. */
async function receiptsOf(bookingId: string) {
  return rowsOf<{ kind: string; amount_minor: string | number }>(
    t.db.owner.execute(sql`select kind, amount_minor from receipts where booking_id = ${bookingId} order by number`),
  );
}
async function historyOf(bookingId: string) {
  return rowsOf<{ to_status: string; note: string; actor_kind: string; actor_name: string }>(
    t.db.owner.execute(sql`select to_status, note, actor_kind, actor_name from booking_status_history where booking_id = ${bookingId} order by created_at, id`),
  );
}
async function emailsTo(bookingReference: string) {
  const [row] = await rowsOf<{ n: number }>(t.db.owner.execute(sql`select count(*)::int as n from outbox where subject like ${`%${bookingReference}%`}`));
  return row!.n;
}
async function eventOutcome(eventId: string) {
  const [row] = await rowsOf<{ outcome: string | null; processed_at: string | Date | null }>(
    t.db.owner.execute(sql`select outcome, processed_at from payment_events where event_id = ${eventId}`),
  );
  return row;
}

/** A hotel booking paid on Stripe with PaymentIntent `intent`: confirmed and captured, or (3-D Secure) waiting for the browser. */
async function stripeBooking(intent: string, threeDS: boolean): Promise<BookingState> {
  const rate = await steadyRate(t, SUNRISE);
  const h = await hold(t, SUNRISE, traveller, rate);
  expect(h.statusCode, h.body).toBe(201);
  if (threeDS) stripe.answer({ status: 200, body: { ...fixture('payment-intent-requires-action'), id: intent } });
  else
    stripe.answer(
      { status: 200, body: { ...fixture('payment-intent-requires-capture'), id: intent } },
      { status: 200, body: { ...fixture('payment-intent-succeeded'), id: intent } },
    );
  const res = await book(t, SUNRISE, traveller, h.json().data, { payment: card });
  expect(res.statusCode, res.body).toBe(threeDS ? 202 : 201);
  stripe.reset();
  return bookingOf(intent);
}

function event(type: string, object: Record<string, unknown>, created = now()) {
  return { id: nextId('evt'), object: 'event', api_version: '2026-10-28.endive', created, livemode: false, type, data: { object } };
}
const intentEvent = (type: string, intent: string, status: string, created?: number) =>
  event(type, { ...fixture('payment-intent-after-3ds'), id: intent, status }, created);
const chargeRefunded = (intent: string, amount: number, refunded: boolean, currency = 'eur', created?: number) =>
  event('charge.refunded', { id: `ch_${intent}`, object: 'charge', payment_intent: intent, amount_refunded: amount, refunded, currency }, created);

async function deliver(host: string, body: object, secret = SECRET) {
  const payload = JSON.stringify(body);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.call(host, {
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
/** Delivers and processes the event as the job runner would; answers the delivery. */
async function deliverAndRun(host: string, body: { id: string }) {
  const res = await deliver(host, body);
  expect(res.statusCode, res.body).toBe(200);
  await runner.tick();
  return res;
}

describe('Stripe webhook: signature', () => {
  it('refuses a wrong, a missing and a stale signature with 400 BAD_SIGNATURE, logs it and stores nothing', async () => {
    const body = intentEvent('payment_intent.succeeded', 'pi_WebhookUnsigned', 'requires_capture');
    const wrong = await deliver(SUNRISE, body, 'whsec_test_SomeoneElse');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'BAD_SIGNATURE', field: 'headers.stripe-signature' });
    const payload = JSON.stringify(body);
    const missing = await t.call(SUNRISE, { method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'BAD_SIGNATURE', message: 'The Stripe-Signature header is missing.' });
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: now() - 3600 });
    const old = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stale },
      payload,
    });
    expect(old.statusCode).toBe(400);
    // A body changed after signing.
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const changed = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('requires_capture', 'succeeded'),
    });
    expect(changed.statusCode).toBe(400);
    expect(await eventOutcome(body.id)).toBeUndefined();
    expect(logs.filter((l) => l.includes('Stripe webhook refused'))).toHaveLength(4);
    expect(logs.join('')).not.toContain(SECRET);
  });
});

describe('Stripe webhook: payments that finish after the browser left', () => {
  it('3-D Secure done, browser closed: the webhook books it as the browser would (supplier, email, capture, history by Stripe), once', async () => {
    const intent = nextId('pi');
    const waiting = await stripeBooking(intent, true);
    expect(waiting).toMatchObject({ status: 'pending', payment_status: 'requires_action' });
    // With manual capture, Stripe reports the authorised amount; the job reads the intent again and captures it.
    stripe.answer(
      { status: 200, body: { ...fixture('payment-intent-after-3ds'), id: intent } },
      { status: 200, body: { ...fixture('payment-intent-succeeded'), id: intent } },
    );
    const body = intentEvent('payment_intent.amount_capturable_updated', intent, 'requires_capture');
    const res = await deliverAndRun(SUNRISE, body);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const after = await bookingOf(intent);
    expect(after).toMatchObject({ status: 'confirmed', payment_status: 'captured' });
    expect(stripe.seen.map((s) => `${s.method} ${s.path}`)).toEqual([`GET /v1/payment_intents/${intent}`, `POST /v1/payment_intents/${intent}/capture`]);
    expect(await emailsTo(after.reference)).toBe(1);
    const history = await historyOf(after.id);
    expect(history.find((h) => h.to_status === 'confirmed')).toMatchObject({ actor_kind: 'system', actor_name: 'Stripe' });
    expect(await eventOutcome(body.id)).toMatchObject({ outcome: 'applied', processed_at: expect.anything() });

    // The browser comes back after all: the booking is there.
    const back = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${after.reference}/confirm-payment`, cookies: cookie(traveller), payload: {} });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ status: 'confirmed' });

    // A replay of the event (Stripe's retry, or an attacker's copy) changes nothing.
    stripe.reset();
    const replay = await deliverAndRun(SUNRISE, body);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // payment_intent.succeeded after our own capture: nothing more to do either.
    const succeeded = intentEvent('payment_intent.succeeded', intent, 'succeeded');
    await deliverAndRun(SUNRISE, succeeded);
    expect(stripe.seen).toEqual([]);
    expect(await historyOf(after.id)).toEqual(history);
    expect(await emailsTo(after.reference)).toBe(1);
    expect((await eventOutcome(succeeded.id))?.outcome).toMatch(/^ignored: the booking is confirmed/);
  });

  it('Stripe unreachable while settling: the booking keeps waiting and the event is tried again later', async () => {
    const intent = nextId('pi');
    await stripeBooking(intent, true);
    stripe.answer({ drop: true }, { drop: true }, { drop: true });
    const body = intentEvent('payment_intent.amount_capturable_updated', intent, 'requires_capture');
    await deliverAndRun(SUNRISE, body);
    expect(await bookingOf(intent)).toMatchObject({ status: 'pending', payment_status: 'requires_action' });
    expect(await eventOutcome(body.id)).toMatchObject({ outcome: null, processed_at: null });
    // The retry, after its backoff.
    stripe.reset();
    stripe.answer(
      { status: 200, body: { ...fixture('payment-intent-after-3ds'), id: intent } },
      { status: 200, body: { ...fixture('payment-intent-succeeded'), id: intent } },
    );
    const later = createJobRunner({
      db: t.db,
      jobs: [paymentEventJob(t.app)],
      pollMs: 60_000,
      log: { info() {}, warn() {}, error() {} },
      clock: () => new Date(Date.now() + 60 * 60_000),
    });
    expect(await later.tick()).toBe(1);
    expect(await bookingOf(intent)).toMatchObject({ status: 'confirmed', payment_status: 'captured' });
    expect((await eventOutcome(body.id))?.outcome).toBe('applied');
  }, 30_000);

  it('payment_intent.succeeded settles a booking waiting for 3-D Secure the same way', async () => {
    const intent = nextId('pi');
    await stripeBooking(intent, true);
    stripe.answer(
      { status: 200, body: { ...fixture('payment-intent-after-3ds'), id: intent } },
      { status: 200, body: { ...fixture('payment-intent-succeeded'), id: intent } },
    );
    await deliverAndRun(SUNRISE, intentEvent('payment_intent.succeeded', intent, 'requires_capture'));
    expect(await bookingOf(intent)).toMatchObject({ status: 'confirmed', payment_status: 'captured' });
  });

  it.each([
    ['payment_intent.payment_failed', 'payment-intent-3ds-failed'],
    ['payment_intent.canceled', 'payment-intent-canceled'],
  ] as const)('%s releases the waiting booking as a declined card: failed, nothing booked', async (type, answer) => {
    const intent = nextId('pi');
    await stripeBooking(intent, true);
    stripe.answer({ status: 200, body: { ...fixture(answer), id: intent } });
    await deliverAndRun(SUNRISE, intentEvent(type, intent, 'requires_payment_method'));
    const after = await bookingOf(intent);
    // Nothing was authorised, so nothing to cancel: the intent is read once.
    expect(after).toMatchObject({ status: 'failed', payment_status: 'declined' });
    expect(stripe.seen.map((s) => `${s.method} ${s.path}`)).toEqual([`GET /v1/payment_intents/${intent}`]);
    expect(await emailsTo(after.reference)).toBe(0);
    expect((await historyOf(after.id)).at(-1)).toMatchObject({ to_status: 'failed', actor_name: 'Stripe' });
  });

  it('out of order: a failure older than the success already applied changes nothing', async () => {
    const intent = nextId('pi');
    await stripeBooking(intent, true);
    stripe.answer(
      { status: 200, body: { ...fixture('payment-intent-after-3ds'), id: intent } },
      { status: 200, body: { ...fixture('payment-intent-succeeded'), id: intent } },
    );
    await deliverAndRun(SUNRISE, intentEvent('payment_intent.amount_capturable_updated', intent, 'requires_capture', now()));
    const confirmed = await bookingOf(intent);
    const history = await historyOf(confirmed.id);
    stripe.reset();
    const late = intentEvent('payment_intent.payment_failed', intent, 'requires_payment_method', now() - 60);
    await deliverAndRun(SUNRISE, late);
    expect(await bookingOf(intent)).toEqual(confirmed);
    expect(await historyOf(confirmed.id)).toEqual(history);
    expect(stripe.seen).toEqual([]);
    expect((await eventOutcome(late.id))?.outcome).toBe('ignored: a later event was already applied to this booking');
  });
});

describe('Stripe webhook: refunds and disputes made at Stripe', () => {
  it('charge.refunded records the refund on the booking (amount, status, history by Stripe); a replay and an older event change nothing', async () => {
    const intent = nextId('pi');
    const before = await stripeBooking(intent, false);
    expect(before).toMatchObject({ status: 'confirmed', payment_status: 'captured', refund_status: 'none' });
    const total = Number(before.total_minor);
    const part = chargeRefunded(intent, 5000, false, before.currency.toLowerCase(), now() - 120);
    const whole = chargeRefunded(intent, total, true, before.currency.toLowerCase(), now());
    // The later, whole refund arrives first.
    await deliverAndRun(SUNRISE, whole);
    const after = await bookingOf(intent);
    expect(after).toMatchObject({ status: 'confirmed', payment_status: 'refunded', refund_status: 'refunded' });
    expect(Number(after.refund_minor)).toBe(total);
    const history = await historyOf(after.id);
    expect(history.at(-1)).toMatchObject({ actor_name: 'Stripe', note: expect.stringMatching(/^Refund of .+ made at Stripe$/) });
    await deliverAndRun(SUNRISE, part);
    expect((await eventOutcome(part.id))?.outcome).toMatch(/^ignored/);
    const replay = await deliverAndRun(SUNRISE, whole);
    expect(replay.json()).toMatchObject({ duplicate: true });
    expect(await bookingOf(intent)).toEqual(after);
    expect(await historyOf(after.id)).toEqual(history);
    // The refund made at Stripe has its receipt, once, as one made by cancelling would.
    expect((await receiptsOf(after.id)).map((r) => [r.kind, Number(r.amount_minor)])).toEqual([
      ['payment', total],
      ['refund', total],
    ]);
  });

  it('a partial refund keeps the payment captured and records the amount refunded', async () => {
    const intent = nextId('pi');
    const before = await stripeBooking(intent, false);
    await deliverAndRun(SUNRISE, chargeRefunded(intent, 2500, false, before.currency.toLowerCase()));
    const after = await bookingOf(intent);
    expect(after).toMatchObject({ status: 'confirmed', payment_status: 'captured', refund_status: 'refunded' });
    expect(Number(after.refund_minor)).toBe(2500);
  });

  it('charge.dispute.created flags the booking for the agent, with a note in its history', async () => {
    const intent = nextId('pi');
    const before = await stripeBooking(intent, false);
    const created = now() - 30;
    const dispute = event('charge.dispute.created', {
      id: nextId('dp'),
      object: 'dispute',
      amount: Number(before.total_minor),
      currency: before.currency.toLowerCase(),
      charge: `ch_${intent}`,
      payment_intent: intent,
      reason: 'fraudulent',
      status: 'needs_response',
      created,
    });
    await deliverAndRun(SUNRISE, dispute);
    const after = await bookingOf(intent);
    expect(after).toMatchObject({ status: 'confirmed', payment_status: 'captured', dispute_status: 'needs_response' });
    expect(new Date(after.disputed_at!).getTime()).toBe(created * 1000);
    expect((await historyOf(after.id)).at(-1)).toMatchObject({
      to_status: 'confirmed',
      actor_name: 'Stripe',
      note: 'Payment disputed by the card holder (fraudulent); respond in the Stripe Dashboard',
    });
    // The back-office's booking shows the flag.
    const owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const seen = await t.call(SUNRISE, { method: 'GET', url: `/api/agent/bookings/${after.reference}`, cookies: cookie(owner) });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.payments[0]).toMatchObject({ dispute: { status: 'needs_response', openedAt: new Date(created * 1000).toISOString() } });
  });
});

describe('Stripe webhook: events that are not this agency’s', () => {
  it("another agency's intent (or an unknown one) is stored, logged and ignored; the other agency's booking is untouched", async () => {
    const intent = nextId('pi');
    const sunrise = await stripeBooking(intent, false);
    // Nordic charges the platform's account too: the delivery verifies, but the intent is not Nordic's.
    const foreign = chargeRefunded(intent, Number(sunrise.total_minor), true, sunrise.currency.toLowerCase());
    const res = await deliverAndRun(NORDIC, foreign);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await bookingOf(intent)).toEqual(sunrise);
    const [stored] = await rowsOf<{ outcome: string; tenant_id: string }>(
      t.db.owner.execute(sql`select outcome, tenant_id from payment_events where event_id = ${foreign.id}`),
    );
    expect(stored!.outcome).toBe(`ignored: no booking of this agency was paid with ${intent}`);
    const unknown = intentEvent('payment_intent.succeeded', 'pi_NeverSeenBefore', 'succeeded');
    await deliverAndRun(SUNRISE, unknown);
    expect((await eventOutcome(unknown.id))?.outcome).toBe('ignored: no booking of this agency was paid with pi_NeverSeenBefore');
    expect(logs.filter((l) => l.includes('payment event ignored')).length).toBeGreaterThanOrEqual(1);
  });
});

describe('Stripe webhook: whose signing secret', () => {
  async function storeSecret(host: string, name: string, value: string) {
    const tenantId = (await findTenantIdByHost(t.db, host))!;
    const ciphertext = encryptSecret(t.config.SETTINGS_ENCRYPTION_KEY, tenantId, name, value);
    await t.db.withTenant(tenantId, (tx) => putAgencySecret(tx, tenantId, name, { ciphertext, hint: '…' }));
  }

  it("an agency's own endpoint secret is the one that counts; an agency with its own Stripe account never falls back to the platform's", async () => {
    const own = 'whsec_test_NordicEndpoint0001';
    await storeSecret('nordic.localhost', STRIPE_WEBHOOK_SECRET, own);
    const body = intentEvent('payment_intent.succeeded', 'pi_NordicOwn', 'succeeded');
    expect((await deliver(NORDIC, body)).json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    expect((await deliver(NORDIC, body, own)).statusCode).toBe(200);
    // Sunrise is still checked with the platform's endpoints' secrets, any of them.
    expect((await deliver(SUNRISE, intentEvent('payment_intent.succeeded', 'pi_SunrisePlatform', 'succeeded'))).statusCode).toBe(200);
    expect((await deliver(SUNRISE, intentEvent('payment_intent.succeeded', 'pi_SunrisePlatform2', 'succeeded'), SECOND)).statusCode).toBe(200);

    await storeSecret('gateway.localhost', STRIPE_SECRET, 'sk_test_51GatewayOwnAccount0001');
    const refused = await deliver(GATEWAY, intentEvent('payment_intent.succeeded', 'pi_GatewayOwn', 'succeeded'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'WEBHOOK_NOT_CONFIGURED' });
  });
});
