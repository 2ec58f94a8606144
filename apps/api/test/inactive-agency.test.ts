import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@tripfront/db';
import { AGENCY_INACTIVE } from '../src/plugins/agency-status.ts';
import { createTestApp, CLOSED, SUNRISE, type TestApp } from './helpers.ts';
import { book, cookie, guest, hold, payment, query, PARIS, stay, steadyRate } from './booking-helpers.ts';

// Issue #13 (Medium 4): an Inactive agency's site is blocked (spec §3), on the server too: nothing
// can be signed up for, held, booked, paid or cancelled through the API, whatever the browser does.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectBlocked = (res: { statusCode: number; json(): unknown }, what: string) => {
  expect(res.statusCode, what).toBe(403);
  expect(res.json(), what).toMatchObject({ message: AGENCY_INACTIVE });
};

const bookingRows = async () =>
  rowsOf<{ reference: string; status: string; payment_status: string }>(
    t.db.owner.execute(
      sql`select b.reference, b.status, b.payment_status from bookings b join agencies a on a.tenant_id = b.tenant_id where a.subdomain = 'sunrise' order by b.created_at`,
    ),
  );
const heldRooms = async () => rowsOf<{ status: string }>(t.db.owner.execute(sql`select status from sandbox_holds order by status`));

describe('an Inactive agency', () => {
  it('on the demo closed.localhost: the agency still answers (for the blocking modal); sign-up, login and booking steps get 403', async () => {
    const agency = await t.call(CLOSED, { method: 'GET', url: '/api/agency' });
    expect(agency.statusCode).toBe(200);
    expect(agency.json().data.status).toBe('Inactive');

    expectBlocked(
      await t.call(CLOSED, {
        method: 'POST',
        url: '/api/user/signup',
        payload: { firstName: 'Eve', lastName: 'Late', email: 'eve@example.com', password: 'a-long-Passw0rd!', redirect: '/' },
      }),
      'signup',
    );
    expectBlocked(
      await t.call(CLOSED, { method: 'POST', url: '/api/user/login', payload: { email: 'eve@example.com', password: 'a-long-Passw0rd!' } }),
      'login',
    );
    expectBlocked(await t.call(CLOSED, { method: 'POST', url: '/api/bookings/holds', payload: {} }), 'hold without a session');
    expectBlocked(await t.call(CLOSED, { method: 'POST', url: '/hotel-api/price-check', payload: { rateId: 'x', currency: 'USD' } }), 'price check');
    expectBlocked(await t.call(CLOSED, { method: 'GET', url: `/hotel-api/search?${query({ ...PARIS, ...stay(), occupancy: 2 })}` }), 'hotel search');
    expectBlocked(await t.call(CLOSED, { method: 'PUT', url: '/resort-api/itineraries?reference_number=R1&status=RELEASE' }), 'resort release');
    expectBlocked(
      await t.call(CLOSED, {
        method: 'GET',
        url: `/resort-api/properties/availability?subregion_id=101&checkin_date=${stay().checkin_date}&checkout_date=${stay().checkout_date}`,
      }),
      'resort availability',
    );
    // The blocked page still draws behind its modal: deals and auto-suggest answer.
    expect((await t.call(CLOSED, { method: 'POST', url: '/api/v2/hotel/auto-suggest', payload: { keyword: 'Par' } })).statusCode).not.toBe(403);
    expect((await t.call(CLOSED, { method: 'GET', url: '/api/agency/navigations' })).statusCode).not.toBe(403);
  });

  it('that was Active when the traveller started: holds, bookings, payment confirmation, cancellation and price checks get 403 and nothing is booked, paid or refunded', async () => {
    const traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const rate = await steadyRate(t, SUNRISE);
    const first = await hold(t, SUNRISE, traveller, rate);
    expect(first.statusCode, first.body).toBe(201);
    const confirmed = await book(t, SUNRISE, traveller, first.json().data);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const reference = confirmed.json().data.reference as string;
    const second = await hold(t, SUNRISE, traveller, rate);
    expect(second.statusCode, second.body).toBe(201);
    const before = await bookingRows();
    const holdsBefore = await heldRooms();

    await t.db.owner.execute(sql`update agencies set status = 'Inactive' where subdomain = 'sunrise'`);
    try {
      const as = { cookies: cookie(traveller) };
      expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency' })).json().data.status).toBe('Inactive');
      expectBlocked(await hold(t, SUNRISE, traveller, rate), 'hold');
      expectBlocked(await book(t, SUNRISE, traveller, second.json().data), 'book');
      expectBlocked(
        await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${reference}/confirm-payment`, ...as, payload: { authentication: 'approve' } }),
        'confirm payment',
      );
      expectBlocked(await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${reference}/cancel`, ...as }), 'cancel');
      expectBlocked(await t.call(SUNRISE, { method: 'GET', url: '/api/bookings', ...as }), 'list');
      expectBlocked(await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${reference}`, ...as }), 'read');
      expectBlocked(await t.call(SUNRISE, { method: 'POST', url: '/hotel-api/price-check', payload: { rateId: rate.rateId, currency: 'USD' } }), 'price check');
      expectBlocked(await t.call(SUNRISE, { method: 'GET', url: `/hotel-api/properties/sbx-h-1?${query({ ...stay(), occupancy: 2 })}` }), 'rates');
      expectBlocked(await t.call(SUNRISE, { method: 'PUT', url: '/api/user/profile', ...as, payload: { firstName: 'X', lastName: 'Y' } }), 'profile');
      expectBlocked(
        await t.call(SUNRISE, { method: 'POST', url: '/api/user/login', payload: { email: 'traveller@sunrise-travel.example', password: 'Traveller#2026' } }),
        'login',
      );
      expectBlocked(
        await t.call(SUNRISE, {
          method: 'POST',
          url: '/api/bookings',
          ...as,
          headers: { 'idempotency-key': 'k-1' },
          payload: { holdToken: 'x', guest, payment: payment(), expectedTotal: rate.price.total },
        }),
        'book again',
      );

      expect(await bookingRows()).toEqual(before);
      expect(before.find((b) => b.reference === reference)).toMatchObject({ status: 'confirmed', payment_status: 'captured' });
      expect(await heldRooms()).toEqual(holdsBefore);
      // Logging out is still possible: it only ends the caller's own session.
      expect((await t.call(SUNRISE, { method: 'POST', url: '/api/user/logout', ...as })).statusCode).toBeLessThan(300);
    } finally {
      await t.db.owner.execute(sql`update agencies set status = 'Active' where subdomain = 'sunrise'`);
    }
  });
});
