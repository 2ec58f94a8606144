import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findTenantIdByHost, schema } from '@tripfront/db';
import { and, eq } from 'drizzle-orm';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { bookRoom, holdCheck, holdRoom, release, suite, unitsLeft } from './resort-helpers.ts';

// Issue #19 acceptance on the database (meaningful on PostgreSQL, TF_TEST_PG_URL; must hold on
// PGlite): an expired hold cannot be confirmed; 50 concurrent confirms of one hold give one booking;
// a release and a confirm that race end in exactly one of the two. The sandbox's rooms are units in
// the test database (rows locked per bucket), the release is the store's boolean one.

let t: TestApp;
let traveller: string;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp({ holdLimits: { perUser: 1_000, perIp: 1_000 } });
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
  tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
});
afterAll(() => t.close());

const resortBookings = () =>
  t.db.withTenant(tenantId, (tx) =>
    tx
      .select()
      .from(schema.bookings)
      .where(and(eq(schema.bookings.tenantId, tenantId), eq(schema.bookings.service, 'resorts'))),
  );

async function heldRoom() {
  const room = await suite(t, SUNRISE);
  const h = await holdRoom(t, SUNRISE, traveller, room.offerId!, room.price.total);
  expect(h.statusCode, h.body).toBe(201);
  return { room, hold: h.json().data };
}

describe('resort holds under concurrency', () => {
  it('an expired hold cannot be confirmed: the checkout refuses it, the supplier refuses it, and the room is back', { timeout: 60_000 }, async () => {
    const { room, hold } = await heldRoom();
    const before = (await resortBookings()).length;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (t.config.HOLD_MINUTES + 1) * 60_000 });
    try {
      const booked = await bookRoom(t, SUNRISE, traveller, hold);
      expect(booked.statusCode, booked.body).toBe(409);
      expect(booked.json().code).toBe('HOLD_EXPIRED');
      const direct = await t.app.deps.resortSupplier.resortBook({
        referenceNumber: hold.resort.referenceNumber,
        clientReference: 'late-1',
        guestName: 'Ada L',
      });
      expect(direct).toMatchObject({ ok: false, error: { code: 'hold_expired' } });
      expect((await holdCheck(t, SUNRISE, hold.resort.referenceNumber, traveller)).json().data.status).toBe('EXPIRED');
      expect(await unitsLeft(t, SUNRISE, room.resortId)).toBe(room.unitsLeft);
    } finally {
      vi.useRealTimers();
    }
    // Back in real time the hold would be live again: give it back.
    expect((await release(t, SUNRISE, hold.resort.referenceNumber, traveller)).statusCode).toBe(200);
    expect(await resortBookings()).toHaveLength(before);
  });

  it('50 concurrent confirms of one hold give one booking, and never a 5xx', { timeout: 120_000 }, async () => {
    const { hold } = await heldRoom();
    const before = (await resortBookings()).filter((b) => b.status === 'confirmed').length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => bookRoom(t, SUNRISE, traveller, hold)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    expect((await resortBookings()).filter((b) => b.status === 'confirmed')).toHaveLength(before + 1);
    expect((await holdCheck(t, SUNRISE, hold.resort.referenceNumber, traveller)).json().data.status).toBe('BOOKED');
  });

  it('a release and a confirm that race end in exactly one of the two', { timeout: 120_000 }, async () => {
    for (let round = 0; round < 5; round += 1) {
      const { hold } = await heldRoom();
      const ref = hold.resort.referenceNumber as string;
      const [released, booked] = await Promise.all([release(t, SUNRISE, ref, traveller), bookRoom(t, SUNRISE, traveller, hold)]);
      expect([released.statusCode, booked.statusCode].filter((s) => s >= 500)).toEqual([]);
      const releaseWon = released.statusCode === 200 && released.json().released === true;
      const wins = [releaseWon, booked.statusCode === 201].filter(Boolean);
      expect(wins, `${released.body} ${booked.body}`).toHaveLength(1);
      const status = (await holdCheck(t, SUNRISE, ref, traveller)).json().data.status;
      expect(status).toBe(releaseWon ? 'RELEASED' : 'BOOKED');
      if (booked.statusCode === 201)
        await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${booked.json().data.reference}/cancel`, cookies: { 'x-access-token': traveller } });
    }
  });
});
