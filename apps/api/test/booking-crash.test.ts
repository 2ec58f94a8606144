import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, schema } from '@tripfront/db';
import { REPO_ROOT } from '../src/config.ts';
import { createServerDatabase } from '../../../packages/db/test/test-database.ts';
import { freePort } from '../../../scripts/server-process.mjs';
import { guest, payment, query, PARIS, stay } from './booking-helpers.ts';

/**
 * The real server is killed between the supplier's confirmation and our database write
 * (BOOKING_CRASH_AFTER_SUPPLIER_CONFIRM), restarted on the same data, and the booking is there,
 * confirmed, and a retry with the same Idempotency-Key answers it.
 */
const serverUrl = process.env.TF_TEST_PG_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

async function databaseEnv(): Promise<{ DATA_DIR: string; DATABASE_URL: string; MIGRATION_DATABASE_URL: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tf-crash-'));
  if (!serverUrl) return { DATA_DIR: dataDir, DATABASE_URL: '', MIGRATION_DATABASE_URL: '' };
  const server = await createServerDatabase(serverUrl, 'tf_crash');
  cleanups.push(server.drop);
  // The app logs in as the least-privilege role; start-up migrates and seeds as the owner.
  return { DATA_DIR: dataDir, DATABASE_URL: server.appUrl, MIGRATION_DATABASE_URL: server.url };
}

interface Server {
  proc: ChildProcess;
  base: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      REDIS_URL: '',
      WEB_DIST: path.join(tmpdir(), 'tf-no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  cleanups.push(async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      proc.kill('SIGTERM');
      await exited;
    }
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${base}/healthz`, { headers: { host: 'sunrise.localhost' } })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { proc, base, exited };
}

const headers = (token?: string, extra: Record<string, string> = {}) => ({
  host: 'sunrise.localhost',
  'content-type': 'application/json',
  ...(token ? { 'x-access-token': token } : {}),
  ...extra,
});

describe('a crash between the supplier confirmation and the database write', () => {
  it('is recovered on restart: the booking is confirmed and a retry replays it', { timeout: 240_000 }, async () => {
    const env = {
      ...(await databaseEnv()),
      SESSION_SECRET: 'crash-test-secret-crash-test-secret-0123',
      BOOKING_LEASE_S: '1',
      BOOKING_RECOVERY_INTERVAL_S: '1',
    };
    const first = await startServer({ ...env, BOOKING_CRASH_AFTER_SUPPLIER_CONFIRM: 'true' });
    const login = await fetch(`${first.base}/api/user/login`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ email: 'traveller@sunrise-travel.example', password: 'Traveller#2026' }),
    });
    expect(login.status).toBe(200);
    const token = /x-access-token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
    const dates = stay(45, 2);
    const search = await (await fetch(`${first.base}/hotel-api/search?${query({ ...PARIS, ...dates, occupancy: 2 })}`, { headers: headers() })).json();
    const propertyId = search.data.hotels[0].propertyId as string;
    const details = await (await fetch(`${first.base}/hotel-api/properties/${propertyId}?${query({ ...dates, occupancy: 2 })}`, { headers: headers() })).json();
    const rate = details.data.rooms[0].rates[0];
    const held = await fetch(`${first.base}/api/bookings/holds`, {
      method: 'POST',
      headers: headers(token),
      body: JSON.stringify({ product: 'hotel', offerId: rate.rateId, currency: 'USD', expectedTotal: rate.price.total }),
    });
    expect(held.status).toBe(201);
    const h = (await held.json()).data;
    const key = randomUUID();
    const body = JSON.stringify({ holdToken: h.holdToken, guest, payment: payment(), expectedTotal: h.price.total });
    const post = () => fetch(`${first.base}/api/bookings`, { method: 'POST', headers: headers(token, { 'idempotency-key': key }), body });

    // The process dies mid-request: the client never gets an answer.
    await expect(post()).rejects.toThrow();
    expect((await first.exited).signal).toBe('SIGKILL');

    // What the crash left: the supplier booked the room, our booking is still pending.
    const db = await createDatabase(
      env.MIGRATION_DATABASE_URL ? { kind: 'postgres', url: env.MIGRATION_DATABASE_URL } : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
    );
    const holds = await db.owner.select().from(schema.sandboxHolds);
    expect(holds.filter((x) => x.status === 'booked')).toHaveLength(1);
    // (The owner connection of this test is a superuser, which row-level security lets see every tenant.)
    expect((await db.owner.select().from(schema.bookings)).map((b) => [b.status, b.paymentStatus])).toEqual([['pending', 'authorized']]);
    await db.close();

    const second = await startServer(env);
    let booking: { reference: string; status: string } | undefined;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const list = await (await fetch(`${second.base}/api/bookings`, { headers: headers(token) })).json();
      booking = list.data.find((b: { startDate: string }) => b.startDate === dates.checkin_date);
      if (booking?.status === 'confirmed') break;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(booking).toMatchObject({ status: 'confirmed' });
    // Recovery records the supplier's confirmation, then captures the payment: a moment apart.
    let detail: { data: { payment: { status: string }; history: { status: string }[] } } = { data: { payment: { status: '' }, history: [] } };
    while (Date.now() < deadline + 10_000) {
      detail = await (await fetch(`${second.base}/api/bookings/${booking!.reference}`, { headers: headers(token) })).json();
      if (detail.data.payment.status !== 'authorized') break;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(detail.data).toMatchObject({
      status: 'confirmed',
      payment: { status: 'captured' },
      supplierReference: holds.find((x) => x.status === 'booked')!.supplierReference,
    });
    expect(detail.data.history.map((x: { status: string }) => x.status)).toContain('confirmed');

    // The client retries with its key: the recovered answer, not a second booking.
    const retry = await fetch(`${second.base}/api/bookings`, { method: 'POST', headers: headers(token, { 'idempotency-key': key }), body });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await retry.json()).data.reference).toBe(booking!.reference);
  });

  it(
    'a crash before the booking is written: after a restart the retry with the same key books at once, not after minutes of 409',
    { timeout: 240_000 },
    async () => {
      // SUPPLIER_TIMEOUT_MS 1 s: a key without a booking is abandoned after 11 s (keyLeaseMs).
      const env = { ...(await databaseEnv()), SESSION_SECRET: 'crash-test-secret-crash-test-secret-0123', SUPPLIER_TIMEOUT_MS: '1000' };
      const first = await startServer({ ...env, BOOKING_CRASH_BEFORE_BOOKING_WRITE: 'true' });
      const login = await fetch(`${first.base}/api/user/login`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ email: 'traveller@sunrise-travel.example', password: 'Traveller#2026' }),
      });
      expect(login.status).toBe(200);
      const token = /x-access-token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
      const dates = stay(50, 2);
      const search = await (await fetch(`${first.base}/hotel-api/search?${query({ ...PARIS, ...dates, occupancy: 2 })}`, { headers: headers() })).json();
      const propertyId = search.data.hotels[0].propertyId as string;
      const details = await (
        await fetch(`${first.base}/hotel-api/properties/${propertyId}?${query({ ...dates, occupancy: 2 })}`, { headers: headers() })
      ).json();
      const rate = details.data.rooms[0].rates[0];
      const held = await fetch(`${first.base}/api/bookings/holds`, {
        method: 'POST',
        headers: headers(token),
        body: JSON.stringify({ product: 'hotel', offerId: rate.rateId, currency: 'USD', expectedTotal: rate.price.total }),
      });
      expect(held.status).toBe(201);
      const h = (await held.json()).data;
      const key = randomUUID();
      const body = JSON.stringify({ holdToken: h.holdToken, guest, payment: payment(), expectedTotal: h.price.total });

      await expect(fetch(`${first.base}/api/bookings`, { method: 'POST', headers: headers(token, { 'idempotency-key': key }), body })).rejects.toThrow();
      expect((await first.exited).signal).toBe('SIGKILL');
      const db = await createDatabase(
        env.MIGRATION_DATABASE_URL ? { kind: 'postgres', url: env.MIGRATION_DATABASE_URL } : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
      );
      expect(await db.owner.select().from(schema.bookings)).toEqual([]);
      expect((await db.owner.select().from(schema.idempotencyKeys)).map((k) => [k.status, k.bookingId])).toEqual([['in_progress', null]]);
      await db.close();

      // The client retries as told (Retry-After) until it gets an answer.
      const second = await startServer(env);
      const started = Date.now();
      let retry: Response | undefined;
      for (let i = 0; i < 10; i++) {
        retry = await fetch(`${second.base}/api/bookings`, { method: 'POST', headers: headers(token, { 'idempotency-key': key }), body });
        if (retry.status !== 409) break;
        await new Promise((r) => setTimeout(r, Number(retry!.headers.get('retry-after') ?? 2) * 1000));
      }
      expect(retry!.status).toBe(201);
      // Within the key's lease and one wait, not the five minutes before the fix.
      expect(Date.now() - started).toBeLessThan(25_000);
      const booked = (await retry!.json()).data;
      expect(booked).toMatchObject({ status: 'confirmed', payment: { status: 'captured' } });
      const list = await (await fetch(`${second.base}/api/bookings`, { headers: headers(token) })).json();
      expect(list.data.filter((b: { startDate: string }) => b.startDate === dates.checkin_date)).toHaveLength(1);
    },
  );

  it('refuses the crash switch in production', async () => {
    const { loadConfig, ConfigError } = await import('../src/config.ts');
    expect(() => loadConfig({ APP_ENV: 'prod', SESSION_SECRET: 'x'.repeat(40), BOOKING_CRASH_AFTER_SUPPLIER_CONFIRM: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), BOOKING_CRASH_AFTER_SUPPLIER_CONFIRM: 'true' })).toThrow(
      /BOOKING_CRASH_AFTER_SUPPLIER_CONFIRM/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), BOOKING_CRASH_BEFORE_BOOKING_WRITE: 'true' })).toThrow(
      /BOOKING_CRASH_BEFORE_BOOKING_WRITE/,
    );
  });
});
