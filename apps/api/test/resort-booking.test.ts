import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, listOutbox } from '@tripfront/db';
import { formatPlaceDateTime } from '@tripfront/domain/booking/place-time';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';
import { cookie, expectOneTermsSentence, releaseHold } from './booking-helpers.ts';
import { availability, availabilityCall, day, bookRoom, holdCheck, holdRoom, newTraveller, release, suite, unitsLeft } from './resort-helpers.ts';

// Issue #19: resort rooms found by region and subregion with the §9 themes, held on the booking
// pipeline under a reference number the resort API's hold-check and release (PUT …status=RELEASE)
// take, released exactly once, booked, listed in My Trips, emailed and cancelled; bad references
// 404, never 5xx; visitors 401.

let t: TestApp;
let traveller: string;
let sales: string;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp({ holdLimits: { perUser: 1_000, perIp: 1_000 } });
  [traveller, sales] = await Promise.all([
    t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'),
    t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026'),
  ]);
  tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
});
afterAll(() => t.close());

describe('resort availability', () => {
  it('lists the resorts of a region with rooms priced for the stay, counts themes and filters by them', async () => {
    const all = await availability(t, SUNRISE, { subregion_id: undefined, region_id: 1 });
    expect(all.nights).toBe(3);
    expect(all.resorts.length).toBeGreaterThan(6);
    for (const r of all.resorts) expect(r.regionId).toBe(1);
    const room = all.resorts[0]!.rooms[0]!;
    expect(room.price.perNight.amount * 3).toBeCloseTo(room.price.total.amount, -1);
    expect(room.price).not.toHaveProperty('markup');
    expect(all.themes).toHaveLength(20);
    const golf = all.themes.find((x) => x.theme === 'Golf')!;
    const filtered = await availability(t, SUNRISE, { subregion_id: undefined, region_id: 1, themes: 'Golf' });
    expect(filtered.resorts).toHaveLength(golf.count);
    for (const r of filtered.resorts) expect(r.themes).toContain('Golf');
    expect((await availability(t, SUNRISE, { subregion_id: undefined, region_id: 1, themes: 'All' })).resorts).toHaveLength(all.resorts.length);
  });

  it("records an area's search in the agency's searches, with the URL that runs it again", async () => {
    await availability(t, SUNRISE, { checkin_date: day(70), checkout_date: day(72), adults: 3 });
    await t.app.deps.searchLog.flush();
    const owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const res = await t.call(SUNRISE, { method: 'GET', url: '/api/agent/searches?pageSize=5', cookies: cookie(owner) });
    const mine = (res.json() as { data: { items: { service: string; destination: string; startDate: string; searchUrl: string }[] } }).data.items.filter(
      (s) => s.service === 'resorts' && s.startDate === day(70),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.destination).toBe('Cancún and Riviera Maya, Caribbean');
    expect(mine[0]!.searchUrl).toMatch(/^\/booknow\/resort\/search\?region_id=1&subregion_id=101&place=.*&adults=3/);
  });

  it('shows agents wholesale and markup rows', async () => {
    const data = await availability(t, SUNRISE, {}, sales);
    expect(data.resorts[0]!.rooms[0]!.price).toHaveProperty('markup');
    expect(data.resorts[0]!.rooms[0]!.price).toHaveProperty('wholesale');
  });

  it('refuses bad input with the field, never 5xx', async () => {
    for (const [params, field] of [
      [{ checkin_date: '2020-01-01', checkout_date: '2020-01-03' }, 'checkin_date'],
      [{ checkout_date: '2019-01-01' }, 'checkout_date'],
      [{ themes: 'Volcano' }, 'themes'],
      [{ subregion_id: undefined }, 'region_id'],
      [{ adults: 0 }, 'adults'],
      [{ resort_id: 'sbx-r-999-1', subregion_id: undefined }, 'resort_id'],
    ] as const) {
      const res = await availabilityCall(t, SUNRISE, params);
      expect(res.statusCode, `${JSON.stringify(params)} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().field).toBe(field);
    }
  });
});

describe('a resort room hold', () => {
  it('is held under a reference number that hold-check answers live; releasing it with status=RELEASE puts the room back, once', async () => {
    const room = await suite(t, SUNRISE);
    const h = await holdRoom(t, SUNRISE, traveller, room.offerId!, room.price.total);
    expect(h.statusCode, h.body).toBe(201);
    const hold = h.json().data;
    expect(hold).toMatchObject({
      product: 'resort',
      resort: { resortId: room.resortId, roomType: 'suite', nights: 3, adults: 2 },
      price: { total: room.price.total },
    });
    const ref = hold.resort.referenceNumber as string;
    expect(ref).toMatch(/^RH-/);
    expect(await unitsLeft(t, SUNRISE, room.resortId)).toBe(room.unitsLeft - 1);

    const check = await holdCheck(t, SUNRISE, ref, traveller);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({ referenceNumber: ref, status: 'HELD', expiresAt: hold.expiresAt, roomType: 'suite', guests: 2 });
    expect(check.json().data).not.toHaveProperty('owner');

    const released = await release(t, SUNRISE, ref, traveller);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ data: { status: 'RELEASED' }, released: true });
    expect(await unitsLeft(t, SUNRISE, room.resortId)).toBe(room.unitsLeft);
    // The checkout no longer lists it as the traveller's open hold, nor gives it back for the same room.
    const open = await t.call(SUNRISE, { method: 'GET', url: '/api/bookings/holds', cookies: cookie(traveller) });
    expect(open.json().data.map((x: { holdId: string }) => x.holdId)).not.toContain(ref);
    const again = await release(t, SUNRISE, ref, traveller);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data: { status: 'RELEASED' }, released: false });
    expect((await holdCheck(t, SUNRISE, ref, traveller)).json().data.status).toBe('RELEASED');
    // The checkout's own release afterwards is harmless.
    const pipeline = await releaseHold(t, SUNRISE, traveller, { holdToken: hold.holdToken });
    expect(pipeline.statusCode, pipeline.body).toBe(200);
    // A released hold cannot be booked, and nothing is charged.
    const booked = await bookRoom(t, SUNRISE, traveller, hold);
    expect(booked.statusCode, booked.body).toBe(409);
    expect(booked.json().message).toContain('No booking was made');
  });

  it('answers bad references 404, visitors 401 (hold, hold-check, release), another traveller 403, another agency 404', async () => {
    for (const ref of ['RH-NOPE000000', 'nonsense', 'RH-000000']) {
      expect((await holdCheck(t, SUNRISE, ref, traveller)).statusCode).toBe(404);
      expect((await release(t, SUNRISE, ref, traveller)).statusCode).toBe(404);
    }
    const room = await suite(t, SUNRISE);
    expect((await holdRoom(t, SUNRISE, null, room.offerId!, room.price.total)).statusCode).toBe(401);
    const h = await holdRoom(t, SUNRISE, traveller, room.offerId!, room.price.total);
    expect(h.statusCode, h.body).toBe(201);
    const ref = h.json().data.resort.referenceNumber;
    expect((await holdCheck(t, SUNRISE, ref)).statusCode).toBe(401);
    expect((await release(t, SUNRISE, ref)).statusCode).toBe(401);
    const other = await newTraveller(t, SUNRISE, 'rae.resort@example.com');
    expect((await holdCheck(t, SUNRISE, ref, other)).statusCode).toBe(403);
    expect((await release(t, SUNRISE, ref, other)).statusCode).toBe(403);
    // The agency's desk may check its travellers' holds.
    expect((await holdCheck(t, SUNRISE, ref, sales)).statusCode).toBe(200);
    const nordic = await t.login(NORDIC, 'owner@nordlys.example', 'Owner#2026');
    expect((await holdCheck(t, NORDIC, ref, nordic)).statusCode).toBe(404);
    expect((await release(t, SUNRISE, ref, traveller)).statusCode).toBe(200);
  });

  it('books: hold-check says BOOKED, My Trips lists it, the email names the room and reference, and cancelling refunds in full', async () => {
    const room = await suite(t, SUNRISE);
    const hold = (await holdRoom(t, SUNRISE, traveller, room.offerId!, room.price.total)).json().data;
    const booked = await bookRoom(t, SUNRISE, traveller, hold);
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json().data;
    expect(booking).toMatchObject({
      product: 'resort',
      status: 'confirmed',
      resort: { referenceNumber: hold.resort.referenceNumber, roomName: 'One-Bedroom Suite' },
    });
    expect((await holdCheck(t, SUNRISE, hold.resort.referenceNumber, traveller)).json().data.status).toBe('BOOKED');
    expect((await release(t, SUNRISE, hold.resort.referenceNumber, traveller)).statusCode).toBe(409);
    const trips = await t.call(SUNRISE, { method: 'GET', url: '/api/bookings', cookies: cookie(traveller) });
    expect(trips.json().data).toContainEqual(expect.objectContaining({ reference: booking.reference, product: 'resort' }));
    const mail = (await t.db.withTenant(tenantId, (tx) => listOutbox(tx, tenantId))).find((m) => m.subject.includes(booking.reference))!;
    expect(mail.text).toContain('One-Bedroom Suite, 2 guests');
    expect(mail.text).toContain(`Resort reference: ${hold.resort.referenceNumber}`);
    // Checkout, confirmation, My Trips and the email: one sentence, at the resort's local time (decision 0097).
    const terms = await expectOneTermsSentence(t, SUNRISE, traveller, hold, booking, mail.text);
    expect(hold.resort.timeZone).toMatch(/^[A-Z][a-z]+\//);
    expect(terms).toBe(
      `Free cancellation until ${formatPlaceDateTime(hold.resort.freeCancellationUntil, hold.resort.timeZone, 'en')} (local time), then non-refundable.`,
    );
    // The resort's page words the stay's terms the same before anything is held.
    const shown = await availability(t, SUNRISE, { resort_id: room.resortId, subregion_id: undefined });
    expect(shown.resorts[0]!.cancellationPolicy.description).toBe(terms);
    const cancelled = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${booking.reference}/cancel`, cookies: cookie(traveller) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancellation: { refundStatus: 'refunded' } });
    expect(await unitsLeft(t, SUNRISE, room.resortId)).toBe(room.unitsLeft);
  });
});
