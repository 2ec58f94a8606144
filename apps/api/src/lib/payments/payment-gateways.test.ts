import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRecordedStripe, type RecordedStripe } from '../../../test/stripe-recorded.ts';
import { loadConfig } from '../../config.ts';
import { createPaymentGateways, type PaymentAgency } from './index.ts';

// Which gateway and which Stripe account an agency's payments go to.

let stripe: RecordedStripe;
beforeAll(async () => {
  stripe = await startRecordedStripe();
});
afterAll(() => stripe.close());
beforeEach(() => {
  stripe.reset();
});

const config = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret-0123', STRIPE_API_BASE: stripe.apiBase, ...env });
const PLATFORM = { STRIPE_SECRET_KEY: 'sk_test_PlatformKey000001', STRIPE_PUBLISHABLE_KEY: 'pk_test_PlatformKey000001' };
const OWN_SECRET = 'sk_test_51SunriseOwnKey0004242';
const OWN_PUBLISHABLE = 'pk_test_51SunriseOwnKey0004242';

const tenant = (id: string, agency: PaymentAgency) => ({ id, agency });
const onStripe = (stripePublishableKey?: string): PaymentAgency => ({
  currentGateway: 'stripe',
  ...(stripePublishableKey ? { payment: { stripePublishableKey } } : {}),
});
/** Agency `sunrise` has its own secret key; the others have none. */
const secrets = (tenantId: string) => Promise.resolve(tenantId === 'sunrise' ? OWN_SECRET : null);

const authorizeInput = { amount: { amount: 100, currency: 'EUR' }, token: 'pm_1Card', idempotencyKey: 'authorize-1', description: 'd', metadata: {} };

describe('payment gateways per agency', () => {
  it("charges the agency's own Stripe account with its own key, and shows only its publishable key", async () => {
    const gateways = createPaymentGateways(config(PLATFORM), { stripeSecretOf: secrets });
    const sunrise = tenant('sunrise', onStripe(OWN_PUBLISHABLE));
    expect(await gateways.describe(sunrise)).toEqual({ gateway: 'stripe', available: true, publishableKey: OWN_PUBLISHABLE });
    stripe.answer({ status: 200, body: 'payment-intent-requires-capture' });
    expect(await (await gateways.forAgency(sunrise))!.authorize(authorizeInput)).toMatchObject({ status: 'authorized' });
    expect(stripe.seen[0]!.headers.authorization).toBe(`Bearer ${OWN_SECRET}`);
    expect(JSON.stringify(await gateways.describe(sunrise))).not.toContain('sk_');
  });

  it("uses the platform's pair for an agency on Stripe without keys of its own, never one key of each", async () => {
    const gateways = createPaymentGateways(config(PLATFORM), { stripeSecretOf: secrets });
    const nordic = tenant('nordic', onStripe());
    expect(await gateways.describe(nordic)).toEqual({ gateway: 'stripe', available: true, publishableKey: 'pk_test_PlatformKey000001' });
    stripe.answer({ status: 200, body: 'payment-intent-succeeded' });
    await (await gateways.forAgency(nordic))!.capture('pi_1', 'capture-1');
    expect(stripe.seen[0]!.headers.authorization).toBe('Bearer sk_test_PlatformKey000001');
    // Its own secret but no publishable key: not available (the platform's publishable key would not match it).
    const half = tenant('sunrise', onStripe());
    expect(await gateways.describe(half)).toEqual({ gateway: 'stripe', available: false });
    expect(await gateways.forAgency(half)).toBeNull();
  });

  it('without platform keys, Stripe is available only to an agency with its own', async () => {
    const gateways = createPaymentGateways(config(), { stripeSecretOf: secrets });
    expect(await gateways.describe(tenant('nordic', onStripe()))).toEqual({ gateway: 'stripe', available: false });
    expect(await gateways.forAgency(tenant('nordic', onStripe()))).toBeNull();
    expect((await gateways.describe(tenant('sunrise', onStripe(OWN_PUBLISHABLE)))).available).toBe(true);
  });

  it("finishes a Stripe booking on the agency's account after the agency moved to the sandbox", async () => {
    const gateways = createPaymentGateways(config(), { stripeSecretOf: secrets });
    expect((await gateways.forAgency(tenant('sunrise', { currentGateway: 'sandbox' })))?.name).toBe('sandbox');
    stripe.answer({ status: 200, body: 'refund' });
    expect(await (await gateways.byName('sunrise', 'stripe'))!.refund('pi_1', { amount: 100, currency: 'EUR' }, 'refund-1')).toMatchObject({ ok: true });
    expect(stripe.seen[0]!.headers.authorization).toBe(`Bearer ${OWN_SECRET}`);
    expect(await gateways.byName('nordic', 'stripe')).toBeNull();
  });

  it('keeps one client per key, and a key that cannot be read makes Stripe unavailable rather than the platform account', async () => {
    let fail = false;
    const gateways = createPaymentGateways(config(PLATFORM), {
      stripeSecretOf: (id) => (fail ? Promise.reject(new Error('decrypt failed')) : secrets(id)),
      log: { error: () => undefined },
    });
    const sunrise = tenant('sunrise', onStripe(OWN_PUBLISHABLE));
    expect(await gateways.forAgency(sunrise)).toBe(await gateways.forAgency(sunrise));
    expect(await gateways.forAgency(sunrise)).not.toBe(await gateways.forAgency(tenant('nordic', onStripe())));
    fail = true;
    expect(await gateways.forAgency(sunrise)).toBeNull();
    expect(await gateways.byName('sunrise', 'stripe')).toBeNull();
    expect(await gateways.describe(sunrise)).toEqual({ gateway: 'stripe', available: false });
  });

  it('the sandbox everywhere but production; an unknown gateway is not available', async () => {
    const local = createPaymentGateways(config(), { stripeSecretOf: secrets });
    expect(await local.describe(tenant('nordic', { currentGateway: 'sandbox' }))).toEqual({ gateway: 'sandbox', available: true });
    expect(await local.describe(tenant('nordic', { currentGateway: 'paypal' }))).toEqual({ gateway: 'paypal', available: false });
    const prod = createPaymentGateways(config({ APP_ENV: 'prod' }), { stripeSecretOf: secrets });
    expect(await prod.forAgency(tenant('nordic', { currentGateway: 'sandbox' }))).toBeNull();
    expect(await prod.describe(tenant('nordic', { currentGateway: 'sandbox' }))).toEqual({ gateway: 'sandbox', available: false });
  });
});
