import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CarBookRequest, CarQuery, CarSupplier } from '../car-booking.ts';
import { fixture as flightFixture, startRecordedDuffel, type RecordedDuffel } from '../duffel/recorded-duffel.ts';
import { createDuffelCarSupplier } from './duffel-car-supplier.ts';
import { decodeHoldId, decodeOfferId } from './ids.ts';

// The official @duffel/api client's `cars` resource against recorded Duffel Cars answers served
// from a local HTTP server. Generic error bodies are the flights' recorded ones (one shape for all).

type CarFixture =
  'search' | 'quote' | 'quote-repriced' | 'booking' | 'booking-cancelled' | 'error-rate-expired' | 'error-quote-expired' | 'error-quote-already-booked';
const FIXTURES = new URL('./fixtures/', import.meta.url);
const fixture = (name: CarFixture) => flightFixture(name, [FIXTURES]);

const TOKEN = 'duffel_test_RecordedSecretToken123';
const GOLF_RATE = 'rae_0000B4gHZfFvCNgBj3EIaX';

let duffel: RecordedDuffel<CarFixture>;
let now: Date;
let supplier: CarSupplier;
beforeAll(async () => {
  duffel = await startRecordedDuffel<CarFixture>([FIXTURES]);
});
afterAll(() => duffel.close());
beforeEach(() => {
  duffel.reset();
  now = new Date('2027-03-01T12:00:00Z');
  supplier = createDuffelCarSupplier({ accessToken: TOKEN, apiUrl: duffel.apiUrl, timeoutMs: 3000, clock: () => now });
});

const query: CarQuery = {
  pickup: { latitude: 38.7742, longitude: -9.1342 },
  dropoff: { latitude: 38.7742, longitude: -9.1342 },
  // Portugal moves its clocks forward at 01:00 UTC on 28 March 2027: 10:00 that day is 09:00 UTC.
  pickUpDateTime: '2027-03-28T10:00',
  returnDateTime: '2027-04-02T09:00',
  driverAge: 30,
  residence: 'GB',
};

async function searchGolf(): Promise<string> {
  duffel.answer({ status: 200, body: 'search' });
  const found = await supplier.carSearch(query);
  if (!found.ok) throw new Error(found.error.message);
  duffel.reset();
  return found.value[0]!.offerId;
}

async function holdGolf(): Promise<string> {
  const offerId = await searchGolf();
  duffel.answer({ status: 201, body: 'quote' });
  const hold = await supplier.carHold(offerId, []);
  if (!hold.ok) throw new Error(hold.error.message);
  duffel.reset();
  return hold.value.holdId;
}

const bookRequest = (holdId: string, overrides: Partial<CarBookRequest> = {}): CarBookRequest => ({
  holdId,
  clientReference: 'TF-7K3M9Q2X',
  driver: { firstName: 'Amelia', lastName: 'Earhart', age: 39, flightNumber: 'tp1351' },
  contact: { email: 'amelia@example.com', phone: '+442080160509' },
  driverBirthDate: '1987-07-24',
  ...overrides,
});

describe('Duffel Cars search', () => {
  it('sends the places as coordinates, the counter’s local dates and times and the driver through the client', async () => {
    duffel.answer({ status: 200, body: 'search' });
    expect((await supplier.carSearch(query)).ok).toBe(true);
    const [sent] = duffel.seen;
    expect(sent).toMatchObject({ method: 'POST', path: '/cars/search' });
    expect(sent!.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, 'duffel-version': 'v2' });
    const place = { radius: 10, geographic_coordinates: { latitude: 38.7742, longitude: -9.1342 } };
    expect(sent!.data).toEqual({
      pickup_date: '2027-03-28',
      pickup_time: '10:00',
      dropoff_date: '2027-04-02',
      dropoff_time: '09:00',
      pickup_location: place,
      dropoff_location: place,
      driver: { age: 30, residence_country_code: 'GB' },
    });
  });

  it('maps each rate the driver pays at the counter: car, company, counters, zone, days, mileage and price', async () => {
    duffel.answer({ status: 200, body: 'search' });
    const result = await supplier.carSearch(query);
    if (!result.ok) throw new Error(result.error.message);
    // The Europcar rate is prepaid: it needs a card we do not give Duffel, so it is not offered.
    expect(result.value.map((o) => o.supplier.name)).toEqual(['Hertz', 'Sixt']);
    const [golf, tesla] = result.value;
    expect(golf).toMatchObject({
      query,
      vehicle: { model: 'Volkswagen Golf', vehicleClass: 'Compact', transmission: 'manual', seats: 5, bags: 3, doors: 4, airConditioning: true },
      supplier: { name: 'Hertz', logo: 'https://assets.duffel.com/img/cars/suppliers/hertz.png' },
      pickup: { name: 'Lisbon Airport (LIS) Car Rental Centre', dateTime: '2027-03-28T10:00' },
      dropoff: { name: 'Lisbon Airport (LIS) Car Rental Centre', dateTime: '2027-04-02T09:00' },
      countryCode: 'PT',
      timeZone: 'Europe/Lisbon',
      // 28 March 09:00 UTC to 2 April 08:00 UTC: 4 days 23 hours, five rental days.
      rentalDays: 5,
      mileage: { policy: 'unlimited', kmPerDay: null },
      includes: ['unlimited_mileage'],
      extras: [],
      // A rate states no conditions: free cancellation shows once the car is quoted.
      freeCancellationUntil: null,
      minDriverAge: 30,
      paidAtCounter: true,
      driverBirthDateRequired: true,
      rate: {
        wholesaleBase: { amountMinor: 14_250, currency: 'EUR' },
        taxesAndFees: { amountMinor: 3_270, currency: 'EUR' },
        publishedRate: { amountMinor: 17_520, currency: 'EUR' },
        recommendedSellingPrice: { amountMinor: 17_520, currency: 'EUR' },
      },
    });
    expect(golf!.pickup.instructions).toBe('Access: shuttle.\nPickup Instructions: Take the free shuttle from Arrivals, Terminal 1, to the Car Rental Centre.');
    expect(golf!.carsLeft).toBeGreaterThan(1);
    expect(golf!.offerId.length).toBeLessThanOrEqual(600);
    expect(decodeOfferId(golf!.offerId)).toMatchObject({ rateId: GOLF_RATE, query });
    // 500 miles for the rental: 804 km over five days. No base amount: the total is the base.
    expect(tesla).toMatchObject({
      vehicle: { vehicleClass: 'Electric', transmission: 'automatic', seats: 4, bags: 0, picture: '' },
      supplier: { name: 'Sixt', logo: '' },
      mileage: { policy: 'limited', kmPerDay: 160 },
      excludes: ['extra_kilometres'],
      rate: { wholesaleBase: { amountMinor: 38_900 }, taxesAndFees: { amountMinor: 0 } },
    });
  });

  it('tries a failed search once more, and no more', async () => {
    duffel.answer({ status: 500, body: flightFixture('error-internal') }, { status: 200, body: 'search' });
    expect((await supplier.carSearch(query)).ok).toBe(true);
    expect(duffel.seen).toHaveLength(2);
    duffel.reset();
    duffel.answer({ status: 503, body: flightFixture('error-unavailable') }, { drop: true }, { status: 200, body: 'search' });
    expect(await supplier.carSearch(query)).toMatchObject({
      ok: false,
      error: { message: 'The car rental supplier is unavailable; please try again shortly.', retryable: true },
    });
    expect(duffel.seen).toHaveLength(2);
  });

  it('answers 422 as final in our words, and after a 429 waits out the window without trying again', async () => {
    duffel.answer({ status: 422, body: flightFixture('error-validation') });
    expect(await supplier.carSearch(query)).toMatchObject({
      ok: false,
      error: { message: 'The rental company could not accept these details; please check them and try again.', retryable: false, code: 'invalid' },
    });
    duffel.reset();
    duffel.answer({ status: 429, body: flightFixture('error-rate-limit'), headers: { 'ratelimit-reset': 'Mon, 01 Mar 2027 12:00:30 GMT' } });
    expect(await supplier.carSearch(query)).toEqual({
      ok: false,
      error: {
        message: 'The car rental supplier is busy; please try again in 30 seconds.',
        retryable: true,
        detail: 'You have exceeded the rate limit of 120 requests per 60 seconds. Please wait and try again.',
      },
    });
    expect(duffel.seen).toHaveLength(1);
    now = new Date('2027-03-01T12:00:10Z');
    expect(await supplier.carOffer(`duffel-car~${GOLF_RATE}~CDMR.abc~1,2~1,2~2027-03-28T10:00~2027-04-02T09:00~30~GB`)).toMatchObject({
      ok: false,
      error: { message: 'The car rental supplier is busy; please try again in 20 seconds.' },
    });
    expect(duffel.seen).toHaveLength(1);
  });

  it('gives up on a Duffel that never answers: retryable "Supplier timed out"', async () => {
    const slow = createDuffelCarSupplier({ accessToken: TOKEN, apiUrl: duffel.apiUrl, timeoutMs: 200, clock: () => now });
    duffel.answer({ hang: true }, { hang: true });
    expect(await slow.carSearch(query)).toEqual({ ok: false, error: { message: 'Supplier timed out', retryable: true } });
  });
});

describe('Duffel Cars offer and hold (a quote)', () => {
  it('re-prices by quoting the rate: the cover, fuel policy and free cancellation the quote states, at the counter’s time', async () => {
    const offerId = await searchGolf();
    duffel.answer({ status: 201, body: 'quote' });
    const offer = await supplier.carOffer(offerId);
    expect(duffel.seen[0]).toMatchObject({ method: 'POST', path: '/cars/quotes', data: { rate_id: GOLF_RATE } });
    expect(offer).toMatchObject({
      ok: true,
      value: {
        offerId,
        fuelPolicy: 'same_to_same',
        includes: ['collision_damage_waiver', 'airport_surcharge', 'local_taxes', 'unlimited_mileage'],
        // 48 hours before 10:00 in Lisbon on 28 March, already summer time (09:00 UTC).
        freeCancellationUntil: '2027-03-26T09:00:00.000Z',
      },
    });
  });

  it('finds the same car by searching again once its rate has gone, and quotes its new rate', async () => {
    const offerId = await searchGolf();
    const again = fixture('search') as { data: { rates: { id: string }[] } };
    again.data.rates[0]!.id = 'rae_0000B4gHZfFvCNgBj3EIbA';
    duffel.answer({ status: 422, body: 'error-rate-expired' }, { status: 200, body: again }, { status: 201, body: 'quote-repriced' });
    const offer = await supplier.carOffer(offerId);
    expect(duffel.seen.map((s) => [s.path, s.data?.rate_id])).toEqual([
      ['/cars/quotes', GOLF_RATE],
      ['/cars/search', undefined],
      ['/cars/quotes', 'rae_0000B4gHZfFvCNgBj3EIbA'],
    ]);
    if (!offer.ok) throw new Error(offer.error.message);
    expect(offer.value.rate.publishedRate.amountMinor).toBe(18_170);
    expect(decodeOfferId(offer.value.offerId)?.rateId).toBe('rae_0000B4gHZfFvCNgBj3EIbA');
  });

  it('answers not_found when the car is not found again, invalid for an id that means nothing', async () => {
    const offerId = await searchGolf();
    const without = fixture('search') as { data: { rates: unknown[] } };
    without.data.rates = without.data.rates.slice(1);
    duffel.answer({ status: 422, body: 'error-rate-expired' }, { status: 200, body: without });
    expect(await supplier.carOffer(offerId)).toMatchObject({ ok: false, error: { code: 'not_found', retryable: false } });
    expect(await supplier.carOffer('car_123')).toMatchObject({ ok: false, error: { code: 'invalid' } });
  });

  it('holds by quoting: the quote’s id, kept 15 minutes; extras are refused by name, as Duffel offers none', async () => {
    const offerId = await searchGolf();
    duffel.answer({ status: 201, body: 'quote' });
    const hold = await supplier.carHold(offerId, []);
    if (!hold.ok) throw new Error(hold.error.message);
    expect(decodeHoldId(hold.value.holdId)).toEqual({ quoteId: 'qut_0000Bx4Af0b5l45AT50eqO', expiresAt: Date.parse('2027-03-01T12:15:00Z') / 1000 });
    expect(hold.value).toMatchObject({ expiresAt: '2027-03-01T12:15:00.000Z', extras: [], rate: { publishedRate: { amountMinor: 17_520 } } });
    expect(await supplier.carReleaseHold(hold.value.holdId)).toEqual({ ok: true, value: true });
    expect(await supplier.carHold(offerId, [{ code: 'gps', quantity: 1 }])).toMatchObject({
      ok: false,
      error: { message: 'extras.0.code: gps is not offered with this car', code: 'invalid' },
    });
  });
});

describe('Duffel Cars booking', () => {
  it('books the quote for the driver with our reference in its metadata, and books once per reference', async () => {
    const holdId = await holdGolf();
    duffel.answer({ status: 201, body: 'booking' });
    expect(await supplier.carBook(bookRequest(holdId))).toEqual({
      ok: true,
      value: { supplierReference: 'boo_0000Cx4Af0b5l45AT50eqO', confirmationNumber: 'HZ-4821937', status: 'confirmed' },
    });
    expect(duffel.seen[0]).toMatchObject({ method: 'POST', path: '/cars/bookings' });
    expect(duffel.seen[0]!.data).toEqual({
      quote_id: 'qut_0000Bx4Af0b5l45AT50eqO',
      driver: { given_name: 'Amelia', family_name: 'Earhart', email: 'amelia@example.com', phone_number: '+442080160509', date_of_birth: '1987-07-24' },
      inbound_flight_number: 'TP1351',
      metadata: { client_reference: 'TF-7K3M9Q2X' },
    });
    // Again with the same reference: the booking read back, nothing booked twice.
    duffel.answer({ status: 200, body: 'booking' }, { status: 200, body: 'booking' });
    expect(await supplier.carBook(bookRequest(holdId))).toMatchObject({ ok: true, value: { supplierReference: 'boo_0000Cx4Af0b5l45AT50eqO' } });
    expect(await supplier.carBookingByClientReference('TF-7K3M9Q2X')).toMatchObject({ ok: true, value: { confirmationNumber: 'HZ-4821937' } });
    expect(duffel.seen.slice(1).map((s) => [s.method, s.path])).toEqual([
      ['GET', '/cars/bookings/boo_0000Cx4Af0b5l45AT50eqO'],
      ['GET', '/cars/bookings/boo_0000Cx4Af0b5l45AT50eqO'],
    ]);
  });

  it('refuses an expired hold without calling Duffel, and a quote Duffel says expired as an expired hold (one rule for Duffel products)', async () => {
    const holdId = await holdGolf();
    now = new Date('2027-03-01T12:15:00Z');
    expect(await supplier.carBook(bookRequest(holdId))).toMatchObject({ ok: false, error: { code: 'hold_expired' } });
    expect(duffel.seen).toHaveLength(0);
    now = new Date('2027-03-01T12:05:00Z');
    duffel.answer({ status: 422, body: 'error-quote-expired' });
    expect(await supplier.carBook(bookRequest(holdId))).toMatchObject({
      ok: false,
      error: { message: 'The hold on this car has expired.', code: 'hold_expired', retryable: false },
    });
  });

  it('leaves the outcome unknown (no code) when Duffel fails, times out or says the quote is booked already', async () => {
    const holdId = await holdGolf();
    duffel.answer({ status: 500, body: flightFixture('error-internal') }, { status: 422, body: 'error-quote-already-booked' });
    expect(await supplier.carBook(bookRequest(holdId))).toMatchObject({ ok: false, error: { retryable: true } });
    const again = await supplier.carBook(bookRequest(holdId));
    expect(again.ok || again.error.code).toBe(undefined);
    expect(duffel.seen).toHaveLength(2);
    const slow = createDuffelCarSupplier({ accessToken: TOKEN, apiUrl: duffel.apiUrl, bookingTimeoutMs: 200, clock: () => now });
    duffel.answer({ hang: true });
    expect(await slow.carBook(bookRequest(holdId))).toEqual({ ok: false, error: { message: 'Supplier timed out', retryable: true } });
  });

  it('needs the driver’s date of birth and a phone number, which the rental company requires', async () => {
    const holdId = await holdGolf();
    expect(await supplier.carBook(bookRequest(holdId, { driverBirthDate: undefined }))).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(await supplier.carBook(bookRequest(holdId, { contact: { email: 'amelia@example.com' } }))).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(duffel.seen).toHaveLength(0);
  });

  it('cannot find by reference a booking another instance made: says so rather than answer "none"', async () => {
    expect(await supplier.carBookingByClientReference('TF-UNKNOWN1')).toMatchObject({ ok: false, error: { retryable: false } });
  });
});

describe('Duffel Cars cancellation', () => {
  it('cancels and refunds in full before the free-cancellation deadline the conditions state', async () => {
    duffel.answer({ status: 200, body: 'booking' }, { status: 200, body: 'booking-cancelled' });
    expect(await supplier.carCancel('boo_0000Cx4Af0b5l45AT50eqO')).toEqual({
      ok: true,
      value: { supplierReference: 'boo_0000Cx4Af0b5l45AT50eqO', refundShare: 1 },
    });
    expect(duffel.seen.map((s) => [s.method, s.path])).toEqual([
      ['GET', '/cars/bookings/boo_0000Cx4Af0b5l45AT50eqO'],
      ['POST', '/cars/bookings/boo_0000Cx4Af0b5l45AT50eqO/actions/cancel'],
    ]);
  });

  it('refunds nothing when cancelled after the deadline, and answers a repeated cancel without cancelling again', async () => {
    const late = fixture('booking-cancelled') as { data: { cancelled_at: string } };
    late.data.cancelled_at = '2027-03-26T09:00:00.000000Z';
    duffel.answer({ status: 200, body: 'booking' }, { status: 200, body: late }, { status: 200, body: 'booking-cancelled' });
    expect(await supplier.carCancel('boo_0000Cx4Af0b5l45AT50eqO')).toMatchObject({ ok: true, value: { refundShare: 0 } });
    expect(await supplier.carCancel('boo_0000Cx4Af0b5l45AT50eqO')).toMatchObject({ ok: true, value: { refundShare: 1 } });
    expect(duffel.seen.map((s) => s.method)).toEqual(['GET', 'POST', 'GET']);
  });

  it('answers not_found for a booking Duffel does not know', async () => {
    duffel.answer({ status: 404, body: flightFixture('error-not-found') });
    expect(await supplier.carCancel('boo_0000Cx4Af0b5l45AT50eqX')).toMatchObject({ ok: false, error: { message: 'No such car booking.', code: 'not_found' } });
    expect(await supplier.carCancel('HZ-4821937')).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
