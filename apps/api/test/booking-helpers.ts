import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { HotelDetails, RatePlan } from '@tripfront/domain/booking/hotel-api';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import { randomNonce, SANDBOX_TEST_CARDS, tokenizeSandboxCard, type SandboxScenario } from '@tripfront/domain/payments/sandbox-card';
import type { NewBooking } from '@tripfront/db';
import type { TestApp } from './helpers.ts';

// Shared steps of the booking API tests: a stay in the future, Paris searches, holds and bookings.

export const PARIS = { lat: 48.8566, long: 2.3522 };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A stay `ahead` days from today (far enough to be refundable), `nights` long. */
export const stay = (ahead = 40, nights = 3) => ({ checkin_date: day(ahead), checkout_date: day(ahead + nights) });

export const cookie = (token: string) => ({ 'x-access-token': token });

/** A sandbox payment as the browser sends it: token, brand, last4, never the number. */
export function payment(scenario: SandboxScenario = 'success') {
  const card = SANDBOX_TEST_CARDS.find((c) => c.scenario === scenario)!;
  const r = tokenizeSandboxCard({ number: card.number, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' }, new Date(), randomNonce());
  if (!r.ok) throw new Error(r.message);
  return { token: r.token, brand: r.brand, last4: r.last4 };
}

export const guest = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958' };

export function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  return q.toString();
}

export async function searchParis(t: TestApp, host: string, extra: Record<string, string | number> = {}, dates = stay()) {
  const res = await t.call(host, { method: 'GET', url: `/hotel-api/search?${query({ ...PARIS, ...dates, occupancy: 2, searchString: 'Paris', ...extra })}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: {
      hotels: { propertyId: string; stars: number; name: string; price: { total: BookingMoney } }[];
      total: number;
      totalPages: number;
      hasMore: boolean;
    };
  };
}

export async function details(t: TestApp, host: string, propertyId: string, dates = stay()): Promise<HotelDetails> {
  const res = await t.call(host, { method: 'GET', url: `/hotel-api/properties/${propertyId}?${query({ ...dates, occupancy: 2 })}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: HotelDetails }).data;
}

/** A rate of the first Paris hotel whose number says its price stays put (see PRICE_CHANGE_FACTOR). */
export async function steadyRate(t: TestApp, host: string, dates = stay()): Promise<RatePlan> {
  const { data } = await searchParis(t, host, { radius: 40, pageSize: 50, freeCancellation: 'true' }, dates);
  const hotel = data.hotels.find((h) => Number(h.propertyId.split('-').pop()) % 3 !== 0)!;
  const d = await details(t, host, hotel.propertyId, dates);
  return d.rooms[0]!.rates.find((r) => r.cancellationPolicy.refundable)!;
}

/** The refundable Junior Suite rate of a Paris hotel: the suite has one room a night (the last room). */
export async function suiteRate(t: TestApp, host: string, dates = stay()): Promise<{ rate: RatePlan; roomsLeft: number | null; propertyId: string }> {
  const { data } = await searchParis(t, host, { radius: 40, pageSize: 50, stars: '4,5', freeCancellation: 'true' }, dates);
  for (const h of data.hotels) {
    const d = await details(t, host, h.propertyId, dates);
    const suite = d.rooms.find((r) => r.name === 'Junior Suite');
    const rate = suite?.rates.find((r) => r.board === 'room_only' && r.cancellationPolicy.refundable);
    if (suite && rate) return { rate, roomsLeft: suite.roomsLeft, propertyId: h.propertyId };
  }
  throw new Error('no Junior Suite in Paris');
}

export function hold(
  t: TestApp,
  host: string,
  token: string | null,
  rate: Pick<RatePlan, 'rateId' | 'price'>,
  expectedTotal = rate.price.total,
): Promise<LightMyRequestResponse> {
  return t.call(host, {
    method: 'POST',
    url: '/api/bookings/holds',
    ...(token ? { cookies: cookie(token) } : {}),
    payload: { product: 'hotel', offerId: rate.rateId, currency: expectedTotal.currency, expectedTotal },
  });
}

export function book(
  t: TestApp,
  host: string,
  token: string,
  holdAnswer: { holdToken: string; price: { total: BookingMoney } },
  options: {
    scenario?: SandboxScenario;
    key?: string;
    payment?: ReturnType<typeof payment>;
    guest?: typeof guest;
    /** The product's own fields of the body (a car's driver, an activity's participants, a cruise's guests). */
    fields?: Record<string, unknown>;
    /** Where the request comes from (a traveller's own address, for the hold limits). */
    remoteAddress?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  return t.call(host, {
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    method: 'POST',
    url: '/api/bookings',
    cookies: cookie(token),
    headers: { 'idempotency-key': options.key ?? randomUUID() },
    payload: {
      holdToken: holdAnswer.holdToken,
      guest: options.guest ?? guest,
      payment: options.payment ?? payment(options.scenario),
      expectedTotal: holdAnswer.price.total,
      ...options.fields,
    },
  });
}

/** Releases a hold (POST /api/bookings/holds/release) by its token, or by its id as the open-holds list names it; `null`: a visitor. */
export const releaseHold = (t: TestApp, host: string, token: string | null, which: { holdToken: string } | { holdId: string }) =>
  t.call(host, { method: 'POST', url: '/api/bookings/holds/release', ...(token ? { cookies: cookie(token) } : {}), payload: which });

/** Hold then book the rate; answers the booking response. */
export async function holdAndBook(t: TestApp, host: string, token: string, rate: RatePlan, scenario: SandboxScenario = 'success') {
  const h = await hold(t, host, token, rate);
  expect(h.statusCode, h.body).toBe(201);
  return book(t, host, token, h.json().data, { scenario });
}

/**
 * Decision 0097: the terms the checkout shows (the hold's), the confirmation's (the booking answer),
 * My Trips' (the booking read again) and the confirmation email's are one sentence, in local time.
 */
export async function expectOneTermsSentence(
  t: TestApp,
  host: string,
  token: string,
  hold: { cancellationPolicy: { description: string } },
  booking: { reference: string; cancellationPolicy: { description: string } },
  mailText: string,
): Promise<string> {
  const terms = hold.cancellationPolicy.description;
  expect(booking.cancellationPolicy.description).toBe(terms);
  const mine = await t.call(host, { method: 'GET', url: `/api/bookings/${booking.reference}`, cookies: cookie(token) });
  expect(mine.json().data.cancellationPolicy.description).toBe(terms);
  expect(mailText).toContain(terms);
  expect(terms).not.toContain('UTC');
  return terms;
}

/** A confirmed, paid hotel booking as written straight to the database (a payment provider's event, the operator, a list's many kinds). */
export function storedBooking(tenantId: string, userId: string, over: Partial<NewBooking> = {}): NewBooking & { tenantId: string } {
  return {
    tenantId,
    reference: `TF-R${randomUUID().slice(0, 8).toUpperCase()}`,
    userId,
    service: 'hotels',
    status: 'confirmed',
    supplier: 'sandbox',
    clientReference: `c-${randomUUID()}`,
    holdId: `h-${randomUUID()}`,
    details: {},
    title: 'Hotel Lumière',
    checkin: '2027-03-01',
    checkout: '2027-03-04',
    totalMinor: 10_000,
    currency: 'USD',
    paymentGateway: 'sandbox',
    paymentStatus: 'captured',
    ...over,
  };
}
