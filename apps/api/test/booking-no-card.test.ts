import { Writable } from 'node:stream';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, seedIfEmpty, type Database } from '@tripfront/db';
import { findPanLikeRuns } from '@tripfront/domain/payments/pan';
import { SANDBOX_TEST_CARDS } from '@tripfront/domain/payments/sandbox-card';
import { createTestDatabase } from '../../../packages/db/test/test-database.ts';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { sanitizeHtml } from '../src/lib/sanitize.ts';
import { DEMO_SEED, SUNRISE, testConfig, type TestApp } from './helpers.ts';
import { book, cookie, guest, hold, holdAndBook, payment, steadyRate } from './booking-helpers.ts';

/**
 * No card number anywhere: book with every sandbox test card (and try to smuggle numbers in),
 * then scan every table of the database, every log line and the OpenAPI document for PAN-like
 * digit runs (13–19 digits, Luhn-valid).
 */
let t: TestApp;
let logs = '';
let drop: () => Promise<void>;
let db: Database;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await seedIfEmpty(db, DEMO_SEED, { hashPassword, sanitizeHtml });
  const config = testConfig({ LOG_LEVEL: 'trace' });
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs += chunk.toString();
      done();
    },
  });
  // ISO times: epoch milliseconds are 13-digit runs that pass Luhn one time in ten.
  const app = await buildApp({ config, db, logger: { level: 'trace', stream, timestamp: pino.stdTimeFunctions.isoTime } });
  await app.ready();
  const call: TestApp['call'] = (host, opts) => app.inject({ ...opts, headers: { host, ...(opts.headers ?? {}) } });
  t = {
    app,
    db,
    config,
    call,
    async login(host, email, password) {
      const res = await call(host, { method: 'POST', url: '/api/user/login', payload: { email, password } });
      return res.cookies.find((c) => c.name === 'x-access-token')!.value;
    },
    close: async () => {
      await app.close();
      await drop();
    },
  };
});
afterAll(() => t.close());

async function databaseDump(): Promise<string> {
  const tables = await rowsOf<{ table_name: string }>(
    db.owner.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
  );
  expect(tables.map((x) => x.table_name)).toEqual(
    expect.arrayContaining(['bookings', 'booking_status_history', 'idempotency_keys', 'sandbox_holds', 'outbox']),
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    // The test's owner connection is a superuser: row-level security does not hide other tenants from it.
    parts.push(JSON.stringify(await rowsOf(db.owner.execute(sql.raw(`select * from "${table_name}"`)))));
  }
  return parts.join('\n');
}

describe('no card number anywhere', () => {
  it('finds none in the database, the logs or the OpenAPI document after booking with the test cards', { timeout: 60_000 }, async () => {
    const traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const rate = await steadyRate(t, SUNRISE);
    expect((await holdAndBook(t, SUNRISE, traveller, rate, 'success')).statusCode).toBe(201);
    expect((await holdAndBook(t, SUNRISE, traveller, rate, 'decline')).statusCode).toBe(402);
    const pending = await holdAndBook(t, SUNRISE, traveller, rate, 'authenticate');
    expect(pending.statusCode).toBe(202);
    const confirmed = await t.call(SUNRISE, {
      method: 'POST',
      url: `/api/bookings/${pending.json().data.reference}/confirm-payment`,
      cookies: cookie(traveller),
      payload: { authentication: 'approved' },
    });
    expect(confirmed.statusCode).toBe(201);

    // Numbers sent where they do not belong are refused before anything keeps them.
    const h = (await hold(t, SUNRISE, traveller, rate)).json().data;
    for (const card of SANDBOX_TEST_CARDS) {
      const smuggled = await t.call(SUNRISE, {
        method: 'POST',
        url: '/api/bookings',
        cookies: cookie(traveller),
        headers: { 'idempotency-key': `smuggle-${card.scenario}` },
        payload: { holdToken: h.holdToken, guest: { ...guest, lastName: card.number }, payment: payment(), expectedTotal: h.price.total },
      });
      expect(smuggled.statusCode).toBe(400);
      expect(smuggled.body).not.toContain(card.number);
      const inToken = await book(t, SUNRISE, traveller, h, { payment: { token: card.number.replace(/ /g, ''), brand: 'visa', last4: card.number.slice(-4) } });
      expect(inToken.statusCode).toBe(400);
    }
    const price = await t.call(SUNRISE, {
      method: 'POST',
      url: '/hotel-api/price-check',
      payload: { rateId: rate.rateId, currency: 'USD', card: '4242424242424242' },
    });
    expect(price.statusCode).toBe(400);
    // A number in a URL, plain or percent-encoded, is refused too and reaches the logs redacted.
    for (const query of ['searchString=4242424242424242', 'searchString=4242%204242%204242%204242']) {
      const search = await t.call(SUNRISE, { method: 'GET', url: `/hotel-api/search?lat=48.85&long=2.35&${query}` });
      expect(search.statusCode).toBe(400);
    }
    expect(logs).toContain('[redacted]');

    const docs = (await t.call(SUNRISE, { method: 'GET', url: '/api/docs/json' })).body;
    expect(docs).toContain('/api/bookings');
    const dump = await databaseDump();
    expect(dump).toContain('4242'); // last4 is kept, and the scan would see more if it were there
    expect(logs).toContain('booking confirmed');

    expect(findPanLikeRuns(dump), 'database').toEqual([]);
    expect(findPanLikeRuns(logs), 'logs').toEqual([]);
    expect(findPanLikeRuns(docs), 'OpenAPI').toEqual([]);
    // The scan itself is not blind: a number in a dump or a log line is found.
    expect(findPanLikeRuns(`${dump}{"lastName":"${SANDBOX_TEST_CARDS[0]!.number}"}`)).toEqual([SANDBOX_TEST_CARDS[0]!.number]);
  });
});
