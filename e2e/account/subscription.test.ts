import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_ENTRY, freePort, SERVER_ARGS, serverEnv } from '../../scripts/server-process.mjs';
import { fixture, startRecordedStripe, type RecordedStripe } from '../../apps/api/test/stripe-recorded.ts';
import { stopServer, untilHealthy } from '../own-server.ts';
import { appReady, assertNoConsoleErrors, newPage, openBrowser, screenshot } from '../support.ts';

// Issue #46's acceptance (decisions 0150, 0151): the Nordlys owner (not subscribed in the demo)
// follows the logo to /subscription, chooses a plan, and is sent to the Checkout session's page;
// Stripe's signed webhooks then make the agency subscribed, and the logo leads home. Its own server:
// the shared one runs without Stripe keys, which other tests rely on. Stripe's API is a local
// stand-in answering recorded bodies; its hosted Checkout page a local page. The grace period counts
// from Stripe's own dates (the unpaid period's end, the failed payment), so the lapse is played
// with a renewal that failed longer ago than the grace period; the days inside it are counted in
// apps/api/test/agency-subscriptions.test.ts.

const root = path.resolve(import.meta.dirname, '../..');
const HOST = 'nordic.localhost';
const SECRET = 'whsec_test_E2ePlatformBilling01';
const SESSION = 'cs_test_E2eSubscriptionCheckout';

let server: ChildProcess;
let port: number;
let stripe: RecordedStripe;
let checkoutPage: http.Server;
let checkoutBase: string;
let browser: Browser;

const pageUrl = (pathname: string) => `http://${HOST}:${port}${pathname}`;

/** A request from Node as the Nordlys host (fetch does not let a caller set Host). */
function request(method: string, pathname: string, options: { body?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; body: string; cookies: string[] }>((resolve, reject) => {
    const headers = { host: HOST, ...options.headers, ...(options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) }) };
    const req = http.request({ method, host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, cookies: res.headers['set-cookie'] ?? [] }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
const postJson = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
  request('POST', pathname, { body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

/** Delivered as Stripe delivers it: signed with the endpoint's secret by the SDK's test helper. */
async function deliver(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify({
    id: `evt_e2e_${type.replace(/\W/g, '_')}`,
    object: 'event',
    created,
    livemode: false,
    type,
    data: { object },
  });
  const res = await request('POST', '/api/platform/stripe/webhook', {
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
  });
  expect(res.status, res.body).toBe(200);
}

const bootstrap = async () => (JSON.parse((await request('GET', '/api/agency')).body) as { data: { id: string; isSubscribed: boolean; status: string } }).data;

let ownerToken: string;
const DAY = 24 * 60 * 60;

beforeAll(async () => {
  stripe = await startRecordedStripe();
  // Stripe's hosted Checkout page cannot load here: a local page stands in for it.
  checkoutPage = http.createServer((_req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>Checkout stand-in</title><h1>Stripe Checkout (stand-in)</h1>');
  });
  await new Promise<void>((resolve) => checkoutPage.listen(0, '127.0.0.1', resolve));
  checkoutBase = `http://127.0.0.1:${(checkoutPage.address() as AddressInfo).port}`;

  port = await freePort();
  const env = serverEnv({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tf-e2e-billing-')),
    DATABASE_URL: '',
    MIGRATION_DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'error',
    EXCHANGE_RATES_URL: 'off',
    SEED_FILE: path.join(root, 'seed/demo-agencies.json'),
    WEB_DIST: process.env.TF_E2E_WEB_DIST ? path.resolve(process.env.TF_E2E_WEB_DIST) : path.join(root, 'apps/web/dist'),
    STRIPE_SECRET_KEY: 'sk_test_E2ePlatformKey0001',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_E2ePlatformKey0001',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: stripe.apiBase,
    JOBS_POLL_MS: '200',
  });
  // The operator's plan, as `npm run agency -- plan add` makes it, in the database the server then opens (and seeds).
  const plan = spawnSync(
    process.execPath,
    [
      AGENCY_ENTRY,
      'plan',
      'add',
      'pro',
      '--name',
      'Pro',
      '--currency',
      'EUR',
      '--monthly',
      '49',
      '--yearly',
      '490',
      '--price-monthly',
      'price_E2eProMonthly',
      '--price-yearly',
      'price_E2eProYearly',
      '--products',
      'hotels,cars',
    ],
    { cwd: root, env, encoding: 'utf8' },
  );
  if (plan.status !== 0) throw new Error(`plan add failed: ${plan.stderr}${plan.stdout}`);

  server = spawn(process.execPath, SERVER_ARGS, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  await untilHealthy(server, () => request('GET', '/healthz'));
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stopServer(server);
  await stripe?.close();
  await new Promise((r) => checkoutPage?.close(r));
});

describe('agency subscription (issue #46)', () => {
  it('the Nordlys owner follows the logo to /subscription, chooses a plan, goes to Checkout; the webhooks make the agency subscribed', async () => {
    const agency = await bootstrap();
    expect(agency.isSubscribed).toBe(false);

    // Signed in from Node (the HttpOnly cookie put in the browser), past the business-information modal.
    const login = await postJson('/api/user/login', { email: 'owner@nordlys.example', password: 'Owner#2026' });
    const token = login.cookies.map((c) => /^x-access-token=([^;]+)/.exec(c)?.[1]).find(Boolean);
    expect(login.status, login.body).toBe(200);
    ownerToken = token!;
    const info = await postJson(
      '/api/agency/business-info',
      {
        contactEmailId: 'owner@nordlys.example',
        contactPhoneNumber: '',
        hearBy: 'Google',
        hearByName: '',
        hqCountry: 'NO',
        bookingVolume: 'Under $100k',
        useForBusiness: 'B2C website',
        productInterested: 'Hotels',
      },
      { 'x-access-token': token! },
    );
    expect(info.status, info.body).toBeLessThan(300);

    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await context.addCookies([{ name: 'x-access-token', value: token!, domain: HOST, path: '/', httpOnly: true, sameSite: 'Lax' }]);
    // Nordlys speaks Swedish by default; the test reads the English texts.
    await page.goto(pageUrl('/faqs?lng=en'));
    await appReady(page);
    const logo = page.getByRole('link', { name: 'Nordlys Reiser home' });
    expect(await logo.getAttribute('href')).toBe('/subscription');
    await logo.click();
    await page.waitForURL(pageUrl('/subscription'));
    await page.getByText('Your agency has no subscription yet. Choose a plan below.').waitFor();
    await page.getByRole('radio', { name: 'Yearly' }).check();
    await page.getByText('€490 a year').waitFor();
    await screenshot(page, 'subscription-plans-mobile');

    // Stripe answers the customer, then the session, whose page is the local stand-in.
    stripe.answer(
      { status: 200, body: { ...fixture('customer'), metadata: { agencyId: agency.id } } },
      { status: 200, body: { ...fixture('checkout-session-subscription'), id: SESSION, url: `${checkoutBase}/c/pay/${SESSION}` } },
    );
    await page.getByRole('button', { name: 'Choose the Pro plan' }).click();
    await page.waitForURL(`${checkoutBase}/c/pay/${SESSION}`);
    await page.getByRole('heading', { name: 'Stripe Checkout (stand-in)' }).waitFor();
    const session = stripe.seen.find((s) => s.path === '/v1/checkout/sessions');
    expect(session?.form).toMatchObject({ mode: 'subscription', 'line_items[0][price]': 'price_E2eProYearly', 'metadata[agencyId]': agency.id });

    // Stripe reports the paid session and the subscription it made.
    const sub = fixture('subscription-active') as { items: { data: Array<Record<string, unknown>> } } & Record<string, unknown>;
    const periodEnd = Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60;
    await deliver('checkout.session.completed', {
      ...fixture('checkout-session-subscription'),
      id: SESSION,
      client_reference_id: agency.id,
      metadata: { agencyId: agency.id, planId: 'pro' },
      payment_status: 'paid',
      status: 'complete',
      subscription: 'sub_RcrdAgencyNordlys',
    });
    await deliver('customer.subscription.created', {
      ...sub,
      status: 'active',
      metadata: { agencyId: agency.id, planId: 'pro' },
      items: { ...sub.items, data: [{ ...sub.items.data[0], current_period_end: periodEnd }] },
    });
    await expect.poll(async () => (await bootstrap()).isSubscribed, { timeout: 15_000 }).toBe(true);

    // Back from Checkout: the plan shows, and the logo leads to the agency's return URL ('/').
    await page.goto(pageUrl('/subscription?checkout=success'));
    await appReady(page);
    await page.getByText('Thank you. Your new plan shows here as soon as the payment service confirms it.').waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Nordlys Reiser home' }).getAttribute('href')).toBe('/');
    assertNoConsoleErrors(page);
    await context.close();
  });

  it('Stripe ends the subscription after a renewal that failed longer ago than the grace period: the storefront is closed, /subscription stays open to the owner', async () => {
    expect(ownerToken, 'the first test signs the owner in').toBeTruthy();
    const agency = await bootstrap();
    const now = Math.floor(Date.now() / 1000);
    // The yearly renewal failed 9 days ago (grace: 7 days), Stripe's retries gave up, and it ended the subscription today.
    const failedAt = now - 9 * DAY;
    await deliver(
      'invoice.payment_failed',
      {
        ...fixture('invoice-open'),
        customer: 'cus_RcrdAgencyNordlys',
        created: failedAt,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: 'sub_RcrdAgencyNordlys', metadata: { agencyId: agency.id, planId: 'pro' } },
        },
      },
      failedAt,
    );
    const sub = fixture('subscription-active') as { items: { data: Array<Record<string, unknown>> } } & Record<string, unknown>;
    await deliver('customer.subscription.deleted', {
      ...sub,
      status: 'canceled',
      ended_at: now,
      metadata: { agencyId: agency.id, planId: 'pro' },
      items: { ...sub.items, data: [{ ...sub.items.data[0], current_period_end: failedAt }] },
    });
    await expect.poll(async () => (await bootstrap()).status, { timeout: 15_000 }).toBe('Inactive');

    // A visitor meets the blocking notice.
    const visitor = await newPage(browser, { width: 1280, height: 800 });
    await visitor.page.goto(pageUrl('/?lng=en'));
    await appReady(visitor.page);
    await visitor.page.getByRole('alertdialog', { name: 'Agency is inactive, Please contact the administrator' }).waitFor();
    await visitor.context.close();

    // The owner still reaches /subscription, told why the storefront is closed, with the plans to subscribe again.
    const { context, page } = await newPage(browser, { width: 1280, height: 800 });
    await context.addCookies([{ name: 'x-access-token', value: ownerToken, domain: HOST, path: '/', httpOnly: true, sameSite: 'Lax' }]);
    await page.goto(pageUrl('/subscription?lng=en'));
    await appReady(page);
    await page.getByText('Your storefront is closed because the subscription ended. Choose a plan below to open it again.').waitFor();
    await page.getByText('Canceled', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Choose the Pro plan' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await screenshot(page, 'subscription-lapsed-desktop');
    // The failed renewal's invoice is still open: /pay (in Arabic, on a phone and on a desktop) takes it, and says paying
    // it settles the debt without opening the storefront again.
    await page.goto(pageUrl('/pay?lng=ar'));
    await appReady(page);
    for (const [width, name] of [
      [375, 'mobile'],
      [1280, 'desktop'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByText('انتهى اشتراكك: دفع هذه الفاتورة يسدّد المبلغ المستحق، لكنه لا يعيد فتح متجرك.', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'ادفع الآن' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `pay-ended-ar-${name}`);
    }
    // Anywhere else, the owner too meets the notice.
    await page.goto(pageUrl('/faqs?lng=en'));
    await appReady(page);
    await page.getByRole('alertdialog', { name: 'Agency is inactive, Please contact the administrator' }).waitFor();
    assertNoConsoleErrors(page);
    await context.close();
  });
});
