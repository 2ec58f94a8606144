import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAV_PERMISSION_KEYS } from '@tripfront/domain';
const PERMISSION_REFUSED = 'Your access to this part of the back office is turned off. Ask the agency owner or an admin to turn it on.';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { book, cookie, hold, holdAndBook, steadyRate } from './booking-helpers.ts';

// Issue #13 (Medium 5): staff permissions (spec §6 navigation permissions) are enforced by the
// API, not only greyed out in the side navigation.

let t: TestApp;
let owner: string;
let traveller: string;
const agentIds = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
  const agents = await t.call(SUNRISE, { method: 'GET', url: '/api/agent/users', cookies: cookie(owner) });
  expect(agents.statusCode, agents.body).toBe(200);
  for (const a of agents.json().data as { id: string; email: string }[]) agentIds.set(a.email, a.id);
});
afterAll(() => t.close());

const as = (token: string) => ({ cookies: cookie(token) });
const setReads = async (email: string, read: boolean, keys: readonly string[] = NAV_PERMISSION_KEYS) => {
  const res = await t.call(SUNRISE, {
    method: 'PUT',
    url: `/api/agent/users/${agentIds.get(email)}/permissions`,
    ...as(owner),
    payload: { permissions: Object.fromEntries(keys.map((k) => [k, { read }])) },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const expectRefused = (res: { statusCode: number; json(): unknown; body: string }, what: string) => {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(403);
  expect(res.json(), what).toMatchObject({ message: PERMISSION_REFUSED });
};

describe('staff permissions on the booking and back-office API', () => {
  it("a restricted agent whose reads are all off cannot list, read or cancel a traveller's booking, nor book, nor use /api/agent/*", async () => {
    const rate = await steadyRate(t, SUNRISE);
    const booked = await holdAndBook(t, SUNRISE, traveller, rate);
    expect(booked.statusCode, booked.body).toBe(201);
    const reference = booked.json().data.reference as string;

    await setReads('restricted@sunrise-travel.example', false);
    const restricted = await t.login(SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026');
    expectRefused(await t.call(SUNRISE, { method: 'GET', url: '/api/bookings', ...as(restricted) }), 'list');
    expectRefused(await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${reference}`, ...as(restricted) }), 'read');
    expectRefused(await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${reference}/cancel`, ...as(restricted) }), 'cancel');
    expectRefused(
      await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${reference}/confirm-payment`, ...as(restricted), payload: { authentication: 'approve' } }),
      'confirm payment',
    );
    expectRefused(await hold(t, SUNRISE, restricted, rate), 'hold');
    const held = await hold(t, SUNRISE, traveller, rate);
    expectRefused(await book(t, SUNRISE, restricted, held.json().data), 'book');
    for (const [method, url] of [
      ['GET', '/api/agent/users'],
      ['PUT', `/api/agent/users/${agentIds.get('restricted@sunrise-travel.example')}/permissions`],
    ] as const) {
      const res = await t.call(SUNRISE, {
        method,
        url,
        ...as(restricted),
        ...(method === 'PUT' ? { payload: { permissions: { bookings: { read: true } } } } : {}),
      });
      expect(res.statusCode, url).toBe(403);
    }

    // The traveller's booking is untouched: still confirmed, still paid.
    const mine = await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${reference}`, ...as(traveller) });
    expect(mine.json().data).toMatchObject({ status: 'confirmed', payment: { status: 'captured' }, cancellation: { refundStatus: 'none' } });

    // Bookings on, everything else off: reading and cancelling others' bookings is allowed again, booking is not.
    await setReads('restricted@sunrise-travel.example', true, ['bookings']);
    expect((await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${reference}`, ...as(restricted) })).statusCode).toBe(200);
    expectRefused(await hold(t, SUNRISE, restricted, rate), 'hold without Book Now');

    // An agent with the permission (the demo sales agent, nothing switched off) still can.
    const sales = await t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026');
    expect((await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${reference}`, ...as(sales) })).statusCode).toBe(200);
    const cancelled = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${reference}/cancel`, ...as(sales) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancellation: { refundStatus: 'refunded' } });
  });

  it('an admin whose Agents permission is off gets 403 on /api/agent/*; the owner still gets the list', async () => {
    const admin = await t.login(SUNRISE, 'admin@sunrise-travel.example', 'Admin#2026');
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agent/users', ...as(admin) })).statusCode).toBe(200);
    await setReads('admin@sunrise-travel.example', false, ['agents']);
    expectRefused(await t.call(SUNRISE, { method: 'GET', url: '/api/agent/users', ...as(admin) }), 'agent list');
    expectRefused(
      await t.call(SUNRISE, {
        method: 'PUT',
        url: `/api/agent/users/${agentIds.get('admin@sunrise-travel.example')}/permissions`,
        ...as(admin),
        payload: { permissions: { agents: { read: true } } },
      }),
      'giving itself the permission back',
    );
    // Its own trips are unaffected: Bookings is still on.
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/bookings', ...as(admin) })).statusCode).toBe(200);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agent/users', ...as(owner) })).statusCode).toBe(200);
  });
});
