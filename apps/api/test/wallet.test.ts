import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { findTenantIdByHost, postWalletEntry, schema, walletBalance, walletEntrySum } from '@tripfront/db';
import type { RatePlan } from '@tripfront/domain/booking/hotel-api';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';
import { creditAgency } from '../src/cli/agency-commands.ts';
import { cookie, details, guest, hold, payment, searchParis, stay } from './booking-helpers.ts';

/**
 * The wallet ledger (issue #16, decision 0039): never negative, the sum of the entries is the
 * balance, under 50 concurrent spends of one balance, called directly and through the booking API;
 * earning, spending, giving back and reversing credits in the pipeline; booking for a client.
 * Meaningful on PostgreSQL (TF_TEST_PG_URL: a pool racing for the account's lock); on PGlite the
 * same must hold on one connection.
 */
let t: TestApp;
let tenantId: string;
let traveller: string;
let travellerId: string;
beforeAll(async () => {
  t = await createTestApp({ holdLimits: { perUser: 1_000, perIp: 1_000 } });
  tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
  travellerId = (await me(traveller)).id;
}, 60_000);
afterAll(() => t.close());

async function me(token: string, host = SUNRISE) {
  const res = await t.call(host, { method: 'GET', url: '/api/user/me', cookies: cookie(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; isRewardWalletEnable: boolean; personal_info: { credits: { amount: number; currency: string } } };
}

const entriesOf = (userId: string | null) =>
  t.db.withTenant(tenantId, (tx) =>
    tx
      .select()
      .from(schema.walletEntries)
      .where(and(eq(schema.walletEntries.tenantId, tenantId), userId === null ? isNull(schema.walletEntries.userId) : eq(schema.walletEntries.userId, userId)))
      .orderBy(asc(schema.walletEntries.createdAt)),
  );

/** The ledger's invariants for one account: each entry follows from the one before, none negative, the balance is the sum. */
async function expectConsistent(userId: string | null): Promise<number> {
  const entries = await entriesOf(userId);
  let running = 0;
  for (const e of entries) {
    running += e.amountMinor;
    expect(e.balanceAfterMinor).toBe(running);
    expect(e.balanceAfterMinor).toBeGreaterThanOrEqual(0);
  }
  const { balanceMinor } = await t.db.withTenant(tenantId, (tx) => walletBalance(tx, tenantId, userId));
  const sum = await t.db.withTenant(tenantId, (tx) => walletEntrySum(tx, tenantId, userId));
  expect(balanceMinor).toBe(sum);
  expect(balanceMinor).toBe(running);
  return balanceMinor;
}

const post = (userId: string | null, amountMinor: number, kind: 'spend' | 'topup' | 'adjust' = amountMinor < 0 ? 'spend' : 'topup') =>
  t.db.withTenant(tenantId, (tx) => postWalletEntry(tx, { tenantId, userId, kind, amountMinor, currency: 'USD' }));

/** A refundable rate of one Paris hotel for a one-night stay `ahead` days from now. */
async function rateOn(ahead: number): Promise<RatePlan> {
  const dates = stay(ahead, 1);
  const { data } = await searchParis(t, SUNRISE, { radius: 40, pageSize: 50, freeCancellation: 'true' }, dates);
  const hotel = data.hotels.find((h) => Number(h.propertyId.split('-').pop()) % 3 !== 0)!;
  const d = await details(t, SUNRISE, hotel.propertyId, dates);
  return d.rooms[0]!.rates.find((r) => r.cancellationPolicy.refundable)!;
}

function bookWith(token: string, held: { holdToken: string; price: { total: { amount: number; currency: string } } }, extra: Record<string, unknown> = {}) {
  return t.call(SUNRISE, {
    method: 'POST',
    url: '/api/bookings',
    cookies: cookie(token),
    headers: { 'idempotency-key': randomUUID() },
    payload: { holdToken: held.holdToken, guest, payment: payment(), expectedTotal: held.price.total, ...extra },
  });
}

async function holdRate(token: string, rate: RatePlan) {
  const h = await hold(t, SUNRISE, token, rate);
  expect(h.statusCode, h.body).toBe(201);
  return h.json().data as { holdToken: string; price: { total: { amount: number; currency: string } } };
}

describe('the ledger', () => {
  it('opens with the seeded credits, and the profile reads them with the agency setting', async () => {
    const profile = await me(traveller);
    expect(profile.isRewardWalletEnable).toBe(true);
    expect(profile.personal_info.credits).toEqual({ amount: 120.5, currency: 'USD' });
    expect(await expectConsistent(travellerId)).toBe(12_050);
  });

  it('keeps 50 concurrent spends of one balance consistent: never negative, the sum of the entries is the balance', { timeout: 60_000 }, async () => {
    const owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const ownerId = (await me(owner)).id;
    expect((await post(ownerId, 1_000)).ok).toBe(true);
    const results = await Promise.all(Array.from({ length: 50 }, () => post(ownerId, -30)));
    expect(results.filter((r) => r.ok)).toHaveLength(33);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'insufficient')).toBe(true);
    expect(await expectConsistent(ownerId)).toBe(10);
    // The agency's own account (no user) too.
    expect((await post(null, 500)).ok).toBe(true);
    await Promise.all(Array.from({ length: 50 }, () => post(null, -17)));
    expect(await expectConsistent(null)).toBe(500 - 29 * 17);
  });

  it('refuses a debit beyond the balance, and the database refuses a negative balance behind it', async () => {
    const refused = await post(travellerId, -1_000_000);
    expect(refused).toMatchObject({ ok: false, reason: 'insufficient', balanceMinor: 12_050 });
    await expect(
      t.db.withTenant(tenantId, (tx) =>
        tx.insert(schema.walletEntries).values({ tenantId, userId: travellerId, kind: 'adjust', amountMinor: -99_999, currency: 'USD', balanceAfterMinor: -1 }),
      ),
    ).rejects.toThrow();
    await expectConsistent(travellerId);
  });
});

describe('spending at checkout', () => {
  it('lets one of 50 concurrent bookings spend the whole balance; the 49 others are refused and nothing goes negative', { timeout: 180_000 }, async () => {
    const sara = await t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026');
    const saraId = (await me(sara)).id;
    expect((await post(saraId, 5_000, 'adjust')).ok).toBe(true);
    const holds = [];
    for (let i = 0; i < 50; i++) holds.push(await holdRate(sara, await rateOn(100 + i)));
    const answers = await Promise.all(holds.map((h) => bookWith(sara, h, { credits: 5_000 })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS', field: 'credits' });
    const winner = answers.find((a) => a.statusCode === 201)!.json().data;
    expect(winner.payment.credits).toBe(5_000);
    // The balance is the reward of the winner: 5% of what the card paid.
    const expectedReward = Math.floor(((winner.total.amount - 5_000) * 500) / 10_000);
    expect(await expectConsistent(saraId)).toBe(expectedReward);
    const kinds = (await entriesOf(saraId)).map((e) => e.kind);
    expect(kinds).toEqual(['adjust', 'spend', 'earn']);
  });

  it('earns the percentage of a paid booking, charges the card the rest of a part-credit booking, and gives back on cancel', { timeout: 60_000 }, async () => {
    const start = await expectConsistent(travellerId);
    const first = await bookWith(traveller, await holdRate(traveller, await rateOn(200)));
    expect(first.statusCode, first.body).toBe(201);
    const paid = first.json().data;
    const reward = Math.floor((paid.total.amount * 500) / 10_000);
    expect(await expectConsistent(travellerId)).toBe(start + reward);

    const held = await holdRate(traveller, await rateOn(201));
    const second = await bookWith(traveller, held, { credits: 2_000 });
    expect(second.statusCode, second.body).toBe(201);
    const part = second.json().data;
    expect(part.payment).toMatchObject({ credits: 2_000, gateway: 'sandbox', status: 'captured' });
    const reward2 = Math.floor(((part.total.amount - 2_000) * 500) / 10_000);
    expect(await expectConsistent(travellerId)).toBe(start + reward - 2_000 + reward2);

    // Cancelled in the free-cancellation window: the credits come back and the reward goes.
    const cancel = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${part.reference}/cancel`, cookies: cookie(traveller) });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await expectConsistent(travellerId)).toBe(start + reward);
    const ofBooking = (await entriesOf(travellerId)).filter((e) => e.note.includes(part.reference)).map((e) => [e.kind, e.amountMinor]);
    expect(ofBooking).toEqual([
      ['spend', -2_000],
      ['earn', reward2],
      ['refund', 2_000],
      ['reverse', -reward2],
    ]);
    // A second cancel posts nothing more.
    await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${part.reference}/cancel`, cookies: cookie(traveller) });
    expect(await expectConsistent(travellerId)).toBe(start + reward);
  });

  it('gives the credits back when the card is declined', { timeout: 60_000 }, async () => {
    const start = await expectConsistent(travellerId);
    const held = await holdRate(traveller, await rateOn(210));
    const declined = await bookWith(traveller, held, { credits: 1_000, payment: payment('decline') });
    expect(declined.statusCode).toBe(402);
    expect(await expectConsistent(travellerId)).toBe(start);
    const kinds = (await entriesOf(travellerId)).slice(-2).map((e) => [e.kind, e.amountMinor]);
    expect(kinds).toEqual([
      ['spend', -1_000],
      ['refund', 1_000],
    ]);
  });

  it('books without a card when credits pay the whole total', { timeout: 60_000 }, async () => {
    const owner = await t.login(SUNRISE, 'admin@sunrise-travel.example', 'Admin#2026');
    const adminId = (await me(owner)).id;
    const held = await holdRate(owner, await rateOn(220));
    expect((await post(adminId, held.price.total.amount, 'adjust')).ok).toBe(true);
    const res = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/bookings',
      cookies: cookie(owner),
      headers: { 'idempotency-key': randomUUID() },
      payload: { holdToken: held.holdToken, guest, expectedTotal: held.price.total, credits: held.price.total.amount },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.payment).toMatchObject({ gateway: 'credits', status: 'captured', credits: held.price.total.amount });
    // Nothing paid by card: nothing earned.
    expect(await expectConsistent(adminId)).toBe(0);
  });

  it('refuses credits beyond the total, a card missing for the rest, and credits when the wallet is off', { timeout: 60_000 }, async () => {
    const held = await holdRate(traveller, await rateOn(230));
    const tooMuch = await bookWith(traveller, held, { credits: held.price.total.amount + 1 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ code: 'CREDITS_REFUSED', field: 'credits' });
    const noCard = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/bookings',
      cookies: cookie(traveller),
      headers: { 'idempotency-key': randomUUID() },
      payload: { holdToken: held.holdToken, guest, expectedTotal: held.price.total, credits: 100 },
    });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json()).toMatchObject({ field: 'payment.token' });
  });
});

describe('booking for a client', () => {
  it("records the client as the traveller and the agent as the booker; the client's My Trips shows it", { timeout: 60_000 }, async () => {
    const agent = await t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026');
    const found = await t.call(SUNRISE, { method: 'GET', url: '/api/bookings/clients?q=tess', cookies: cookie(agent) });
    expect(found.statusCode, found.body).toBe(200);
    const client = (found.json().data as { id: string; email: string }[]).find((c) => c.email === 'traveller@sunrise-travel.example')!;
    expect(client.id).toBe(travellerId);
    const held = await holdRate(agent, await rateOn(240));
    const res = await bookWith(agent, held, { clientId: client.id, guest: { ...guest, email: client.email } });
    expect(res.statusCode, res.body).toBe(201);
    const reference = res.json().data.reference as string;
    const trips = await t.call(SUNRISE, { method: 'GET', url: '/api/bookings', cookies: cookie(traveller) });
    expect((trips.json().data as { reference: string }[]).map((b) => b.reference)).toContain(reference);
    const [row] = await t.db.withTenant(tenantId, (tx) => tx.select().from(schema.bookings).where(eq(schema.bookings.reference, reference)));
    expect(row).toMatchObject({ userId: travellerId, agentId: (await me(agent)).id });
    // The client earns the reward.
    const earned = (await entriesOf(travellerId)).find((e) => e.bookingId === row!.id && e.kind === 'earn');
    expect(earned?.amountMinor).toBe(Math.floor((row!.totalMinor * 500) / 10_000));
    await expectConsistent(travellerId);
  });

  it("refuses another agency's traveller and an agent (404), a traveller booking for someone (403), and credits on behalf", { timeout: 60_000 }, async () => {
    const nordicTraveller = await t.login(NORDIC, 'traveller@nordlys.example', 'Traveller#2026');
    const otherId = (await me(nordicTraveller, NORDIC)).id;
    const agent = await t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026');
    const held = await holdRate(agent, await rateOn(250));
    const other = await bookWith(agent, held, { clientId: otherId });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ field: 'clientId' });
    // A client is a traveller of the agency: another of its agents is not one to book for.
    const admin = await t.login(SUNRISE, 'admin@sunrise-travel.example', 'Admin#2026');
    const forAgent = await bookWith(agent, held, { clientId: (await me(admin)).id });
    expect(forAgent.statusCode).toBe(404);
    expect(forAgent.json()).toMatchObject({ field: 'clientId' });
    const onBehalfCredits = await bookWith(agent, held, { clientId: travellerId, credits: 100 });
    expect(onBehalfCredits.statusCode).toBe(422);
    const travellerHold = await holdRate(traveller, await rateOn(251));
    const forSomeone = await bookWith(traveller, travellerHold, { clientId: (await me(agent)).id });
    expect(forSomeone.statusCode).toBe(403);
    const search = await t.call(SUNRISE, { method: 'GET', url: '/api/bookings/clients?q=a', cookies: cookie(traveller) });
    expect(search.statusCode).toBe(403);
  });
});

describe('wallet answers', () => {
  it("answers the traveller's balance and entries a page at a time, with booking references", async () => {
    const res = await t.call(SUNRISE, { method: 'GET', url: '/api/user/wallet', cookies: cookie(traveller) });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.enabled).toBe(true);
    expect(data.rewardBasisPoints).toBe(500);
    // What can be spent, and the rewards still pending (decision 0073): together, the ledger's total.
    expect(data.balance.amount + data.pending.amount).toBe(await expectConsistent(travellerId));
    expect(data.pending.amount).toBeGreaterThan(0);
    // Each entry's balance after is what could be spent after it: the newest spendable entry's is the balance.
    const newestSpendable = data.entries.find((e: { state: string }) => e.state === 'available');
    expect(newestSpendable.balanceAfter).toEqual(data.balance);
    expect(data.entries.find((e: { state: string }) => e.state === 'pending').balanceAfter.amount).toBeLessThanOrEqual(data.balance.amount);
    expect(data.entries.some((e: { bookingReference: string | null }) => e.bookingReference?.startsWith('TF-'))).toBe(true);
    expect(data.total).toBe((await entriesOf(travellerId)).length);
    const page2 = await t.call(SUNRISE, { method: 'GET', url: '/api/user/wallet?page=2', cookies: cookie(traveller) });
    expect(page2.json().data.entries).toHaveLength(Math.max(0, data.total - 20));
  });

  it("answers the agency's account to agents with Wallet Details, and refuses travellers", async () => {
    const owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const res = await t.call(SUNRISE, { method: 'GET', url: '/api/agent/wallet', cookies: cookie(owner) });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.balance).toEqual({ amount: await expectConsistent(null), currency: 'USD' });
    expect(data.travellers.accounts).toBeGreaterThanOrEqual(3);
    expect(data.travellers.held.amount).toBeGreaterThan(0);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agent/wallet', cookies: cookie(traveller) })).statusCode).toBe(403);
  });

  it('turns the Wallet link off with the agency setting', async () => {
    const owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const settings = (await t.call(SUNRISE, { method: 'GET', url: '/api/agency/settings', cookies: cookie(owner) })).json().data;
    expect(settings.wallet).toEqual({ isRewardWalletEnable: true, rewardBasisPoints: 500, currency: 'USD' });
    const bad = await t.call(SUNRISE, {
      method: 'PUT',
      url: '/api/agency/settings/wallet',
      cookies: cookie(owner),
      payload: { version: settings.version, settings: { ...settings.wallet, rewardBasisPoints: 9_000 } },
    });
    expect(bad.statusCode).toBe(400);
    const off = await t.call(SUNRISE, {
      method: 'PUT',
      url: '/api/agency/settings/wallet',
      cookies: cookie(owner),
      payload: { version: settings.version, settings: { ...settings.wallet, isRewardWalletEnable: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await me(traveller)).isRewardWalletEnable).toBe(false);
    const audit = (await t.call(SUNRISE, { method: 'GET', url: '/api/agency/settings/audit', cookies: cookie(owner) })).json().data;
    expect(audit[0]).toMatchObject({ section: 'wallet', changes: [{ field: 'isRewardWalletEnable', from: true, to: false }] });
  });
});

describe("the platform operator's top-up", () => {
  it("credits the agency's own account in its wallet currency, and refuses a debit beyond it", async () => {
    const before = await expectConsistent(null);
    const done = await creditAgency(t.db, 'sunrise', '250', 'Welcome credit');
    expect(done).toMatchObject({ amountMinor: 25_000, balanceMinor: before + 25_000, currency: 'USD' });
    await expect(creditAgency(t.db, 'sunrise', '-1000000')).rejects.toThrow(/cannot take it below zero/);
    await expect(creditAgency(t.db, 'nowhere', '5')).rejects.toThrow(/no agency/);
    await expect(creditAgency(t.db, 'sunrise', '1e3')).rejects.toThrow(/not a non-zero amount/);
    const owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const data = (await t.call(SUNRISE, { method: 'GET', url: '/api/agent/wallet', cookies: cookie(owner) })).json().data;
    expect(data.balance.amount).toBe(before + 25_000);
    expect(data.entries[0]).toMatchObject({ kind: 'topup', note: 'Welcome credit', bookingReference: null });
    expect(await expectConsistent(null)).toBe(before + 25_000);
  });
});

describe('the Academy', () => {
  it('sends an agent with the Academy permission to the academy with a one-time token, never the session token', async () => {
    const owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const none = await t.call(SUNRISE, { method: 'GET', url: '/academy', cookies: cookie(owner) });
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain('has not set up an academy');
    const settings = (await t.call(SUNRISE, { method: 'GET', url: '/api/agency/settings', cookies: cookie(owner) })).json().data;
    const http = await t.call(SUNRISE, {
      method: 'PUT',
      url: '/api/agency/settings/academy',
      cookies: cookie(owner),
      payload: { version: settings.version, settings: { url: 'http://academy.example.com' } },
    });
    expect(http.statusCode).toBe(400);
    const saved = await t.call(SUNRISE, {
      method: 'PUT',
      url: '/api/agency/settings/academy',
      cookies: cookie(owner),
      payload: { version: settings.version, settings: { url: 'https://academy.example.com/start?lang=en' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await t.call(SUNRISE, { method: 'GET', url: '/academy', cookies: cookie(owner) });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('https://academy.example.com/start');
    expect(location.searchParams.get('lang')).toBe('en');
    const token = location.searchParams.get('token')!;
    expect(token).toMatch(/^ta1\.[\w-]+\.[\w-]+$/);
    expect(token).not.toContain(owner);

    const check = await t.call(SUNRISE, { method: 'POST', url: '/api/academy/token', payload: { token } });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({ email: 'owner@sunrise-travel.example', role: 'AgencyOwner', agencyId: tenantId });
    expect((await t.call(SUNRISE, { method: 'POST', url: '/api/academy/token', payload: { token } })).statusCode).toBe(401);
    // Another agency cannot use it.
    expect((await t.call(NORDIC, { method: 'POST', url: '/api/academy/token', payload: { token } })).statusCode).toBe(401);

    expect((await t.call(SUNRISE, { method: 'GET', url: '/academy', cookies: cookie(traveller) })).statusCode).toBe(403);
    const visitor = await t.call(SUNRISE, { method: 'GET', url: '/academy' });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/login?redirect=%2Facademy');
  });
});
