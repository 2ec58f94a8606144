import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';

let t: TestApp;
let lastError: unknown;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/test/boom', async () => {
      throw new Error('database exploded: password=hunter2');
    });
  });
  t.app.log.error = ((obj: unknown) => {
    lastError = obj;
  }) as typeof t.app.log.error;
});
afterAll(() => t.close());

describe('hardening', () => {
  it('sends security headers: a CSP allowing no inline script but the hashed one, nosniff, Referrer-Policy, frame-ancestors', async () => {
    const res = await t.call(SUNRISE, { method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The page's one inline script (consent, Intl warm-up, deferred start) runs because the policy
    // names its hash, and only it.
    const inline = [...res.body.matchAll(/<script(?![^>]*(?:type="application\/json"|src=))[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hashes = scriptSrc.match(/'sha256-[^']+'/g) ?? [];
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`]);
    // Its Intl warm-up is a worker from the site itself (decision 0070): the policy lets it start
    // (workers fall back to script-src, which allows 'self'; nothing narrower is set).
    expect(inline[0]).toContain('new Worker("/intl-warm.js")');
    expect(csp).not.toMatch(/(?:worker|child)-src/);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/user/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'a@b.example', password: 'x'.repeat(100_000) },
    });
    expect(res.statusCode).toBe(413);
  });

  it('answers an unexpected failure with 500 "Something went wrong." and logs it with the request id', async () => {
    const res = await t.call(SUNRISE, { method: 'GET', url: '/api/test/boom', headers: { 'x-request-id': 'req-123' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong.', requestId: 'req-123' });
    expect(res.body).not.toContain('hunter2');
    expect(lastError).toMatchObject({ reqId: 'req-123' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.call(SUNRISE, { method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Not found.');
  });
});
