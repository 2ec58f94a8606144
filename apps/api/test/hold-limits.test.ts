import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatePlan } from '@tripfront/domain/booking/hotel-api';
import { createMemoryStore } from '../src/lib/store.ts';
import { TOO_MANY_HOLDS_IP } from '../src/booking/hold-limits.ts';
import { createTestApp, loginSunriseAccounts, NORDIC, SUNRISE, type TestApp } from './helpers.ts';
import { book, cookie, details, hold, releaseHold, searchParis, suiteRate } from './booking-helpers.ts';

// Issue #13 (Low 8): one traveller held the last room of 8 hotels. Active holds are capped per
// traveller (3) and per client address (10); booking, releasing or expiry frees the slot.

let t: TestApp;
let clock = Date.now();
const rates: RatePlan[] = [];
beforeAll(async () => {
  t = await createTestApp({ store: createMemoryStore(() => clock) });
  // Room-only rates of hotels whose prices stay put: one hold each, never the same room twice.
  const { data } = await searchParis(t, SUNRISE, { radius: 40, pageSize: 50 });
  for (const h of data.hotels.filter((x) => Number(x.propertyId.split('-').pop()) % 3 !== 0)) {
    const d = await details(t, SUNRISE, h.propertyId);
    // One rate per room: two rates of a room share its units, and a room with one left would sell out.
    for (const room of d.rooms) {
      const rate = room.rates.find((r) => r.board === 'room_only');
      if (rate) rates.push(rate);
    }
    if (rates.length >= 32) break;
  }
  expect(rates.length).toBeGreaterThanOrEqual(32);
});
afterAll(() => t.close());

let next = 0;
const holdFrom = (token: string, ip: string, rate = rates[next++]!) =>
  t.call(SUNRISE, {
    method: 'POST',
    url: '/api/bookings/holds',
    cookies: cookie(token),
    remoteAddress: ip,
    payload: { product: 'hotel', offerId: rate.rateId, currency: 'USD', expectedTotal: rate.price.total },
  });

describe('active holds', () => {
  it('are capped at 3 per traveller with a 429 that says why; booking, releasing and expiry each free a slot', async () => {
    const traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const ip = '198.51.100.1';
    const held = [];
    for (let i = 0; i < 3; i++) {
      const res = await holdFrom(traveller, ip);
      expect(res.statusCode, res.body).toBe(201);
      held.push(res.json().data);
    }
    const refused = await holdFrom(traveller, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_HOLDS', message: expect.stringContaining('You already have 3 holds open') });

    // Released: the slot is free again (and the token cannot be released twice into a fourth slot).
    const released = await releaseHold(t, SUNRISE, traveller, { holdToken: held[0].holdToken });
    expect(released.statusCode, released.body).toBe(200);
    expect((await holdFrom(traveller, ip)).statusCode).toBe(201);
    expect((await holdFrom(traveller, ip)).statusCode).toBe(429);

    // Booked: the hold is a booking now, and no longer counts.
    const booked = await book(t, SUNRISE, traveller, held[1]);
    expect(booked.statusCode, booked.body).toBe(201);
    const released2 = await releaseHold(t, SUNRISE, traveller, { holdToken: held[1].holdToken });
    expect(released2.statusCode).toBe(409);
    expect((await holdFrom(traveller, ip)).statusCode).toBe(201);
    expect((await holdFrom(traveller, ip)).statusCode).toBe(429);

    // Expired: after the hold time every slot is free.
    clock += (t.config.HOLD_MINUTES * 60 + 31) * 1000;
    expect((await holdFrom(traveller, ip)).statusCode).toBe(201);
  });

  it('are capped at 10 per client address across travellers', async () => {
    const ip = '203.0.113.9';
    // The staff accounts: owner, admin, sales, restricted.
    const tokens = (await loginSunriseAccounts(t)).slice(1);
    for (const [n, token] of [
      [3, tokens[0]!],
      [3, tokens[1]!],
      [3, tokens[2]!],
      [1, tokens[3]!],
    ] as const) {
      for (let i = 0; i < n; i++) expect((await holdFrom(token, ip)).statusCode).toBe(201);
    }
    const refused = await holdFrom(tokens[3]!, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_HOLDS', message: TOO_MANY_HOLDS_IP });
    // Another address: that traveller's own cap still has room.
    expect((await holdFrom(tokens[3]!, '203.0.113.10')).statusCode).toBe(201);
  });

  it('are released only by the traveller holding them, on their agency: a visitor, another user or another agency frees nothing', async () => {
    // The checkout releases as the page reloads or hides too: the same route, the same rules.
    const ip = '198.51.100.77';
    const traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const held: { holdToken: string }[] = [];
    // Up to the traveller's cap (the first test left one hold open).
    for (let res = await holdFrom(traveller, ip); res.statusCode !== 429; res = await holdFrom(traveller, ip)) {
      expect(res.statusCode, res.body).toBe(201);
      held.push(res.json().data);
    }
    const release = (host: string, session: string | null) => releaseHold(t, host, session, { holdToken: held[0]!.holdToken });
    expect((await release(SUNRISE, null)).statusCode).toBe(401);
    const restricted = await t.login(SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026');
    const another = await release(SUNRISE, restricted);
    expect(another.statusCode).toBe(400);
    expect(another.json()).toMatchObject({ field: 'holdToken' });
    const nordicOwner = await t.login(NORDIC, 'owner@nordlys.example', 'Owner#2026');
    expect((await release(NORDIC, nordicOwner)).statusCode).toBe(400);
    // Nothing was freed: the traveller is still at the cap, until they release it themselves.
    expect((await holdFrom(traveller, ip)).statusCode).toBe(429);
    expect((await release(SUNRISE, traveller)).statusCode).toBe(200);
    expect((await holdFrom(traveller, ip)).statusCode).toBe(201);
  });

  it('free only their own slot, once: releasing a released hold again frees nothing (it used to free the next hold’s slot)', async () => {
    // Every earlier hold ends: all slots free.
    clock += (t.config.HOLD_MINUTES * 60 + 31) * 1000;
    const ip = '198.51.100.200';
    const traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const held: { holdToken: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await holdFrom(traveller, ip);
      expect(res.statusCode, res.body).toBe(201);
      held.push(res.json().data);
    }
    const release = () => releaseHold(t, SUNRISE, traveller, { holdToken: held[0]!.holdToken });
    expect((await release()).statusCode).toBe(200);
    // The freed slot goes to a new hold; releasing the first one again must not free that one.
    expect((await holdFrom(traveller, ip)).statusCode).toBe(201);
    // Leaving the checkout twice (reload, back button) is no error for the traveller: 200, nothing freed.
    expect((await release()).statusCode).toBe(200);
    const refused = await holdFrom(traveller, ip);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_HOLDS', message: expect.stringContaining('You already have 3 holds open') });
  });
});

describe("a traveller's open holds (decision 0096)", () => {
  const listOf = async (token: string, host = SUNRISE) => {
    const res = await t.call(host, { method: 'GET', url: '/api/bookings/holds', cookies: cookie(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { holdId: string; product: string; offerId: string; label: string; expiresAt: string; total: unknown }[];
  };
  const releaseById = (token: string, holdId: string, host = SUNRISE) => releaseHold(t, host, token, { holdId });

  it('are listed with until when; the 429 lists them; each releases by its id, only by its traveller; a declined booking ends its hold', async () => {
    clock += (t.config.HOLD_MINUTES * 60 + 31) * 1000;
    const ip = '198.51.100.150';
    const traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    expect(await listOf(traveller)).toEqual([]);
    const [a, b, c, d] = [rates[next++]!, rates[next++]!, rates[next++]!, rates[next++]!];
    const heldA = (await holdFrom(traveller, ip, a)).json().data;
    await holdFrom(traveller, ip, b);
    const open = await listOf(traveller);
    expect(open).toHaveLength(2);
    expect(open[0]).toMatchObject({ product: 'hotel', offerId: a.rateId, label: expect.stringMatching(/\S/), total: a.price.total });
    expect(Date.parse(open[0]!.expiresAt)).toBeGreaterThan(Date.now());

    await holdFrom(traveller, ip, c);
    const refused = await holdFrom(traveller, ip, d);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().holds.map((h: { offerId: string }) => h.offerId)).toEqual([a.rateId, b.rateId, c.rateId]);

    // Another traveller, or another agency, cannot see or release them.
    const restricted = await t.login(SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026');
    expect(await listOf(restricted)).toEqual([]);
    expect((await releaseById(restricted, open[1]!.holdId)).statusCode).toBe(404);
    const nordicOwner = await t.login(NORDIC, 'owner@nordlys.example', 'Owner#2026');
    expect((await releaseById(nordicOwner, open[1]!.holdId, NORDIC)).statusCode).toBe(404);
    expect(await listOf(traveller)).toHaveLength(3);

    // Released from the list: the slot is free again, and a second click says it is gone.
    expect((await releaseById(traveller, open[1]!.holdId)).statusCode).toBe(200);
    expect((await releaseById(traveller, open[1]!.holdId)).statusCode).toBe(404);
    expect((await listOf(traveller)).map((h) => h.offerId)).toEqual([a.rateId, c.rateId]);
    expect((await holdFrom(traveller, ip, d)).statusCode).toBe(201);

    // A declined card ends the hold it was booked with: no longer listed, its slot free.
    expect((await book(t, SUNRISE, traveller, heldA, { scenario: 'decline' })).statusCode).toBe(402);
    expect((await listOf(traveller)).map((h) => h.offerId)).toEqual([c.rateId, d.rateId]);
  });

  it('coming back to the same offer gives the traveller their own hold (not sold out, counted once); another total replaces it', async () => {
    clock += (t.config.HOLD_MINUTES * 60 + 31) * 1000;
    const traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    // The Junior Suite has one room a night: the last room.
    const { rate } = await suiteRate(t, SUNRISE);
    const first = await hold(t, SUNRISE, traveller, rate);
    expect(first.statusCode, first.body).toBe(201);
    const again = await hold(t, SUNRISE, traveller, rate);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.holdToken).toBe(first.json().data.holdToken);
    expect(await listOf(traveller)).toHaveLength(1);
    // Someone else still finds it sold out.
    const restricted = await t.login(SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026');
    expect((await hold(t, SUNRISE, restricted, rate)).json()).toMatchObject({ code: 'SOLD_OUT' });

    // A hold of the same offer at another total replaces the traveller's own: theirs is given back first.
    const other = { ...rate.price.total, amount: rate.price.total.amount + 100 };
    expect((await hold(t, SUNRISE, traveller, rate, other)).json()).toMatchObject({ code: 'PRICE_CHANGED' });
    expect(await listOf(traveller)).toEqual([]);
    expect((await hold(t, SUNRISE, restricted, rate)).statusCode).toBe(201);
  });
});
