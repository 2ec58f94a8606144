import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countSandboxHolds, findTenantIdByHost, schema } from '@tripfront/db';
import { eq } from 'drizzle-orm';
import { createTestApp, racingTravellers, SUNRISE, type TestApp } from './helpers.ts';
import { book, cookie, guest, hold, payment, stay, suiteRate } from './booking-helpers.ts';

/**
 * Inventory integrity and idempotency under concurrency. Meaningful on PostgreSQL (TF_TEST_PG_URL:
 * a pool of connections racing for row locks); on PGlite the same must hold on one connection.
 */
let t: TestApp;
let traveller: string;
let tenantId: string;
beforeAll(async () => {
  // The racers all come from one address, and the other tests' traveller books many times over:
  // the active-hold caps (tested in hold-limits.test.ts) are lifted here.
  t = await createTestApp({ holdLimits: { perUser: 1_000, perIp: 1_000 } });
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
  tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
});
afterAll(() => t.close());

const bookingsInDb = () => t.db.withTenant(tenantId, (tx) => tx.select().from(schema.bookings).where(eq(schema.bookings.tenantId, tenantId)));

describe('the last room', () => {
  it('goes to exactly one of 200 concurrent attempts; the 199 others get a clear refusal and no 5xx', { timeout: 120_000 }, async () => {
    const dates = stay(70, 2);
    const { rate, roomsLeft } = await suiteRate(t, SUNRISE, dates);
    expect(roomsLeft).toBe(1);
    // Someone held the suite earlier and let it go: the room type's inventory row exists, so only
    // the row lock (not the insert of that row) keeps the racers apart.
    const earlier = await t.app.deps.supplier.hotelHold({ rateId: rate.rateId });
    expect(earlier.ok).toBe(true);
    if (earlier.ok) await t.app.deps.supplier.hotelReleaseHold(earlier.value.holdId);
    // 200 travellers: one would get their own hold back (decision 0096), not race for the room.
    const racers = await racingTravellers(t, SUNRISE, 200);
    const attempt = async (racer: string) => {
      const h = await hold(t, SUNRISE, racer, rate);
      if (h.statusCode !== 201) return h;
      return book(t, SUNRISE, racer, h.json().data);
    };
    const answers = await Promise.all(racers.map(attempt));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refusals = answers.filter((a) => a.statusCode === 409);
    expect(refusals).toHaveLength(199);
    for (const r of refusals)
      expect(r.json()).toMatchObject({ code: 'SOLD_OUT', message: 'Sorry, this room has just sold out. Please choose another room or other dates.' });
    const confirmed = (await bookingsInDb()).filter((b) => b.status === 'confirmed' && b.checkin === dates.checkin_date);
    expect(confirmed).toHaveLength(1);
    expect((await suiteRate(t, SUNRISE, dates)).roomsLeft).toBe(0);
  });

  it('books one held room once even when 20 different keys race with the same hold', { timeout: 60_000 }, async () => {
    const dates = stay(75, 2);
    const { rate } = await suiteRate(t, SUNRISE, dates);
    const h = (await hold(t, SUNRISE, traveller, rate)).json().data;
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(t, SUNRISE, traveller, h)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    const rows = (await bookingsInDb()).filter((b) => b.checkin === dates.checkin_date);
    expect(rows.filter((b) => b.status === 'confirmed')).toHaveLength(1);
    // The losers' payments were released, not taken.
    expect(rows.filter((b) => b.status === 'failed').every((b) => b.paymentStatus === 'voided')).toBe(true);
  });
});

describe('Idempotency-Key', () => {
  it('makes 50 concurrent replays of one request into one booking with one answer', { timeout: 60_000 }, async () => {
    const dates = stay(80, 3);
    const { rate } = await suiteRate(t, SUNRISE, dates);
    const h = (await hold(t, SUNRISE, traveller, rate)).json().data;
    const key = randomUUID();
    const pay = payment();
    const before = (await countSandboxHolds(t.db)).booked ?? 0;
    const answers = await Promise.all(Array.from({ length: 50 }, () => book(t, SUNRISE, traveller, h, { key, payment: pay })));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect((await bookingsInDb()).filter((b) => b.checkin === dates.checkin_date)).toHaveLength(1);
    expect((await countSandboxHolds(t.db)).booked ?? 0).toBe(before + 1);

    // A later retry replays too.
    const retry = await book(t, SUNRISE, traveller, h, { key, payment: pay });
    expect(retry.body).toBe(answers[0]!.body);

    // The same key with another body is refused and books nothing.
    const other = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/bookings',
      cookies: cookie(traveller),
      headers: { 'idempotency-key': key },
      payload: { holdToken: h.holdToken, guest: { ...guest, firstName: 'Grace' }, payment: pay, expectedTotal: h.price.total },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: 'idempotency-key',
      message: 'This Idempotency-Key was already used for a different request. Use a new key for a new booking.',
    });
    expect((await bookingsInDb()).filter((b) => b.checkin === dates.checkin_date)).toHaveLength(1);
  });
});
