import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, postWalletEntry, walletBalance, walletEntrySum } from '@tripfront/db';
import type { WalletAnswer } from '@tripfront/domain/wallet';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { cookie, guest, hold, payment, stay, steadyRate } from './booking-helpers.ts';

/**
 * Rewards are pending until the booking's service is over (decision 0073): a reward cannot be spent
 * before it is earned for good, and a cancellation voids exactly the reward its booking gave. The
 * scenario of the report (book by card, spend the reward elsewhere, cancel both) and random
 * book/spend/cancel sequences through the API, on PGlite and on PostgreSQL (TF_TEST_PG_URL).
 */
let t: TestApp;
let tenantId: string;
let traveller: string;
let travellerId: string;
let ahead = 120;
beforeAll(async () => {
  t = await createTestApp({ holdLimits: { perUser: 1_000, perIp: 1_000 } });
  tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
  const me = await t.call(SUNRISE, { method: 'GET', url: '/api/user/me', cookies: cookie(traveller) });
  travellerId = (me.json().data as { id: string }).id;
}, 60_000);
afterAll(() => t.close());

interface Booked {
  reference: string;
  total: { amount: number; currency: string };
  /** Credits spent; absent when none. */
  payment: { credits?: number };
}

/** Holds a refundable one-night Paris stay (a new date each time) and books it, spending `credits`. */
async function bookStay(credits = 0) {
  const rate = await steadyRate(t, SUNRISE, stay(ahead++, 1));
  const h = await hold(t, SUNRISE, traveller, rate);
  expect(h.statusCode, h.body).toBe(201);
  const held = h.json().data as { holdToken: string; price: { total: { amount: number; currency: string } } };
  return t.call(SUNRISE, {
    method: 'POST',
    url: '/api/bookings',
    cookies: cookie(traveller),
    headers: { 'idempotency-key': randomUUID() },
    payload: { holdToken: held.holdToken, guest, payment: payment(), expectedTotal: held.price.total, ...(credits > 0 ? { credits } : {}) },
  });
}

async function cancel(reference: string) {
  const res = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${reference}/cancel`, cookies: cookie(traveller) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { refund?: unknown };
}

async function wallet(): Promise<WalletAnswer> {
  const res = await t.call(SUNRISE, { method: 'GET', url: '/api/user/wallet', cookies: cookie(traveller) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as WalletAnswer;
}

/** The ledger's total (every entry), which must equal its running balance. */
async function ledgerTotal(): Promise<number> {
  const [sum, balance] = await Promise.all([
    t.db.withTenant(tenantId, (tx) => walletEntrySum(tx, tenantId, travellerId)),
    t.db.withTenant(tenantId, (tx) => walletBalance(tx, tenantId, travellerId)),
  ]);
  expect(balance.balanceMinor).toBe(sum);
  return sum;
}

const creditsOf = (b: Booked) => b.payment.credits ?? 0;
const rewardOf = (b: Booked) => Math.floor(((b.total.amount - creditsOf(b)) * 500) / 10_000);

describe('a reward kept with nothing booked (the report)', () => {
  it('cannot spend a reward before it is earned; cancelling both bookings leaves exactly the opening credits', { timeout: 60_000 }, async () => {
    const opening = (await wallet()).balance.amount;
    expect(opening).toBe(12_050);

    // Hotel A, by card; then hotel B spending the opening credits and A's reward (refused now: the
    // reward is pending); cancel A (full card refund), then B if it was booked (its credits come back).
    const a = await bookStay();
    expect(a.statusCode, a.body).toBe(201);
    const hotelA = a.json().data as Booked;
    const reward = rewardOf(hotelA);
    const afterA = await wallet();
    const b = await bookStay(opening + reward);
    const hotelB = b.statusCode === 201 ? (b.json().data as Booked) : null;
    await cancel(hotelA.reference);
    if (hotelB) await cancel(hotelB.reference);

    // Nothing stands, the card is refunded: the traveller holds exactly the opening credits.
    const end = await wallet();
    expect({ status: b.statusCode, spendable: end.balance.amount, pending: end.pending?.amount ?? 0, total: await ledgerTotal() }).toEqual({
      status: 409,
      spendable: opening,
      pending: 0,
      total: opening,
    });
    // While A stood, its reward was pending until after the stay, not spendable.
    expect(reward).toBeGreaterThan(0);
    expect(afterA.balance.amount).toBe(opening);
    expect(afterA.pending.amount).toBe(reward);
    expect(afterA.entries[0]).toMatchObject({ kind: 'earn', state: 'pending', amount: { amount: reward } });
    expect(Date.parse(afterA.entries[0]!.availableAt!)).toBeGreaterThan(Date.now());
    expect(b.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS', field: 'credits' });
    // The reward and its void read as withdrawn, never as credits that were there.
    const ofA = end.entries.filter((e) => e.bookingReference === hotelA.reference);
    expect(ofA.map((e) => [e.kind, e.amount.amount, e.state])).toEqual([
      ['reverse', -reward, 'withdrawn'],
      ['earn', reward, 'withdrawn'],
    ]);
  });

  it('spends what is spendable, then both cancellations give back exactly what each booking took and gave', { timeout: 60_000 }, async () => {
    const opening = (await wallet()).balance.amount;
    const a = await bookStay();
    expect(a.statusCode, a.body).toBe(201);
    const hotelA = a.json().data as Booked;
    const b = await bookStay(opening);
    expect(b.statusCode, b.body).toBe(201);
    const hotelB = b.json().data as Booked;
    expect(await wallet()).toMatchObject({ balance: { amount: 0 }, pending: { amount: rewardOf(hotelA) + rewardOf(hotelB) } });
    await cancel(hotelA.reference);
    await cancel(hotelB.reference);
    expect(await wallet()).toMatchObject({ balance: { amount: opening }, pending: { amount: 0 } });
    expect(await ledgerTotal()).toBe(opening);
  });
});

describe('a matured reward', () => {
  it('is spendable once its date has passed, and not a moment before', async () => {
    const owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const me = await t.call(SUNRISE, { method: 'GET', url: '/api/user/me', cookies: cookie(owner) });
    const ownerId = (me.json().data as { id: string }).id;
    const availableAt = new Date('2030-01-03T00:00:00Z');
    const before = new Date(availableAt.getTime() - 1);
    const post = (amountMinor: number, now: Date, extra: { availableAt?: Date; kind?: 'earn' | 'spend' } = {}) =>
      t.db.withTenant(tenantId, (tx) =>
        postWalletEntry(tx, { tenantId, userId: ownerId, kind: extra.kind ?? 'spend', amountMinor, currency: 'USD', now, ...extra }),
      );
    expect((await post(700, before, { kind: 'earn', availableAt })).ok).toBe(true);
    expect(await post(-1, before)).toMatchObject({ ok: false, reason: 'insufficient', balanceMinor: 0 });
    const balance = await t.db.withTenant(tenantId, (tx) => walletBalance(tx, tenantId, ownerId, before));
    expect(balance).toMatchObject({ balanceMinor: 700, pendingMinor: 700, spendableMinor: 0 });
    expect((await post(-700, availableAt)).ok).toBe(true);
  });
});

type Step = { book: number } | { cancel: number };

describe('random book/spend/cancel sequences through the API', () => {
  it('never let pending rewards be spent, and leave credits equal to the opening less what standing bookings spent', { timeout: 120_000 }, async () => {
    // A step books a stay spending a share (‰) of everything the account holds, pending included,
    // or cancels one of the bookings that stand. Nothing matures: the stays are months away.
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ book: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000 })) }),
      fc.record({ cancel: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 4 }), async (steps) => {
        const start = await wallet();
        let spendable = start.balance.amount;
        let pending = start.pending.amount;
        const standing: Booked[] = [];
        for (const s of steps) {
          if ('book' in s) {
            const credits = Math.floor(((spendable + pending) * s.book) / 1_000);
            const res = await bookStay(credits);
            if (credits > spendable) {
              expect(res.statusCode, res.body).toBe(409);
            } else if (res.statusCode === 422) {
              // More credits than the stay costs: refused whole, nothing moves.
              expect(res.json()).toMatchObject({ code: 'CREDITS_REFUSED' });
            } else {
              expect(res.statusCode, res.body).toBe(201);
              const booked = res.json().data as Booked;
              standing.push(booked);
              spendable -= creditsOf(booked);
              pending += rewardOf(booked);
            }
          } else if (standing.length > 0) {
            const [gone] = standing.splice(s.cancel % standing.length, 1);
            await cancel(gone!.reference);
            spendable += creditsOf(gone!);
            pending -= rewardOf(gone!);
          }
          const now = await wallet();
          expect({ spendable: now.balance.amount, pending: now.pending.amount }).toEqual({ spendable, pending });
          expect(now.balance.amount).toBeLessThanOrEqual(start.balance.amount);
          expect(await ledgerTotal()).toBe(spendable + pending);
        }
        // Leave the account as the run found it, so the next run starts from known credits.
        for (const b of standing) await cancel(b.reference);
        expect(await wallet()).toMatchObject({ balance: { amount: start.balance.amount }, pending: { amount: start.pending.amount } });
      }),
      { numRuns: 4 },
    );
  });
});
