import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';

// Issue #13: NUL reached PostgreSQL text columns (500) and a deeply nested JSON body overflowed the
// stack in the card-number scan (500). Both are refused at the door with a 400 naming the field.

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
});
afterAll(() => t.close());

const asTraveller = () => ({ 'x-access-token': traveller });
const expect400 = (res: { statusCode: number; body: string; json(): unknown }, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field, message: expect.stringContaining('control characters') });
};

describe('control characters in text input', () => {
  it('a NUL in a booking reference path answers 400', async () => {
    const res = await t.call(SUNRISE, { method: 'GET', url: '/api/bookings/TF-%00abc', headers: { 'x-access-token': traveller } });
    expect400(res, 'reference');
  });

  it('a NUL in a profile update answers 400 and changes nothing', async () => {
    const res = await t.call(SUNRISE, {
      method: 'PUT',
      url: '/api/user/profile',
      headers: { 'x-access-token': traveller },
      payload: { firstName: 'Eve\u0000', lastName: 'X' },
    });
    expect400(res, 'firstName');
    const me = await t.call(SUNRISE, { method: 'GET', url: '/api/user/me', headers: { 'x-access-token': traveller } });
    expect(me.body).not.toContain('Eve');
  });

  it('a NUL in a signup (no login needed) answers 400', async () => {
    const res = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/user/signup',
      payload: { firstName: 'Nul', lastName: 'a\u0000b', email: 'nul@example.com', password: 'A-long-passphrase-26' },
    });
    expect400(res, 'lastName');
  });

  it('a NUL in a hold body, and a control character in a key, answer 400', async () => {
    const hold = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/bookings/holds',
      headers: asTraveller(),
      payload: { product: 'hotel', offerId: 'rate-\u0000-0123456789', expectedTotal: { amount: 100, currency: 'USD' } },
    });
    expect400(hold, 'offerId');
    const key = await t.call(SUNRISE, { method: 'POST', url: '/api/user/login', payload: { email: 'a@example.com', password: 'x', ['\u0007bell']: 1 } });
    expect400(key, '\u0007bell');
  });

  it('a control character in a query string answers 400; TAB, LF and CR in a body are text', async () => {
    const q = await t.call(SUNRISE, { method: 'GET', url: '/hotel-api/autocomplete?q=Par%00is' });
    expect400(q, 'q');
    const repeated = await t.call(SUNRISE, { method: 'GET', url: '/hotel-api/autocomplete?q=Paris&q=%1B' });
    expect400(repeated, 'q.1');
    const ok = await t.call(SUNRISE, {
      method: 'PUT',
      url: '/api/user/profile',
      headers: asTraveller(),
      payload: { firstName: 'Tab\tLine\nBreak\r', lastName: '' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a page link with a control character in its query or path still shows the page (the page normalises what it reads)', async () => {
    for (const url of ['/login?redirect=/%09/evil.example', '/booknow/hotels%00']) {
      const page = await t.call(SUNRISE, { method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(String(page.headers['content-type']), url).toContain('text/html');
    }
  });
});

describe('deeply nested JSON', () => {
  const deepArray = '['.repeat(20_000) + ']'.repeat(20_000);
  // 12,000 levels of {"": … } are 60 KB, under the 64 KB body limit (20,000 would be refused as too large).
  const deepObject = '{"":'.repeat(12_000) + '1' + '}'.repeat(12_000);

  it.each([
    ['/hotel-api/price-check', deepArray],
    ['/hotel-api/price-check', deepObject],
    ['/api/user/login', deepArray],
    ['/api/user/login', deepObject],
    ['/api/bookings/holds', deepObject],
  ])('%s with a 20,000-deep array or 12,000-deep object body answers 400, and the server lives on', async (url, payload) => {
    const res = await t.call(SUNRISE, { method: 'POST', url, headers: { 'content-type': 'application/json', ...asTraveller() }, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body', message: expect.stringContaining('nested too deeply') });
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency' })).statusCode).toBe(200);
  });

  it('64 levels are still accepted by the parser (the schema then judges the shape)', async () => {
    const payload = '['.repeat(64) + ']'.repeat(64);
    const res = await t.call(SUNRISE, { method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toContain('nested too deeply');
    const strings = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: '['.repeat(100), password: '{'.repeat(100) }),
    });
    expect(strings.json().message).not.toContain('nested too deeply');
  });
});
