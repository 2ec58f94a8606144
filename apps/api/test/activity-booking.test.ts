import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, listOutbox } from '@tripfront/db';
import { formatPlaceDateTime, placeInstant } from '@tripfront/domain/booking/place-time';
import { defaultActivityDealSearch } from '@tripfront/domain';
import { fullSlotDateFrom } from '@tripfront/suppliers';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { cookie } from './booking-helpers.ts';
import {
  activityDetails,
  availability,
  availabilityCall,
  bookActivity,
  day,
  holdActivity,
  LISBON,
  openSlot,
  participantsFor,
  party,
  searchActivities,
} from './activity-helpers.ts';

// Issue #18: activities found, detailed and booked end to end on the product-agnostic pipeline, on
// the sandbox's tours and time slots (places held in the test database): search with filters and
// facets, details by the product code home deals link to, the calendar of slots with places left,
// bad input refused with the field, holds for signed-in people only, participants checked against
// the held party before anything is charged, My Trips, the email, and cancellation under the policy.

let t: TestApp;
let traveller: string;
let sales: string;
let restricted: string;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp({ holdLimits: { perUser: 1_000, perIp: 1_000 } });
  [traveller, sales, restricted] = await Promise.all([
    t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'),
    t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026'),
    t.login(SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026'),
  ]);
  tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
});
afterAll(() => t.close());

describe('activity search', () => {
  it('lists tours near the place with facets, and filters, sorts and pages them', async () => {
    const { data } = await searchActivities(t, SUNRISE);
    expect(data.total).toBeGreaterThan(5);
    expect(data.activities[0]).toMatchObject({ city: 'Lisbon', countryCode: 'PT', price: { total: { currency: 'USD' } } });
    expect(data.facets.categories.reduce((n, c) => n + c.count, 0)).toBe(data.total);

    const cheap = await searchActivities(t, SUNRISE, { sort: 'price' });
    const prices = cheap.data.activities.map((a) => a.price.total.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const category = data.facets.categories[0]!.category;
    const only = await searchActivities(t, SUNRISE, { category });
    expect(only.data.total).toBe(data.facets.categories[0]!.count);
    expect(only.data.activities.every((a) => a.category === category)).toBe(true);

    const free = await searchActivities(t, SUNRISE, { freeCancellation: 'true', minRating: 4 });
    expect(free.data.activities.every((a) => a.isFreeCancellation && a.rating >= 4)).toBe(true);

    // A card's terms are its details page's before a slot is chosen, in the server's words (decision 0097).
    const all = (await searchActivities(t, SUNRISE, { pageSize: 50 })).data.activities;
    for (const a of [all.find((x) => x.isFreeCancellation)!, all.find((x) => !x.isFreeCancellation)!]) {
      expect(a.cancellationTerms).toBe((await activityDetails(t, SUNRISE, a.productCode)).cancellationTerms);
    }
    expect(new Set(all.map((a) => a.cancellationTerms)).size).toBe(2);

    const paged = await searchActivities(t, SUNRISE, { pageSize: 3, page: 2 });
    expect(paged.data).toMatchObject({ page: 2, pageSize: 3, hasMore: true, total: data.total });
    expect(paged.data.activities).toHaveLength(3);
  });

  it('records page 1 in the search log with the URL that runs it again', async () => {
    const owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    await searchActivities(t, SUNRISE, { start_date: day(50), end_date: day(52) }, traveller);
    await searchActivities(t, SUNRISE, { start_date: day(50), end_date: day(52), page: 2, pageSize: 3 }, traveller);
    await t.app.deps.searchLog.flush();
    const res = await t.call(SUNRISE, { method: 'GET', url: '/api/agent/searches?pageSize=5', cookies: cookie(owner) });
    const mine = (res.json() as { data: { items: { service: string; destination: string; startDate: string; searchUrl: string }[] } }).data.items.filter(
      (s) => s.service === 'activities' && s.startDate === day(50),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.destination).toBe('Lisbon, Portugal');
    expect(mine[0]!.searchUrl).toBe(
      `/booknow/activities/search?destination=Lisbon%2C+Portugal&lat=38.7223&long=-9.1393&country=PT&start_date=${day(50)}&end_date=${day(52)}`,
    );
  });

  it('refuses bad input with a clear 4xx naming the field', async () => {
    const bad = async (params: Record<string, string | number>, field: string) => {
      const res = await t.call(SUNRISE, {
        method: 'GET',
        url: `/api/activities/search?${new URLSearchParams(Object.entries({ ...LISBON, start_date: day(30), end_date: day(33), ...params }).map(([k, v]) => [k, String(v)]))}`,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(field);
    };
    await bad({ end_date: day(29) }, 'end_date');
    await bad({ end_date: day(430) }, 'end_date');
    await bad({ start_date: day(-2) }, 'start_date');
    await bad({ lat: 'north' }, 'lat');
    await bad({ category: 'bungee' }, 'category');
  });
});

describe('activity details and calendar', () => {
  it('opens the product a home activity deal links to, at the deal’s adult price', async () => {
    const deals = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/dealray/deals/activity-search',
      payload: defaultActivityDealSearch({ latitude: LISBON.lat, longitude: LISBON.long, isHome: true }),
    });
    const deal = deals.json().response[0] as { link: string; title: string; rates: { totalRate: number } };
    const m = /^\/booknow\/activities\/result-details\/([A-Za-z0-9-]+)\?isFromDeal=true$/.exec(deal.link);
    expect(m, deal.link).not.toBeNull();
    const details = await activityDetails(t, SUNRISE, m![1]!);
    expect(details.title).toBe(deal.title);
    expect(details.price.total.amount / 100).toBeCloseTo(deal.rates.totalRate, 2);
    expect(details).toMatchObject({ meetingPoint: { address: expect.stringContaining('Lisbon') }, languages: expect.arrayContaining(['en']) });
    expect(details.itinerary.length).toBeGreaterThan(1);
    expect(details.prices.map((p) => p.type)).toEqual(['adult', 'child', 'infant', 'senior']);
  });

  it('answers 404 for an unknown product code and 400 for a bad party or range', async () => {
    const { data } = await searchActivities(t, SUNRISE);
    const code = data.activities[0]!.productCode;
    const unknown = await t.call(SUNRISE, { method: 'GET', url: '/api/activities/products/999999999P1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ field: 'productCode' });
    expect((await availabilityCall(t, SUNRISE, '999999999P1', day(30), day(31), party())).statusCode).toBe(404);
    const cases: [Parameters<typeof availabilityCall>[5], string, string, string][] = [
      [party({ adult: 0, child: 0 }), day(30), day(31), 'adult'],
      [party({ adult: 0, child: 2 }), day(30), day(31), 'adult'],
      [party({ adult: 1, infant: 2 }), day(30), day(31), 'infant'],
      [party(), day(31), day(30), 'to'],
      [party(), day(30), day(430), 'to'],
    ];
    for (const [p, from, to, field] of cases) {
      const res = await availabilityCall(t, SUNRISE, code, from, to, p);
      expect(res.statusCode, `${JSON.stringify(p)} ${from} ${to}`).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });

  it('shows a full slot with no places and no offer; agents see markup rows, restricted agents and travellers do not', async () => {
    const { data } = await searchActivities(t, SUNRISE);
    const code = data.activities[0]!.productCode;
    const full = fullSlotDateFrom(day(30));
    const cal = await availability(t, SUNRISE, code, full, full, party());
    expect(cal.days[0]!.slots[0]).toMatchObject({ placesLeft: 0 });
    expect(cal.days[0]!.slots[0]).not.toHaveProperty('offerId');

    const asAgent = await availability(t, SUNRISE, code, day(30), day(31), party(), sales);
    const agentSlot = asAgent.days.flatMap((d) => d.slots)[0]!;
    expect(agentSlot.price.markup).toBeDefined();
    expect(agentSlot.prices[0]!.markup).toBeDefined();
    for (const token of [restricted, traveller]) {
      const seen = await availability(t, SUNRISE, code, day(30), day(31), party(), token);
      const slot = seen.days.flatMap((d) => d.slots)[0]!;
      expect(slot.price).not.toHaveProperty('markup');
      expect(slot.price).not.toHaveProperty('wholesale');
      expect(slot.prices[0]).not.toHaveProperty('markup');
      expect((await activityDetails(t, SUNRISE, code, token)).price).not.toHaveProperty('markup');
    }
    expect((await activityDetails(t, SUNRISE, code, sales)).price.markup).toBeDefined();
  });
});

describe('booking an activity', () => {
  it('refuses a visitor’s hold with 401', async () => {
    const { data } = await searchActivities(t, SUNRISE);
    const { slot } = await openSlot(t, SUNRISE, data.activities[1]!.productCode, party());
    const res = await holdActivity(t, SUNRISE, null, slot.offerId!, slot.price.total);
    expect(res.statusCode).toBe(401);
  });

  it('holds the party’s places, checks the participants, books, lists in My Trips, emails, and cancels with a full refund', async () => {
    const { data } = await searchActivities(t, SUNRISE, { freeCancellation: 'true' });
    const code = data.activities[0]!.productCode;
    const p = party();
    const { date, slot } = await openSlot(t, SUNRISE, code, p, day(30), day(45));
    const h = await holdActivity(t, SUNRISE, traveller, slot.offerId!, slot.price.total);
    expect(h.statusCode, h.body).toBe(201);
    const hold = h.json().data;
    expect(hold).toMatchObject({
      product: 'activity',
      activity: { productCode: code, date, time: slot.time, participants: p },
      price: { total: slot.price.total },
    });
    const after = await availability(t, SUNRISE, code, date, date, p);
    expect(after.days[0]!.slots.find((s) => s.time === slot.time)!.placesLeft).toBe(slot.placesLeft - 3);

    for (const [participants, field] of [
      [undefined, 'participants'],
      [participantsFor(party({ child: 0 })), 'participants'],
      [participantsFor(party({ child: 0, senior: 1 })), 'participants'],
    ] as const) {
      const wrong = await bookActivity(t, SUNRISE, traveller, hold, participants ? [...participants] : undefined);
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(wrong.json().field).toBe(field);
    }

    const booked = await bookActivity(t, SUNRISE, traveller, hold, participantsFor(p));
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json().data;
    expect(booking).toMatchObject({
      product: 'activity',
      status: 'confirmed',
      startDate: date,
      activity: { productCode: code, time: slot.time, participantNames: participantsFor(p) },
      cancellationPolicy: { refundable: true },
    });

    const trips = await t.call(SUNRISE, { method: 'GET', url: '/api/bookings', cookies: cookie(traveller) });
    expect(trips.json().data).toContainEqual(expect.objectContaining({ reference: booking.reference, product: 'activity' }));
    const mail = (await t.db.withTenant(tenantId, (tx) => listOutbox(tx, tenantId))).find((m) => m.subject.includes(booking.reference))!;
    expect(mail.text).toContain(`${slot.time}. Meeting point: ${booking.activity.meetingPoint.name}`);
    expect(mail.text).toContain('3 participants');

    // One sentence of the terms (decision 0097): the hold's (checkout), the booking's (confirmation and
    // My Trips) and the email's, free until 24 hours before the local start, in Lisbon's time; the
    // details page words the same rule before a time is chosen.
    const lisbon = 'Europe/Lisbon';
    const deadline = new Date(placeInstant(date, slot.time, lisbon).getTime() - 24 * 3_600_000).toISOString();
    const terms = `Free cancellation until ${formatPlaceDateTime(deadline, lisbon, 'en')} (local time), then non-refundable.`;
    expect(hold.cancellationPolicy).toEqual({ refundable: true, freeCancellationUntil: deadline, description: terms });
    expect(booking.cancellationPolicy.description).toBe(terms);
    const mine = await t.call(SUNRISE, { method: 'GET', url: `/api/bookings/${booking.reference}`, cookies: cookie(traveller) });
    expect(mine.json().data.cancellationPolicy.description).toBe(terms);
    expect(mail.text).toContain(terms);
    expect((await activityDetails(t, SUNRISE, code)).cancellationTerms).toBe('Free cancellation until 24 hours before the start (local time).');
    expect(data.activities[0]!.cancellationTerms).toBe('Free cancellation until 24 hours before the start (local time).');

    const cancelled = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${booking.reference}/cancel`, cookies: cookie(traveller) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancellation: { refundStatus: 'refunded', refund: booking.total } });
    const back = await availability(t, SUNRISE, code, date, date, p);
    expect(back.days[0]!.slots.find((s) => s.time === slot.time)!.placesLeft).toBe(slot.placesLeft);
  });
});
