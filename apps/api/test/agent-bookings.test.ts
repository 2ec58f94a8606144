import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, findUserByEmail, insertBooking, type NewBooking } from '@tripfront/db';
import { SYSTEM_ACTORS } from '@tripfront/domain/audit';
import { agentBookingDetailsSchema, agentBookingsAnswerSchema, type AgentBookingRow } from '@tripfront/domain/agent-bookings';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';
import { cookie, details, holdAndBook, searchParis, steadyRate, storedBooking } from './booking-helpers.ts';

// The agency's bookings in the back-office (issue #16, decision 0036): /api/agent/bookings.

let t: TestApp;
let owner: string;
let sales: string;
let traveller: string;
let sunriseId: string;
let bookedRef: string;
let bookedTotal: number;
let nonRefundableRef: string;
const ids: Record<string, string> = {};

const get = (url: string, token?: string, host = SUNRISE) => t.call(host, { method: 'GET', url, ...(token ? { cookies: cookie(token) } : {}) });
const post = (url: string, token?: string, host = SUNRISE) => t.call(host, { method: 'POST', url, ...(token ? { cookies: cookie(token) } : {}) });
const list = async (query: string, token = owner) => {
  const res = await get(`/api/agent/bookings${query ? `?${query}` : ''}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return agentBookingsAnswerSchema.parse(res.json());
};
const refs = (rows: AgentBookingRow[]) => rows.map((r) => r.reference);

/** A stored booking written straight to the database: the list's filters need many kinds of them. */
function row(reference: string, over: Partial<NewBooking> = {}): NewBooking & { tenantId: string } {
  return storedBooking(sunriseId, ids.traveller!, { reference, location: 'Paris, FR', countryCode: 'FR', ...over });
}

beforeAll(async () => {
  t = await createTestApp();
  sunriseId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
  [owner, sales, traveller] = await Promise.all([
    t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026'),
    t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026'),
    t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'),
  ]);
  await t.db.withTenant(sunriseId, async (tx) => {
    for (const [key, email] of [
      ['traveller', 'traveller@sunrise-travel.example'],
      ['owner', 'owner@sunrise-travel.example'],
      ['sales', 'sales@sunrise-travel.example'],
      ['admin', 'admin@sunrise-travel.example'],
    ] as const) {
      ids[key] = (await findUserByEmail(tx, sunriseId, email))!.id;
    }
    const at = (iso: string) => new Date(iso);
    const rows = [
      row('TF-LIST0001', { createdAt: at('2026-01-05T10:00:00Z'), totalMinor: 30_000, checkin: '2027-05-01', checkout: '2027-05-03' }),
      row('TF-LIST0002', {
        createdAt: at('2026-02-10T10:00:00Z'),
        service: 'cars',
        title: 'Compact car',
        location: 'Lisbon, PT',
        countryCode: 'PT',
        totalMinor: 5_000,
        agentId: ids.sales!,
        userId: ids.admin!,
      }),
      row('TF-LIST0003', {
        createdAt: at('2026-03-15T10:00:00Z'),
        status: 'cancelled',
        refundStatus: 'refunded',
        refundMinor: 20_000,
        paymentStatus: 'refunded',
        totalMinor: 20_000,
        checkin: '2027-01-10',
        checkout: '2027-01-12',
      }),
      row('TF-LIST0004', {
        createdAt: at('2026-03-20T10:00:00Z'),
        service: 'activities',
        title: '=HYPERLINK("http://evil.example","Click")',
        location: 'Rome, "Centro", IT',
        countryCode: 'IT',
        totalMinor: 1_234,
        agentId: ids.owner!,
      }),
      row('TF-LIST0005', { createdAt: at('2026-04-01T10:00:00Z'), status: 'failed', paymentStatus: 'declined', title: 'Sea 50%_view' }),
    ];
    for (const r of rows) await insertBooking(tx, r, 'test', SYSTEM_ACTORS.operator);
  });

  // Real bookings through the pipeline: one refundable, one not.
  const rate = await steadyRate(t, SUNRISE);
  const booked = await holdAndBook(t, SUNRISE, traveller, rate);
  expect(booked.statusCode, booked.body).toBe(201);
  bookedRef = booked.json().data.reference;
  bookedTotal = booked.json().data.total.amount;
  const { data } = await searchParis(t, SUNRISE);
  const nonRefundable = (await details(t, SUNRISE, data.hotels[0]!.propertyId)).rooms[0]!.rates.find((r) => !r.cancellationPolicy.refundable)!;
  const second = await holdAndBook(t, SUNRISE, traveller, nonRefundable);
  expect(second.statusCode, second.body).toBe(201);
  nonRefundableRef = second.json().data.reference;
});
afterAll(() => t.close());

describe('who may read the agency bookings', () => {
  it('refuses visitors (401), travellers (403) and a SalesAgent without the Bookings permission (403) on every endpoint', async () => {
    const urls: [string, string][] = [
      ['GET', '/api/agent/bookings'],
      ['GET', '/api/agent/bookings/export.csv'],
      ['GET', '/api/agent/bookings/agents'],
      ['GET', `/api/agent/bookings/${bookedRef}`],
      ['POST', `/api/agent/bookings/${bookedRef}/cancel`],
    ];
    for (const [method, url] of urls) {
      expect((await t.call(SUNRISE, { method: method as 'GET', url })).statusCode, `${method} ${url} visitor`).toBe(401);
      expect((await t.call(SUNRISE, { method: method as 'GET', url, cookies: cookie(traveller) })).statusCode, `${method} ${url} traveller`).toBe(403);
    }
    expect((await get('/api/agent/bookings', sales)).statusCode).toBe(200);
    const off = await t.call(SUNRISE, {
      method: 'PUT',
      url: `/api/agent/users/${ids.sales}/permissions`,
      cookies: cookie(owner),
      payload: { permissions: { bookings: { read: false } } },
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      for (const [method, url] of urls) {
        const res = await t.call(SUNRISE, { method: method as 'GET', url, cookies: cookie(sales) });
        expect(res.statusCode, `${method} ${url} sales without Bookings`).toBe(403);
        expect(res.json().message).toMatch(/turned off/);
      }
    } finally {
      await t.call(SUNRISE, {
        method: 'PUT',
        url: `/api/agent/users/${ids.sales}/permissions`,
        cookies: cookie(owner),
        payload: { permissions: { bookings: { read: true } } },
      });
    }
    // Still confirmed: the refused cancels did nothing.
    expect((await get(`/api/agent/bookings/${bookedRef}`, owner)).json().data.booking.status).toBe('confirmed');
  });

  it("shows another agency's host none of this agency's bookings", async () => {
    const nordicOwner = await t.login(NORDIC, 'owner@nordlys.example', 'Owner#2026');
    const nordic = await get('/api/agent/bookings', nordicOwner, NORDIC);
    expect(nordic.statusCode).toBe(200);
    expect(nordic.json()).toMatchObject({ data: [], total: 0 });
    const csv = await get('/api/agent/bookings/export.csv', nordicOwner, NORDIC);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('TF-');
    expect((await get(`/api/agent/bookings/${bookedRef}`, nordicOwner, NORDIC)).statusCode).toBe(404);
    const cancel = await post(`/api/agent/bookings/${bookedRef}/cancel`, nordicOwner, NORDIC);
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json()).toMatchObject({ field: 'reference' });
    expect((await get(`/api/agent/bookings?q=${bookedRef}`, nordicOwner, NORDIC)).json().data).toEqual([]);
    // The Sunrise session means nothing on the other host.
    expect((await get('/api/agent/bookings', owner, NORDIC)).statusCode).toBe(401);
  });
});

describe('the list', () => {
  it('lists every booking of the agency, newest first, any product and status, with traveller and agent', async () => {
    const all = await list('');
    expect(all).toMatchObject({ page: 1, pageSize: 25, total: 7, totalCapped: false });
    expect(refs(all.data).slice(2)).toEqual(['TF-LIST0005', 'TF-LIST0004', 'TF-LIST0003', 'TF-LIST0002', 'TF-LIST0001']);
    expect(new Set(refs(all.data).slice(0, 2))).toEqual(new Set([bookedRef, nonRefundableRef]));
    const car = all.data.find((r) => r.reference === 'TF-LIST0002')!;
    expect(car).toMatchObject({
      product: 'car',
      service: 'cars',
      title: 'Compact car',
      location: 'Lisbon, PT',
      countryCode: 'PT',
      total: { amount: 5_000, currency: 'USD' },
      createdAt: '2026-02-10T10:00:00.000Z',
      traveller: { id: ids.admin, email: 'admin@sunrise-travel.example' },
      agent: { id: ids.sales, email: 'sales@sunrise-travel.example' },
    });
    expect(all.data.find((r) => r.reference === 'TF-LIST0001')!.agent).toBeNull();
    expect(all.data.find((r) => r.reference === 'TF-LIST0003')).toMatchObject({ status: 'cancelled', refundStatus: 'refunded', refund: { amount: 20_000 } });
  });

  it('searches the reference, the traveller name or email and the destination, ignoring case', async () => {
    expect(refs((await list('q=tf-list0003')).data)).toEqual(['TF-LIST0003']);
    expect(refs((await list(`q=${bookedRef.toLowerCase()}`)).data)).toEqual([bookedRef]);
    expect(refs((await list('q=lisbon')).data)).toEqual(['TF-LIST0002']);
    expect(refs((await list('q=compact')).data)).toEqual(['TF-LIST0002']);
    // The admin's bookings by their email, part of it, and by full name.
    expect(refs((await list('q=ADMIN@sunrise')).data)).toEqual(['TF-LIST0002']);
    const adminName = (await list('q=admin@sunrise')).data[0]!.traveller.name;
    expect(refs((await list(`q=${encodeURIComponent(adminName)}`)).data)).toEqual(['TF-LIST0002']);
    // LIKE's own characters are searched as text.
    expect(refs((await list('q=50%25_')).data)).toEqual(['TF-LIST0005']);
    expect((await list('q=%25')).data.map((r) => r.reference)).toEqual(['TF-LIST0005']);
    expect((await list('q=nowhere-at-all')).total).toBe(0);
  });

  it('filters by product, status, booking dates and agent, together', async () => {
    expect(refs((await list('product=car')).data)).toEqual(['TF-LIST0002']);
    expect(refs((await list('product=activity')).data)).toEqual(['TF-LIST0004']);
    expect(refs((await list('status=cancelled')).data)).toEqual(['TF-LIST0003']);
    expect(refs((await list('status=failed')).data)).toEqual(['TF-LIST0005']);
    expect(refs((await list('from=2026-02-10&to=2026-03-20')).data)).toEqual(['TF-LIST0004', 'TF-LIST0003', 'TF-LIST0002']);
    expect(refs((await list('to=2026-01-05')).data)).toEqual(['TF-LIST0001']);
    expect(refs((await list(`agentId=${ids.sales}`)).data)).toEqual(['TF-LIST0002']);
    expect(refs((await list(`agentId=${ids.owner}&product=activity&status=confirmed`)).data)).toEqual(['TF-LIST0004']);
    // An empty parameter, as a form sends it, is no filter.
    expect((await list('q=&product=&status=&from=&to=&agentId=')).total).toBe(7);
  });

  it('sorts by each column both ways, and pages on the server', async () => {
    const mine = 'q=tf-list';
    expect(refs((await list(`${mine}&sort=total&order=asc`)).data)).toEqual(['TF-LIST0004', 'TF-LIST0002', 'TF-LIST0005', 'TF-LIST0003', 'TF-LIST0001']);
    expect(refs((await list(`${mine}&sort=total&order=desc`)).data)).toEqual(['TF-LIST0001', 'TF-LIST0003', 'TF-LIST0005', 'TF-LIST0002', 'TF-LIST0004']);
    expect(refs((await list(`${mine}&sort=reference&order=asc`)).data)).toEqual(['TF-LIST0001', 'TF-LIST0002', 'TF-LIST0003', 'TF-LIST0004', 'TF-LIST0005']);
    expect(refs((await list(`${mine}&sort=startDate&order=asc`)).data)[0]).toBe('TF-LIST0003');
    expect(refs((await list(`${mine}&sort=startDate&order=desc`)).data)[0]).toBe('TF-LIST0001');
    expect((await list(`${mine}&sort=status&order=asc`)).data.map((r) => r.status)).toEqual(['cancelled', 'confirmed', 'confirmed', 'confirmed', 'failed']);
    expect(refs((await list(`${mine}&sort=createdAt&order=asc`)).data)).toEqual(['TF-LIST0001', 'TF-LIST0002', 'TF-LIST0003', 'TF-LIST0004', 'TF-LIST0005']);

    const p1 = await list(`${mine}&sort=reference&order=asc&pageSize=2`);
    const p2 = await list(`${mine}&sort=reference&order=asc&pageSize=2&page=2`);
    const p3 = await list(`${mine}&sort=reference&order=asc&pageSize=2&page=3`);
    expect([p1, p2, p3].map((p) => [p.page, p.pageSize, p.total])).toEqual([
      [1, 2, 5],
      [2, 2, 5],
      [3, 2, 5],
    ]);
    expect([...refs(p1.data), ...refs(p2.data), ...refs(p3.data)]).toEqual(['TF-LIST0001', 'TF-LIST0002', 'TF-LIST0003', 'TF-LIST0004', 'TF-LIST0005']);
    const beyond = await list(`${mine}&pageSize=2&page=9`);
    expect(beyond).toMatchObject({ data: [], total: 5 });
  });

  it('refuses bad input with a 400 naming the field, never a 5xx', async () => {
    const cases: [string, string][] = [
      ['product=boat', 'product'],
      ['status=lost', 'status'],
      ['sort=price', 'sort'],
      ['order=up', 'order'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['from=2026-02-30', 'from'],
      ['from=yesterday', 'from'],
      ['to=2026-01-01&from=2026-02-01', 'to'],
      ['agentId=not-a-uuid', 'agentId'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['page=1000&pageSize=100', 'page'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/api/agent/bookings?${query}`, owner);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
      expect(res.json().message, query).toMatch(new RegExp(`^${field}: `));
    }
    const csv = await get('/api/agent/bookings/export.csv?status=lost', owner);
    expect(csv.statusCode).toBe(400);
    expect(csv.json().field).toBe('status');
    expect((await get(`/api/agent/bookings/${'X'.repeat(41)}`, owner)).statusCode).toBe(400);
    expect((await get('/api/agent/bookings/TF-NOPE0000', owner)).statusCode).toBe(404);
    const odd = (await get('/api/agent/bookings/%00%27--', owner)).statusCode;
    expect(odd >= 400 && odd < 500, String(odd)).toBe(true);
  });

  it("offers the agency's agents for the agent filter", async () => {
    const res = await get('/api/agent/bookings/agents', sales);
    expect(res.statusCode).toBe(200);
    const emails = (res.json().data as { email: string }[]).map((a) => a.email);
    expect(emails).toEqual(expect.arrayContaining(['owner@sunrise-travel.example', 'sales@sunrise-travel.example']));
    expect(emails).not.toContain('traveller@sunrise-travel.example');
  });
});

describe('the CSV export', () => {
  it('exports the filtered list as RFC 4180 CSV with a dated file name, money as decimals, formula cells defused', async () => {
    const res = await get('/api/agent/bookings/export.csv?q=tf-list&sort=reference&order=asc', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="bookings-${new Date().toISOString().slice(0, 10)}.csv"`);
    const text = res.body.replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Reference,Booked at (UTC),Status,Product,Title,Location,Country,Start date,End date,Traveller,Traveller email,Agent,Agent email,Total,Currency,Payment status,Refund status,Refund',
    );
    expect(lines.slice(1, -1).map((l) => l.split(',')[0])).toEqual(['TF-LIST0001', 'TF-LIST0002', 'TF-LIST0003', 'TF-LIST0004', 'TF-LIST0005']);
    expect(lines[1]).toMatch(
      /^TF-LIST0001,2026-01-05T10:00:00.000Z,confirmed,hotel,Hotel Lumière,"Paris, FR",FR,2027-05-01,2027-05-03,.*,300.00,USD,captured,none,$/,
    );
    expect(lines[3]).toMatch(/,200.00,USD,refunded,refunded,200.00$/);
    // The formula is text, its quotes doubled; the location's comma and quotes are quoted.
    expect(lines[4]).toContain(',confirmed,activity,');
    expect(lines[4]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")","Rome, ""Centro"", IT",IT,`);
    expect(lines[4]).toContain(',12.34,USD,');

    const cars = await get('/api/agent/bookings/export.csv?product=car', owner);
    expect(
      cars.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(1, -1),
    ).toHaveLength(1);
    expect(cars.body).toContain('TF-LIST0002');
  });

  it('is documented as text/csv with the filters as query parameters', async () => {
    const doc = (await get('/api/docs/json')).json() as {
      paths: Record<string, { get: { responses: Record<string, { content?: Record<string, unknown> }>; parameters?: { name: string }[] } }>;
    };
    const op = doc.paths['/api/agent/bookings/export.csv']!.get;
    expect(Object.keys(op.responses['200']!.content ?? {})).toEqual(['text/csv']);
    expect(op.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'product', 'status', 'from', 'to', 'agentId', 'sort', 'order']));
  });

  it('exports every matching row, past one batch', async () => {
    await t.db.withTenant(sunriseId, async (tx) => {
      for (let i = 0; i < 520; i++) {
        await insertBooking(
          tx,
          row(`TF-BULK${String(i).padStart(4, '0')}`, { createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)), title: 'Bulk hotel' }),
          'test',
          SYSTEM_ACTORS.operator,
        );
      }
    });
    const res = await get('/api/agent/bookings/export.csv?q=tf-bulk&sort=createdAt&order=asc', owner);
    const records = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1, -1);
    expect(records).toHaveLength(520);
    expect(new Set(records.map((l) => l.split(',')[0])).size).toBe(520);
    expect(records[0]!.startsWith('TF-BULK0000,')).toBe(true);
    expect(records.at(-1)!.startsWith('TF-BULK0519,')).toBe(true);
    const byTotal = await get('/api/agent/bookings/export.csv?q=tf-bulk&sort=total&order=desc', owner);
    expect(
      new Set(
        byTotal.body
          .split('\r\n')
          .slice(1, -1)
          .map((l) => l.split(',')[0]),
      ).size,
    ).toBe(520);
    const page = await list('q=tf-bulk&pageSize=100&page=6');
    expect(page).toMatchObject({ total: 520, totalCapped: false });
    expect(page.data).toHaveLength(20);
  });
});

describe('a booking and cancelling it on behalf of the traveller', () => {
  it('shows the booking with its history, payment, traveller and the agent prices for agents who see them', async () => {
    const res = await get(`/api/agent/bookings/${bookedRef}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const d = agentBookingDetailsSchema.parse(res.json().data);
    expect(d.booking).toMatchObject({ reference: bookedRef, status: 'confirmed', product: 'hotel' });
    expect(d.booking.history.map((h) => h.status)).toContain('confirmed');
    expect(d.traveller).toEqual({ id: ids.traveller, name: expect.any(String), email: 'traveller@sunrise-travel.example' });
    expect(d.agent).toBeNull();
    expect(d.payments).toEqual([
      {
        gateway: 'sandbox',
        reference: expect.any(String),
        status: 'captured',
        brand: 'visa',
        last4: '4242',
        amount: { amount: bookedTotal, currency: 'USD' },
        refundStatus: 'none',
        refund: null,
        dispute: null,
      },
    ]);
    expect(d.booking.price.wholesale).toBeDefined();
    expect(d.booking.price.markup).toBeDefined();
    // A restricted agent does not see Wholesale Rate and Agency Markup (spec §5, §6).
    const restricted = await t.login(SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026');
    const seen = (await get(`/api/agent/bookings/${bookedRef}`, restricted)).json().data.booking.price;
    expect(seen.wholesale).toBeUndefined();
    expect(seen.markup).toBeUndefined();
  });

  it('cancels under the policy with a full refund, says who cancelled, and My Trips shows it cancelled', async () => {
    const res = await post(`/api/agent/bookings/${bookedRef}/cancel`, sales);
    expect(res.statusCode, res.body).toBe(200);
    const d = agentBookingDetailsSchema.parse(res.json().data);
    expect(d.booking).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refunded' },
      cancellation: { refundStatus: 'refunded', refund: { amount: bookedTotal, currency: 'USD' } },
    });
    expect(d.payments[0]).toMatchObject({ status: 'refunded', refundStatus: 'refunded', refund: { amount: bookedTotal } });
    expect(d.booking.history.at(-1)!.note).toMatch(
      /^Cancelled by SalesAgent sales@sunrise-travel\.example on behalf of the traveller; refund of \$[\d,.]+ issued$/,
    );

    const trips = await get('/api/bookings', traveller);
    expect(trips.json().data.find((b: { reference: string }) => b.reference === bookedRef)).toMatchObject({ status: 'cancelled' });
    const mine = await get(`/api/bookings/${bookedRef}`, traveller);
    expect(mine.json().data).toMatchObject({ status: 'cancelled', cancellation: { refundStatus: 'refunded' } });
    // Twice is the cancelled booking again, not a second refund.
    const again = await post(`/api/agent/bookings/${bookedRef}/cancel`, owner);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.booking.history.filter((h: { status: string }) => h.status === 'cancelled')).toHaveLength(1);
    expect((await list(`q=${bookedRef}`)).data[0]).toMatchObject({ status: 'cancelled', refundStatus: 'refunded', refund: { amount: bookedTotal } });
  });

  it('cancels a non-refundable booking without a refund, and refuses bookings that are not confirmed', async () => {
    const res = await post(`/api/agent/bookings/${nonRefundableRef}/cancel`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.booking).toMatchObject({ status: 'cancelled', cancellation: { refundStatus: 'not_refundable', refund: { amount: 0 } } });
    expect(res.json().data.booking.history.at(-1).note).toMatch(/on behalf of the traveller; no refund under the rate policy$/);
    const failed = await post('/api/agent/bookings/TF-LIST0005/cancel', owner);
    expect(failed.statusCode).toBe(409);
    expect(failed.json()).toMatchObject({ code: 'NOT_CANCELLABLE' });
  });
});
