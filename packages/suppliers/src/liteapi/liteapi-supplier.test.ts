import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HotelSupplier } from '../supplier.ts';
import { createLiteApiHotelSupplier } from './liteapi-supplier.ts';
import { decodeHoldId, decodeRateId } from './ids.ts';
import { startRecordedLiteApi, type RecordedLiteApi } from './recorded-liteapi.ts';

// The adapter's fetch client against recorded LiteAPI v3.0 answers served from a local HTTP server.

const KEY = 'sand_c0ffee00-1234-4abc-9def-000000recorded';
const ROOMS = [
  { adults: 2, childAges: [7] },
  { adults: 1, childAges: [] },
];
const STAY = { checkin: '2027-03-10', checkout: '2027-03-13', rooms: ROOMS };
const OFFER = (last: string) => `GE5ESNKNKZKVEQ2OJJLEMRSRKIZE4R2OINDEOVCTGVDEMRSRJJGUQ2KOKZLEKRSWIFHUGR${last}`;
const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });
const LEAD = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

let lite: RecordedLiteApi;
let now: Date;
let supplier: HotelSupplier;
beforeAll(async () => {
  lite = await startRecordedLiteApi();
});
afterAll(() => lite.close());
beforeEach(() => {
  lite.reset();
  now = new Date('2027-02-01T12:00:00Z');
  supplier = createLiteApiHotelSupplier({
    apiKey: KEY,
    apiUrl: lite.apiUrl,
    bookUrl: lite.bookUrl,
    timeoutMs: 1000,
    currency: 'EUR',
    guestNationality: 'PT',
    clock: () => now,
  });
});

/** The rate id details listed for the hotel's breakfast rate (offer B). */
async function breakfastRateId(): Promise<string> {
  lite.answerPath('/data/hotel', { status: 200, body: 'hotel' });
  lite.answerPath('/hotels/rates', { status: 200, body: 'rates-hotel' });
  const details = await supplier.hotelPropertyDetails({ propertyId: 'lp3a5f1', ...STAY });
  if (!details.ok) throw new Error(details.error.message);
  lite.reset();
  return details.value.roomTypes[0]!.rates.find((r) => r.board === 'breakfast')!.rateId;
}

async function hold(): Promise<string> {
  const rateId = await breakfastRateId();
  lite.answerPath('/rates/prebook', { status: 200, body: 'prebook' });
  lite.answerPath('/data/hotel', { status: 200, body: 'hotel' });
  const held = await supplier.hotelHold({ rateId });
  if (!held.ok) throw new Error(held.error.message);
  lite.reset();
  return held.value.holdId;
}

describe('LiteAPI hotel supplier', () => {
  it('lists hotels with rooms for the party nearest first, each with its cheapest rate, its terms in the hotel zone and the city tax due at the property', async () => {
    lite.answerPath('/hotels/rates', { status: 200, body: 'rates-by-location' });
    lite.answerPath('/data/hotels', { status: 200, body: 'hotels-by-location' });
    const result = await supplier.hotelAvailability({ latitude: 38.7223, longitude: -9.1393, radiusKm: 5, searchString: 'Lisbon', ...STAY });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // lp3a5f9 has rates but no content: it is not listed.
    expect(result.value.map((h) => [h.propertyId, h.name, h.distanceKm])).toEqual([
      ['lp3a5f1', 'Casa do Largo Lisboa', 0.6],
      ['lp3a5f2', 'Hotel Miradouro da Graça', 1.7],
    ]);
    const [first, second] = result.value;
    expect(first!.lowestRate).toEqual({
      wholesaleBase: eur(55_673),
      taxesAndFees: eur(5_567),
      publishedRate: eur(61_240),
      recommendedSellingPrice: eur(68_000),
    });
    expect(first!.lowestRateDueAtProperty).toEqual(eur(1_800));
    expect(first!.lowestRateTerms).toEqual({ refundable: false, freeCancellationUntil: null, timeZone: 'Europe/Lisbon' });
    expect(first!.freeCancellation).toBe(true);
    expect(first).toMatchObject({ stars: 4, reviewScore: 8.7, reviewCount: 1423, countryCode: 'PT', distanceFrom: 'Lisbon' });
    expect(second!.lowestRateTerms).toEqual({ refundable: true, freeCancellationUntil: '2027-03-08T23:00:00.000Z', timeZone: 'Europe/Lisbon' });
    expect(second!.lowestRateDueAtProperty).toBeUndefined();

    const rates = lite.seen.find((s) => s.path === '/api/v3.0/hotels/rates')!;
    expect(rates.method).toBe('POST');
    expect(rates.headers['x-api-key']).toBe(KEY);
    expect(rates.body).toEqual({
      latitude: 38.7223,
      longitude: -9.1393,
      radius: 5000,
      checkin: '2027-03-10',
      checkout: '2027-03-13',
      occupancies: [
        { adults: 2, children: [7] },
        { adults: 1, children: [] },
      ],
      currency: 'EUR',
      guestNationality: 'PT',
    });
    const list = lite.seen.find((s) => s.path === '/api/v3.0/data/hotels')!;
    expect(list.query).toMatchObject({ latitude: '38.7223', longitude: '-9.1393', radius: '5000' });
  });

  it("answers no hotels when LiteAPI says 'no availability found'", async () => {
    lite.answerPath('/hotels/rates', { status: 200, body: 'rates-no-availability' });
    lite.answerPath('/data/hotels', { status: 200, body: 'hotels-by-location' });
    const result = await supplier.hotelAvailability({ latitude: 38.7223, longitude: -9.1393, radiusKm: 5, searchString: 'Lisbon', ...STAY });
    expect(result).toEqual({ ok: true, value: [] });
  });

  it("shows a hotel's content with its room types and their rate plans", async () => {
    lite.answerPath('/data/hotel', { status: 200, body: 'hotel' });
    lite.answerPath('/hotels/rates', { status: 200, body: 'rates-hotel' });
    const result = await supplier.hotelPropertyDetails({ propertyId: 'lp3a5f1', ...STAY });
    if (!result.ok) throw new Error(result.error.message);
    const details = result.value;
    expect(details).toMatchObject({
      description: 'Casa do Largo sits on a quiet square in Alfama, five minutes from the river.',
      checkInTime: '15:00',
      checkOutTime: '11:00',
      amenities: ['Free WiFi', 'Air conditioning', 'Bar'],
    });
    expect(details.photos[1]).toEqual({ url: 'https://static.cupid.travel/hotels/lp3a5f1/lobby.jpg', caption: 'Lobby' });
    expect(details.roomTypes.map((r) => [r.roomTypeId, r.name, r.bed, r.sizeSqm, r.rates.map((p) => p.name)])).toEqual([
      ['11401', 'Superior Double Room', '1 Double bed', 22, ['Room Only, non-refundable', 'Breakfast Included, free cancellation']],
      ['11402', 'Deluxe Suite', '1 King bed', 39, ['Room Only, free cancellation']],
    ]);
    const breakfast = details.roomTypes[0]!.rates[1]!;
    expect(breakfast).toMatchObject({ board: 'breakfast', refundable: true, freeCancellationUntil: '2027-03-07T22:00:00.000Z', timeZone: 'Europe/Lisbon' });
    expect(breakfast.rate.publishedRate).toEqual(eur(73_510));
    expect(breakfast.dueAtProperty).toEqual(eur(1_800));
    expect(decodeRateId(breakfast.rateId)).toMatchObject({ hotelId: 'lp3a5f1', rooms: ROOMS, offerId: OFFER('SB'), roomTypeId: '11401' });
    expect(lite.seen.find((s) => s.path === '/api/v3.0/data/hotel')!.query).toEqual({ hotelId: 'lp3a5f1' });
    expect(lite.seen.find((s) => s.path === '/api/v3.0/hotels/rates')!.body).toMatchObject({ hotelIds: ['lp3a5f1'] });
  });

  it('an unknown hotel is not_found', async () => {
    lite.answerPath('/data/hotel', { status: 404, body: 'error-not-found' });
    lite.answerPath('/hotels/rates', { status: 200, body: 'rates-no-availability' });
    const result = await supplier.hotelPropertyDetails({ propertyId: 'lp000000', ...STAY });
    expect(result).toMatchObject({ ok: false, error: { code: 'not_found', message: 'Hotel not found.' } });
  });

  it('a price check reads the rate again without a prebook, and answers the new price of the same room when the offer changed', async () => {
    const rateId = await breakfastRateId();
    const nonRefundable = rateId.replace(/:BI:R:73510\.6683\.81000:EUR:.*$/, `:RO:N:61240.5567.68000:EUR:${OFFER('SZ')}`);
    lite.answerPath('/data/hotel', { status: 200, body: 'hotel' });
    lite.answerPath('/hotels/rates', { status: 200, body: 'rates-hotel-repriced' });
    const result = await supplier.hotelPriceCheck(nonRefundable);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.listedRate.publishedRate).toEqual(eur(61_240));
    expect(result.value.rate.publishedRate).toEqual(eur(64_010));
    // LiteAPI says no count: bookable (not sold out), with nothing to claim about how many are left.
    expect(result.value.roomsLeft).toBeNull();
    expect(decodeRateId(result.value.rateId)!.offerId).toBe(OFFER('TA'));
    expect(lite.seen.map((s) => s.path).sort()).toEqual(['/api/v3.0/data/hotel', '/api/v3.0/hotels/rates']);
  });

  it('a price check of a rate no longer offered answers no rooms left', async () => {
    const rateId = await breakfastRateId();
    lite.answerPath('/data/hotel', { status: 200, body: 'hotel' });
    lite.answerPath('/hotels/rates', { status: 200, body: 'rates-hotel-repriced' });
    const result = await supplier.hotelPriceCheck(rateId);
    expect(result).toMatchObject({ ok: true, value: { roomsLeft: 0 } });
  });

  it('a hold is a prebook of the offer; its id names the prebook and the stay, expiring after the documented default', async () => {
    const rateId = await breakfastRateId();
    lite.answerPath('/rates/prebook', { status: 200, body: 'prebook' });
    lite.answerPath('/data/hotel', { status: 200, body: 'hotel' });
    const held = await supplier.hotelHold({ rateId });
    if (!held.ok) throw new Error(held.error.message);
    expect(held.value.expiresAt).toBe('2027-02-01T12:15:00.000Z');
    expect(decodeHoldId(held.value.holdId)).toMatchObject({ prebookId: 'Pb7xQ2mK1', hotelId: 'lp3a5f1', rooms: ROOMS, timeZone: 'Europe/Lisbon' });
    expect(held.value.quote.rate.publishedRate).toEqual(held.value.quote.listedRate.publishedRate);
    const prebook = lite.seen.find((s) => s.path === '/book/v3.0/rates/prebook')!;
    expect(prebook.method).toBe('POST');
    expect(prebook.headers['x-api-key']).toBe(KEY);
    expect(prebook.body).toEqual({ offerId: OFFER('SB'), usePaymentSdk: false });
    expect(await supplier.hotelReleaseHold(held.value.holdId)).toEqual({ ok: true, value: true });
  });

  it('a prebook at a changed price holds at the new price, shown beside the listed one', async () => {
    const rateId = await breakfastRateId();
    lite.answerPath('/rates/prebook', { status: 200, body: 'prebook-price-changed' });
    lite.answerPath('/data/hotel', { status: 200, body: 'hotel' });
    const held = await supplier.hotelHold({ rateId });
    if (!held.ok) throw new Error(held.error.message);
    expect(held.value.quote.listedRate.publishedRate).toEqual(eur(73_510));
    expect(held.value.quote.rate.publishedRate).toEqual(eur(77_190));
  });

  it('an expired offer at prebook is hold_expired, a sold-out room sold_out', async () => {
    const rateId = await breakfastRateId();
    lite.answerPath('/rates/prebook', { status: 409, body: 'error-offer-expired' }, { status: 400, body: 'error-sold-out' });
    lite.answerPath('/data/hotel', { status: 200, body: 'hotel' }, { status: 200, body: 'hotel' });
    expect(await supplier.hotelHold({ rateId })).toMatchObject({ ok: false, error: { code: 'hold_expired', retryable: false } });
    expect(await supplier.hotelHold({ rateId })).toMatchObject({ ok: false, error: { code: 'sold_out', retryable: false } });
  });

  it('books a held room once: it looks for our reference first, and booking again answers the first booking', async () => {
    const holdId = await hold();
    lite.answer({ status: 200, body: 'bookings-none' }, { status: 200, body: 'book' });
    const booked = await supplier.hotelBook({ holdId, clientReference: 'TF-2027-000123', leadGuest: LEAD });
    expect(booked).toEqual({
      ok: true,
      value: {
        supplierReference: 'Bk9TzA3qL',
        clientReference: 'TF-2027-000123',
        holdId,
        status: 'confirmed',
        propertyId: 'lp3a5f1',
        roomTypeId: '11401',
        checkin: '2027-03-10',
        checkout: '2027-03-13',
        rooms: 2,
        total: eur(73_510),
        dueAtProperty: eur(1_800),
        refundable: true,
        freeCancellationUntil: '2027-03-07T22:00:00.000Z',
        timeZone: 'Europe/Lisbon',
      },
    });
    expect(lite.seen[0]).toMatchObject({ method: 'GET', path: '/book/v3.0/bookings', query: { clientReference: 'TF-2027-000123' } });
    expect(lite.seen[1]!.path).toBe('/book/v3.0/rates/book');
    expect(lite.seen[1]!.headers['x-api-key']).toBe(KEY);
    expect(lite.seen[1]!.body).toEqual({
      prebookId: 'Pb7xQ2mK1',
      holder: LEAD,
      guests: [
        { occupancyNumber: 1, ...LEAD },
        { occupancyNumber: 2, ...LEAD },
      ],
      payment: { method: 'ACC_CREDIT_CARD' },
      clientReference: 'TF-2027-000123',
    });

    // Again (another instance, after an answer that never arrived): the booking found, nothing booked.
    lite.reset();
    lite.answer({ status: 200, body: 'bookings-by-reference' }, { status: 200, body: 'booking' });
    const again = await createLiteApiHotelSupplier({ apiKey: KEY, apiUrl: lite.apiUrl, bookUrl: lite.bookUrl }).hotelBook({
      holdId,
      clientReference: 'TF-2027-000123',
      leadGuest: LEAD,
    });
    expect(again).toEqual(booked);
    expect(lite.seen.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /book/v3.0/bookings', 'GET /book/v3.0/bookings/Bk9TzA3qL']);
  });

  it('an expired prebook at book is hold_expired; a server error at book is an unknown outcome, not sent twice', async () => {
    const holdId = await hold();
    lite.answer({ status: 200, body: 'bookings-none' }, { status: 400, body: 'error-prebook-expired' });
    expect(await supplier.hotelBook({ holdId, clientReference: 'TF-1', leadGuest: LEAD })).toMatchObject({ ok: false, error: { code: 'hold_expired' } });
    lite.reset();
    lite.answer({ status: 200, body: 'bookings-none' }, { status: 500, body: 'error-internal' }, { status: 200, body: 'book' });
    const result = await supplier.hotelBook({ holdId, clientReference: 'TF-2', leadGuest: LEAD });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBeUndefined();
    expect(result.error.retryable).toBe(true);
    expect(lite.seen.filter((s) => s.path.endsWith('/rates/book'))).toHaveLength(1);
  });

  it('finds a booking by our reference, or null', async () => {
    lite.answerPath('/bookings', { status: 200, body: 'bookings-by-reference' });
    lite.answerPath('/bookings/Bk9TzA3qL', { status: 200, body: 'booking' });
    lite.answerPath('/data/hotel', { status: 200, body: 'hotel' });
    const found = await supplier.hotelBookingByClientReference('TF-2027-000123');
    expect(found).toMatchObject({
      ok: true,
      value: { supplierReference: 'Bk9TzA3qL', status: 'confirmed', total: eur(73_510), timeZone: 'Europe/Lisbon', holdId: 'Pb7xQ2mK1' },
    });
    lite.reset();
    lite.answer({ status: 200, body: 'bookings-none' });
    expect(await supplier.hotelBookingByClientReference('TF-nothing')).toEqual({ ok: true, value: null });
  });

  it('cancels: the refund share is what LiteAPI gives back', async () => {
    lite.answer(
      { status: 200, body: 'cancel' },
      { status: 200, body: 'cancel-with-charges' },
      { status: 400, body: 'error-non-refundable' },
      { status: 404, body: 'error-not-found' },
    );
    expect(await supplier.hotelCancel('Bk9TzA3qL')).toEqual({ ok: true, value: { supplierReference: 'Bk9TzA3qL', status: 'cancelled', refundShare: 1 } });
    expect(lite.seen[0]).toMatchObject({ method: 'PUT', path: '/book/v3.0/bookings/Bk9TzA3qL' });
    expect(await supplier.hotelCancel('Bk9TzA3qL')).toMatchObject({ ok: true, value: { refundShare: 0.6667 } });
    expect(await supplier.hotelCancel('Bk9TzA3qL')).toMatchObject({ ok: false, error: { code: 'not_cancellable' } });
    expect(await supplier.hotelCancel('Bk000')).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  describe('failures answer results, never exceptions', () => {
    const search = () => supplier.hotelPropertyDetails({ propertyId: 'lp3a5f1', ...STAY });

    it('400 is invalid, with LiteAPI’s words only in the detail', async () => {
      lite.answerPath('/data/hotel', { status: 200, body: 'hotel' });
      lite.answerPath('/hotels/rates', { status: 400, body: 'error-invalid' });
      const result = await search();
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid', retryable: false } });
      if (!result.ok) expect(result.error.detail).toContain('checkin date must be a date in the future');
    });

    it('401 says the API key was refused, and the key never shows', async () => {
      lite.answerPath('/data/hotel', { status: 401, body: 'error-unauthorized' });
      lite.answerPath('/hotels/rates', { status: 401, body: 'error-unauthorized' });
      const result = await search();
      expect(result).toMatchObject({ ok: false, error: { retryable: false, message: expect.stringContaining('refused our API key') } });
      expect(JSON.stringify(result)).not.toContain(KEY);
    });

    it('429 pauses every call until the window resets', async () => {
      lite.answerPath('/data/hotel', { status: 429, body: 'error-rate-limit', headers: { 'retry-after': '30' } });
      lite.answerPath('/hotels/rates', { status: 429, body: 'error-rate-limit', headers: { 'retry-after': '30' } });
      expect(await search()).toMatchObject({ ok: false, error: { retryable: true, message: 'The hotel supplier is busy; please try again in 30 seconds.' } });
      const seen = lite.seen.length;
      expect(await supplier.hotelCancel('Bk9TzA3qL')).toMatchObject({ ok: false, error: { retryable: true } });
      expect(lite.seen).toHaveLength(seen);
      now = new Date(now.getTime() + 31_000);
      lite.answer({ status: 200, body: 'cancel' });
      expect(await supplier.hotelCancel('Bk9TzA3qL')).toMatchObject({ ok: true });
    });

    it('500 on a read is tried again (bounded); on a booking call it is not', async () => {
      lite.answerPath('/data/hotel', { status: 200, body: 'hotel' });
      lite.answerPath('/hotels/rates', { status: 500, body: 'error-internal' }, { status: 200, body: 'rates-hotel' });
      expect((await search()).ok).toBe(true);
      lite.reset();
      lite.answer(
        { status: 500, body: 'error-internal' },
        { status: 500, body: 'error-internal' },
        { status: 500, body: 'error-internal' },
        { status: 200, body: 'bookings-none' },
      );
      expect(await supplier.hotelBookingByClientReference('TF-x')).toMatchObject({
        ok: false,
        error: { retryable: true, message: 'The hotel supplier is unavailable; please try again shortly.' },
      });
      expect(lite.seen).toHaveLength(3);
      lite.reset();
      lite.answer({ status: 500, body: 'error-internal' }, { status: 200, body: 'cancel' });
      expect(await supplier.hotelCancel('Bk9TzA3qL')).toMatchObject({ ok: false, error: { retryable: true } });
      expect(lite.seen).toHaveLength(1);
    });

    it('a call that takes longer than timeoutMs answers Supplier timed out', async () => {
      lite.answer({ hang: true });
      const started = Date.now();
      expect(await supplier.hotelCancel('Bk9TzA3qL')).toMatchObject({ ok: false, error: { message: 'Supplier timed out', retryable: true } });
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('an aborted call answers Request was canceled', async () => {
      lite.answer({ hang: true });
      const controller = new AbortController();
      const pending = supplier.hotelCancel('Bk9TzA3qL', controller.signal);
      setTimeout(() => controller.abort(), 50);
      expect(await pending).toMatchObject({ ok: false, error: { message: 'Request was canceled' } });
    });
  });
});
