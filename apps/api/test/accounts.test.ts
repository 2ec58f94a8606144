import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, GATEWAY, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perAccount: 5, perIp: 50, windowSeconds: 60 } });
});
afterAll(() => t.close());

const post = (host: string, url: string, payload: object, token?: string) =>
  t.call(host, { method: 'POST', url, payload, ...(token ? { cookies: { 'x-access-token': token } } : {}) });

/** The newest email to `to`, and the token in its link. */
async function lastEmail(host: string, to: string) {
  const { data } = (await t.call(host, { method: 'GET', url: '/api/dev/outbox' })).json() as {
    data: { toAddress: string; subject: string; text: string; html: string }[];
  };
  const mail = data.find((m) => m.toAddress === to);
  if (!mail) throw new Error(`no email to ${to}`);
  const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  return { ...mail, token: token! };
}

describe('sign up and verification', () => {
  it('creates an account that can log in only after the emailed link is used, once', async () => {
    const email = 'new.traveller@example.com';
    const res = await post(SUNRISE, '/api/user/signup', { firstName: 'Nia', lastName: 'New', email, password: 'Correct-Horse-42' });
    expect(res.statusCode).toBe(201);
    expect((await post(SUNRISE, '/api/user/login', { email, password: 'Correct-Horse-42' })).statusCode).toBe(403);

    const mail = await lastEmail(SUNRISE, email);
    expect(mail.subject).toBe('Confirm your email for Sunrise Travel');
    expect(mail.html).toContain('#e8590c');
    expect(mail.text).toContain('http://sunrise.localhost:3000/verify?token=');

    expect((await post(SUNRISE, '/api/user/verify', { token: mail.token })).statusCode).toBe(200);
    const reused = await post(SUNRISE, '/api/user/verify', { token: mail.token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This link is not valid or has expired. Please ask for a new one.');

    const login = await post(SUNRISE, '/api/user/login', { email, password: 'Correct-Horse-42' });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ userType: 'Traveller', isTravelAgent: false, personal_info: { first_name: 'Nia' } });
  });

  it('refuses short, overlong and common passwords with the field named', async () => {
    for (const [password, text] of [
      ['short1', 'at least 8'],
      ['x'.repeat(129), 'at most 128'],
      ['password123', 'too common'],
    ] as const) {
      const res = await post(SUNRISE, '/api/user/signup', { firstName: 'A', email: 'a@example.com', password });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('password');
      expect(res.json().message).toContain(text);
    }
  });

  it('does not create a second account for a known address, nor say that it exists', async () => {
    const res = await post(SUNRISE, '/api/user/signup', { firstName: 'X', email: 'traveller@sunrise-travel.example', password: 'Another-Long-Pass-9' });
    expect(res.statusCode).toBe(201);
    expect((await post(SUNRISE, '/api/user/login', { email: 'traveller@sunrise-travel.example', password: 'Traveller#2026' })).statusCode).toBe(200);
  });

  it('is refused where the agency hides sign up', async () => {
    const res = await post(GATEWAY, '/api/user/signup', { firstName: 'G', email: 'g@example.com', password: 'Gateway-Pass-77' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a malformed verification token with 400', async () => {
    const res = await post(SUNRISE, '/api/user/verify', { token: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('token');
  });
});

describe('forgot and reset password', () => {
  it('resets with a single-use link, ends other sessions, and says the same for unknown emails', async () => {
    const email = 'traveller@nordlys.example';
    const old = await t.login(NORDIC, email, 'Traveller#2026');
    const unknown = await post(NORDIC, '/api/user/forgot-password', { email: 'nobody@nordlys.example' });
    const known = await post(NORDIC, '/api/user/forgot-password', { email });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const mail = await lastEmail(NORDIC, email);
    expect(mail.text).toContain('/newPassword?token=');
    const reset = await post(NORDIC, '/api/user/reset-password', { token: mail.token, password: 'Brand-New-Secret-1' });
    expect(reset.statusCode).toBe(200);
    expect((await post(NORDIC, '/api/user/reset-password', { token: mail.token, password: 'Another-Secret-22' })).statusCode).toBe(400);
    expect((await t.call(NORDIC, { method: 'GET', url: '/api/user/me', cookies: { 'x-access-token': old } })).statusCode).toBe(401);
    expect((await post(NORDIC, '/api/user/login', { email, password: 'Traveller#2026' })).statusCode).toBe(401);
    expect((await post(NORDIC, '/api/user/login', { email, password: 'Brand-New-Secret-1' })).statusCode).toBe(200);
  });

  it('does not accept a reset link of one agency on another', async () => {
    await post(SUNRISE, '/api/user/forgot-password', { email: 'admin@sunrise-travel.example' });
    const mail = await lastEmail(SUNRISE, 'admin@sunrise-travel.example');
    expect((await post(NORDIC, '/api/user/reset-password', { token: mail.token, password: 'Cross-Tenant-Pass-1' })).statusCode).toBe(400);
  });

  it('throttles reset requests per account with 429', async () => {
    let last = 0;
    for (let i = 0; i < 7; i++) last = (await post(SUNRISE, '/api/user/forgot-password', { email: 'sales@sunrise-travel.example' })).statusCode;
    expect(last).toBe(429);
  });
});

describe('profile', () => {
  it('edits name and photo, and changes the password with the current one', async () => {
    const token = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const photo = 'data:image/png;base64,iVBORw0KGgo=';
    const res = await t.call(SUNRISE, {
      method: 'PUT',
      url: '/api/user/profile',
      cookies: { 'x-access-token': token },
      payload: { firstName: 'Liv', lastName: 'Owner', profileImage: photo },
    });
    expect(res.json().data.personal_info).toMatchObject({ first_name: 'Liv', profile_image: photo });
    const bad = await t.call(SUNRISE, { method: 'PUT', url: '/api/user/profile', cookies: { 'x-access-token': token }, payload: { firstName: '' } });
    expect(bad.json().field).toBe('firstName');
    const wrong = await post(SUNRISE, '/api/user/change-password', { currentPassword: 'nope', newPassword: 'Fresh-Password-33' }, token);
    expect(wrong.json()).toMatchObject({ field: 'currentPassword' });
    const ok = await post(SUNRISE, '/api/user/change-password', { currentPassword: 'Owner#2026', newPassword: 'Fresh-Password-33' }, token);
    expect(ok.statusCode).toBe(200);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/user/me', cookies: { 'x-access-token': token } })).statusCode).toBe(200);
    expect((await post(SUNRISE, '/api/user/login', { email: 'owner@sunrise-travel.example', password: 'Fresh-Password-33' })).statusCode).toBe(200);
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.call(SUNRISE, { method: 'PUT', url: '/api/user/profile', payload: { firstName: 'V' } })).statusCode).toBe(401);
  });
});
