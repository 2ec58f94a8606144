import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { agencyRevision, findTenantIdByHost, rowsOf } from '@tripfront/db';
import { runAgencyCommand } from '../src/cli/agency.ts';
import { runPlanCommand } from '../src/cli/plan-commands.ts';
import { UsageError } from '../src/cli/agency-commands.ts';
import { createJobRunner, type JobRunner } from '../src/jobs/runner.ts';
import { subscriptionEventJob } from '../src/jobs/subscription-events.ts';
import { createTestApp, NORDIC, type TestApp } from './helpers.ts';
import { fixture, startRecordedStripe, type RecordedStripe } from './stripe-recorded.ts';

// Agency subscriptions on the platform's Stripe account (issue #46, decision 0150): plans kept by
// the operator, Checkout and the customer portal against recorded Stripe answers (a local
// stand-in for api.stripe.com), and Stripe Billing's webhooks signed as Stripe signs them (the
// SDK's generateTestHeaderString) on the platform's endpoint. Nordlys is not subscribed in the demo.

const SECRET = 'whsec_test_PlatformBilling0001';
const DAY = 24 * 60 * 60 * 1000;
let clock = Date.now();
let t: TestApp;
let stripe: RecordedStripe;
let runner: JobRunner;
let nordic: string;
let owner: string;

beforeAll(async () => {
  stripe = await startRecordedStripe();
  t = await createTestApp({
    config: {
      STRIPE_SECRET_KEY: 'sk_test_PlatformKey000001',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_PlatformKey000001',
      STRIPE_API_BASE: stripe.apiBase,
      STRIPE_WEBHOOK_SECRET: SECRET,
      SUBSCRIPTION_GRACE_DAYS: '7',
      // The test runs the subscription-event job itself, when it wants.
      JOBS: 'off',
    },
    now: () => clock,
  });
  runner = createJobRunner({ db: t.db, jobs: [subscriptionEventJob(t.app)], pollMs: 60_000, log: { info() {}, warn() {}, error() {} } });
  nordic = (await findTenantIdByHost(t.db, 'nordic.localhost'))!;
  const flags = (o: Record<string, string>) => new Map(Object.entries(o));
  await runPlanCommand(
    t.db,
    ['add', 'pro'],
    flags({
      name: 'Pro',
      currency: 'EUR',
      monthly: '49',
      yearly: '490',
      'price-monthly': 'price_RcrdProMonthly',
      'price-yearly': 'price_RcrdProYearly',
      products: 'hotels,cars',
      'max-agents': '10',
      'custom-domain': 'yes',
    }),
  );
  owner = await t.login(NORDIC, 'owner@nordlys.example', 'Owner#2026');
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});
beforeEach(() => stripe.reset());

let n = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(n += 1)}`;
const unix = (ms: number) => Math.floor(ms / 1000);

function event(type: string, object: Record<string, unknown>, created = unix(clock)) {
  return { id: nextId('evt'), object: 'event', api_version: '2026-10-28.endive', created, livemode: false, type, data: { object } };
}

/** Signed as Stripe signs a delivery; to any host (the platform's endpoint never reads the Host's agency). */
async function deliver(body: object, secret = SECRET, host = 'sunrise.localhost') {
  const payload = JSON.stringify(body);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.call(host, {
    method: 'POST',
    url: '/api/platform/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const bootstrap = async () => (await t.call(NORDIC, { method: 'GET', url: '/api/agency' })).json().data as { isSubscribed: boolean; status: string };
const asOwner = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(NORDIC, { method, url, cookies: { 'x-access-token': owner }, ...(payload ? { payload } : {}) });
const subscription = (status: string, periodEnd: number, extra: Record<string, unknown> = {}) => {
  const base = fixture('subscription-active') as { items: { data: Array<Record<string, unknown>> } } & Record<string, unknown>;
  return {
    ...base,
    status,
    metadata: { agencyId: nordic, planId: 'pro' },
    items: { ...base.items, data: [{ ...base.items.data[0], current_period_end: periodEnd }] },
    ...extra,
  };
};

describe('plans (npm run agency -- plan …)', () => {
  it('lists, updates and retires plans; refuses a bad price id', async () => {
    const list = await runPlanCommand(t.db, ['list'], new Map());
    expect(list[0]).toBe('pro  Pro  49 EUR/month, 490 EUR/year');
    expect(list[2]).toContain('hotels, cars; up to 10 agents; custom domain yes');
    await expect(
      runPlanCommand(
        t.db,
        ['add', 'bad'],
        new Map(Object.entries({ name: 'Bad', currency: 'EUR', monthly: '1', yearly: '10', 'price-monthly': 'nope', 'price-yearly': 'price_x' })),
      ),
    ).rejects.toThrow(UsageError);
    await runPlanCommand(
      t.db,
      ['add', 'basic'],
      new Map(
        Object.entries({
          name: 'Basic',
          currency: 'EUR',
          monthly: '19.90',
          yearly: '199',
          'price-monthly': 'price_RcrdBasicM',
          'price-yearly': 'price_RcrdBasicY',
        }),
      ),
    );
    expect(await runPlanCommand(t.db, ['update', 'basic'], new Map([['monthly', '24.50']]))).toContain('basic  Basic  24.5 EUR/month, 199 EUR/year');
    await runPlanCommand(t.db, ['retire', 'basic'], new Map());
    expect((await runPlanCommand(t.db, ['list'], new Map())).join('\n')).not.toContain('basic');
    expect((await runPlanCommand(t.db, ['list'], new Map([['all', true]]))).join('\n')).toContain('[retired]');
  });

  it('runs as `npm run agency -- plan …`: exit code 2 and a message for a mistake', async () => {
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tf-plan-cli-')),
      DATABASE_URL: '',
      MIGRATION_DATABASE_URL: '',
      REDIS_URL: '',
    };
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    const add = [
      'plan',
      'add',
      'team',
      '--name',
      'Team',
      '--currency',
      'usd',
      '--monthly',
      '99',
      '--yearly',
      '990',
      '--price-monthly',
      'price_TeamM',
      '--price-yearly',
      'price_TeamY',
    ];
    expect(await runAgencyCommand(add, env, io)).toBe(0);
    expect(await runAgencyCommand(['plan', 'list', '--all'], env, io)).toBe(0);
    expect(lines).toContain('team  Team  99 USD/month, 990 USD/year');
    expect(await runAgencyCommand(add, env, io)).toBe(2);
    expect(lines.join('\n')).toContain("a plan 'team' exists already");
    expect(await runAgencyCommand(['plan', 'update', 'team', '--custom-domain', 'maybe'], env, io)).toBe(2);
    expect(await runAgencyCommand(['plan', 'retire', 'nope'], env, io)).toBe(2);
    expect(lines.join('\n')).toContain("no plan 'nope'");
  }, 120_000);
});

describe('the agency subscription API', () => {
  it("is for the owner and admins only: a travel agent, a traveller and a restricted agent get 403, a visitor and another agency's owner 401", async () => {
    const sales = await t.login(NORDIC, 'sales@nordlys.example', 'Sales#2026');
    const traveller = await t.login(NORDIC, 'traveller@nordlys.example', 'Traveller#2026');
    const restricted = await t.login('sunrise.localhost', 'restricted@sunrise-travel.example', 'Restricted#2026');
    const sunriseOwner = await t.login('sunrise.localhost', 'owner@sunrise-travel.example', 'Owner#2026');
    for (const [method, url] of [
      ['GET', '/api/agency/subscription'],
      ['POST', '/api/agency/subscription/checkout'],
      ['POST', '/api/agency/subscription/portal'],
      ['POST', '/api/agency/subscription/pay'],
    ] as const) {
      const payload = { planId: 'pro', interval: 'month' };
      const as = (host: string, token?: string) => t.call(host, { method, url, payload, ...(token ? { cookies: { 'x-access-token': token } } : {}) });
      expect((await as(NORDIC, sales)).statusCode).toBe(403);
      expect((await as(NORDIC, traveller)).statusCode).toBe(403);
      expect((await as('sunrise.localhost', restricted)).statusCode).toBe(403);
      expect((await as(NORDIC)).statusCode).toBe(401);
      // A session of Sunrise's owner is nobody at Nordlys.
      expect((await as(NORDIC, sunriseOwner)).statusCode).toBe(401);
    }
    expect(stripe.seen).toHaveLength(0);
  });

  it('shows Nordlys (no subscription record) as not subscribed, as its seed says, with the plans on offer', async () => {
    const res = await asOwner('GET', '/api/agency/subscription');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ isSubscribed: false, lapsed: false, subscription: null, invoices: [] });
    expect(data.plans.map((p: { id: string }) => p.id)).toEqual(['pro']);
    expect(data.plans[0]).not.toHaveProperty('stripePriceMonthly');
    expect((await bootstrap()).isSubscribed).toBe(false);
  });

  it('starts Stripe Checkout in subscription mode for the plan, returning to the agency host whatever the request says', async () => {
    stripe.answer({ status: 200, body: { ...fixture('customer'), metadata: { agencyId: nordic } } }, { status: 200, body: 'checkout-session-subscription' });
    const res = await t.call(NORDIC, {
      method: 'POST',
      url: '/api/agency/subscription/checkout',
      cookies: { 'x-access-token': owner },
      headers: { 'x-forwarded-host': 'evil.example', origin: 'http://nordic.localhost' },
      payload: { planId: 'pro', interval: 'month' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_RcrdSubscriptionCheckout' });
    const [customer, session] = stripe.seen;
    expect(`${customer!.method} ${customer!.path}`).toBe('POST /v1/customers');
    expect(customer!.form['metadata[agencyId]']).toBe(nordic);
    expect(`${session!.method} ${session!.path}`).toBe('POST /v1/checkout/sessions');
    expect(session!.form).toMatchObject({
      mode: 'subscription',
      customer: 'cus_RcrdAgencyNordlys',
      'line_items[0][price]': 'price_RcrdProMonthly',
      'metadata[agencyId]': nordic,
      'subscription_data[metadata][agencyId]': nordic,
    });
    expect(session!.form.success_url).toMatch(/^http:\/\/nordic\.localhost(:\d+)?\/subscription\?checkout=success$/);
    expect(session!.form.cancel_url).toMatch(/^http:\/\/nordic\.localhost(:\d+)?\/subscription\?checkout=cancel$/);

    // The customer is made once: a second checkout (yearly) reuses it.
    stripe.reset();
    stripe.answer({ status: 200, body: 'checkout-session-subscription' });
    expect((await asOwner('POST', '/api/agency/subscription/checkout', { planId: 'pro', interval: 'year' })).statusCode).toBe(200);
    expect(stripe.seen.map((s) => s.path)).toEqual(['/v1/checkout/sessions']);
    expect(stripe.seen[0]!.form['line_items[0][price]']).toBe('price_RcrdProYearly');
  });

  it('refuses a plan that is not offered (404) and a bad interval (400)', async () => {
    expect((await asOwner('POST', '/api/agency/subscription/checkout', { planId: 'gold', interval: 'month' })).statusCode).toBe(404);
    expect((await asOwner('POST', '/api/agency/subscription/checkout', { planId: 'pro', interval: 'week' })).statusCode).toBe(400);
    expect(stripe.seen).toHaveLength(0);
  });

  it("opens Stripe's customer portal for the agency's customer", async () => {
    stripe.answer({ status: 200, body: 'billing-portal-session' });
    const res = await asOwner('POST', '/api/agency/subscription/portal');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.url).toBe('https://billing.stripe.com/p/session/test_RcrdPortalSession');
    expect(stripe.seen[0]!.path).toBe('/v1/billing_portal/sessions');
    expect(stripe.seen[0]!.form).toMatchObject({ customer: 'cus_RcrdAgencyNordlys' });
    expect(stripe.seen[0]!.form.return_url).toMatch(/^http:\/\/nordic\.localhost(:\d+)?\/subscription$/);
  });
});

describe("Stripe Billing's webhooks", () => {
  const periodEnd = () => unix(clock + 30 * DAY);

  it('refuses a bad signature with 400 and keeps nothing', async () => {
    const body = event('customer.subscription.created', subscription('active', periodEnd()));
    expect((await deliver(body, 'whsec_test_SomeoneElse')).statusCode).toBe(400);
    const res = await t.call('sunrise.localhost', {
      method: 'POST',
      url: '/api/platform/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(400);
    expect(await runner.tick()).toBe(0);
  });

  it('checkout.session.completed and customer.subscription.created make the agency subscribed; a replay is processed once', async () => {
    const completed = event('checkout.session.completed', {
      ...fixture('checkout-session-subscription'),
      client_reference_id: nordic,
      metadata: { agencyId: nordic, planId: 'pro' },
      payment_status: 'paid',
      status: 'complete',
      subscription: 'sub_RcrdAgencyNordlys',
    });
    const created = event('customer.subscription.created', subscription('active', periodEnd()));
    // Delivered to another agency's host: the event names the agency, the Host does not.
    expect((await deliver(completed)).json()).toEqual({ received: true, duplicate: false, ignored: false });
    expect((await deliver(created)).json()).toEqual({ received: true, duplicate: false, ignored: false });
    expect((await deliver(created)).json()).toEqual({ received: true, duplicate: true, ignored: false });
    expect(await runner.tick()).toBe(2);
    expect(await runner.tick()).toBe(0);
    const [row] = await rowsOf<{ n: number }>(t.db.owner.execute(sql`select count(*)::int as n from payment_events where event_id = ${created.id}`));
    expect(row!.n).toBe(1);

    expect(await bootstrap()).toMatchObject({ isSubscribed: true, status: 'Active' });
    const data = (await asOwner('GET', '/api/agency/subscription')).json().data;
    expect(data).toMatchObject({
      isSubscribed: true,
      subscription: { planId: 'pro', interval: 'month', status: 'active', cancelAtPeriodEnd: false },
      plan: { id: 'pro', name: 'Pro' },
    });
    expect(data.subscription.currentPeriodEnd).toBe(new Date(periodEnd() * 1000).toISOString());
  });

  it("changes a live subscription through the portal's confirmation, never a second subscription; refuses the plan it is on", async () => {
    stripe.answer({ status: 200, body: 'subscription-active' }, { status: 200, body: 'billing-portal-session' });
    const res = await asOwner('POST', '/api/agency/subscription/checkout', { planId: 'pro', interval: 'year' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.url).toBe('https://billing.stripe.com/p/session/test_RcrdPortalSession');
    expect(stripe.seen.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /v1/subscriptions/sub_RcrdAgencyNordlys', 'POST /v1/billing_portal/sessions']);
    expect(stripe.seen[1]!.form).toMatchObject({
      customer: 'cus_RcrdAgencyNordlys',
      'flow_data[type]': 'subscription_update_confirm',
      'flow_data[subscription_update_confirm][subscription]': 'sub_RcrdAgencyNordlys',
      'flow_data[subscription_update_confirm][items][0][id]': 'si_RcrdAgencyNordlys',
      'flow_data[subscription_update_confirm][items][0][price]': 'price_RcrdProYearly',
      'flow_data[after_completion][type]': 'redirect',
    });
    expect(stripe.seen[1]!.form['flow_data[after_completion][redirect][return_url]']).toMatch(
      /^http:\/\/nordic\.localhost(:\d+)?\/subscription\?checkout=success$/,
    );

    stripe.reset();
    const same = await asOwner('POST', '/api/agency/subscription/checkout', { planId: 'pro', interval: 'month' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ code: 'SAME_PLAN' });
    expect(stripe.seen).toHaveLength(0);
  });

  it('holds the agency to its plan: products it does not include are refused, agents past its maximum too (decision 0152)', async () => {
    // Nordlys sells hotels and cars, as Pro includes. The operator takes cars out of Pro: the
    // agency's revision moves (every instance reads it again) and its storefront sells hotels alone.
    const activeOnStorefront = async () =>
      ((await bootstrap()) as unknown as { bookingMenuItemOptions: Array<{ id: number; active: boolean }> }).bookingMenuItemOptions
        .filter((item) => item.active)
        .map((item) => item.id)
        .sort();
    expect(await activeOnStorefront()).toEqual([1, 2]);
    const revision = () => t.db.withTenant(nordic, (tx) => agencyRevision(tx, nordic));
    const before = await revision();
    expect(await runPlanCommand(t.db, ['update', 'pro'], new Map([['products', 'hotels']]))).toContain('Updated plan pro; 1 agency is on it.');
    expect(await revision()).toBeGreaterThan(before);
    expect(await activeOnStorefront()).toEqual([1]);
    const settings = (await asOwner('GET', '/api/agency/settings')).json().data as {
      version: number;
      product: { bookingMenuItemOptions: Array<{ id: number; title: string; active: boolean }> };
    };
    const saveProduct = (items: Array<{ id: number; title: string; active: boolean }>, version: number) =>
      t.call(NORDIC, {
        method: 'PUT',
        url: '/api/agency/settings/product',
        cookies: { 'x-access-token': owner },
        payload: { version, settings: { ...settings.product, bookingMenuItemOptions: items } },
      });
    // Its own settings still hold cars: a save asks it to turn them off.
    const asSaved = await saveProduct(settings.product.bookingMenuItemOptions, settings.version);
    expect(asSaved.statusCode).toBe(409);
    expect(asSaved.json().message).toBe('Your plan includes Hotels only. Turn off Car Rentals, or change plan on the Subscription page.');
    await runPlanCommand(t.db, ['update', 'pro'], new Map([['products', 'hotels,cars']]));
    expect(await activeOnStorefront()).toEqual([1, 2]);

    const withFlights = settings.product.bookingMenuItemOptions.map((item) => ({ ...item, active: item.id === 1 || item.id === 2 || item.id === 5 }));
    const refused = await saveProduct(withFlights, settings.version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      field: 'settings.bookingMenuItemOptions',
      message: 'Your plan includes Hotels, Car Rentals only. Turn off Air Travel, or change plan on the Subscription page.',
      plan: { included: ['hotels', 'cars'], outside: ['flights'] },
    });
    const within = settings.product.bookingMenuItemOptions.map((item) => ({ ...item, active: item.id === 1 || item.id === 2 }));
    expect((await saveProduct(within, settings.version)).statusCode).toBe(200);

    // As many agents as Nordlys has: the next invitation is refused, and allowed again once the plan has room.
    const agents = ((await asOwner('GET', '/api/agent/users')).json().data as Array<{ disabled?: boolean }>).length;
    await runPlanCommand(t.db, ['update', 'pro'], new Map([['max-agents', String(agents)]]));
    try {
      const invite = { email: 'new.agent@nordlys.example', firstName: 'Nils', role: 'SalesAgent' };
      const full = await asOwner('POST', '/api/agent/users', invite);
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({
        code: 'PLAN_LIMIT',
        message: `Your plan includes up to ${agents} agents. Deactivate an agent, or change plan on the Subscription page.`,
      });
      await runPlanCommand(t.db, ['update', 'pro'], new Map([['max-agents', String(agents + 1)]]));
      expect((await asOwner('POST', '/api/agent/users', invite)).statusCode).toBe(201);
    } finally {
      await runPlanCommand(t.db, ['update', 'pro'], new Map([['max-agents', '10']]));
    }
  });

  it('keeps invoices; the pay entry answers the open invoice’s hosted page', async () => {
    const recorded = fixture('invoice-open') as { parent: { subscription_details: Record<string, unknown> } };
    const parent = { ...recorded.parent, subscription_details: { ...recorded.parent.subscription_details, metadata: { agencyId: nordic, planId: 'pro' } } };
    const invoice = { ...recorded, parent, created: unix(clock) };
    await deliver(event('invoice.finalized', invoice));
    await deliver(event('invoice.payment_failed', invoice));
    await runner.tick();
    const data = (await asOwner('GET', '/api/agency/subscription')).json().data;
    expect(data.invoices).toEqual([
      expect.objectContaining({ id: 'in_RcrdSecondInvoice', number: 'RCRD0001-0002', amountMinor: 4900, currency: 'EUR', status: 'open' }),
    ]);
    const pay = await asOwner('POST', '/api/agency/subscription/pay');
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().data.url).toBe('https://invoice.stripe.com/i/acct_RcrdPlatform/test_RcrdSecondInvoice');

    // Another agency's owner sees none of it, and has nothing to pay.
    const sunriseOwner = await t.login('sunrise.localhost', 'owner@sunrise-travel.example', 'Owner#2026');
    const sunrise = await t.call('sunrise.localhost', { method: 'GET', url: '/api/agency/subscription', cookies: { 'x-access-token': sunriseOwner } });
    expect(sunrise.json().data).toMatchObject({ isSubscribed: true, subscription: null, invoices: [] });
    const sunrisePay = await t.call('sunrise.localhost', {
      method: 'POST',
      url: '/api/agency/subscription/pay',
      cookies: { 'x-access-token': sunriseOwner },
      payload: { invoiceId: 'in_RcrdSecondInvoice' },
    });
    expect(sunrisePay.statusCode).toBe(404);

    await deliver(event('invoice.paid', { ...invoice, status: 'paid', amount_paid: 4900, amount_remaining: 0 }));
    await runner.tick();
    expect((await asOwner('POST', '/api/agency/subscription/pay')).statusCode).toBe(404);
    expect((await asOwner('POST', '/api/agency/subscription/pay', { invoiceId: 'in_RcrdSecondInvoice' })).statusCode).toBe(409);
  });

  it('customer.subscription.deleted: still subscribed within the grace period, inactive after it while the owner can still pay', async () => {
    const ended = unix(clock - DAY);
    await deliver(event('customer.subscription.deleted', subscription('canceled', ended, { canceled_at: ended, ended_at: ended })));
    await runner.tick();
    expect(await bootstrap()).toMatchObject({ isSubscribed: true, status: 'Active' });
    expect((await asOwner('GET', '/api/agency/subscription')).json().data).toMatchObject({
      isSubscribed: true,
      lapsed: false,
      subscription: { status: 'canceled' },
    });

    clock += 7 * DAY;
    try {
      expect(await bootstrap()).toMatchObject({ isSubscribed: false, status: 'Inactive' });
      // The storefront is blocked: a traveller's sign-up is refused as for any Inactive agency …
      const signup = await t.call(NORDIC, { method: 'POST', url: '/api/user/signup', payload: { email: 'new@nordlys.example', password: 'Another#Pass2026' } });
      expect(signup.statusCode).toBe(403);
      // … while its owner signs in and pays.
      const again = await t.login(NORDIC, 'owner@nordlys.example', 'Owner#2026');
      const page = await t.call(NORDIC, { method: 'GET', url: '/api/agency/subscription', cookies: { 'x-access-token': again } });
      expect(page.json().data).toMatchObject({ isSubscribed: false, lapsed: true });
      stripe.answer({ status: 200, body: 'checkout-session-subscription' });
      const checkout = await t.call(NORDIC, {
        method: 'POST',
        url: '/api/agency/subscription/checkout',
        cookies: { 'x-access-token': again },
        payload: { planId: 'pro', interval: 'month' },
      });
      expect(checkout.statusCode, checkout.body).toBe(200);

      // A new subscription brings the storefront back.
      await deliver(event('customer.subscription.created', subscription('active', unix(clock + 30 * DAY), { id: 'sub_RcrdAgencyNordlys2' })));
      await runner.tick();
      expect(await bootstrap()).toMatchObject({ isSubscribed: true, status: 'Active' });
    } finally {
      clock -= 7 * DAY;
    }
  });

  it('ignores an event about no agency of the platform', async () => {
    const res = await deliver(event('customer.subscription.updated', { ...subscription('active', unix(clock)), customer: 'cus_Stranger', metadata: {} }));
    expect(res.json()).toEqual({ received: true, duplicate: false, ignored: true });
  });
});
