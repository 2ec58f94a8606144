import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, seedIfEmpty, type Database } from '@tripfront/db';
import { createTestDatabase } from '../../../packages/db/test/test-database.ts';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { sanitizeHtml } from '../src/lib/sanitize.ts';
import { DEMO_SEED, SUNRISE, testConfig } from './helpers.ts';

// Decision 0081: every line of a request names its request id, its agency and its user once
// known; every answer carries x-request-id; paths that are no page answer 404, never the web app.
let db: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
const lines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await seedIfEmpty(db, DEMO_SEED, { hashPassword, sanitizeHtml });
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), db, logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: SUNRISE, ...headers } });

describe('log lines', () => {
  it('carry the request id and the agency, and the user once the session is known', async () => {
    const tenantId = await findTenantIdByHost(db, 'sunrise.localhost');
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { host: SUNRISE, 'x-request-id': 'login-1' },
      payload: { email: 'traveller@sunrise-travel.example', password: 'Traveller#2026' },
    });
    expect(login.statusCode).toBe(200);
    const token = login.cookies.find((c) => c.name === 'x-access-token')!.value;
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { host: SUNRISE, 'x-request-id': 'me-1' },
      cookies: { 'x-access-token': token },
    });
    expect(me.statusCode).toBe(200);
    const userId = (me.json() as { data: { id: string } }).data.id;

    const completed = lines.find((l) => l.reqId === 'me-1' && l.msg === 'request completed');
    expect(completed).toMatchObject({ reqId: 'me-1', tenantId, agency: 'sunrise', userId });
    // The line logged before the agency was known has the id alone; the later ones have it all.
    expect(lines.find((l) => l.reqId === 'me-1' && l.msg === 'incoming request')).not.toHaveProperty('agency');
    expect(lines.find((l) => l.reqId === 'login-1' && l.msg === 'request completed')).toMatchObject({ agency: 'sunrise', tenantId });
  });
});

describe('x-request-id', () => {
  it("is echoed: the caller's when valid, ours otherwise", async () => {
    expect((await get('/api/agency', { 'x-request-id': 'edge-7f3a:42' })).headers['x-request-id']).toBe('edge-7f3a:42');
    for (const bad of ['x'.repeat(101), 'has space', 'semi;colon', '<script>', '']) {
      const res = await get('/api/agency', { 'x-request-id': bad });
      expect(res.headers['x-request-id'], bad).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    }
    const ours = await get('/api/agency');
    expect(ours.headers['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    // Also on refusals and on answers outside any agency.
    expect((await get('/api/nothing-here')).headers['x-request-id']).toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/healthz' })).headers['x-request-id']).toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/api/agency', headers: { host: 'nobody.localhost' } })).headers['x-request-id']).toBeDefined();
  });
});

describe('paths that are no page', () => {
  it('answer 404 in JSON, not the web app', async () => {
    for (const url of [
      '/api/x',
      '/api/agency/nope',
      '/assets/nope.js',
      '/assets/x.css',
      '/assets/x.js.map',
      '/favicon-nope.png',
      '/site.webmanifest',
      '/metrics',
      '/metrics/x',
      '/.env',
      '/.git/config',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('unknown pages without an extension still get the web app (its own not-found page)', async () => {
    for (const url of ['/hotels', '/some-unknown-page', '/metricsville']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
    // A dotted last segment is a page too: here a destination page no agency wrote, so the web
    // app's not-found page with its status (issue #44), not the JSON 404 of a missing file.
    const dotted = await get('/destination/St.Petersburg');
    expect(dotted.statusCode).toBe(404);
    expect(dotted.headers['content-type']).toMatch(/^text\/html/);
  });
});
