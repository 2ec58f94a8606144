import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { claimJobs, createDatabase, enqueueJob, rowsOf, schema, seedIfEmpty, type Database } from '@tripfront/db';
import type { DashboardFigures } from '@tripfront/domain/command-center/api';
import { createTestDatabase } from '../../../packages/db/test/test-database.ts';
import { buildApp } from '../src/app.ts';
import { emailDeliveryJob } from '../src/jobs/email-delivery.ts';
import { applyRetention } from '../src/jobs/retention.ts';
import { createJobRunner, type JobDefinition } from '../src/jobs/runner.ts';
import { smtpSender } from '../src/lib/mailer.ts';
import { createSearchLog } from '../src/lib/search-log.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { sanitizeHtml } from '../src/lib/sanitize.ts';
import { DEMO_SEED, SUNRISE, testConfig } from './helpers.ts';

// Jobs across instances (decision 0080): two instances on one database (two connections to one
// PostgreSQL database, or two apps on one PGlite) share the queue. Time is the runners' clock,
// moved by the test; nothing sleeps for a schedule.

let dbA: Database;
let dbB: Database;
let drop: () => Promise<void>;
let appA: FastifyInstance;
let appB: FastifyInstance;
let now = new Date(Date.now() + 1000);
const clock = () => now;
const silent = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  const made = await createTestDatabase();
  dbA = made.db;
  // On PostgreSQL the second instance has its own pool, logged in as the app's login role.
  dbB = made.url && made.appUrl ? await createDatabase({ kind: 'postgres', url: made.appUrl, ownerUrl: made.url, poolSize: 3 }) : dbA;
  drop = async () => {
    if (dbB !== dbA) await dbB.close();
    await made.drop();
  };
  await seedIfEmpty(dbA, DEMO_SEED, { hashPassword, sanitizeHtml });
  // The apps' own runners are off: the test runs runners on the apps' databases with its clock.
  const config = testConfig({ JOBS: 'off' });
  appA = await buildApp({ config, db: dbA, logger: false });
  appB = await buildApp({ config, db: dbB, logger: false });
  await Promise.all([appA.ready(), appB.ready()]);
});
afterAll(async () => {
  await appA?.close();
  await appB?.close();
  await drop?.();
});

const runners = (jobs: JobDefinition[]) => [
  createJobRunner({ db: dbA, jobs, pollMs: 60_000, log: silent, clock, worker: 'instance-a' }),
  createJobRunner({ db: dbB, jobs, pollMs: 60_000, log: silent, clock, worker: 'instance-b' }),
];

describe('scheduled jobs', () => {
  it('run once per slot across two instances polling at the same time', async () => {
    const runs: string[] = [];
    const job: JobDefinition = {
      name: 'test.every-minute',
      everySeconds: 60,
      run: async ({ now: at }) => {
        await new Promise((r) => setTimeout(r, 20)); // long enough for the other instance to look
        runs.push(new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString());
      },
    };
    const [a, b] = runners([job]);
    const start = Math.ceil(Date.now() / 60_000) * 60_000;
    for (let minute = 0; minute < 5; minute++) {
      // Each instance polls three times within the minute.
      for (const second of [1, 20, 40]) {
        now = new Date(start + minute * 60_000 + second * 1000);
        await Promise.all([a!.tick(), b!.tick()]);
      }
    }
    expect(runs).toEqual(Array.from({ length: 5 }, (_, minute) => new Date(start + minute * 60_000).toISOString()));
    const rows = await dbA.owner
      .select()
      .from(schema.jobs)
      .where(sql`${schema.jobs.name} = ${job.name}`);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.finishedAt !== null && r.attempts === 1)).toBe(true);
  });
});

describe('a run whose instance died', () => {
  it('is claimed again once its lease has ended, and finishes', async () => {
    let runs = 0;
    const job: JobDefinition = {
      name: 'test.one-off',
      leaseMs: 60_000,
      run: async () => {
        runs += 1;
      },
    };
    now = new Date(Date.now() + 1000);
    const id = await enqueueJob(dbA, { name: job.name, runAt: now });
    // An instance claims it and dies before an outcome (nothing ever finishes it).
    expect(await claimJobs(dbB, { names: [job.name], worker: 'died', now, leaseMs: 60_000, limit: 5 })).toHaveLength(1);
    const [a, b] = runners([job]);
    now = new Date(now.getTime() + 30_000);
    await Promise.all([a!.tick(), b!.tick()]);
    expect(runs).toBe(0); // still leased to the dead instance
    now = new Date(now.getTime() + 31_000);
    await Promise.all([a!.tick(), b!.tick()]);
    expect(runs).toBe(1);
    const [row] = await dbA.owner
      .select()
      .from(schema.jobs)
      .where(sql`${schema.jobs.id} = ${id}`);
    expect(row).toMatchObject({ attempts: 2, lockedBy: null, failedAt: null });
    expect(row!.finishedAt).not.toBeNull();
  });

  it('that fails is retried after its backoff and given up after its last attempt', async () => {
    let runs = 0;
    const job: JobDefinition = {
      name: 'test.failing',
      maxAttempts: 2,
      backoff: { baseMs: 10_000, capMs: 10_000 },
      run: async () => {
        runs += 1;
        throw new Error('supplier said no');
      },
    };
    now = new Date(Date.now() + 1000);
    const id = await enqueueJob(dbA, { name: job.name, runAt: now, maxAttempts: 2 });
    const [a] = runners([job]);
    await a!.tick();
    let [row] = await dbA.owner
      .select()
      .from(schema.jobs)
      .where(sql`${schema.jobs.id} = ${id}`);
    expect(row).toMatchObject({ attempts: 1, lastError: 'supplier said no', failedAt: null });
    expect(row!.runAt.getTime()).toBe(now.getTime() + 10_000);
    await a!.tick(); // not due yet
    expect(runs).toBe(1);
    now = new Date(now.getTime() + 10_000);
    await a!.tick();
    [row] = await dbA.owner
      .select()
      .from(schema.jobs)
      .where(sql`${schema.jobs.id} = ${id}`);
    expect(runs).toBe(2);
    expect(row!.failedAt).not.toBeNull();
  });
});

describe('email delivery', () => {
  it('delivers a new email at the next poll; records a failed attempt and its next one when the mail server refuses, then sends when it accepts', async () => {
    let accepting = false;
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          if (!accepting) return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          received.push(raw);
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const smtp = smtpSender(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`);
    try {
      const job = emailDeliveryJob(appA, smtp.send, clock);
      const [a, b] = runners([job]);
      // Within one slot of email delivery: only the new email's wake-up makes a second run.
      now = new Date(Math.ceil(Date.now() / 5000) * 5000 + 1000);
      await Promise.all([a!.tick(), b!.tick()]); // this slot's run: nothing is queued yet
      const forgot = await appA.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        headers: { host: SUNRISE },
        payload: { email: 'traveller@sunrise-travel.example' },
      });
      expect(forgot.statusCode).toBe(200);
      now = new Date(now.getTime() + 1000); // the next poll, same slot
      await Promise.all([a!.tick(), b!.tick()]);
      const outbox = async () =>
        (
          (await appB.inject({ method: 'GET', url: '/api/dev/outbox', headers: { host: SUNRISE } })).json() as {
            data: { toAddress: string; delivery: { status: string; attempts: number; retryAt: string | null; lastError: string | null } }[];
          }
        ).data[0]!;
      let entry = await outbox();
      expect(entry.toAddress).toBe('traveller@sunrise-travel.example');
      expect(entry.delivery).toMatchObject({ status: 'retrying', attempts: 1 });
      expect(entry.delivery.lastError).toContain('Mailbox busy');
      expect(new Date(entry.delivery.retryAt!).getTime()).toBe(now.getTime() + 30_000);
      expect(received).toEqual([]);

      accepting = true;
      now = new Date(now.getTime() + 20_000); // not due yet
      await Promise.all([a!.tick(), b!.tick()]);
      expect(received).toEqual([]);
      now = new Date(now.getTime() + 15_000);
      await Promise.all([a!.tick(), b!.tick()]);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: traveller@sunrise-travel.example');
      entry = await outbox();
      expect(entry.delivery).toMatchObject({ status: 'sent', attempts: 2, retryAt: null, lastError: null });
      await Promise.all([a!.stop(), b!.stop()]);
    } finally {
      smtp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('retention', () => {
  it('deletes what is past its time and nothing else, and the Command Center shows the same figures', async () => {
    const tenantId = (await rowsOf<{ tenant_id: string }>(dbA.owner.execute(sql`select tenant_id from agency_hosts where host = 'sunrise.localhost'`)))[0]!
      .tenant_id;
    const [user] = await dbA.owner
      .select()
      .from(schema.users)
      .where(sql`${schema.users.email} = 'owner@sunrise-travel.example'`);
    const real = Date.now();
    const daysAgo = (d: number) => new Date(real - d * 86_400_000);
    const ids = { expired: randomUUID(), revoked: randomUUID(), live: randomUUID() };
    await dbA.asOwner(tenantId, async (tx) => {
      await tx.insert(schema.sessions).values([
        { id: ids.expired, tenantId, userId: user!.id, expiresAt: daysAgo(1) },
        { id: ids.revoked, tenantId, userId: user!.id, expiresAt: daysAgo(-5), revokedAt: daysAgo(1) },
        { id: ids.live, tenantId, userId: user!.id, expiresAt: daysAgo(-5) },
      ]);
      await tx.insert(schema.authTokens).values([
        { id: `used-${ids.live}`, tenantId, userId: user!.id, purpose: 'reset-password', expiresAt: daysAgo(-1), usedAt: daysAgo(0.1) },
        { id: `live-${ids.live}`, tenantId, userId: user!.id, purpose: 'reset-password', expiresAt: daysAgo(-1) },
      ]);
      const search = { tenantId, userId: null, service: 'hotels', destination: 'Paris', resultCount: 3, searchUrl: '/booknow/hotels/search?destination=Paris' };
      await tx.insert(schema.searches).values([
        { ...search, destination: 'Old Paris', createdAt: daysAgo(500) },
        { ...search, destination: 'Recent Paris', createdAt: daysAgo(2) },
      ]);
      const mail = { tenantId, toAddress: 'x@example.com', subject: 's', text: 't', html: '<p>t</p>' };
      await tx.insert(schema.outbox).values([
        { ...mail, subject: 'old sent', createdAt: daysAgo(40), sentAt: daysAgo(40), nextAttemptAt: null },
        { ...mail, subject: 'old given up', createdAt: daysAgo(40), failedAt: daysAgo(39), nextAttemptAt: null },
        { ...mail, subject: 'old unsent', createdAt: daysAgo(40), nextAttemptAt: daysAgo(-1) },
        { ...mail, subject: 'recent sent', createdAt: daysAgo(2), sentAt: daysAgo(2), nextAttemptAt: null },
      ]);
      const audit = { tenantId, userId: user!.id, actorName: 'Owner', actorEmail: 'owner@sunrise-travel.example', changes: [] };
      await tx.insert(schema.agencyAuditLog).values([
        { ...audit, section: 'old', createdAt: daysAgo(400) },
        { ...audit, section: 'recent', createdAt: daysAgo(10) },
      ]);
      const event = { tenantId, provider: 'stripe', type: 'charge.refunded', occurredAt: daysAgo(100), payload: {} };
      await tx.insert(schema.paymentEvents).values([
        { ...event, eventId: `evt_old_${ids.live}`, receivedAt: daysAgo(100), processedAt: daysAgo(100) },
        { ...event, eventId: `evt_unprocessed_${ids.live}`, receivedAt: daysAgo(100) },
        { ...event, eventId: `evt_recent_${ids.live}`, receivedAt: daysAgo(5), processedAt: daysAgo(5) },
      ]);
    });
    const hold = { propertyId: 'p', roomTypeId: 'r', rateId: 'x', checkin: '2030-01-01', checkout: '2030-01-02', rooms: 1, totalCents: 100, refundable: true };
    await dbA.owner.insert(schema.sandboxHolds).values([
      { ...hold, holdId: `released-${ids.live}`, status: 'released', expiresAt: daysAgo(2), createdAt: daysAgo(2) },
      { ...hold, holdId: `lapsed-${ids.live}`, status: 'held', expiresAt: daysAgo(2), createdAt: daysAgo(2) },
      { ...hold, holdId: `live-${ids.live}`, status: 'held', expiresAt: daysAgo(-0.01) },
      { ...hold, holdId: `booked-${ids.live}`, status: 'booked', expiresAt: daysAgo(20), createdAt: daysAgo(20) },
    ]);

    const login = await appA.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { host: SUNRISE },
      payload: { email: 'owner@sunrise-travel.example', password: 'Owner#2026' },
    });
    const token = login.cookies.find((c) => c.name === 'x-access-token')!.value;
    const day = (offset: number) => new Date(real + offset * 86_400_000).toISOString().slice(0, 10);
    const figures = async (from: string, to: string) => {
      const res = await appB.inject({
        method: 'GET',
        url: `/api/agent/dashboard?from=${from}&to=${to}&currency=USD`,
        headers: { host: SUNRISE },
        cookies: { 'x-access-token': token },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: DashboardFigures }).data;
    };
    const before = { old: await figures(day(-505), day(-495)), recent: await figures(day(-29), day(0)) };
    expect(before.old.conversion.searches).toBe(1);

    await applyRetention(
      dbB,
      { SEARCH_RETENTION_DAYS: 400, EMAIL_RETENTION_DAYS: 30, AUDIT_RETENTION_DAYS: 365, PAYMENT_EVENT_RETENTION_DAYS: 90 },
      new Date(real),
    );

    const left = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(dbA.owner.execute(query))).map((r) => Object.values(r as object)[0]);
    expect((await left(sql`select id from sessions where id in (${ids.expired}, ${ids.revoked}, ${ids.live})`)).sort()).toEqual([ids.live]);
    expect(await left(sql`select id from auth_tokens where id like ${`%${ids.live}`}`)).toEqual([`live-${ids.live}`]);
    expect(await left(sql`select destination from searches where destination in ('Old Paris', 'Recent Paris')`)).toEqual(['Recent Paris']);
    expect((await left(sql`select subject from outbox where to_address = 'x@example.com'`)).sort()).toEqual(['old unsent', 'recent sent']);
    expect(await left(sql`select section from agency_audit_log where section in ('old', 'recent')`)).toEqual(['recent']);
    // A processed payment event past its days goes; one never processed stays, whatever its age.
    expect((await left(sql`select event_id from payment_events where event_id like ${`%${ids.live}`}`)).sort()).toEqual([
      `evt_recent_${ids.live}`,
      `evt_unprocessed_${ids.live}`,
    ]);
    expect((await left(sql`select hold_id from sandbox_holds where hold_id like ${`%${ids.live}`}`)).sort()).toEqual([
      `booked-${ids.live}`,
      `live-${ids.live}`,
    ]);

    // The Command Center counts the searches made, also the deleted ones.
    expect({ old: await figures(day(-505), day(-495)), recent: await figures(day(-29), day(0)) }).toEqual(before);
  });

  it('cannot be asked to delete recent searches or audit entries, or from another table', async () => {
    const tenantId = (await rowsOf<{ tenant_id: string }>(dbA.owner.execute(sql`select tenant_id from agency_hosts where host = 'sunrise.localhost'`)))[0]!
      .tenant_id;
    const purge = (what: string, cutoff: Date) =>
      dbB.withTenant(tenantId, (tx) => tx.execute(sql`select tripfront_purge(${what}, ${cutoff.toISOString()}::timestamptz)`));
    await expect(purge('searches', new Date(Date.now() - 86_400_000))).rejects.toThrow();
    await expect(purge('audit', new Date())).rejects.toThrow();
    await expect(purge('payment_events', new Date(Date.now() - 86_400_000))).rejects.toThrow();
    await expect(purge('bookings', new Date(Date.now() - 1000 * 86_400_000))).rejects.toThrow();
    await expect(purge('sessions', new Date(Date.now() + 86_400_000))).rejects.toThrow();
    // And the app still cannot delete from these tables itself.
    await expect(dbB.withTenant(tenantId, (tx) => tx.execute(sql`delete from searches`))).rejects.toThrow();
  });
});

describe('stopping an instance', () => {
  it('waits for the run in progress, which finishes', async () => {
    let release!: () => void;
    let started = false;
    const job: JobDefinition = {
      name: 'test.slow',
      run: () =>
        new Promise<void>((resolve) => {
          started = true;
          release = resolve;
        }),
    };
    now = new Date(Date.now() + 1000);
    const id = await enqueueJob(dbA, { name: job.name, runAt: now });
    const [a] = runners([job]);
    a!.start();
    await expect.poll(() => started).toBe(true);
    let stopped = false;
    const stopping = a!.stop().then(() => (stopped = true));
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const [row] = await dbA.owner
      .select()
      .from(schema.jobs)
      .where(sql`${schema.jobs.id} = ${id}`);
    expect(row!.finishedAt).not.toBeNull();
  });
});

describe('the search log', () => {
  it('writes a search without waiting for a timer (nothing held in memory for a crash to lose)', async () => {
    const tenantId = (await rowsOf<{ tenant_id: string }>(dbA.owner.execute(sql`select tenant_id from agency_hosts where host = 'sunrise.localhost'`)))[0]!
      .tenant_id;
    // No interval ever fires here: a log that waited for one would write nothing.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const log = createSearchLog(dbA, async () => null, appA.log);
    try {
      const searchUrl = `/booknow/hotels/search?destination=Durable-${randomUUID()}`;
      const request = { tenant: { id: tenantId }, headers: {}, cookies: {} } as unknown as FastifyRequest;
      log.record(request, {
        service: 'hotels',
        destination: 'Durable',
        countryCode: null,
        startDate: null,
        endDate: null,
        party: {},
        resultCount: 1,
        searchUrl,
      });
      // Polled by hand: expect.poll would move the fake intervals on.
      const written = async () => (await rowsOf(dbA.owner.execute(sql`select 1 from searches where search_url = ${searchUrl}`))).length;
      for (let i = 0; i < 100 && (await written()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await written()).toBe(1);
    } finally {
      vi.useRealTimers();
      await log.close();
    }
  });
});
