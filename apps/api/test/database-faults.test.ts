import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase, isConnectionError, seedIfEmpty, type Database } from '@tripfront/db';
import { createServerDatabase, createTestDatabase } from '../../../packages/db/test/test-database.ts';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { sanitizeHtml } from '../src/lib/sanitize.ts';
import { DATABASE_UNAVAILABLE } from '../src/plugins/errors.ts';
import { collectProcessErrors } from './fault-helpers.ts';
import { DEMO_SEED, SUNRISE, testConfig } from './helpers.ts';

/**
 * Issue #13: PostgreSQL dropping the app's connections (failover, restart, pg_terminate_backend)
 * crashed the process with an unhandled 57P01; a database that was down answered 500; /healthz
 * said 200 for a recreated empty database.
 */
const serverUrl = process.env.TF_TEST_PG_URL;

const processErrors = collectProcessErrors();

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function appOn(db: Database): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(), db, logger: false });
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

const get = (app: FastifyInstance, url: string, cookies: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: SUNRISE }, cookies });

describe.skipIf(!serverUrl)("PostgreSQL terminating the app's connections under load", () => {
  it('leaves the process alive: requests in flight get 503 with Retry-After (or succeed on a retry), later ones succeed', async () => {
    const { db, url, drop } = await createTestDatabase();
    cleanups.push(drop);
    await seedIfEmpty(db, DEMO_SEED, { hashPassword, sanitizeHtml });
    const app = await appOn(db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { host: SUNRISE },
      payload: { email: 'owner@sunrise-travel.example', password: 'Owner#2026' },
    });
    const token = login.cookies.find((c) => c.name === 'x-access-token')!.value;

    const killer = new pg.Client({ connectionString: url! });
    await killer.connect();
    cleanups.push(() => killer.end());
    const terminateAll = () =>
      killer.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');

    const answers: Array<{ status: number; retryAfter: unknown; message: unknown }> = [];
    let running = true;
    // 20 clients, each sending one request after another: public reads, and signed-in reads.
    const clients = Array.from({ length: 20 }, async (_, i) => {
      while (running) {
        const res = await get(app, i % 2 === 0 ? '/api/agency' : '/api/agency/business-info', { 'x-access-token': token });
        answers.push({ status: res.statusCode, retryAfter: res.headers['retry-after'], message: (res.json() as { message?: unknown }).message });
      }
    });
    for (let round = 0; round < 6; round++) {
      await new Promise((r) => setTimeout(r, 200));
      await terminateAll();
    }
    await new Promise((r) => setTimeout(r, 150));
    running = false;
    await Promise.all(clients);

    expect(processErrors).toEqual([]);
    expect(answers.length).toBeGreaterThan(20);
    const failed = answers.filter((a) => a.status !== 200);
    for (const a of failed) expect(a).toEqual({ status: 503, retryAfter: '5', message: DATABASE_UNAVAILABLE });

    // The pool replaced every lost connection: the next requests all succeed.
    const after = await Promise.all(
      Array.from({ length: 20 }, (_, i) => get(app, i % 2 === 0 ? '/api/agency' : '/api/agency/business-info', { 'x-access-token': token })),
    );
    expect(after.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  });
});

describe.skipIf(!serverUrl)('retrying after a lost connection', () => {
  async function setup() {
    const { db, url, drop } = await createTestDatabase();
    cleanups.push(drop);
    await seedIfEmpty(db, DEMO_SEED, { hashPassword, sanitizeHtml });
    const killer = new pg.Client({ connectionString: url! });
    await killer.connect();
    cleanups.push(() => killer.end());
    const tenantId = (
      (await db.asApp((tx) => tx.execute(sql`select tenant_id from agency_hosts where host = 'sunrise.localhost'`))) as unknown as {
        rows: Array<{ tenant_id: string }>;
      }
    ).rows[0]!.tenant_id;
    /** Terminates the backend serving `tx`, as a failover would. */
    const killOwnBackend = async (tx: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as { rows: Array<{ pid: number }> };
      await killer.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    };
    return { db, tenantId, killOwnBackend };
  }

  it('runs a read-only transaction again on a fresh connection', async () => {
    const { db, tenantId, killOwnBackend } = await setup();
    let runs = 0;
    const hosts = await db.withTenant(
      tenantId,
      async (tx) => {
        runs++;
        if (runs === 1) await killOwnBackend(tx);
        return tx.execute(sql`select host from agency_hosts`);
      },
      { readOnly: true },
    );
    expect(runs).toBe(2);
    expect((hosts as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
  });

  it('never runs a write again once it has started: the caller gets the connection error', async () => {
    const { db, tenantId, killOwnBackend } = await setup();
    let runs = 0;
    const write = db.withTenant(tenantId, async (tx) => {
      runs++;
      await tx.execute(sql`insert into outbox (tenant_id, to_address, subject, text, html) values (${tenantId}, 'a@example.com', 'once', 't', 'h')`);
      await killOwnBackend(tx);
      await tx.execute(sql`select 1`);
    });
    await expect(write).rejects.toSatisfy(isConnectionError);
    expect(runs).toBe(1);
    const sent = await db.withTenant(tenantId, (tx) => tx.execute(sql`select count(*)::int as n from outbox where subject = 'once'`));
    expect((sent as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });
});

describe('readiness and liveness', () => {
  it('/readyz is 503 for an empty (unmigrated) database and 200 once migrated; /healthz is 200 throughout', async () => {
    let db: Database;
    if (serverUrl) {
      const server = await createServerDatabase(serverUrl, 'tf_ready');
      cleanups.push(server.drop);
      db = await createDatabase({ kind: 'postgres', url: server.appUrl, ownerUrl: server.url, poolSize: 2 });
    } else {
      db = await createDatabase({ kind: 'pglite', dataDir: null });
    }
    cleanups.push(() => db.close());
    const app = await appOn(db);

    const empty = await get(app, '/readyz');
    expect(empty.statusCode).toBe(503);
    expect(empty.headers['retry-after']).toBe('5');
    expect(empty.json()).toEqual({ status: 'not ready', reason: 'database not migrated' });
    expect((await get(app, '/healthz')).statusCode).toBe(200);

    await db.migrate();
    const migrated = await get(app, '/readyz');
    expect(migrated.statusCode).toBe(200);
    expect(migrated.json()).toEqual({ status: 'ready' });
    // Any host, even one no agency answers on: probes need no agency.
    expect((await app.inject({ method: 'GET', url: '/readyz', headers: { host: '10.0.0.7:3000' } })).statusCode).toBe(200);
  });

  it('a database that is down gives 503 with Retry-After, not 500; /readyz says so and /healthz stays 200', async () => {
    // Nothing listens on port 1.
    const db = await createDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/tripfront', connectTimeoutMs: 2000 });
    cleanups.push(() => db.close());
    const app = await appOn(db);
    for (const url of ['/api/agency', '/', '/api/user/login']) {
      const res = await get(app, url);
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('5');
      expect(res.json(), url).toMatchObject({ statusCode: 503, message: DATABASE_UNAVAILABLE });
    }
    const ready = await get(app, '/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', reason: 'database unreachable' });
    expect((await get(app, '/healthz')).statusCode).toBe(200);
    expect(processErrors).toEqual([]);
  });
});
