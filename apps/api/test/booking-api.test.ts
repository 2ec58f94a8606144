import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countSandboxHolds, listOutbox, findTenantIdByHost, rowsOf } from '@tripfront/db';
import { sql } from 'drizzle-orm';
import { bookingDetailsSchema, bookingSummarySchema } from '@tripfront/domain/booking/bookings';
import { hotelDetailsSchema, hotelSearchAnswerSchema } from '@tripfront/domain/booking/hotel-api';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';
import {
  book,
  cookie,
  details,
  expectOneTermsSentence,
  guest,
  hold,
  holdAndBook,
  payment,
  query,
  PARIS,
  searchParis,
  stay,
  steadyRate,
  suiteRate,
} from './booking-helpers.ts';

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
});
afterAll(() => t.close());

const get = (url: string, token?: string, host = SUNRISE) => t.call(host, { method: 'GET', url, ...(token ? { cookies: cookie(token) } : {}) });

describe('hotel search', () => {
  it('finds Paris hotels for two adults, paged, with prices in minor units and the correlation id echoed', async () => {
    const res = await t.call(SUNRISE, {
      method: 'GET',
      url: `/hotel-api/search?${query({ ...PARIS, ...stay(), occupancy: 2, pageSize: 5 })}`,
      headers: { 'x-correlation-id': 'trace-42' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-correlation-id']).toBe('trace-42');
    const body = hotelSearchAnswerSchema.parse(res.json());
    expect(body.data).toMatchObject({
      page: 1,
      pageSize: 5,
      currency: 'USD',
      stay: { nights: 3, rooms: 1, adults: 2, children: 0, capped: false, occupancy: ['2'] },
    });
    expect(body.data.hotels).toHaveLength(5);
    expect(body.data.total).toBeGreaterThan(5);
    expect(body.data.hasMore).toBe(true);
    const h = body.data.hotels[0]!;
    expect(h.city).toBe('Paris');
    expect(h.price.total.amount).toBe(h.price.base.amount + h.price.taxesAndFees.amount);
    expect(h.price.markup).toBeUndefined(); // a visitor sees no agent rows
    expect(h.link).toMatch(/^\/hotel-details\?propertyId=sbx-h-/);

    const page2 = await searchParis(t, SUNRISE, { pageSize: 5, page: 2 });
    expect(page2.data.hotels.map((x) => x.propertyId)).not.toContain(h.propertyId);
  });

  it('filters by stars and free cancellation and sorts by price', async () => {
    const { data } = await searchParis(t, SUNRISE, { radius: 40, pageSize: 50, stars: '4,5', sort: 'price_asc', freeCancellation: 'true' });
    expect(data.hotels.length).toBeGreaterThan(1);
    expect(data.hotels.every((h) => h.stars >= 4)).toBe(true);
    const totals = data.hotels.map((h) => h.price.total.amount);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const euros = await searchParis(t, SUNRISE, { radius: 40, pageSize: 50, stars: '4,5', sort: 'price_asc', freeCancellation: 'true', currency: 'EUR' });
    expect(euros.data.hotels[0]!.price.total.currency).toBe('EUR');
  });

  it('caps a stay longer than 60 nights to 60 (spec §5)', async () => {
    const { data } = (await searchParis(t, SUNRISE, {}, stay(20, 75))) as unknown as { data: { stay: { nights: number; capped: boolean } } };
    expect(data.stay).toMatchObject({ nights: 60, capped: true });
  });

  it.each<[string, Record<string, string | number>, string, string]>([
    ['a missing check-in', { checkin_date: '' }, 'checkin_date', 'checkin_date'],
    [
      'check-out before check-in',
      { checkin_date: stay().checkout_date, checkout_date: stay().checkin_date },
      'checkout_date',
      'Check-out must be after check-in.',
    ],
    ['a check-in in the past', { checkin_date: '2020-01-01', checkout_date: '2020-01-03' }, 'checkin_date', 'Check-in cannot be in the past.'],
    ['a date that does not exist', { checkin_date: '2031-02-30' }, 'checkin_date', 'real calendar date'],
    ['an occupancy that is not one', { occupancy: 'two' }, 'occupancy', 'not a room occupancy'],
    ['a latitude off the globe', { lat: 123 }, 'lat', 'lat'],
  ])('answers %s with 400 naming the field', async (_label, override, field, text) => {
    const res = await get(`/hotel-api/search?${query({ ...PARIS, ...stay(), occupancy: 2, ...override })}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field });
    expect(res.json().message).toContain(text);
  });

  it('refuses same-day check-in where the agency disallows it (Nordlys) and allows it elsewhere', async () => {
    // Midday UTC: "today" must not turn into yesterday between the test's date and the server's
    // (a run at 23:59:59 UTC once got "Check-in cannot be in the past").
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`));
    try {
      const today = stay(0, 1);
      const nordic = await get(`/hotel-api/search?${query({ ...PARIS, ...today, occupancy: 2 })}`, undefined, NORDIC);
      expect(nordic.statusCode).toBe(400);
      expect(nordic.json()).toMatchObject({ field: 'checkin_date', message: expect.stringContaining('Same-day bookings are not available') });
      expect((await get(`/hotel-api/search?${query({ ...PARIS, ...today, occupancy: 2 })}`)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('hotel details and price check', () => {
  it('shows photos, description, amenities, rooms and rate plans with policy and breakdown', async () => {
    const { data } = await searchParis(t, SUNRISE);
    const d = hotelDetailsSchema.parse(await details(t, SUNRISE, data.hotels[0]!.propertyId));
    expect(d.photos.length).toBeGreaterThanOrEqual(3);
    expect(d.description.length).toBeGreaterThan(40);
    expect(d.amenities).toContain('Free Wi-Fi');
    const rate = d.rooms[0]!.rates[0]!;
    expect(rate.cancellationPolicy.description).toMatch(/Free cancellation until|Non-refundable/);
    expect(rate.price.total.amount).toBe(rate.price.base.amount + rate.price.taxesAndFees.amount);
    expect((await get(`/hotel-api/properties/sbx-h-1-1?${query({ ...stay(), occupancy: 2 })}`)).statusCode).toBe(404);
  });

  it('shows agents the markup and wholesale rows', async () => {
    const owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const { data } = await searchParis(t, SUNRISE);
    const res = await get(`/hotel-api/properties/${data.hotels[0]!.propertyId}?${query({ ...stay(), occupancy: 2 })}`, owner);
    const price = res.json().data.rooms[0].rates[0].price;
    expect(price.markup.amount).toBeGreaterThan(0);
    expect(price.wholesale.amount + price.markup.amount).toBe(price.total.amount);
  });

  it('says when the price changed on re-check (breakfast rates of every third hotel) and when it did not', async () => {
    const { data } = await searchParis(t, SUNRISE, { radius: 40, pageSize: 50, freeCancellation: 'true' });
    const changing = data.hotels.find((h) => Number(h.propertyId.split('-').pop()) % 3 === 0)!;
    const rates = (await details(t, SUNRISE, changing.propertyId)).rooms[0]!.rates;
    const check = async (rateId: string) =>
      (await t.call(SUNRISE, { method: 'POST', url: '/hotel-api/price-check', payload: { rateId, currency: 'USD' } })).json().data;
    const breakfast = rates.find((r) => r.board === 'breakfast')!;
    const changed = await check(breakfast.rateId);
    expect(changed).toMatchObject({ status: 'price_changed', previousPrice: { total: breakfast.price.total } });
    expect(changed.price.total.amount).toBeGreaterThan(breakfast.price.total.amount);
    expect(await check(rates.find((r) => r.board === 'room_only')!.rateId)).toMatchObject({ status: 'available' });
    const bad = await t.call(SUNRISE, { method: 'POST', url: '/hotel-api/price-check', payload: { rateId: 'not-a-real-rate-id', currency: 'USD' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('rateId');
  });
});

describe('booking a hotel', () => {
  it("words a result's terms as its cheapest rate's details, hold and booking word them (decision 0097)", async () => {
    const res = await t.call(SUNRISE, { method: 'GET', url: `/hotel-api/search?${query({ ...PARIS, ...stay(), occupancy: 2, searchString: 'Paris' })}` });
    const found = hotelSearchAnswerSchema.parse(res.json()).data.hotels;
    const terms = (policy: { description: string }) => policy.description;
    for (const hotel of found.slice(0, 2)) {
      const rates = (await details(t, SUNRISE, hotel.propertyId)).rooms.flatMap((r) => r.rates);
      const cheapest = rates.find((r) => r.price.total.amount === hotel.price.total.amount)!;
      expect(cheapest.cancellationPolicy).toEqual(hotel.cancellationPolicy);
      expect(terms(hotel.cancellationPolicy)).not.toContain('UTC');
    }
    const first = found[0]!;
    const rate = (await details(t, SUNRISE, first.propertyId)).rooms.flatMap((r) => r.rates).find((r) => r.price.total.amount === first.price.total.amount)!;
    const h = await hold(t, SUNRISE, traveller, rate);
    expect(h.statusCode, h.body).toBe(201);
    expect(terms(h.json().data.cancellationPolicy)).toBe(terms(first.cancellationPolicy));
    const booked = await book(t, SUNRISE, traveller, h.json().data);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(terms(booked.json().data.cancellationPolicy)).toBe(terms(first.cancellationPolicy));
  });

  it('asks visitors to sign in', async () => {
    const rate = await steadyRate(t, SUNRISE);
    const res = await hold(t, SUNRISE, null, rate);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to book.');
    expect((await get('/api/bookings')).statusCode).toBe(401);
  });

  it('holds, books, lists, shows and cancels with a full refund; other agencies and travellers see nothing', async () => {
    const rate = await steadyRate(t, SUNRISE);
    // A stale price is refused with the new one, which the traveller accepts.
    const stale = await hold(t, SUNRISE, traveller, rate, { ...rate.price.total, amount: rate.price.total.amount - 100 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'PRICE_CHANGED', price: { total: rate.price.total } });
    expect(stale.json().message).toMatch(/^The price of this room has changed from \$[\d,.]+ to \$[\d,.]+\. Please review the new price to continue\.$/);

    const h = await hold(t, SUNRISE, traveller, rate);
    expect(h.statusCode, h.body).toBe(201);
    expect(Date.parse(h.json().data.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    const booked = await book(t, SUNRISE, traveller, h.json().data);
    expect(booked.statusCode, booked.body).toBe(201);
    const b = bookingDetailsSchema.parse(booked.json().data);
    if (b.product !== 'hotel') throw new Error(`a hotel booking answered as ${b.product}`);
    expect(b).toMatchObject({
      status: 'confirmed',
      service: 'hotels',
      total: { amount: rate.price.total.amount, currency: 'USD' },
      payment: { gateway: 'sandbox', status: 'captured', brand: 'visa', last4: '4242' },
      leadGuest: guest,
      cancellation: { refundStatus: 'none', refund: null },
    });
    expect(b.reference).toMatch(/^TF-[A-Z2-9]{8}$/);
    expect(b.supplierReference).toMatch(/^SBX-/);
    expect(b.history.map((x) => x.status)).toEqual(['pending', 'pending', 'confirmed', 'confirmed']);

    const list = await get('/api/bookings', traveller);
    expect(list.statusCode).toBe(200);
    const summary = list.json().data.find((s: { reference: string }) => s.reference === b.reference);
    expect(Object.keys(summary).sort()).toEqual([
      'createdAt',
      'endDate',
      'location',
      'product',
      'reference',
      'service',
      'startDate',
      'status',
      'title',
      'total',
    ]);
    expect(bookingSummarySchema.parse(summary)).toMatchObject({
      status: 'confirmed',
      title: b.hotel.name,
      location: 'Paris, FR',
      startDate: stay().checkin_date,
      endDate: stay().checkout_date,
    });

    const tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
    const mail = await t.db.withTenant(tenantId, (tx) => listOutbox(tx, tenantId));
    const confirmation = mail.find((m) => m.subject.includes(b.reference))!;
    expect(confirmation).toMatchObject({ toAddress: guest.email, subject: `Booking confirmed: ${b.hotel.name} (${b.reference})` });
    // The rate's terms on the details page are the checkout's, the booking's, My Trips' and the email's:
    // 23:59 at the hotel in Paris, three days before check-in (decision 0097).
    const terms = await expectOneTermsSentence(t, SUNRISE, traveller, h.json().data, b, confirmation.text);
    expect(rate.cancellationPolicy.description).toBe(terms);
    expect(b.ratePlan.cancellationPolicy.description).toBe(terms);
    expect(terms).toMatch(/^Free cancellation until [A-Z][a-z]{2} \d{2}, \d{4}, 11:59 PM \(local time\), then non-refundable\.$/);

    // Another agency's host, another traveller: 404. The agency's owner: allowed.
    const nordicTraveller = await t.login(NORDIC, 'traveller@nordlys.example', 'Traveller#2026');
    expect((await get(`/api/bookings/${b.reference}`, nordicTraveller, NORDIC)).statusCode).toBe(404);
    expect((await t.call(NORDIC, { method: 'POST', url: `/api/bookings/${b.reference}/cancel`, cookies: cookie(nordicTraveller) })).statusCode).toBe(404);
    expect((await get('/api/bookings', nordicTraveller, NORDIC)).json().data).toEqual([]);
    // The Sunrise session cookie means nothing on another agency's host.
    expect((await get(`/api/bookings/${b.reference}`, traveller, NORDIC)).statusCode).toBe(401);
    const admin = await t.login(SUNRISE, 'admin@sunrise-travel.example', 'Admin#2026');
    expect((await get('/api/bookings', admin)).json().data).toEqual([]); // My Trips lists one's own
    expect((await get(`/api/bookings/${b.reference}`, admin)).statusCode).toBe(200);

    const cancelled = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${b.reference}/cancel`, cookies: cookie(traveller) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refunded' },
      cancellation: { refundStatus: 'refunded', refund: b.total },
    });
    const again = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${b.reference}/cancel`, cookies: cookie(traveller) });
    expect(again.json().data.status).toBe('cancelled');
  });

  it('cancels a non-refundable rate without a refund', async () => {
    const { data } = await searchParis(t, SUNRISE);
    const rate = (await details(t, SUNRISE, data.hotels[0]!.propertyId)).rooms[0]!.rates.find((r) => !r.cancellationPolicy.refundable)!;
    const booked = await holdAndBook(t, SUNRISE, traveller, rate);
    expect(booked.statusCode, booked.body).toBe(201);
    const res = await t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${booked.json().data.reference}/cancel`, cookies: cookie(traveller) });
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      payment: { status: 'captured' },
      cancellation: { refundStatus: 'not_refundable', refund: { amount: 0 } },
    });
  });

  it('books nothing when the card is declined, and frees the room', async () => {
    const suite = await suiteRate(t, SUNRISE, stay(50));
    expect(suite.roomsLeft).toBe(1);
    const before = await countSandboxHolds(t.db);
    const res = await holdAndBook(t, SUNRISE, traveller, suite.rate, 'decline');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_DECLINED', message: 'Your card was declined. No booking was made and you were not charged.' });
    expect((await countSandboxHolds(t.db)).booked ?? 0).toBe(before.booked ?? 0);
    expect((await suiteRate(t, SUNRISE, stay(50))).roomsLeft).toBe(1);
    // The refused attempt is kept for the record but is not a trip: My Trips does not list it.
    const listed = (await get('/api/bookings', traveller)).json().data as { status: string }[];
    expect(listed.filter((s) => s.status === 'failed')).toEqual([]);
    const [attempt] = await rowsOf<{ status: string; payment_status: string; supplier_reference: string | null }>(
      t.db.owner.execute(sql`select status, payment_status, supplier_reference from bookings order by created_at desc limit 1`),
    );
    expect(attempt).toMatchObject({ status: 'failed', payment_status: 'declined', supplier_reference: null });
  });

  it('asks for extra authentication and books once it is approved; a failed authentication books nothing', async () => {
    const rate = await steadyRate(t, SUNRISE, stay(60));
    const pending = await holdAndBook(t, SUNRISE, traveller, rate, 'authenticate');
    expect(pending.statusCode, pending.body).toBe(202);
    expect(pending.json()).toMatchObject({
      data: { status: 'pending', payment: { status: 'requires_action' } },
      nextAction: { type: 'authenticate', gateway: 'sandbox' },
    });
    const ref = pending.json().data.reference;
    const confirm = (authentication: string) =>
      t.call(SUNRISE, { method: 'POST', url: `/api/bookings/${ref}/confirm-payment`, cookies: cookie(traveller), payload: { authentication } });
    const done = await confirm('approved');
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().data).toMatchObject({ status: 'confirmed', payment: { status: 'captured', last4: '3184' } });
    expect((await confirm('approved')).statusCode).toBe(200);

    const second = await holdAndBook(t, SUNRISE, traveller, rate, 'authenticate');
    const refused = await t.call(SUNRISE, {
      method: 'POST',
      url: `/api/bookings/${second.json().data.reference}/confirm-payment`,
      cookies: cookie(traveller),
      payload: { authentication: 'declined' },
    });
    expect(refused.statusCode).toBe(402);
    expect((await get(`/api/bookings/${second.json().data.reference}`, traveller)).json().data).toMatchObject({
      status: 'failed',
      payment: { status: 'declined' },
    });
  });

  it('refuses any field that looks like a card number, and a missing Idempotency-Key', async () => {
    const rate = await steadyRate(t, SUNRISE);
    const h = (await hold(t, SUNRISE, traveller, rate)).json().data;
    const withPan = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/bookings',
      cookies: cookie(traveller),
      headers: { 'idempotency-key': 'pan-attempt-1' },
      payload: { holdToken: h.holdToken, guest, payment: { ...payment(), cardNumber: '4242 4242 4242 4242' }, expectedTotal: h.price.total },
    });
    expect(withPan.statusCode).toBe(400);
    expect(withPan.json()).toMatchObject({ field: 'payment.cardNumber', message: expect.stringContaining('looks like a card number') });
    const inToken = await book(t, SUNRISE, traveller, h, { payment: { token: '4000002760003184', brand: 'visa', last4: '3184' } });
    expect(inToken.json()).toMatchObject({ statusCode: 400, field: 'payment.token' });
    const noKey = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/bookings',
      cookies: cookie(traveller),
      payload: { holdToken: h.holdToken, guest, payment: payment(), expectedTotal: h.price.total },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().field).toBe('idempotency-key');
    // Digits in an email address or a phone number starting with 0 are no card number, Luhn or not
    // (an email with a millisecond timestamp once failed one booking in ten); the hold is still good.
    const lookalikes = { ...guest, email: 'ada.1795240233654@example.com', phone: '0044 7700 900106' };
    const booked = await book(t, SUNRISE, traveller, h, { guest: lookalikes });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.leadGuest).toMatchObject({ email: lookalikes.email, phone: lookalikes.phone });
  });

  it('refuses a negative expected total as bad input (400 naming the field), on the hold and on the booking', async () => {
    const rate = await steadyRate(t, SUNRISE);
    const negative = { amount: -5, currency: rate.price.total.currency };
    const held = await hold(t, SUNRISE, traveller, rate, negative);
    expect(held.statusCode, held.body).toBe(400);
    expect(held.json()).toMatchObject({ field: 'expectedTotal.amount', message: expect.stringContaining('zero or more') });
    const h = (await hold(t, SUNRISE, traveller, rate)).json().data;
    const booked = await book(t, SUNRISE, traveller, { ...h, price: { total: negative } });
    expect(booked.statusCode, booked.body).toBe(400);
    expect(booked.json()).toMatchObject({ field: 'expectedTotal.amount' });
    await t.call(SUNRISE, { method: 'POST', url: '/api/bookings/holds/release', cookies: cookie(traveller), payload: { holdToken: h.holdToken } });
  });

  it('reflects the agency gateway without secrets', async () => {
    const res = await get('/api/getCurrentPaymentGateway');
    expect(res.json()).toEqual({ CurrentPayment: { gateway: 'sandbox', available: true } });
  });
});
