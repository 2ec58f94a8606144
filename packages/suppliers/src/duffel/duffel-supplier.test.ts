import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlightBookRequest, FlightSupplier } from '../flight-booking.ts';
import { createDuffelFlightSupplier } from './duffel-supplier.ts';
import { decodeHoldId } from './ids.ts';
import { fixture, ROUND_TRIP_PASSENGERS as passengers, ROUND_TRIP_QUERY as query, startRecordedDuffel, type RecordedDuffel } from './recorded-duffel.ts';

const PASSPORT = passengers[0]!.document!.number;

// The official @duffel/api client against recorded Duffel answers served from a local HTTP server.

const TOKEN = 'duffel_test_RecordedSecretToken123';
const A1 = 'pas_0000AUde3KY1SptM4ABSfr';
const A2 = 'pas_0000AUde3KY1SptM4ABSfs';
const C1 = 'pas_0000AUde3KY1SptM4ABSft';
const I1 = 'pas_0000AUde3KY1SptM4ABSfu';
const OFFER_A = `duffel:off_0000AUde3KYCkMZ3SRy0Bq:${A1},${A2}:${C1}:${I1}`;

let duffel: RecordedDuffel;
let now: Date;
let supplier: FlightSupplier;
beforeAll(async () => {
  duffel = await startRecordedDuffel();
});
afterAll(() => duffel.close());
beforeEach(() => {
  duffel.reset();
  now = new Date('2027-01-01T12:00:00Z');
  supplier = createDuffelFlightSupplier({ accessToken: TOKEN, apiUrl: duffel.apiUrl, timeoutMs: 3000, clock: () => now });
});

async function holdA(): Promise<string> {
  duffel.answer({ status: 200, body: 'offer' });
  const hold = await supplier.flightHold(OFFER_A);
  if (!hold.ok) throw new Error(hold.error.message);
  duffel.reset();
  return hold.value.holdId;
}

const bookRequest = (holdId: string, overrides: Partial<FlightBookRequest> = {}): FlightBookRequest => ({
  holdId,
  clientReference: 'TF-7K3M9Q2X',
  passengers,
  contact: { email: 'amelia@example.com', phone: '+44 20 8016 0509' },
  ...overrides,
});

describe('Duffel search (offer request, recorded round trip)', () => {
  it('sends the trip, the party (children and infants by age) and the cabin through the client, with the token and API version', async () => {
    duffel.answer({ status: 201, body: 'offer-request-round-trip' });
    const result = await supplier.flightSearch(query);
    expect(result.ok).toBe(true);
    const [sent] = duffel.seen;
    expect(sent).toMatchObject({ method: 'POST', path: '/air/offer_requests/', query: { return_offers: 'true', supplier_timeout: '2000' } });
    expect(sent!.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, 'duffel-version': 'v2' });
    expect(sent!.data).toEqual({
      slices: [
        { origin: 'LHR', destination: 'JFK', departure_date: '2027-01-10', arrival_time: null, departure_time: null },
        { origin: 'JFK', destination: 'LHR', departure_date: '2027-01-17', arrival_time: null, departure_time: null },
      ],
      passengers: [{ type: 'adult' }, { type: 'adult' }, { age: 7 }, { age: 1 }],
      cabin_class: 'economy',
    });
  });

  it('maps an offer with a connection: carriers, local times, durations, bags, conditions, price and per-passenger shares', async () => {
    duffel.answer({ status: 201, body: 'offer-request-round-trip' });
    const result = await supplier.flightSearch(query);
    if (!result.ok) throw new Error(result.error.message);
    const [a, b] = result.value;
    expect(a).toMatchObject({
      offerId: OFFER_A,
      owner: { iata: 'BA', name: 'British Airways' },
      cabin: 'economy',
      fareBrand: 'Economy Standard',
      baggage: { carryOn: 1, checked: 1 },
      conditions: { changeable: true, changeFee: { amountMinor: 7500, currency: 'GBP' }, refundable: false, refundFee: null },
      seatsLeft: null,
      passengers: { adults: 2, children: 1, infants: 1 },
      expiresAt: '2027-01-01T12:30:00.000000Z',
      ticketingDeadline: '2027-01-03T17:00:00Z',
      documentRequired: true,
    });
    expect(a!.rate).toEqual({
      wholesaleBase: { amountMinor: 100_000, currency: 'GBP' },
      taxesAndFees: { amountMinor: 26_430, currency: 'GBP' },
      publishedRate: { amountMinor: 126_430, currency: 'GBP' },
      recommendedSellingPrice: { amountMinor: 126_430, currency: 'GBP' },
    });
    expect(a!.slices.map((s) => s.durationMinutes)).toEqual([475, 590]);
    const [toDublin, toLondon] = a!.slices[1]!.segments;
    expect(toDublin).toMatchObject({
      marketingCarrier: { iata: 'BA', name: 'British Airways' },
      operatingCarrier: { iata: 'EI', name: 'Aer Lingus' },
      flightNumber: 'BA6110',
      aircraft: 'Airbus A330-300',
      origin: { iata: 'JFK', name: 'John F. Kennedy International Airport', city: 'New York', countryCode: 'US' },
      destination: { iata: 'DUB', city: 'Dublin', countryCode: 'IE' },
      departAt: '2027-01-17T18:00',
      arriveAt: '2027-01-18T05:40',
      durationMinutes: 400,
    });
    // Duffel left this segment's duration out: computed from the local times in each airport's zone.
    expect(toLondon).toMatchObject({ flightNumber: 'BA8071', departAt: '2027-01-18T07:30', arriveAt: '2027-01-18T08:50', durationMinutes: 80 });
    expect(a!.passengerRates.map((p) => [p.type, p.count, p.rate.wholesaleBase.amountMinor, p.rate.taxesAndFees.amountMinor])).toEqual([
      ['adult', 2, 25_000, 6_608],
      ['child', 1, 25_000, 6_607],
      ['infant', 1, 25_000, 6_607],
    ]);
    for (const offer of [a!, b!]) {
      const sum = offer.passengerRates.reduce((n, p) => n + p.count * p.rate.publishedRate.amountMinor, 0);
      expect(sum).toBe(offer.rate.publishedRate.amountMinor);
    }
    // No tax split from Duffel: the taxes are the total less the base; no conditions: neither allowed.
    expect(b).toMatchObject({
      owner: { iata: 'VS' },
      fareBrand: 'Economy Light',
      baggage: { carryOn: 1, checked: 0 },
      conditions: { changeable: false, changeFee: null, refundable: false, refundFee: null },
      ticketingDeadline: '2027-01-01T12:30:00.000000Z',
    });
    expect(b!.rate.taxesAndFees.amountMinor).toBe(18_000);
    expect(b!.offerId.length).toBeLessThanOrEqual(600);
  });

  it('answers 5xx and a dropped connection as retryable, 422 as final in our words (Duffel’s only as the log detail)', async () => {
    duffel.answer(
      { status: 500, body: 'error-internal' },
      { status: 503, body: 'error-unavailable' },
      { drop: true },
      { status: 422, body: 'error-validation' },
    );
    for (let i = 0; i < 3; i += 1) {
      const result = await supplier.flightSearch(query);
      expect(result).toMatchObject({ ok: false, error: { message: 'The flight supplier is unavailable; please try again shortly.', retryable: true } });
    }
    expect(await supplier.flightSearch(query)).toEqual({
      ok: false,
      error: {
        message: 'The airline could not accept these details; please check them and try again.',
        retryable: false,
        code: 'invalid',
        detail: "Field 'born_on' must be a date in the past, got 2031-04-02",
      },
    });
  });

  it('never hands back our credentials when Duffel quotes the request headers in an error', async () => {
    const echo = `Header 'Authorization: Bearer ${TOKEN}' is not allowed with Duffel-Version v1; api_key=${TOKEN}`;
    duffel.answer({
      status: 422,
      body: { meta: { status: 422 }, errors: [{ type: 'invalid_request_error', code: 'unsupported_version', title: 'Bad', message: echo }] },
    });
    const refused = await supplier.flightSearch(query);
    expect(refused).toMatchObject({
      ok: false,
      error: { message: 'The airline could not accept these details; please check them and try again.', code: 'invalid' },
    });
    expect(JSON.stringify(refused)).not.toContain(TOKEN);
    expect(!refused.ok && refused.error.detail).toBe("Header 'Authorization: Bearer [redacted]' is not allowed with Duffel-Version v1; api_key=[redacted]");
  });

  it('after a 429, waits out the rate-limit window before calling Duffel again', async () => {
    duffel.answer({ status: 429, body: 'error-rate-limit', headers: { 'ratelimit-remaining': '0', 'ratelimit-reset': 'Fri, 01 Jan 2027 12:00:30 GMT' } });
    const limited = await supplier.flightSearch(query);
    expect(limited).toMatchObject({ ok: false, error: { message: 'The flight supplier is busy; please try again in 30 seconds.', retryable: true } });
    now = new Date('2027-01-01T12:00:10Z');
    expect(await supplier.flightOffer(OFFER_A)).toEqual({
      ok: false,
      error: { message: 'The flight supplier is busy; please try again in 20 seconds.', retryable: true },
    });
    expect(duffel.seen).toHaveLength(1);
    now = new Date('2027-01-01T12:00:31Z');
    duffel.answer({ status: 201, body: 'offer-request-round-trip' });
    expect((await supplier.flightSearch(query)).ok).toBe(true);
    expect(duffel.seen).toHaveLength(2);
  });

  it('pauses before a certain 429: an answer with no requests left in the window holds calls until it resets', async () => {
    duffel.answer({
      status: 201,
      body: 'offer-request-round-trip',
      headers: { 'ratelimit-remaining': '0', 'ratelimit-reset': 'Fri, 01 Jan 2027 12:00:20 GMT' },
    });
    expect((await supplier.flightSearch(query)).ok).toBe(true);
    expect(await supplier.flightSearch(query)).toEqual({
      ok: false,
      error: { message: 'The flight supplier is busy; please try again in 20 seconds.', retryable: true },
    });
    expect(duffel.seen).toHaveLength(1);
  });

  it('reads Retry-After (seconds) when Duffel sends it', async () => {
    duffel.answer({ status: 429, body: 'error-rate-limit', headers: { 'retry-after': '12' } });
    expect(await supplier.flightSearch(query)).toMatchObject({ ok: false, error: { message: 'The flight supplier is busy; please try again in 12 seconds.' } });
  });

  it('gives up on a Duffel that never answers: retryable "Supplier timed out"', async () => {
    const slow = createDuffelFlightSupplier({ accessToken: TOKEN, apiUrl: duffel.apiUrl, timeoutMs: 300, clock: () => now });
    duffel.answer({ hang: true });
    expect(await slow.flightSearch(query)).toMatchObject({ ok: false, error: { message: 'Supplier timed out', retryable: true } });
  });

  it('does not offer a fare calendar (seven searches per request)', async () => {
    expect(await supplier.flightFareCalendar(query, [-1, 0, 1])).toEqual({
      ok: false,
      error: { message: 'Fare calendar not offered by this supplier', retryable: false },
    });
    expect(duffel.seen).toHaveLength(0);
  });
});

describe('Duffel offer and hold (offers.get)', () => {
  it('re-prices the offer live; a re-priced answer is a different offer at the new price', async () => {
    duffel.answer({ status: 200, body: 'offer' }, { status: 200, body: 'offer-repriced' });
    const same = await supplier.flightOffer(OFFER_A);
    expect(same).toMatchObject({ ok: true, value: { offerId: OFFER_A, rate: { publishedRate: { amountMinor: 126_430 } } } });
    expect(duffel.seen[0]).toMatchObject({ method: 'GET', path: '/air/offers/off_0000AUde3KYCkMZ3SRy0Bq' });
    const repriced = await supplier.flightOffer(OFFER_A);
    expect(repriced).toMatchObject({
      ok: true,
      value: { offerId: `duffel:off_0000AUde3KYCkMZ3SRy0C9:${A1},${A2}:${C1}:${I1}`, rate: { publishedRate: { amountMinor: 130_210 } } },
    });
  });

  it('answers not_found for an offer Duffel no longer has, an expired offer, an unknown id, and an id that is not ours', async () => {
    duffel.answer(
      { status: 422, body: 'error-offer-no-longer-available' },
      { status: 422, body: 'error-offer-expired' },
      { status: 404, body: 'error-not-found' },
    );
    const gone = { ok: false, error: { message: 'This flight offer is no longer available; please search again.', retryable: false, code: 'not_found' } };
    expect(await supplier.flightOffer(OFFER_A)).toMatchObject(gone);
    expect(await supplier.flightHold(OFFER_A)).toMatchObject(gone);
    expect(await supplier.flightOffer(OFFER_A)).toMatchObject(gone);
    expect(await supplier.flightOffer('sandbox:LHR-JFK:1')).toMatchObject(gone);
    expect(duffel.seen).toHaveLength(3);
    now = new Date('2027-01-01T12:31:00Z');
    duffel.answer({ status: 200, body: 'offer' });
    expect(await supplier.flightOffer(OFFER_A)).toMatchObject(gone);
  });

  it('holds by re-pricing: the hold carries the offer, its expiry and the held total; releasing needs no call', async () => {
    duffel.answer({ status: 200, body: 'offer' });
    const hold = await supplier.flightHold(OFFER_A);
    if (!hold.ok) throw new Error(hold.error.message);
    expect(hold.value.expiresAt).toBe('2027-01-01T12:30:00.000000Z');
    expect(hold.value.offer.offerId).toBe(OFFER_A);
    expect(decodeHoldId(hold.value.holdId)).toMatchObject({
      totalMinor: 126_430,
      currency: 'GBP',
      offerId: OFFER_A,
      expiresAt: Date.parse('2027-01-01T12:30:00Z') / 1000,
    });
    expect(await supplier.flightReleaseHold(hold.value.holdId)).toEqual({ ok: true, value: true });
    expect(duffel.seen).toHaveLength(1);
  });
});

describe('Duffel order (orders.create)', () => {
  it('orders the held offer: passengers on the offer request’s ids, infant on an adult’s lap, documents, balance payment of the held total, our reference as metadata', async () => {
    const holdId = await holdA();
    duffel.answer({ status: 201, body: 'order' });
    const booked = await supplier.flightBook(bookRequest(holdId));
    expect(booked).toEqual({ ok: true, value: { supplierReference: 'ord_0000AUde3KYCkMZ3SRy0C1', recordLocator: 'RZPNX8', status: 'confirmed' } });
    const [sent] = duffel.seen;
    expect(sent).toMatchObject({ method: 'POST', path: '/air/orders' });
    expect(sent!.data).toMatchObject({
      type: 'instant',
      selected_offers: ['off_0000AUde3KYCkMZ3SRy0Bq'],
      payments: [{ type: 'balance', amount: '1264.30', currency: 'GBP' }],
      metadata: { client_reference: 'TF-7K3M9Q2X' },
    });
    const sentPassengers = sent!.data!.passengers as Record<string, unknown>[];
    expect(sentPassengers.map((p) => [p.id, p.title, p.gender, p.born_on, p.infant_passenger_id ?? null])).toEqual([
      [A1, 'ms', 'f', '1987-07-24', I1],
      [A2, 'mr', 'm', '1985-09-07', null],
      [C1, 'miss', 'f', '2019-05-02', null],
      [I1, 'mr', 'm', '2025-11-20', null],
    ]);
    expect(sentPassengers[0]).toMatchObject({
      given_name: 'Amelia',
      family_name: 'Earhart',
      email: 'amelia@example.com',
      phone_number: '+442080160509',
      identity_documents: [{ type: 'passport', unique_identifier: PASSPORT, issuing_country_code: 'US', expires_on: '2031-04-02' }],
    });
    // The same reference again: the same order, without a second order at Duffel.
    expect(await supplier.flightBook(bookRequest(holdId))).toEqual(booked);
    expect(duffel.seen).toHaveLength(1);
  });

  it('sends no identity documents when the offer does not require them', async () => {
    const { data } = fixture('offer') as { data: Record<string, unknown> };
    duffel.answer({ status: 200, body: { data: { ...data, passenger_identity_documents_required: false } } }, { status: 201, body: 'order' });
    const hold = await supplier.flightHold(OFFER_A);
    if (!hold.ok) throw new Error(hold.error.message);
    expect(hold.value.offer.documentRequired).toBe(false);
    expect((await supplier.flightBook(bookRequest(hold.value.holdId))).ok).toBe(true);
    const sent = duffel.seen[1]!.data!.passengers as Record<string, unknown>[];
    expect(sent.map((p) => p.identity_documents)).toEqual([undefined, undefined, undefined, undefined]);
    expect(JSON.stringify(duffel.seen[1]!.data)).not.toContain(PASSPORT);
  });

  it('refuses a changed price (hold_expired), a seat gone before the hold ran out (sold_out), and an expired hold without calling', async () => {
    const holdId = await holdA();
    duffel.answer(
      { status: 422, body: 'error-price-changed' },
      { status: 422, body: 'error-offer-no-longer-available' },
      { status: 200, body: 'orders-page-2' },
    );
    expect(await supplier.flightBook(bookRequest(holdId))).toMatchObject({
      ok: false,
      error: { message: 'The airline changed the price of this flight; please check the new price.', retryable: false, code: 'hold_expired' },
    });
    // Gone: not ordered by us either (no order carries this reference), so the seats went to someone else.
    expect(await supplier.flightBook(bookRequest(holdId, { clientReference: 'TF-SOLDOUT01' }))).toMatchObject({
      ok: false,
      error: { message: 'The airline has no more seats at this fare; please choose another flight.', retryable: false, code: 'sold_out' },
    });
    now = new Date('2027-01-01T12:30:00Z');
    expect(await supplier.flightBook(bookRequest(holdId))).toEqual({
      ok: false,
      error: { message: 'The held fare expired; please check the flight again.', retryable: false, code: 'hold_expired' },
    });
    expect(duffel.seen.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /air/orders', 'POST /air/orders', 'GET /air/orders']);
  });

  it('reads a refused payment amount as a changed price, and an empty Duffel balance as a final refusal', async () => {
    const holdId = await holdA();
    const error = (code: string, message: string) => ({
      meta: { status: 422, request_id: 'FZW0Pay' },
      errors: [{ type: 'validation_error', code, title: 'Payment', message, documentation_url: 'https://duffel.com/docs/api/overview/errors' }],
    });
    duffel.answer(
      { status: 422, body: error('payment_amount_does_not_match_order_amount', 'The payment amount does not match the order amount.') },
      { status: 422, body: error('insufficient_balance', 'Your balance is insufficient to pay for this order.') },
    );
    expect(await supplier.flightBook(bookRequest(holdId))).toMatchObject({ ok: false, error: { code: 'hold_expired', retryable: false } });
    expect(await supplier.flightBook(bookRequest(holdId))).toMatchObject({
      ok: false,
      error: { message: 'Flight booking is temporarily unavailable; please try again later.', retryable: false, code: 'invalid' },
    });
  });

  it('answers an unknown outcome (retryable, no code) for 500, 503, a dropped connection and a timeout', async () => {
    const holdId = await holdA();
    duffel.answer({ status: 500, body: 'error-internal' }, { status: 503, body: 'error-unavailable' }, { drop: true });
    for (let i = 0; i < 3; i += 1) {
      const result = await supplier.flightBook(bookRequest(holdId));
      expect(result).toMatchObject({ ok: false, error: { message: 'The flight supplier is unavailable; please try again shortly.', retryable: true } });
    }
    const slow = createDuffelFlightSupplier({ accessToken: TOKEN, apiUrl: duffel.apiUrl, timeoutMs: 100, orderTimeoutMs: 300, clock: () => now });
    duffel.answer({ hang: true });
    expect(await slow.flightBook(bookRequest(holdId))).toMatchObject({ ok: false, error: { message: 'Supplier timed out', retryable: true } });
  });

  it('answers the existing order when Duffel says the offer request was booked already (a retry after a lost answer)', async () => {
    const holdId = await holdA();
    duffel.answer({ status: 422, body: 'error-already-booked' }, { status: 200, body: 'orders-page-1' }, { status: 200, body: 'orders-page-2' });
    expect(await supplier.flightBook(bookRequest(holdId))).toEqual({
      ok: true,
      value: { supplierReference: 'ord_0000AUde3KYCkMZ3SRy0C1', recordLocator: 'RZPNX8', status: 'confirmed' },
    });
  });

  it('refuses before calling Duffel: a party unlike the search, a gender Duffel cannot take, no international phone', async () => {
    const holdId = await holdA();
    expect(await supplier.flightBook(bookRequest(holdId, { passengers: passengers.slice(0, 3) }))).toMatchObject({
      ok: false,
      error: { code: 'invalid', retryable: false },
    });
    const unspecified = passengers.map((p, i) => (i === 1 ? { ...p, gender: 'unspecified' as const } : p));
    expect(await supplier.flightBook(bookRequest(holdId, { passengers: unspecified }))).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(await supplier.flightBook(bookRequest(holdId, { contact: { email: 'amelia@example.com', phone: '020 8016 0509' } }))).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: expect.stringContaining('international format') },
    });
    expect(await supplier.flightBook(bookRequest('duffel-hold:nonsense'))).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(duffel.seen).toHaveLength(0);
  });

  it('logs nothing and never hands back passport numbers or birth dates Duffel quotes in an error', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m).mockImplementation(() => undefined));
    try {
      const holdId = await holdA();
      const quoting = {
        meta: { status: 422, request_id: 'FZW0Quote' },
        errors: [
          {
            type: 'validation_error',
            code: 'invalid_identity_document',
            title: 'Invalid identity document',
            message: `Passport ${PASSPORT} of the passenger born 1987-07-24 is not valid for this route`,
            documentation_url: 'https://duffel.com/docs/api/overview/errors',
          },
        ],
      };
      duffel.answer({ status: 422, body: quoting }, { status: 201, body: 'order' });
      const refused = await supplier.flightBook(bookRequest(holdId));
      expect(refused).toEqual({
        ok: false,
        error: {
          message: 'The airline could not accept these details; please check them and try again.',
          retryable: false,
          code: 'invalid',
          detail: 'Passport [redacted] of the passenger born [redacted] is not valid for this route',
        },
      });
      const booked = await supplier.flightBook(bookRequest(holdId));
      expect(JSON.stringify([refused, booked])).not.toContain(PASSPORT);
      expect(JSON.stringify([refused, booked])).not.toContain(TOKEN);
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('Duffel cancellation and recovery', () => {
  it('cancels: reads the order, quotes the cancellation, confirms it; the refund share is refund over total', async () => {
    duffel.answer({ status: 200, body: 'order' }, { status: 201, body: 'order-cancellation-created' }, { status: 200, body: 'order-cancellation-confirmed' });
    const result = await supplier.flightCancel('ord_0000AUde3KYCkMZ3SRy0C1');
    expect(result).toEqual({ ok: true, value: { supplierReference: 'ord_0000AUde3KYCkMZ3SRy0C1', refundShare: 108_930 / 126_430 } });
    expect(duffel.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /air/orders/ord_0000AUde3KYCkMZ3SRy0C1',
      'POST /air/order_cancellations',
      'POST /air/order_cancellations/ore_00009qzZWzjDipIkqpaUAj/actions/confirm',
    ]);
    expect(duffel.seen[1]!.data).toEqual({ order_id: 'ord_0000AUde3KYCkMZ3SRy0C1' });
  });

  it('answers not_cancellable when the order cannot be cancelled, and the earlier refund when it was cancelled already', async () => {
    const order = fixture('order') as { data: Record<string, unknown> };
    const locked = { data: { ...order.data, available_actions: ['update'] } };
    const cancelled = {
      data: { ...order.data, cancelled_at: '2027-01-02T09:01:12Z', cancellation: { refund_amount: '632.15', refund_currency: 'GBP' } },
    };
    duffel.answer({ status: 200, body: locked }, { status: 200, body: cancelled });
    expect(await supplier.flightCancel('ord_0000AUde3KYCkMZ3SRy0C1')).toMatchObject({ ok: false, error: { code: 'not_cancellable', retryable: false } });
    expect(await supplier.flightCancel('ord_0000AUde3KYCkMZ3SRy0C1')).toEqual({
      ok: true,
      value: { supplierReference: 'ord_0000AUde3KYCkMZ3SRy0C1', refundShare: 0.5 },
    });
    expect(await supplier.flightCancel('not-an-order')).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('finds an order by our reference across pages of orders, or answers null when there is none', async () => {
    duffel.answer({ status: 200, body: 'orders-page-1' }, { status: 200, body: 'orders-page-2' });
    expect(await supplier.flightOrderByClientReference('TF-7K3M9Q2X')).toEqual({
      ok: true,
      value: { supplierReference: 'ord_0000AUde3KYCkMZ3SRy0C1', recordLocator: 'RZPNX8', status: 'confirmed' },
    });
    expect(duffel.seen.map((s) => s.query)).toEqual([{ limit: '200' }, { limit: '200', after: 'g2wAAAACbQAAABBBZXJvbWlzdC1LaGFya2l2bQAAAB=' }]);
    duffel.answer({ status: 200, body: 'orders-page-2' });
    expect(await supplier.flightOrderByClientReference('TF-NOBODY')).toEqual({ ok: true, value: null });
    duffel.answer({ status: 503, body: 'error-unavailable' });
    expect(await supplier.flightOrderByClientReference('TF-NOBODY')).toMatchObject({ ok: false, error: { retryable: true } });
  });
});
