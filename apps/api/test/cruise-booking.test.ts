import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, listOutbox } from '@tripfront/db';
import { termsSentence } from '@tripfront/domain/booking/cancellation-terms';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { cookie, expectOneTermsSentence } from './booking-helpers.ts';
import { bookCabin, couple, guestsFor, holdCabin, MONTH, sailing, sailingCall, searchCruises } from './cruise-helpers.ts';

// Issue #19: cruises found, detailed and booked end to end on the product-agnostic pipeline, on the
// sandbox's sailings (cabins held in the test database): search with filters and facets on the
// agency's enabled lines only, details with the itinerary and cabin categories, bad input refused
// with the field, unknown references 404, holds for signed-in people only, guests checked against
// the held cabin before anything is charged, My Trips, the email, and cancellation under the line's policy.

let t: TestApp;
let traveller: string;
let sales: string;
let restricted: string;
let owner: string;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp({ holdLimits: { perUser: 1_000, perIp: 1_000 } });
  [traveller, sales, restricted, owner] = await Promise.all([
    t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'),
    t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026'),
    t.login(SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026'),
    t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026'),
  ]);
  tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
});
afterAll(() => t.close());

async function enableLines(lines: string[] | null) {
  const read = await t.call(SUNRISE, { method: 'GET', url: '/api/agency/settings', cookies: cookie(owner) });
  expect(read.statusCode, read.body).toBe(200);
  const { version, product } = read.json().data;
  const saved = await t.call(SUNRISE, {
    method: 'PUT',
    url: '/api/agency/settings/product',
    cookies: cookie(owner),
    payload: { version, settings: { ...product, enabledCruiseLines: lines } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('cruise search', () => {
  it('lists the month’s sailings with facets, and filters, sorts and pages them', async () => {
    const { data } = await searchCruises(t, SUNRISE);
    expect(data.total).toBeGreaterThan(40);
    expect(data.guests).toEqual(couple);
    expect(data.sailings[0]).toMatchObject({ fromCategory: 'inside', price: { total: { currency: 'USD' } } });
    expect(data.sailings.every((s) => s.departDate.startsWith(MONTH))).toBe(true);
    expect(data.facets.lines.reduce((n, l) => n + l.count, 0)).toBe(data.total);

    const cheap = await searchCruises(t, SUNRISE, { sort: 'price' });
    const prices = cheap.data.sailings.map((s) => s.price!.total.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const region = data.facets.regions[0]!;
    const only = await searchCruises(t, SUNRISE, { region: region.region });
    expect(only.data.total).toBe(region.count);
    const week = await searchCruises(t, SUNRISE, { length: '6-9', ship_line: 'disney' });
    expect(week.data.sailings.every((s) => s.line.id === 'disney' && s.nights >= 6 && s.nights <= 9)).toBe(true);
    const port = data.facets.ports[0]!;
    expect((await searchCruises(t, SUNRISE, { port: port.port })).data.total).toBe(port.count);

    const paged = await searchCruises(t, SUNRISE, { pageSize: 5, page: 2 });
    expect(paged.data).toMatchObject({ page: 2, pageSize: 5, hasMore: true, total: data.total });
    expect(paged.data.sailings).toHaveLength(5);
  });

  it('refuses bad input with a clear 4xx naming the field', async () => {
    const bad = async (params: Record<string, string>, field: string) => {
      const res = await t.call(SUNRISE, { method: 'GET', url: `/api/cruise/search?${new URLSearchParams({ month: MONTH, ...params })}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(field);
    };
    await bad({ month: '2027-13' }, 'month');
    await bad({ month: '2019-01' }, 'month');
    await bad({ adults: '0' }, 'adults');
    await bad({ adults: '1', infants: '2' }, 'infants');
    await bad({ adults: '5', children: '2' }, 'adults');
    await bad({ region: 'moon' }, 'region');
    await bad({ length: 'forever' }, 'length');
    const missing = await t.call(SUNRISE, { method: 'GET', url: '/api/cruise/search' });
    expect(missing.statusCode).toBe(400);
  });

  it('offers only the agency’s enabled lines, in search, details and the enabled ship lines', async () => {
    try {
      await enableLines(['carnival', 'disney']);
      const enabled = await t.call(SUNRISE, { method: 'GET', url: '/api/cruise/ship-lines/enabled' });
      expect(enabled.json().data.map((l: { id: string }) => l.id)).toEqual(['carnival', 'disney']);
      const all = await t.call(SUNRISE, { method: 'GET', url: '/api/cruise/ship-lines' });
      expect(all.json().data.length).toBe(14);

      const { data } = await searchCruises(t, SUNRISE);
      expect(new Set(data.sailings.map((s) => s.line.id))).toEqual(new Set(['carnival', 'disney']));
      expect(data.facets.lines.map((l) => l.id).sort()).toEqual(['carnival', 'disney']);
      const asked = await searchCruises(t, SUNRISE, { ship_line: 'royal-caribbean' });
      expect(asked.data.total).toBe(0);
      const mixed = await searchCruises(t, SUNRISE, { ship_line: 'royal-caribbean,disney' });
      expect(mixed.data.sailings.every((s) => s.line.id === 'disney')).toBe(true);

      const other = (await searchCruises(t, SUNRISE)).data.sailings[0]!.sailingId.replace(/sbx-s-(carnival|disney)-/, 'sbx-s-celebrity-');
      expect((await sailingCall(t, SUNRISE, other)).statusCode).toBe(404);
    } finally {
      await enableLines(null);
    }
    expect((await searchCruises(t, SUNRISE)).data.facets.lines.length).toBe(14);
  });
});

describe('cruise cancellation policy text', () => {
  it('is the agency’s own, sanitised, saved in the website settings and shown to visitors', async () => {
    const read = await t.call(SUNRISE, { method: 'GET', url: '/api/agency/settings', cookies: cookie(owner) });
    const { version, website } = read.json().data;
    const html = '<p>Our $50 agency fee is kept.</p><script>alert(1)</script>';
    const saved = await t.call(SUNRISE, {
      method: 'PUT',
      url: '/api/agency/settings/website',
      cookies: cookie(owner),
      payload: { version, settings: { ...website, agency: { ...website.agency, cruiseCancellationPolicy: html } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const agency = (await t.call(SUNRISE, { method: 'GET', url: '/api/agency' })).json().data;
    expect(agency.cruiseCancellationPolicy).toBe('<p>Our $50 agency fee is kept.</p>');
  });
});

describe('sailing details', () => {
  it('shows the itinerary day by day, the ship and four cabin categories priced per guest type', async () => {
    const { data } = await searchCruises(t, SUNRISE, { ship_line: 'royal-caribbean' });
    const s = data.sailings[0]!;
    const d = await sailing(t, SUNRISE, s.sailingId);
    expect(d).toMatchObject({ sailingId: s.sailingId, title: s.title, price: s.price, line: { cancellationPolicy: 'royal-caribbean' } });
    expect(d.itinerary).toHaveLength(d.nights + 1);
    expect(d.itinerary[0]).toMatchObject({ day: 1, port: d.departurePort });
    expect(d.shipFacts.name).toBe(d.ship);
    expect(d.cabins.map((c) => c.category)).toEqual(['inside', 'oceanView', 'balcony', 'suite']);
    expect(d.cabins[0]!.fares.map((f) => f.type)).toEqual(['adult', 'child', 'infant']);
    const balcony = d.cabins.find((c) => c.category === 'balcony')!;
    expect(balcony.price.total.amount).toBe(balcony.fares[0]!.each.amount * 2);
    expect(balcony.offerId).toBeDefined();

    const five = await sailing(t, SUNRISE, s.sailingId, { adult: 3, child: 2, infant: 0 });
    expect(five.cabins.find((c) => c.category === 'inside')).toMatchObject({ unavailable: 'tooManyGuests' });
    expect(five.cabins.find((c) => c.category === 'inside')).not.toHaveProperty('offerId');
    expect(five.cabins.find((c) => c.category === 'suite')!.offerId).toBeDefined();
  });

  it('answers 404 for unknown sailings and 400 for a bad id or party, never 5xx', async () => {
    for (const id of ['sbx-s-carnival-20270399-1', 'sbx-s-nope-20270301-1', 'hello']) {
      const res = await sailingCall(t, SUNRISE, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ field: 'sailingId' });
    }
    expect((await sailingCall(t, SUNRISE, 'BAD ID!')).statusCode).toBe(400);
    const { data } = await searchCruises(t, SUNRISE);
    const res = await sailingCall(t, SUNRISE, data.sailings[0]!.sailingId, { adult: 0, child: 1, infant: 0 });
    expect(res.statusCode).toBe(400);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/bookings/TF-NOPE1234', cookies: cookie(traveller) })).statusCode).toBe(404);
  });

  it('shows agents the markup rows; restricted agents and travellers do not see them', async () => {
    const { data } = await searchCruises(t, SUNRISE, {}, sales);
    expect(data.sailings[0]!.price!.markup).toBeDefined();
    const id = data.sailings[0]!.sailingId;
    const asAgent = await sailing(t, SUNRISE, id, couple, sales);
    expect(asAgent.cabins[0]!.price.wholesale).toBeDefined();
    expect(asAgent.cabins[0]!.fares[0]!.markup).toBeDefined();
    for (const token of [restricted, traveller]) {
      const seen = await sailing(t, SUNRISE, id, couple, token);
      expect(seen.cabins[0]!.price).not.toHaveProperty('markup');
      expect(seen.cabins[0]!.price).not.toHaveProperty('wholesale');
      expect(seen.cabins[0]!.fares[0]).not.toHaveProperty('markup');
      expect((await searchCruises(t, SUNRISE, {}, token)).data.sailings[0]!.price).not.toHaveProperty('markup');
    }
  });
});

describe('booking a cruise', () => {
  it('refuses a visitor’s hold with 401', async () => {
    const { data } = await searchCruises(t, SUNRISE);
    const d = await sailing(t, SUNRISE, data.sailings[0]!.sailingId);
    const res = await holdCabin(t, SUNRISE, null, d.cabins[0]!.offerId!, d.cabins[0]!.price.total);
    expect(res.statusCode).toBe(401);
  });

  it('holds a balcony cabin for 2 adults, checks the guests, books, lists in My Trips, emails, and cancels under the line’s policy', async () => {
    const { data } = await searchCruises(t, SUNRISE, { ship_line: 'carnival' });
    const d = await sailing(t, SUNRISE, data.sailings[1]!.sailingId);
    const balcony = d.cabins.find((c) => c.category === 'balcony')!;
    const h = await holdCabin(t, SUNRISE, traveller, balcony.offerId!, balcony.price.total);
    expect(h.statusCode, h.body).toBe(201);
    const hold = h.json().data;
    expect(hold).toMatchObject({
      product: 'cruise',
      cruise: { sailingId: d.sailingId, category: 'balcony', guests: couple },
      price: { total: balcony.price.total },
    });
    expect(hold.cruise.refundTiers[0]).toMatchObject({ refundShare: 1 });
    const after = await sailing(t, SUNRISE, d.sailingId);
    expect(after.cabins.find((c) => c.category === 'balcony')!.cabinsLeft).toBe(balcony.cabinsLeft - 1);

    const teen = guestsFor(couple).map((g, i) => (i === 1 ? { ...g, age: 15 } : g));
    for (const [guests, field] of [
      [undefined, 'guests'],
      [guestsFor({ adult: 1, child: 0, infant: 0 }), 'guests'],
      [guestsFor({ adult: 1, child: 1, infant: 0 }), 'guests'],
      [teen, 'guests.1.age'],
    ] as const) {
      const wrong = await bookCabin(t, SUNRISE, traveller, hold, guests ? [...guests] : undefined);
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(wrong.json().field).toBe(field);
    }

    const booked = await bookCabin(t, SUNRISE, traveller, hold, guestsFor(couple));
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json().data;
    expect(booking).toMatchObject({
      product: 'cruise',
      service: 'cruise',
      status: 'confirmed',
      startDate: d.departDate,
      endDate: d.returnDate,
      cruise: { sailingId: d.sailingId, category: 'balcony', guestNames: guestsFor(couple) },
      cancellationPolicy: { refundable: true },
    });
    expect(booking.supplierReference).toMatch(/^SBXC-/);

    const trips = await t.call(SUNRISE, { method: 'GET', url: '/api/bookings', cookies: cookie(traveller) });
    expect(trips.json().data).toContainEqual(expect.objectContaining({ reference: booking.reference, product: 'cruise' }));
    const mail = (await t.db.withTenant(tenantId, (tx) => listOutbox(tx, tenantId))).find((m) => m.subject.includes(booking.reference))!;
    expect(mail.text).toContain(`aboard ${d.ship}, Balcony cabin, 2 guests`);
    // The line's tiers still open, in the port's days, worded alike on every page and in the email (decision 0097).
    const terms = await expectOneTermsSentence(t, SUNRISE, traveller, hold, booking, mail.text);
    const tiers = { refundable: true, freeCancellationUntil: null, tiers: hold.cruise.refundTiers, timeZone: hold.cruise.timeZone };
    expect(terms).toBe(termsSentence(tiers, { now: new Date(), language: 'en' }));
    // The sailing's page and its result card word them the same before anything is held.
    expect(d.cancellationPolicy.description).toBe(terms);
    expect(data.sailings[1]!.cancellationPolicy.description).toBe(terms);
    expect(terms).toMatch(/^Cancelling refunds 100% until [A-Z][a-z]{2} \d{2}, \d{4}; /);

    const cancelled = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${booking.reference}/cancel`, cookies: cookie(traveller) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // 100 days or more before sailing: Carnival refunds in full.
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancellation: { refundStatus: 'refunded', refund: booking.total } });
    const back = await sailing(t, SUNRISE, d.sailingId);
    expect(back.cabins.find((c) => c.category === 'balcony')!.cabinsLeft).toBe(balcony.cabinsLeft);
  });
});
