import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookRequest, HotelAvailabilityQuery, HotelSupplier, PropertyQuery } from '../index.ts';
import { startRecordedDuffel, type RecordedDuffel } from '../duffel/recorded-duffel.ts';
import { createDuffelStaysHotelSupplier, NO_PHONE } from './duffel-stays-supplier.ts';
import { decodeHoldId, decodeRateId } from './ids.ts';

// The official @duffel/api client's Stays resource against recorded Duffel answers (fixtures/,
// shaped as Duffel's Stays reference) served from a local HTTP server.

type StaysFixture =
  | 'search'
  | 'search-result-rates'
  | 'quote'
  | 'quote-repriced'
  | 'booking'
  | 'booking-cancelled'
  | 'bookings-page-1'
  | 'bookings-page-2'
  | 'bookings-empty'
  | 'error-quote-expired'
  | 'error-rate-unavailable'
  | 'error-validation'
  | 'error-rate-limit'
  | 'error-internal'
  | 'error-unavailable'
  | 'error-not-found';

const TOKEN = 'duffel_test_RecordedSecretToken123';
const RIO = 'duffel-stays:acc_0000AWr2VsUNIF1Vl91xg0:srr_0000BTVRuKZTavzrZDJ4cb';
const RATE_A = `duffel-stays-rate:rat_0000BTVRuKZTavzrZDJ4cA:acc_0000AWr2VsUNIF1Vl91xg0:srr_0000BTVRuKZTavzrZDJ4cb:48000:54000:EUR:2-7_1`;
const rooms = [
  { adults: 2, childAges: [7] },
  { adults: 1, childAges: [] },
];

let duffel: RecordedDuffel<StaysFixture>;
let now: Date;
let supplier: HotelSupplier;
beforeAll(async () => {
  duffel = await startRecordedDuffel<StaysFixture>([new URL('./fixtures/', import.meta.url)]);
});
afterAll(() => duffel.close());
beforeEach(() => {
  duffel.reset();
  now = new Date('2027-03-01T12:00:00Z');
  supplier = createDuffelStaysHotelSupplier({ accessToken: TOKEN, apiUrl: duffel.apiUrl, timeoutMs: 3000, clock: () => now });
});

const query: HotelAvailabilityQuery = {
  latitude: 38.7223,
  longitude: -9.1393,
  radiusKm: 5,
  checkin: '2027-03-10',
  checkout: '2027-03-13',
  rooms,
  searchString: 'Lisbon',
};
const details: PropertyQuery = { propertyId: RIO, checkin: '2027-03-10', checkout: '2027-03-13', rooms };
const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });

async function hold(): Promise<string> {
  duffel.answer({ status: 201, body: 'quote' });
  const held = await supplier.hotelHold({ rateId: RATE_A });
  if (!held.ok) throw new Error(held.error.message);
  duffel.reset();
  return held.value.holdId;
}

const book = (holdId: string): BookRequest => ({
  holdId,
  clientReference: 'TF-7K3M9Q2X',
  leadGuest: { firstName: 'Amelia', lastName: 'Earhart', email: 'amelia@example.com', phone: '+442080160509' },
});

describe('Duffel Stays search', () => {
  it('sends the point, radius, dates, rooms and every guest (children by age), with the token', async () => {
    duffel.answer({ status: 200, body: 'search' });
    expect((await supplier.hotelAvailability(query)).ok).toBe(true);
    const [sent] = duffel.seen;
    expect(sent).toMatchObject({ method: 'POST', path: '/stays/search' });
    expect(sent!.headers).toMatchObject({ authorization: `Bearer ${TOKEN}` });
    expect(sent!.data).toEqual({
      location: { radius: 5, geographic_coordinates: { latitude: 38.7223, longitude: -9.1393 } },
      check_in_date: '2027-03-10',
      check_out_date: '2027-03-13',
      rooms: 2,
      guests: [{ type: 'adult' }, { type: 'adult' }, { type: 'child', age: 7 }, { type: 'adult' }],
    });
  });

  it('lists each property nearest first with its content, cheapest rate, terms in its zone and what is due at the property', async () => {
    duffel.answer({ status: 200, body: 'search' });
    const result = await supplier.hotelAvailability(query);
    if (!result.ok) throw new Error(result.error.message);
    const [vista, rio] = result.value;
    expect(rio).toMatchObject({
      propertyId: RIO,
      name: 'Casa do Rio Lisboa',
      stars: 4,
      image: 'https://assets.duffel.com/img/stays/rio-front.jpg',
      address: 'Rua do Alecrim 12, 1200-018, Lisbon',
      city: 'Lisbon',
      countryCode: 'PT',
      reviewScore: 8.7,
      reviewCount: 336,
      distanceKm: 1.8,
      distanceFrom: 'Lisbon',
      freeCancellation: true,
      lowestRate: { wholesaleBase: eur(48_000), taxesAndFees: eur(6_000), publishedRate: eur(54_000) },
      lowestRateDueAtProperty: eur(2_400),
    });
    expect(rio!.lowestRateTerms).toEqual({
      refundable: true,
      freeCancellationUntil: '2027-03-08T00:00:00.000Z',
      tiers: [
        { until: '2027-03-07', refundShare: 1 },
        { until: '2027-03-08', refundShare: 0.5 },
      ],
      timeZone: 'Europe/Lisbon',
    });
    // No rates in Duffel's answer: the cheapest figures alone, and no refund promised.
    expect(vista).toMatchObject({ name: 'Hotel Alfama Vista', stars: 3, reviewScore: 0, distanceKm: 1.4, freeCancellation: false });
    expect(vista!.lowestRate.publishedRate).toEqual(eur(41_000));
    expect(vista!.lowestRateTerms).toEqual({ refundable: false, freeCancellationUntil: null, timeZone: 'Europe/Lisbon' });
    expect(vista).not.toHaveProperty('lowestRateDueAtProperty');
  });
});

describe('Duffel Stays property details (all rates of the search result)', () => {
  it('maps photos, amenities, rooms, beds and each rate with its board, terms and what is due at the property', async () => {
    duffel.answer({ status: 200, body: 'search-result-rates' });
    const result = await supplier.hotelPropertyDetails(details);
    if (!result.ok) throw new Error(result.error.message);
    expect(duffel.seen[0]).toMatchObject({ method: 'POST', path: '/stays/search_results/srr_0000BTVRuKZTavzrZDJ4cb/actions/fetch_all_rates' });
    const p = result.value;
    expect(p.photos.map((x) => x.url)).toEqual(['https://assets.duffel.com/img/stays/rio-front.jpg', 'https://assets.duffel.com/img/stays/rio-lobby.jpg']);
    expect(p).toMatchObject({ amenities: ['Free WiFi', 'Restaurant', '24-hour front desk'], checkInTime: '15:00', checkOutTime: '11:00' });
    const [double, king] = p.roomTypes;
    expect(double).toMatchObject({ name: 'Double Room', bed: '1 double bed', roomsLeft: 3, photo: 'https://assets.duffel.com/img/stays/rio-double.jpg' });
    // Its rate states no quantity: bookable, with no count to show.
    expect(king).toMatchObject({ bed: '1 king bed, 1 sofa bed', roomsLeft: null });
    expect(double!.rates.map((r) => [r.name, r.board, r.rate.publishedRate.amountMinor, r.refundable, r.dueAtProperty])).toEqual([
      ['Flexible Rate', 'room_only', 54_000, true, eur(2_400)],
      ['Breakfast included', 'breakfast', 60_000, false, eur(2_400)],
    ]);
    expect(double!.rates[0]!.rateId).toBe(RATE_A);
    expect(king!.rates[0]).toMatchObject({ name: 'Half board', board: 'breakfast', freeCancellationUntil: '2027-03-05T23:59:59.000Z' });
    expect(king!.rates[0]).not.toHaveProperty('dueAtProperty');
    expect(decodeRateId(king!.rates[0]!.rateId)?.rooms).toEqual(rooms);
  });
});

describe('Duffel Stays quote, hold and booking', () => {
  it('quotes the rate: the listed price when unchanged, the new one when Duffel re-priced it', async () => {
    duffel.answer({ status: 201, body: 'quote' }, { status: 201, body: 'quote-repriced' });
    const same = await supplier.hotelPriceCheck(RATE_A);
    if (!same.ok) throw new Error(same.error.message);
    expect(duffel.seen[0]).toMatchObject({ method: 'POST', path: '/stays/quotes', data: { rate_id: 'rat_0000BTVRuKZTavzrZDJ4cA' } });
    expect(same.value).toMatchObject({ roomName: 'Double Room', planName: 'Flexible Rate', nights: 3, rooms, dueAtProperty: eur(2_400) });
    expect(same.value.rate).toEqual(same.value.listedRate);
    const changed = await supplier.hotelPriceCheck(RATE_A);
    if (!changed.ok) throw new Error(changed.error.message);
    expect(changed.value.listedRate.publishedRate).toEqual(eur(54_000));
    expect(changed.value.rate).toMatchObject({ wholesaleBase: eur(52_000), publishedRate: eur(58_500) });
  });

  it('holds by quoting: the quote is the hold, until its rate expires; releasing it has nothing to do', async () => {
    duffel.answer({ status: 201, body: 'quote' });
    const held = await supplier.hotelHold({ rateId: RATE_A });
    if (!held.ok) throw new Error(held.error.message);
    expect(held.value.expiresAt).toBe('2027-03-01T12:30:00.000Z');
    expect(decodeHoldId(held.value.holdId)?.quoteId).toBe('quo_0000BTVRuKZTavzrZDJ4cq');
    expect(await supplier.hotelReleaseHold(held.value.holdId)).toEqual({ ok: true, value: true });
  });

  it('books the quote for the guest with our reference, after finding no booking made with it', async () => {
    const holdId = await hold();
    duffel.answer({ status: 200, body: 'bookings-empty' }, { status: 201, body: 'booking' });
    const result = await supplier.hotelBook(book(holdId));
    if (!result.ok) throw new Error(result.error.message);
    expect(duffel.seen.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /stays/bookings', 'POST /stays/bookings']);
    expect(duffel.seen[1]!.data).toEqual({
      quote_id: 'quo_0000BTVRuKZTavzrZDJ4cq',
      guests: [{ given_name: 'Amelia', family_name: 'Earhart' }],
      email: 'amelia@example.com',
      phone_number: '+442080160509',
      metadata: { client_reference: 'TF-7K3M9Q2X', hold_id: holdId },
    });
    expect(result.value).toMatchObject({
      supplierReference: 'bok_0000BTVRuKZTavzrZDJ4cX',
      clientReference: 'TF-7K3M9Q2X',
      holdId,
      status: 'confirmed',
      propertyId: 'duffel-stays:acc_0000AWr2VsUNIF1Vl91xg0',
      roomTypeId: 'Double Room',
      checkin: '2027-03-10',
      rooms: 2,
      total: eur(54_000),
      refundable: true,
      timeZone: 'Europe/Lisbon',
    });
  });

  it('sends the guest’s phone as E.164, else the agency’s; with neither it books nothing', async () => {
    const withPhone = (holdId: string, phone: string | undefined, clientReference: string): BookRequest => {
      const { phone: _, ...leadGuest } = book(holdId).leadGuest;
      return { holdId, clientReference, leadGuest: phone === undefined ? leadGuest : { ...leadGuest, phone } };
    };
    let n = 0;
    const sentPhone = async (bookingWith: HotelSupplier, phone: string | undefined) => {
      const holdId = await hold();
      duffel.answer({ status: 200, body: 'bookings-empty' }, { status: 201, body: 'booking' });
      const result = await bookingWith.hotelBook(withPhone(holdId, phone, `TF-PHONE00${(n += 1)}`));
      expect(result.ok, JSON.stringify(result)).toBe(true);
      const sent = duffel.seen.find((c) => c.method === 'POST')?.data?.phone_number;
      duffel.reset();
      return sent;
    };
    const agencys = createDuffelStaysHotelSupplier({
      accessToken: TOKEN,
      apiUrl: duffel.apiUrl,
      timeoutMs: 3000,
      clock: () => now,
      contactPhone: '+4685550100',
    });
    expect(await sentPhone(agencys, '+44 (20) 8016-0509')).toBe('+442080160509');
    expect(await sentPhone(agencys, undefined)).toBe('+4685550100');
    // A number Duffel would refuse (no country code) is no number: the agency's instead.
    expect(await sentPhone(agencys, '020 8016 0509')).toBe('+4685550100');

    const holdId = await hold();
    duffel.answer({ status: 200, body: 'bookings-empty' });
    expect(await supplier.hotelBook(withPhone(holdId, undefined, 'TF-PHONE000'))).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: NO_PHONE },
    });
    expect(duffel.seen.map((c) => c.method)).toEqual(['GET']);
  });

  it('booking again with the same reference (another instance) answers the first booking without booking twice', async () => {
    const holdId = await hold();
    duffel.answer({ status: 200, body: 'bookings-page-1' }, { status: 200, body: 'bookings-page-2' });
    const again = await supplier.hotelBook(book(holdId));
    expect(again).toMatchObject({ ok: true, value: { supplierReference: 'bok_0000BTVRuKZTavzrZDJ4cX', clientReference: 'TF-7K3M9Q2X' } });
    expect(duffel.seen.map((s) => s.method)).toEqual(['GET', 'GET']);
    expect(duffel.seen[1]!.query).toMatchObject({ limit: '200', after: 'g2wAAAACbQAAABBBZXJvbWlzdGVyIEtoYW4=' });
    duffel.reset();
    // Recovery finds it too, and this instance now answers at once.
    expect(await supplier.hotelBookingByClientReference('TF-7K3M9Q2X')).toMatchObject({ ok: true, value: { status: 'confirmed' } });
    expect(duffel.seen).toHaveLength(0);
  });

  it('refuses a hold past its expiry, and maps Duffel’s expired quote and vanished rate', async () => {
    const holdId = await hold();
    now = new Date('2027-03-01T12:31:00Z');
    duffel.answer({ status: 200, body: 'bookings-empty' });
    expect(await supplier.hotelBook(book(holdId))).toMatchObject({ ok: false, error: { code: 'hold_expired', retryable: false } });
    now = new Date('2027-03-01T12:10:00Z');
    duffel.answer({ status: 200, body: 'bookings-empty' }, { status: 422, body: 'error-quote-expired' });
    expect(await supplier.hotelBook(book(holdId))).toMatchObject({
      ok: false,
      error: { code: 'hold_expired', message: 'The held room rate expired; please check the room again.' },
    });
    duffel.answer({ status: 422, body: 'error-rate-unavailable' });
    expect(await supplier.hotelHold({ rateId: RATE_A })).toMatchObject({ ok: false, error: { code: 'sold_out', retryable: false } });
  });

  it('a refused booking (422) is final in our words; Duffel’s only as the log detail', async () => {
    const holdId = await hold();
    duffel.answer({ status: 200, body: 'bookings-empty' }, { status: 422, body: 'error-validation' });
    expect(await supplier.hotelBook(book(holdId))).toEqual({
      ok: false,
      error: {
        message: 'The hotel could not accept these details; please check them and try again.',
        retryable: false,
        code: 'invalid',
        detail: "Field 'phone_number' must be a valid E.164 phone number",
      },
    });
  });
});

describe('Duffel Stays cancellation', () => {
  it('cancels and answers the refund the rate’s timeline gives at the cancellation time, as a share of the total', async () => {
    duffel.answer({ status: 200, body: 'booking' }, { status: 200, body: 'booking-cancelled' });
    const result = await supplier.hotelCancel('bok_0000BTVRuKZTavzrZDJ4cX');
    expect(duffel.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /stays/bookings/bok_0000BTVRuKZTavzrZDJ4cX',
      'POST /stays/bookings/bok_0000BTVRuKZTavzrZDJ4cX/actions/cancel',
    ]);
    // Cancelled 2027-03-08 10:00Z: after the full refund, before the half refund's deadline.
    expect(result).toEqual({ ok: true, value: { supplierReference: 'bok_0000BTVRuKZTavzrZDJ4cX', status: 'cancelled', refundShare: 0.5 } });
  });

  it('answers an unknown booking as not_found', async () => {
    duffel.answer({ status: 404, body: 'error-not-found' });
    expect(await supplier.hotelCancel('bok_0000Nope')).toMatchObject({ ok: false, error: { code: 'not_found', message: 'No such hotel booking.' } });
  });
});

describe('Duffel Stays failures', () => {
  it('waits out a 429’s window; answers 500 and 503 as retryable', async () => {
    duffel.answer({ status: 429, body: 'error-rate-limit', headers: { 'retry-after': '30' } });
    expect(await supplier.hotelAvailability(query)).toEqual({
      ok: false,
      error: expect.objectContaining({ message: 'The hotel supplier is busy; please try again in 30 seconds.', retryable: true }),
    });
    expect(await supplier.hotelPriceCheck(RATE_A)).toMatchObject({ ok: false, error: { retryable: true } });
    expect(duffel.seen).toHaveLength(1);
    now = new Date('2027-03-01T12:00:31Z');
    duffel.answer({ status: 500, body: 'error-internal' }, { status: 503, body: 'error-unavailable' });
    for (let i = 0; i < 2; i += 1) {
      expect(await supplier.hotelAvailability(query)).toMatchObject({
        ok: false,
        error: { message: 'The hotel supplier is unavailable; please try again shortly.', retryable: true },
      });
    }
  });

  it('a booking Duffel never answers is an unknown outcome: retryable, no failure code', async () => {
    const holdId = await hold();
    const slow = createDuffelStaysHotelSupplier({ accessToken: TOKEN, apiUrl: duffel.apiUrl, timeoutMs: 200, bookTimeoutMs: 300, clock: () => now });
    duffel.answer({ status: 200, body: 'bookings-empty' }, { hang: true });
    const result = await slow.hotelBook(book(holdId));
    expect(result).toEqual({ ok: false, error: { message: 'Supplier timed out', retryable: true } });
  });
});
