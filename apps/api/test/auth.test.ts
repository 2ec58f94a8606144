import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perAccount: 3, perIp: 6, windowSeconds: 60 } });
});
afterAll(() => t.close());

const login = (host: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.call(host, { method: 'POST', url: '/api/user/login', payload: payload as object, headers });
const me = (host: string, token: string, via: 'cookie' | 'header' = 'cookie') =>
  t.call(host, {
    method: 'GET',
    url: '/api/user/me',
    ...(via === 'cookie' ? { cookies: { 'x-access-token': token } } : { headers: { 'x-access-token': token } }),
  });

describe('POST /api/user/login', () => {
  it('answers the user profile of spec §3 and sets an HttpOnly, SameSite=Lax access cookie', async () => {
    const res = await login(SUNRISE, { email: 'Owner@Sunrise-Travel.example ', password: 'Owner#2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      userType: 'AgencyOwner',
      isTravelAgent: true,
      isRestrictedAgent: false,
      isRewardWalletEnable: true,
      personal_info: { first_name: 'Olivia', last_name: 'Owner', email: 'owner@sunrise-travel.example', credits: { amount: 0, currency: 'USD' } },
    });
    const cookie = res.cookies.find((c) => c.name === 'x-access-token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toContain('password');
  });

  it('marks the cookie Secure over HTTPS', async () => {
    const res = await login(SUNRISE, { email: 'admin@sunrise-travel.example', password: 'Admin#2026' }, { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    // Without TRUST_PROXY the forwarded protocol is ignored: plain HTTP, no Secure flag.
    expect(res.cookies.find((c) => c.name === 'x-access-token')!.secure).toBeFalsy();
  });

  it('refuses a wrong password with 401 and a clear message, and the same for an unknown email', async () => {
    const wrong = await login(SUNRISE, { email: 'traveller@sunrise-travel.example', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('The email or password is incorrect.');
    const unknown = await login(SUNRISE, { email: 'nobody@sunrise-travel.example', password: 'nope-nope' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('The email or password is incorrect.');
    expect(unknown.cookies).toHaveLength(0);
  });

  it.each([
    [{ password: 'x' }, 'email'],
    [{ email: 'not-an-email', password: 'x' }, 'email'],
    [{ email: 'a@b.example' }, 'password'],
    [{ email: 'a@b.example', password: '' }, 'password'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const res = await login(SUNRISE, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toContain(field);
  });

  it("does not let one agency's user sign in on another agency's host", async () => {
    const res = await login(NORDIC, { email: 'traveller@sunrise-travel.example', password: 'Traveller#2026' });
    expect(res.statusCode).toBe(401);
  });

  it('throttles failed logins per account with 429 and a clear message', async () => {
    const payload = { email: 'sales@nordlys.example', password: 'wrong-password' };
    for (let i = 0; i < 3; i++) expect((await login(NORDIC, payload)).statusCode).toBe(401);
    const blocked = await login(NORDIC, payload);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many login attempts/);
    expect(blocked.headers['retry-after']).toBe('60');
    // Even the right password waits until the window has passed.
    expect((await login(NORDIC, { ...payload, password: 'Sales#2026' })).statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('GET /api/user/me works with the cookie and with the x-access-token header', async () => {
    const token = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    expect((await me(SUNRISE, token)).json().data.personal_info.first_name).toBe('Tess');
    expect((await me(SUNRISE, token, 'header')).json().data.userType).toBe('Traveller');
  });

  it('answers 401 without a session, and for a token of another agency', async () => {
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
    const token = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    expect((await me(NORDIC, token)).statusCode).toBe(401);
  });

  it('logout ends the session on the server', async () => {
    const token = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const out = await t.call(SUNRISE, { method: 'POST', url: '/api/user/logout', cookies: { 'x-access-token': token } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'x-access-token')!;
    expect(cleared.value).toBe('');
    expect((await me(SUNRISE, token)).statusCode).toBe(401);
  });

  it('issues a new token at every login and ends the one presented', async () => {
    const first = await t.login(SUNRISE, 'admin@sunrise-travel.example', 'Admin#2026');
    const res = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'admin@sunrise-travel.example', password: 'Admin#2026' },
      cookies: { 'x-access-token': first },
    });
    const second = res.cookies.find((c) => c.name === 'x-access-token')!.value;
    expect(second).not.toBe(first);
    expect((await me(SUNRISE, first)).statusCode).toBe(401);
    expect((await me(SUNRISE, second)).statusCode).toBe(200);
  });

  it('saves the language choice of a signed-in user', async () => {
    const token = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const res = await t.call(SUNRISE, { method: 'GET', url: '/api/user/changeLanguage/ar', cookies: { 'x-access-token': token } });
    expect(res.json()).toEqual({ data: { language: 'ar' } });
    expect((await me(SUNRISE, token)).json().data.language).toBe('ar');
    const bad = await t.call(SUNRISE, { method: 'GET', url: '/api/user/changeLanguage/xx', cookies: { 'x-access-token': token } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('language');
  });
});

describe('CSRF defence for cookie-authenticated writes', () => {
  it('refuses a write that a browser says came from another site', async () => {
    const token = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const res = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/user/logout',
      cookies: { 'x-access-token': token },
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await me(SUNRISE, token)).statusCode).toBe(200);
  });

  it('refuses a write whose Origin is another host, and accepts same-origin', async () => {
    const crossOrigin = await login(SUNRISE, { email: 'a@b.example', password: 'x' }, { origin: 'http://nordic.localhost' });
    expect(crossOrigin.statusCode).toBe(403);
    const sameOrigin = await login(
      SUNRISE,
      { email: 'owner@sunrise-travel.example', password: 'Owner#2026' },
      { origin: 'http://sunrise.localhost:3000', 'sec-fetch-site': 'same-origin' },
    );
    expect(sameOrigin.statusCode).toBe(200);
  });
});
