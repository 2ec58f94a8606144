import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { findTenantIdByHost, findUserByEmail, insertBooking, schema, updateBooking, type NewBooking } from '@tripfront/db';
import { SYSTEM_ACTORS } from '@tripfront/domain/audit';
import { agencyReceiptsAnswerSchema, receiptListAnswerSchema, type Receipt } from '@tripfront/domain/receipts';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';
import { cookie, holdAndBook, stay, steadyRate, storedBooking } from './booking-helpers.ts';

// Receipts (decision 0087): every paid booking and every refund gets one, numbered per agency
// without gaps, whatever path paid or refunded it; the traveller reads theirs, the agency lists and
// exports all of them.

let t: TestApp;
let sunriseId: string;
let nordicId: string;
let owner: string;
let sales: string;
let traveller: string;
let nordicOwner: string;
let travellerId: string;
let nordicTravellerId: string;

const get = (url: string, token: string, host = SUNRISE) => t.call(host, { method: 'GET', url, cookies: cookie(token) });
const post = (url: string, token: string, host = SUNRISE) => t.call(host, { method: 'POST', url, cookies: cookie(token) });

const receiptsOf = async (reference: string, token = traveller): Promise<Receipt[]> => {
  const res = await get(`/api/bookings/${reference}/receipts`, token);
  expect(res.statusCode, res.body).toBe(200);
  return receiptListAnswerSchema.parse(res.json()).data;
};

const agencyList = async (query = '', token = owner, host = SUNRISE) => {
  const res = await get(`/api/agent/receipts${query ? `?${query}` : ''}`, token, host);
  expect(res.statusCode, res.body).toBe(200);
  return agencyReceiptsAnswerSchema.parse(res.json());
};

const insertPaid = (tenantId: string, userId: string, over: Partial<NewBooking> = {}) =>
  t.db.withTenant(tenantId, (tx) => insertBooking(tx, storedBooking(tenantId, userId, over), 'test', SYSTEM_ACTORS.operator));

const numbersOf = async (tenantId: string): Promise<number[]> =>
  (await t.db.withTenant(tenantId, (tx) => tx.select({ n: schema.receipts.number }).from(schema.receipts).orderBy(schema.receipts.number))).map((r) => r.n);

beforeAll(async () => {
  t = await createTestApp();
  sunriseId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
  nordicId = (await findTenantIdByHost(t.db, 'nordic.localhost'))!;
  [owner, sales, traveller, nordicOwner] = await Promise.all([
    t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026'),
    t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026'),
    t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'),
    t.login(NORDIC, 'owner@nordlys.example', 'Owner#2026'),
  ]);
  travellerId = (await t.db.withTenant(sunriseId, (tx) => findUserByEmail(tx, sunriseId, 'traveller@sunrise-travel.example')))!.id;
  nordicTravellerId = (await t.db.withTenant(nordicId, (tx) => findUserByEmail(tx, nordicId, 'traveller@nordlys.example')))!.id;
});
afterAll(() => t.close());

describe('a booking paid and refunded through the booking pipeline', () => {
  let reference: string;
  let total: number;

  it('a paid booking has one payment receipt: the agency as seller, the traveller as buyer, the supplier’s taxes', async () => {
    const booked = await holdAndBook(t, SUNRISE, traveller, await steadyRate(t, SUNRISE));
    expect(booked.statusCode, booked.body).toBe(201);
    reference = booked.json().data.reference;
    total = booked.json().data.total.amount;
    const details = (await get(`/api/bookings/${reference}`, traveller)).json().data;
    expect(details.payment.status).toBe('captured');

    const receipts = await receiptsOf(reference);
    expect(receipts).toHaveLength(1);
    const [r] = receipts;
    expect(r).toMatchObject({
      kind: 'payment',
      bookingReference: reference,
      amount: { amount: total, currency: details.total.currency },
      seller: { name: 'Sunrise Travel', email: 'hello@sunrise-travel.example' },
      buyer: { email: 'traveller@sunrise-travel.example' },
    });
    expect(r!.label).toBe(`SUNRISE-${String(r!.number).padStart(6, '0')}`);
    expect(r!.seller.address[0]).toBe('500 Market Street');
    const taxes = details.price.taxesAndFees.amount as number;
    expect(taxes).toBeGreaterThan(0);
    expect(r!.taxes).toEqual([{ name: 'Taxes and fees', amount: { amount: taxes, currency: details.total.currency } }]);
  });

  it('a cancellation with a refund adds one refund receipt; cancelling again adds nothing', async () => {
    const cancelled = await post(`/api/bookings/${reference}/cancel`, traveller);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.cancellation.refundStatus).toBe('refunded');
    const receipts = await receiptsOf(reference);
    expect(receipts.map((r) => [r.kind, r.amount.amount])).toEqual([
      ['payment', total],
      ['refund', total],
    ]);
    expect(receipts[1]!.number).toBe(receipts[0]!.number + 1);

    expect((await post(`/api/bookings/${reference}/cancel`, traveller)).statusCode).toBe(200);
    expect(await receiptsOf(reference)).toHaveLength(2);
  });

  it('a booking paid after 3-D Secure gets its receipt on the return; a declined authentication gets none', async () => {
    const rate = await steadyRate(t, SUNRISE, stay(60));
    const pending = await holdAndBook(t, SUNRISE, traveller, rate, 'authenticate');
    expect(pending.statusCode, pending.body).toBe(202);
    const ref = pending.json().data.reference as string;
    expect(await receiptsOf(ref)).toEqual([]);
    const confirm = (r: string, authentication: string) =>
      t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${r}/confirm-payment`, cookies: cookie(traveller), payload: { authentication } });
    expect((await confirm(ref, 'approved')).statusCode).toBe(201);
    expect((await confirm(ref, 'approved')).statusCode).toBe(200);
    expect((await receiptsOf(ref)).map((r) => r.kind)).toEqual(['payment']);

    const declined = await holdAndBook(t, SUNRISE, traveller, rate, 'authenticate');
    const declinedRef = declined.json().data.reference as string;
    expect((await confirm(declinedRef, 'declined')).statusCode).toBe(402);
    expect(await receiptsOf(declinedRef)).toEqual([]);
  });

  it('another agency’s traveller is not shown the receipts (404); the agency’s owner is', async () => {
    const nordicTraveller = await t.login(NORDIC, 'traveller@nordlys.example', 'Traveller#2026');
    expect((await get(`/api/bookings/${reference}/receipts`, nordicTraveller, NORDIC)).statusCode).toBe(404);
    const staff = await receiptsOf(reference, owner);
    expect(staff).toHaveLength(2);
  });
});

describe('numbering', () => {
  it('each agency counts its own receipts from 1, without gaps', async () => {
    const before = await numbersOf(sunriseId);
    await insertPaid(nordicId, nordicTravellerId);
    await insertPaid(sunriseId, travellerId);
    await insertPaid(nordicId, nordicTravellerId);
    expect(await numbersOf(nordicId)).toEqual([1, 2]);
    const after = await numbersOf(sunriseId);
    expect(after).toEqual([...before, before.length + 1]);
    expect(after).toEqual(after.map((_, i) => i + 1));
  });

  it('receipts issued at the same time get distinct, consecutive numbers', async () => {
    const before = (await numbersOf(sunriseId)).length;
    await Promise.all(Array.from({ length: 6 }, () => insertPaid(sunriseId, travellerId)));
    const after = await numbersOf(sunriseId);
    expect(after).toEqual(Array.from({ length: before + 6 }, (_, i) => i + 1));
  });

  it('a change that rolls back leaves no receipt and no gap', async () => {
    const before = (await numbersOf(sunriseId)).length;
    const failed = t.db.withTenant(sunriseId, async (tx) => {
      await insertBooking(tx, storedBooking(sunriseId, travellerId), 'test', SYSTEM_ACTORS.operator);
      throw new Error('rolled back');
    });
    await expect(failed).rejects.toThrow('rolled back');
    expect(await numbersOf(sunriseId)).toHaveLength(before);
    await insertPaid(sunriseId, travellerId);
    expect(await numbersOf(sunriseId)).toEqual(Array.from({ length: before + 1 }, (_, i) => i + 1));
  });
});

describe('what issues a receipt', () => {
  const count = async (bookingId: string) =>
    (await t.db.withTenant(sunriseId, (tx) => tx.select().from(schema.receipts).where(eq(schema.receipts.bookingId, bookingId)))).length;

  it('nothing before the payment is captured; one when it is, and replaying the change issues nothing new', async () => {
    const row = await insertPaid(sunriseId, travellerId, { paymentStatus: 'authorized', paymentReference: `pi_${randomUUID()}` });
    expect(await count(row.id)).toBe(0);
    const capture = () =>
      t.db.withTenant(sunriseId, (tx) =>
        updateBooking(tx, sunriseId, row.id, ['confirmed'], { paymentStatus: 'captured' }, 'Payment captured', SYSTEM_ACTORS.operator),
      );
    await capture();
    await capture();
    expect(await count(row.id)).toBe(1);
  });

  it('a booking paid with wallet credits alone gets a payment receipt for its total; a voided authorisation gets none', async () => {
    const credits = await insertPaid(sunriseId, travellerId, { paymentGateway: 'credits', creditsMinor: 10_000, paymentStatus: 'authorized' });
    await t.db.withTenant(sunriseId, (tx) =>
      updateBooking(tx, sunriseId, credits.id, ['confirmed'], { paymentStatus: 'captured' }, '', SYSTEM_ACTORS.operator),
    );
    const [receipt] = await receiptsOf(credits.reference);
    expect(receipt).toMatchObject({ kind: 'payment', amount: { amount: 10_000, currency: 'USD' } });

    const voided = await insertPaid(sunriseId, travellerId, { paymentStatus: 'authorized', paymentReference: `pi_${randomUUID()}` });
    await t.db.withTenant(sunriseId, (tx) =>
      updateBooking(
        tx,
        sunriseId,
        voided.id,
        ['confirmed'],
        { status: 'cancelled', paymentStatus: 'voided', refundStatus: 'refunded', refundMinor: 10_000 },
        'Cancelled',
        SYSTEM_ACTORS.operator,
      ),
    );
    expect(await count(voided.id)).toBe(0);
  });

  it('a refund recorded in two steps gives two refund receipts that add up to it; a failed refund gives none until it goes through', async () => {
    const row = await insertPaid(sunriseId, travellerId);
    const refund = (patch: Partial<NewBooking>) =>
      t.db.withTenant(sunriseId, (tx) => updateBooking(tx, sunriseId, row.id, ['confirmed', 'cancelled'], patch, '', SYSTEM_ACTORS.operator));
    await refund({ status: 'cancelled', refundStatus: 'failed', refundMinor: 10_000 });
    expect(await count(row.id)).toBe(1);
    await refund({ refundStatus: 'refunded', refundMinor: 4_000, paymentStatus: 'refunded' });
    await refund({ refundStatus: 'refunded', refundMinor: 10_000 });
    await refund({ refundStatus: 'refunded', refundMinor: 10_000 });
    const receipts = await receiptsOf(row.reference);
    expect(receipts.map((r) => [r.kind, r.amount.amount])).toEqual([
      ['payment', 10_000],
      ['refund', 4_000],
      ['refund', 6_000],
    ]);
  });

  it('the receipt keeps the buyer and the seller as they were when it was issued', async () => {
    const row = await insertPaid(sunriseId, travellerId);
    const [before] = await receiptsOf(row.reference);
    await t.db.withTenant(sunriseId, (tx) => tx.update(schema.users).set({ firstName: 'Renamed' }).where(eq(schema.users.id, travellerId)));
    const [after] = await receiptsOf(row.reference);
    expect(after!.buyer).toEqual(before!.buyer);
    expect(after!.buyer.name).not.toContain('Renamed');
  });
});

describe('the agency’s legal details', () => {
  const LEGAL = { name: 'Sunrise Travel Ltd', registrationNumber: '01234567', taxNumber: 'GB123456789' };

  it('a receipt issued after they are set carries them; one issued before keeps what it had', async () => {
    const before = await insertPaid(sunriseId, travellerId);
    const [old] = await receiptsOf(before.reference);
    expect(old!.seller).not.toHaveProperty('legalName');

    const settings = await get('/api/agency/settings', owner);
    const res = await t.call(SUNRISE, {
      method: 'PUT',
      url: '/api/agency/settings/payment',
      cookies: cookie(owner),
      payload: { version: settings.json().data.version, settings: { currentGateway: 'sandbox', legal: LEGAL } },
    });
    expect(res.statusCode, res.body).toBe(200);

    const after = await insertPaid(sunriseId, travellerId);
    const [fresh] = await receiptsOf(after.reference);
    expect(fresh!.seller).toMatchObject({
      name: 'Sunrise Travel',
      legalName: LEGAL.name,
      registrationNumber: LEGAL.registrationNumber,
      taxNumber: LEGAL.taxNumber,
    });
    expect(await receiptsOf(before.reference)).toEqual([old]);
    const listed = (await agencyList(`reference=${after.reference}`)).data[0]!;
    expect(listed.seller).toMatchObject({ legalName: LEGAL.name, taxNumber: LEGAL.taxNumber });
  });
});

describe('the agency’s receipts', () => {
  it('the owner lists them newest first, filtered by kind and booking, and pages', async () => {
    const all = await agencyList('pageSize=100');
    expect(all.total).toBe(all.data.length);
    expect(all.data.map((r) => r.number)).toEqual([...all.data.map((r) => r.number)].sort((a, b) => b - a));
    const refunds = await agencyList('kind=refund&pageSize=100');
    expect(refunds.data.length).toBeGreaterThan(0);
    expect(refunds.data.every((r) => r.kind === 'refund')).toBe(true);
    const one = all.data.find((r) => r.kind === 'refund')!;
    const byBooking = await agencyList(`reference=${one.bookingReference.toLowerCase()}`);
    expect(byBooking.data.every((r) => r.bookingReference === one.bookingReference)).toBe(true);
    const page2 = await agencyList('pageSize=20&page=2');
    expect(page2.data[0]?.number).toBe(all.data[20]?.number);
    expect((await agencyList('from=2000-01-01&to=2000-01-31')).data).toEqual([]);
  });

  it('another agency’s owner sees only their own agency’s receipts', async () => {
    const nordic = await agencyList('pageSize=100', nordicOwner, NORDIC);
    expect(nordic.data.map((r) => r.seller.name)).toEqual(nordic.data.map(() => 'Nordlys Reiser'));
    expect(nordic.total).toBe(2);
  });

  it('a visitor and another agency’s session get no receipt of this agency', async () => {
    const nordicOwner = await t.login(NORDIC, 'owner@nordlys.example', 'Owner#2026');
    const reference = (await agencyList()).data[0]!.bookingReference;
    for (const url of [`/api/bookings/${reference}/receipts`, '/api/agent/receipts', '/api/agent/receipts/export.csv']) {
      expect((await t.call(SUNRISE, { method: 'GET', url })).statusCode, url).toBe(401);
      const foreign = await get(url, nordicOwner);
      expect(foreign.statusCode, url).toBe(401);
      expect(foreign.body).not.toContain('SUNRISE-');
    }
  });

  it('a traveller gets 403; an agent whose Bookings permission is off gets 403; a bad filter is a 400 naming it', async () => {
    expect((await get('/api/agent/receipts', traveller)).statusCode).toBe(403);
    expect((await get('/api/agent/receipts/export.csv', traveller)).statusCode).toBe(403);
    expect((await get('/api/agent/receipts', sales)).statusCode).toBe(200);
    const salesId = (await t.db.withTenant(sunriseId, (tx) => findUserByEmail(tx, sunriseId, 'sales@sunrise-travel.example')))!.id;
    const off = await t.call(SUNRISE, {
      method: 'PUT',
      url: `/api/agent/users/${salesId}/permissions`,
      cookies: cookie(owner),
      payload: { permissions: { bookings: { read: false } } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get('/api/agent/receipts', sales)).statusCode).toBe(403);
    expect((await get('/api/agent/receipts/export.csv', sales)).statusCode).toBe(403);
    const bad = await get('/api/agent/receipts?kind=invoice', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'kind' });
  });

  it('exports CSV: one row per receipt in number order, decimal amounts, the kind saying which way, formulas disarmed', async () => {
    await t.db.withTenant(sunriseId, (tx) =>
      tx.update(schema.users).set({ firstName: '=HYPERLINK("http://evil.example")' }).where(eq(schema.users.id, travellerId)),
    );
    const row = await insertPaid(sunriseId, travellerId, { totalMinor: 12_345 });
    const res = await get('/api/agent/receipts/export.csv', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'Receipt,Number,Kind,Issued at (UTC),Booking,Amount,Currency,Taxes,Buyer,Buyer email,Seller,Seller address,Seller legal name,Seller tax number',
    );
    const total = (await agencyList('pageSize=20')).total;
    expect(lines).toHaveLength(total + 1);
    const numbers = lines.slice(1).map((l) => Number(l.split(',')[1]));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const mine = lines.find((l) => l.includes(row.reference))!;
    expect(mine).toContain(',payment,');
    expect(mine).toContain(',123.45,USD,');
    expect(mine).toContain(`"'=HYPERLINK(""http://evil.example"")`);
    // The agency's legal name and tax number, set earlier (the legal details' test), close the row; receipts from before have none.
    expect(mine.endsWith(',Sunrise Travel Ltd,GB123456789')).toBe(true);
    expect(lines[1]!.endsWith(',,')).toBe(true);
    expect(lines.some((l) => /,refund,[^,]+,TF-[^,]+,\d+\.\d{2},USD,/.test(l))).toBe(true);
  });
});
