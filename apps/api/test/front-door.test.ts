import type net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { findTenantIdByHost, getAgency, schema, seedIfEmpty, type Database } from '@tripfront/db';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, testSeedHooks } from '../../../packages/db/test/test-database.ts';
import { buildApp } from '../src/app.ts';
import { makeAgency, testConfig } from './helpers.ts';

// Decision 0063: answers the same for every visitor are repeated for a second by the front door,
// before Fastify. A real listening server: `inject` never passes through it.

const HOST = 'breeze.localhost';

let db: Database;
let drop: () => Promise<void>;
let tenantId: string;
let app: FastifyInstance;
let base: string;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await seedIfEmpty(db, { defaultHost: HOST, agencies: [makeAgency('breeze', { agency: { agencyName: 'Breeze Travel' } })] }, testSeedHooks);
  tenantId = (await findTenantIdByHost(db, HOST))!;
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), db, logger: { level: 'info', stream } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await drop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers: { host: HOST, accept: 'application/json', ...headers } });

/** Requests for `url` since log line `from`: answered by the app (its "incoming request" lines) and by the front door. */
function completed(url: string, from: number) {
  const forUrl = lines.slice(from).filter((l) => (l.req as { url?: string } | undefined)?.url === url);
  return { app: forUrl.filter((l) => l.msg === 'incoming request').length, frontDoor: forUrl.filter((l) => l.frontDoor === true).length };
}

async function rename(agencyName: string): Promise<void> {
  await db.withTenant(tenantId, async (tx) => {
    const record = await getAgency(tx, tenantId);
    const { languages: _languages, ...config } = record!.agency;
    await tx
      .update(schema.agencies)
      .set({ config: { ...config, agencyName }, version: sql`${schema.agencies.version} + 1`, updatedAt: new Date() })
      .where(eq(schema.agencies.tenantId, tenantId));
  });
}

describe('the front door', () => {
  it("repeats a visitor's answer, head and body, and logs each request it answers", async () => {
    const from = lines.length;
    const first = await get('/api/agency', { 'accept-encoding': 'gzip' });
    const firstBody = Buffer.from(await first.arrayBuffer());
    const second = await get('/api/agency', { 'accept-encoding': 'gzip' });
    const secondBody = Buffer.from(await second.arrayBuffer());
    expect(second.status).toBe(200);
    expect(secondBody.equals(firstBody)).toBe(true);
    // The same head, but each answer with its own request id (decision 0081).
    const head = (r: Response) => [...r.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id');
    expect(head(second)).toEqual(head(first));
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(second.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(completed('/api/agency', from)).toEqual({ app: 1, frontDoor: 1 });
  });

  it('keeps each coding apart: a client without compression gets plain JSON', async () => {
    await get('/api/agency', { 'accept-encoding': 'br' });
    const plain = await get('/api/agency', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { data: { agencyName: string } }).data.agencyName).toBe('Breeze Travel');
  });

  it('leaves requests with a cookie, a token or a condition to the app', async () => {
    await get('/api/agency');
    const from = lines.length;
    const withCookie = await get('/api/agency', { cookie: 'lang=fr' });
    const withToken = await get('/api/agency', { 'x-access-token': 'not-a-session' });
    const etag = withCookie.headers.get('etag')!;
    const conditional = await get('/api/agency', { 'if-none-match': etag });
    expect([withCookie.status, withToken.status, conditional.status]).toEqual([200, 200, 304]);
    expect(completed('/api/agency', from)).toEqual({ app: 3, frontDoor: 0 });
  });

  it('never keeps an answer for one person', async () => {
    const from = lines.length;
    for (let i = 0; i < 2; i++) expect((await get('/api/user/me')).status).toBe(401);
    expect(completed('/api/user/me', from).frontDoor).toBe(0);
  });

  it("shows an agency's saved change at once, and any other within a second", async () => {
    expect(((await (await get('/api/agency')).json()) as { data: { agencyName: string } }).data.agencyName).toBe('Breeze Travel');
    await rename('Breeze Nights');
    await app.deps.agencyChanges.changed(tenantId);
    expect(((await (await get('/api/agency')).json()) as { data: { agencyName: string } }).data.agencyName).toBe('Breeze Nights');

    // A page kept a moment ago is served as it was for at most a second.
    const page = await get('/', { accept: 'text/html' });
    expect(await page.text()).toContain('Breeze Nights');
    const from = lines.length;
    await get('/', { accept: 'text/html' });
    expect(completed('/', from).frontDoor).toBe(1);
    await new Promise((r) => setTimeout(r, 1_100));
    const later = lines.length;
    await get('/', { accept: 'text/html' });
    expect(completed('/', later).frontDoor).toBe(0);
  });
});
