import { eq, sql } from 'drizzle-orm';
import { findTenantIdByHost, schema } from '@tripfront/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../src/lib/auth.ts';
import tenant from '../src/plugins/tenant.ts';
import { createTestApp, GATEWAY, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perAccount: 3, perIp: 8, windowSeconds: 60 } }, (app) => {
    // A stand-in for a page API that visitors may see (spec §6: deal links, proposals, hotel deal, payment gateway).
    // Routes of an agency run after the tenant hook (app.ts scopes them so).
    app.register(async (scope) => {
      await scope.register(tenant, { resolver: app.deps.resolver });
      signedIn(scope, { allowAuthOptional: true });
      scope.get('/api/test/deal-link', async (request) => ({ visitor: request.auth === null }));
    });
  });
});
afterAll(() => t.close());

const post = (host: string, url: string, payload: object, extra: { token?: string; headers?: Record<string, string>; cookies?: Record<string, string> } = {}) =>
  t.call(host, {
    method: 'POST',
    url,
    payload,
    headers: extra.headers ?? {},
    cookies: { ...(extra.token ? { 'x-access-token': extra.token } : {}), ...extra.cookies },
  });
const me = (host: string, token: string) => t.call(host, { method: 'GET', url: '/api/user/me', cookies: { 'x-access-token': token } });
const outboxLink = async (host: string, to: string) => {
  const { data } = (await t.call(host, { method: 'GET', url: '/api/dev/outbox' })).json() as { data: { toAddress: string; text: string }[] };
  const text = data.find((m) => m.toAddress === to)!.text;
  return { text, token: /token=([A-Za-z0-9_-]{43})/.exec(text)![1]! };
};

describe('session timeouts', () => {
  it('ends a session after 24 hours without use, and 7 days after login whatever the use', async () => {
    const idle = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    await t.db.owner.execute(
      sql`update sessions set last_seen_at = now() - interval '25 hours' where revoked_at is null and created_at > now() - interval '1 minute'`,
    );
    const res = await me(SUNRISE, idle);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has ended. Please log in again.');

    const old = await t.login(SUNRISE, 'admin@sunrise-travel.example', 'Admin#2026');
    expect((await me(SUNRISE, old)).statusCode).toBe(200);
    await t.db.owner.execute(sql`update sessions set expires_at = now() - interval '1 second' where revoked_at is null`);
    expect((await me(SUNRISE, old)).statusCode).toBe(401);
  });

  it('accepts the token in the x-access-token header from API clients, with no CSRF headers needed', async () => {
    const token = await t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026');
    const res = await t.call(SUNRISE, { method: 'PUT', url: '/api/user/profile', headers: { 'x-access-token': token }, payload: { firstName: 'Sam' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.personal_info.first_name).toBe('Sam');
  });
});

describe('x-auth-optional (spec §6)', () => {
  it('lets a visitor through only on routes that allow it and only when the header is sent', async () => {
    const get = (headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
      t.call(SUNRISE, { method: 'GET', url: '/api/test/deal-link', headers, cookies });
    expect((await get()).statusCode).toBe(401);
    expect((await get({ 'x-auth-optional': 'true' })).json()).toEqual({ visitor: true });
    // A stale token with the header is a visitor, not a 401 (which would log the page out).
    expect((await get({ 'x-auth-optional': 'true' }, { 'x-access-token': 'A'.repeat(43) })).json()).toEqual({ visitor: true });
    const stale = await get({}, { 'x-access-token': 'A'.repeat(43) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe('Your session has ended. Please log in again.');
    const token = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    expect((await get({ 'x-auth-optional': 'true' }, { 'x-access-token': token })).json()).toEqual({ visitor: false });
  });
});

describe('CSRF', () => {
  it('refuses cookie-authenticated writes from a sibling agency subdomain and from a foreign Origin on any path', async () => {
    const token = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const sameSite = await t.call(SUNRISE, {
      method: 'PUT',
      url: '/api/user/profile',
      cookies: { 'x-access-token': token },
      headers: { 'sec-fetch-site': 'same-site' },
      payload: { firstName: 'Eve' },
    });
    expect(sameSite.statusCode).toBe(403);
    expect(sameSite.json().message).toBe('This request came from another site and was refused.');
    const nullOrigin = await post(
      SUNRISE,
      '/api/user/change-password',
      { currentPassword: 'Traveller#2026', newPassword: 'Hijacked-Pass-99' },
      { token, headers: { origin: 'null' } },
    );
    expect(nullOrigin.statusCode).toBe(403);
    const partner = await t.call(SUNRISE, {
      method: 'PUT',
      url: '/resort-api/itineraries?reference_number=X&status=RELEASE',
      cookies: { 'x-access-token': token },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(partner.statusCode).toBe(403);
    const language = await t.call(SUNRISE, {
      method: 'GET',
      url: '/api/user/changeLanguage/fr',
      cookies: { 'x-access-token': token },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(language.statusCode).toBe(403);
    expect((await me(SUNRISE, token)).json().data).toMatchObject({ language: 'en', personal_info: { first_name: 'Tess' } });
  });
});

describe('throttling', () => {
  it('limits failed logins per IP across accounts with a 429 and a clear message', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    // Without TRUST_PROXY every inject comes from 127.0.0.1: use Nordlys so other tests keep their budget.
    let last = 0;
    for (const who of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) {
      last = (await post(NORDIC, '/api/user/login', { email: `${who}@nordlys.example`, password: 'wrong-password' }, { headers })).statusCode;
    }
    expect(last).toBe(429);
    const blocked = await post(NORDIC, '/api/user/login', { email: 'owner@nordlys.example', password: 'Owner#2026' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many login attempts. Please wait 1 minutes and try again.');
    // Link requests count apart: the reset flow still answers.
    expect((await post(NORDIC, '/api/user/forgot-password', { email: 'owner@nordlys.example' })).statusCode).toBe(200);
  });

  it('limits reset requests per account with a 429 that names them', async () => {
    let res;
    for (let i = 0; i < 4; i++) res = await post(SUNRISE, '/api/user/forgot-password', { email: 'restricted@sunrise-travel.example' });
    expect(res!.statusCode).toBe(429);
    expect(res!.json().message).toBe('Too many requests for emailed links. Please wait 1 minutes and try again.');
    expect(res!.headers['retry-after']).toBe('60');
  });
});

describe('emailed links', () => {
  it('refuses an expired verification link, and sends a new one on request that works', async () => {
    const email = 'late.confirmer@example.com';
    expect(
      (await post(SUNRISE, '/api/user/signup', { firstName: 'Lee', email, password: 'Quiet-River-Stone-8', redirect: '/booknow/hotels/checkout?id=7' }))
        .statusCode,
    ).toBe(201);
    const first = await outboxLink(SUNRISE, email);
    expect(first.text).toContain('&redirect=%2Fbooknow%2Fhotels%2Fcheckout%3Fid%3D7');
    await t.db.owner.execute(sql`update auth_tokens set expires_at = now() - interval '1 second' where used_at is null and purpose = 'verify-email'`);
    const expired = await post(SUNRISE, '/api/user/verify', { token: first.token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This link is not valid or has expired. Please ask for a new one.');

    const resend = await post(SUNRISE, '/api/user/resend-verification', { email, redirect: '/faqs' });
    expect(resend.json().message).toBe('If this address has an account waiting for confirmation, we sent it a new link.');
    const second = await outboxLink(SUNRISE, email);
    expect(second.token).not.toBe(first.token);
    expect((await post(SUNRISE, '/api/user/verify', { token: second.token })).statusCode).toBe(200);
    // A confirmed account gets no more links, and the answer does not say so.
    const again = await post(SUNRISE, '/api/user/resend-verification', { email });
    expect(again.json()).toEqual(resend.json());
    expect((await outboxLink(SUNRISE, email)).token).toBe(second.token);
  });

  it('refuses an expired reset link', async () => {
    await post(NORDIC, '/api/user/forgot-password', { email: 'admin@nordlys.example' });
    const { token } = await outboxLink(NORDIC, 'admin@nordlys.example');
    await t.db.owner.execute(sql`update auth_tokens set expires_at = now() - interval '1 second' where used_at is null and purpose = 'reset-password'`);
    const res = await post(NORDIC, '/api/user/reset-password', { token, password: 'Too-Late-Now-55' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('token');
  });

  it('refuses an off-site redirect for the emailed link with 400 naming the field (issue #13)', async () => {
    for (const redirect of ['//evil.example/x', '/%09/evil.example', 'https://evil.example/']) {
      const res = await post(SUNRISE, '/api/user/signup', { firstName: 'Off', email: 'off.site@example.com', password: 'Quiet-River-Stone-8', redirect });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'redirect', message: 'redirect: must be a path on this site, such as /mytrip/mytrips' });
    }
    const ssoStart = await t.call(GATEWAY, { method: 'GET', url: `/api/user/sso/start?navigateTo=${encodeURIComponent('/%09/evil.example')}` });
    expect(ssoStart.statusCode).toBe(400);
    expect(ssoStart.json().field).toBe('navigateTo');
  });
});

describe('single sign-on (Gateway Partners: SSO without direct login)', () => {
  const start = (navigateTo?: string) =>
    t.call(GATEWAY, { method: 'GET', url: `/api/user/sso/start${navigateTo ? `?navigateTo=${encodeURIComponent(navigateTo)}` : ''}` });
  const assertion = async (email: string, state?: string) =>
    (await post(GATEWAY, '/api/dev/sso/assertion', { email, firstName: 'Sia', lastName: 'Sso', ...(state ? { state } : {}) })).json().token as string;

  it('signs a traveller in through the handshake: state cookie, one-time assertion, navigateTo kept', async () => {
    const started = await start('/booknow/flights/v2?plum=abc');
    expect(started.statusCode).toBe(302);
    const state = started.cookies.find((c) => c.name === 'tf-sso-state')!;
    expect(state).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(started.headers.location).toBe(`/sso?sandbox=1&state=${state.value}`);

    const token = await assertion('traveller@gateway-partners.example', state.value);
    const res = await post(GATEWAY, '/api/user/sso', { token, state: state.value }, { cookies: { 'tf-sso-state': state.value } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      navigateTo: '/booknow/flights/v2?plum=abc',
      data: { userType: 'Traveller', personal_info: { email: 'traveller@gateway-partners.example' } },
    });
    const session = res.cookies.find((c) => c.name === 'x-access-token')!.value;
    expect((await me(GATEWAY, session)).statusCode).toBe(200);

    const reused = await post(GATEWAY, '/api/user/sso', { token, state: state.value }, { cookies: { 'tf-sso-state': state.value } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This sign-in link is not valid or has expired. Please sign in again.');
  });

  it('refuses an assertion in another browser (no state cookie), for another agency, or tampered with', async () => {
    const state = (await start()).cookies.find((c) => c.name === 'tf-sso-state')!.value;
    const token = await assertion('traveller@gateway-partners.example', state);
    expect((await post(GATEWAY, '/api/user/sso', { token, state })).statusCode).toBe(400);
    expect((await post(GATEWAY, '/api/user/sso', { token: `${token.slice(0, -2)}AA`, state }, { cookies: { 'tf-sso-state': state } })).statusCode).toBe(400);
    // Sunrise has no SSO: 404; an assertion of Gateway is worthless elsewhere anyway.
    expect((await post(SUNRISE, '/api/user/sso', { token, state }, { cookies: { 'tf-sso-state': state } })).statusCode).toBe(404);
  });

  it('creates a verified traveller on first sign-in from the identity provider, on the users’ terms in force', async () => {
    const owner = (await post(GATEWAY, '/api/user/login', { email: 'owner@gateway-partners.example', password: 'Owner#2026' })).cookies.find(
      (c) => c.name === 'x-access-token',
    )!.value;
    const terms = await post(GATEWAY, '/api/agency/terms', { kind: 'users', translations: { en: { bodyHtml: '<p>Our terms</p>' } } }, { token: owner });
    expect(terms.statusCode, terms.body).toBe(201);
    const { version } = terms.json() as { version: number };

    const token = await assertion('first.timer@gateway-partners.example');
    const res = await post(GATEWAY, '/api/user/sso', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ navigateTo: null, data: { userType: 'Traveller', personal_info: { first_name: 'Sia', last_name: 'Sso' } } });
    const tenantId = (await findTenantIdByHost(t.db, 'gateway.localhost'))!;
    const [row] = await t.db.withTenant(tenantId, (tx) => tx.select().from(schema.users).where(eq(schema.users.email, 'first.timer@gateway-partners.example')));
    expect(row).toMatchObject({ acceptedTermsVersion: version });
    expect(row?.emailVerifiedAt).not.toBeNull();
  });

  it('refuses a disabled traveller and a deactivated agent at sign-in, with no session', async () => {
    const owner = (await post(GATEWAY, '/api/user/login', { email: 'owner@gateway-partners.example', password: 'Owner#2026' })).cookies.find(
      (c) => c.name === 'x-access-token',
    )!.value;
    const idOf = async (url: string, email: string) =>
      ((await t.call(GATEWAY, { method: 'GET', url, cookies: { 'x-access-token': owner } })).json().data as Array<{ id: string; email: string }>).find(
        (p) => p.email === email,
      )!.id;
    const traveller = await idOf('/api/agent/clients', 'traveller@gateway-partners.example');
    const sales = await idOf('/api/agent/users', 'sales@gateway-partners.example');
    expect((await post(GATEWAY, `/api/agent/clients/${traveller}/disable`, {}, { token: owner })).statusCode).toBe(200);
    expect((await post(GATEWAY, `/api/agent/users/${sales}/deactivate`, {}, { token: owner })).statusCode).toBe(200);
    for (const email of ['traveller@gateway-partners.example', 'sales@gateway-partners.example']) {
      const res = await post(GATEWAY, '/api/user/sso', { token: await assertion(email) });
      expect(res.statusCode, email).toBe(403);
      expect(res.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', message: 'This account is disabled. Please contact the agency.' });
      expect(res.cookies.find((c) => c.name === 'x-access-token')).toBeUndefined();
    }
    expect((await post(GATEWAY, `/api/agent/clients/${traveller}/enable`, {}, { token: owner })).statusCode).toBe(200);
    expect((await post(GATEWAY, '/api/user/sso', { token: await assertion('traveller@gateway-partners.example') })).statusCode).toBe(200);
    expect((await post(GATEWAY, `/api/agent/users/${sales}/reactivate`, {}, { token: owner })).statusCode).toBe(200);
  });

  it('keeps password login for agents but sends travellers to SSO, and refuses sign up', async () => {
    expect((await post(GATEWAY, '/api/user/login', { email: 'owner@gateway-partners.example', password: 'Owner#2026' })).statusCode).toBe(200);
    const traveller = await post(GATEWAY, '/api/user/login', { email: 'traveller@gateway-partners.example', password: 'Traveller#2026' });
    expect(traveller.statusCode).toBe(403);
    expect(traveller.json().message).toContain('signs travellers in through its own website');
    expect(traveller.cookies).toHaveLength(0);
    expect((await post(GATEWAY, '/api/user/signup', { firstName: 'G', email: 'g@example.com', password: 'Gateway-Pass-77' })).statusCode).toBe(403);
  });
});
