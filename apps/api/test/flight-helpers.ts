import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { SupplierRate } from '@tripfront/domain/inventory';
import type { FlightOfferDetails, FlightOfferView, FlightPassenger, PassengerCounts } from '@tripfront/domain/booking/flight-api';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import {
  fail,
  ok,
  type FlightOrder,
  type FlightQuery,
  type FlightSupplier,
  type SupplierAirport,
  type SupplierCarrier,
  type SupplierFlightOffer,
  type SupplierSegment,
} from '@tripfront/suppliers';
import { cookie, guest, payment } from './booking-helpers.ts';
import type { TestApp } from './helpers.ts';

// Flight API tests' steps and an in-memory airline behind the FlightSupplier interface: twelve
// deterministic offers per trip (four airlines, non-stop and one-stop, refundable or not), offer 5
// re-priced (+25.00 USD) when checked live, offer 7 with one seat left. Seats are counted per offer;
// a hold takes the party's seats until it is booked or released.

export const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);

const AIRPORTS: Record<string, SupplierAirport> = {
  LHR: { iata: 'LHR', name: 'Heathrow', city: 'London', countryCode: 'GB' },
  MAN: { iata: 'MAN', name: 'Manchester', city: 'Manchester', countryCode: 'GB' },
  JFK: { iata: 'JFK', name: 'John F. Kennedy', city: 'New York', countryCode: 'US' },
  BOS: { iata: 'BOS', name: 'Logan', city: 'Boston', countryCode: 'US' },
  CDG: { iata: 'CDG', name: 'Charles de Gaulle', city: 'Paris', countryCode: 'FR' },
};
const airport = (iata: string): SupplierAirport => AIRPORTS[iata] ?? { iata, name: iata, city: iata, countryCode: 'US' };
const CARRIERS: SupplierCarrier[] = [
  { iata: 'BA', name: 'British Airways' },
  { iata: 'AA', name: 'American Airlines' },
  { iata: 'VS', name: 'Virgin Atlantic' },
  { iata: 'DL', name: 'Delta' },
];

export const OFFERS_PER_TRIP = 12;
export const REPRICED = 5;
export const LAST_SEAT = 7;
export const TICKET_SOON = 3;
const REPRICE_MINOR = 2_500;

const rateOf = (base: number): SupplierRate => ({
  wholesaleBase: { amountMinor: base, currency: 'USD' },
  taxesAndFees: { amountMinor: Math.round(base * 0.2), currency: 'USD' },
  publishedRate: { amountMinor: Math.round(base * 1.5), currency: 'USD' },
  recommendedSellingPrice: { amountMinor: Math.round(base * 1.4), currency: 'USD' },
});
const sumRates = (parts: { rate: SupplierRate; count: number }[]): SupplierRate => {
  const add = (k: keyof SupplierRate) => ({ amountMinor: parts.reduce((n, p) => n + p.rate[k].amountMinor * p.count, 0), currency: 'USD' });
  return {
    wholesaleBase: add('wholesaleBase'),
    taxesAndFees: add('taxesAndFees'),
    publishedRate: add('publishedRate'),
    recommendedSellingPrice: add('recommendedSellingPrice'),
  };
};

const at = (date: string, minutes: number) => {
  const t = new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000).toISOString();
  return t.slice(0, 16);
};

function offerOf(query: FlightQuery, i: number, live: boolean): SupplierFlightOffer {
  const carrier = CARRIERS[i % CARRIERS.length]!;
  const stops = i % 3 === 2 ? 1 : 0;
  const departMinutes = 6 * 60 + i * 75; // 06:00, 07:15 … 19:45
  const slices = query.slices.map((s, n) => {
    const flying = 420 + ((i * 17) % 60);
    const segments: SupplierSegment[] = [];
    if (stops === 0) {
      segments.push({
        marketingCarrier: carrier,
        operatingCarrier: carrier,
        flightNumber: `${carrier.iata}${100 + i * 2 + n}`,
        aircraft: 'Boeing 777-300ER',
        origin: airport(s.origin),
        destination: airport(s.destination),
        departAt: at(s.departureDate, departMinutes),
        arriveAt: at(s.departureDate, departMinutes + flying),
        durationMinutes: flying,
      });
      return { segments, durationMinutes: flying };
    }
    const via = s.destination === 'BOS' ? 'JFK' : 'BOS';
    segments.push(
      {
        marketingCarrier: carrier,
        operatingCarrier: carrier,
        flightNumber: `${carrier.iata}${300 + i * 2 + n}`,
        aircraft: null,
        origin: airport(s.origin),
        destination: airport(via),
        departAt: at(s.departureDate, departMinutes),
        arriveAt: at(s.departureDate, departMinutes + flying - 60),
        durationMinutes: flying - 60,
      },
      {
        marketingCarrier: carrier,
        operatingCarrier: { iata: 'B6', name: 'JetBlue' },
        flightNumber: `${carrier.iata}${500 + i * 2 + n}`,
        aircraft: 'Airbus A320',
        origin: airport(via),
        destination: airport(s.destination),
        departAt: at(s.departureDate, departMinutes + flying + 30),
        arriveAt: at(s.departureDate, departMinutes + flying + 120),
        durationMinutes: 90,
      },
    );
    return { segments, durationMinutes: flying + 120 };
  });
  const base = 30_000 + ((i * 7_919) % 40_000) + (live && i === REPRICED ? REPRICE_MINOR : 0);
  const p = query.passengers;
  const passengerRates = [
    { type: 'adult' as const, count: p.adults, rate: rateOf(base) },
    { type: 'child' as const, count: p.children, rate: rateOf(Math.round(base * 0.75)) },
    { type: 'infant' as const, count: p.infants, rate: rateOf(Math.round(base * 0.1)) },
  ].filter((r) => r.count > 0);
  const refundable = i % 2 === 0;
  const countries = new Set(query.slices.flatMap((s) => [airport(s.origin).countryCode, airport(s.destination).countryCode]));
  const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
  return {
    offerId: `fk_${Buffer.from(JSON.stringify({ q: query, i })).toString('base64url')}`,
    owner: carrier,
    cabin: query.cabin,
    fareBrand: refundable ? 'Economy Flex' : 'Economy Light',
    slices,
    baggage: { carryOn: 1, checked: refundable ? 1 : 0 },
    conditions: {
      changeable: refundable,
      changeFee: refundable ? { amountMinor: 5_000, currency: 'USD' } : null,
      refundable,
      refundFee: refundable ? { amountMinor: 10_000, currency: 'USD' } : null,
    },
    seatsLeft: i === LAST_SEAT ? 1 : 9,
    passengers: p,
    rate: sumRates(passengerRates),
    passengerRates,
    expiresAt,
    // Offer 3 must be ticketed within 10 minutes: sooner than a hold lasts.
    ticketingDeadline: new Date(Date.now() + (i === TICKET_SOON ? 10 * 60_000 : 2 * 86_400_000)).toISOString(),
    documentRequired: countries.size > 1,
  };
}

function decode(offerId: string): { q: FlightQuery; i: number } | null {
  if (!offerId.startsWith('fk_')) return null;
  try {
    return JSON.parse(Buffer.from(offerId.slice(3), 'base64url').toString('utf8')) as { q: FlightQuery; i: number };
  } catch {
    return null;
  }
}

/** Which of the trip's offers this is (REPRICED, LAST_SEAT …). */
export const offerIndex = (offerId: string): number => decode(offerId)?.i ?? -1;

const seatsOf = (p: PassengerCounts) => p.adults + p.children;

/** The in-memory airline; `behaviour` switches failures on. */
export function fakeFlightSupplier() {
  const sold = new Map<string, number>(); // seats taken per offer id (held or booked)
  const holds = new Map<string, { offerId: string; seats: number; booked: boolean; refundShare: number }>();
  const orders = new Map<string, FlightOrder & { holdId: string; passengers: FlightPassenger[] }>();
  const behaviour = { searchDown: false, bookTimesOut: false, lookupDown: false, calls: { search: 0, book: 0 } };
  let n = 0;
  const left = (o: SupplierFlightOffer) => (o.seatsLeft ?? 9) - (sold.get(o.offerId) ?? 0);

  const supplier: FlightSupplier = {
    name: 'test-airline',
    async flightSearch(query) {
      behaviour.calls.search += 1;
      if (behaviour.searchDown) return fail('The airline did not answer in time.', true);
      return ok(Array.from({ length: OFFERS_PER_TRIP }, (_, i) => offerOf(query, i, false)));
    },
    async flightFareCalendar(query, shifts) {
      return ok(
        shifts.map((shift) => ({
          shift,
          lowest: shift === 2 ? null : rateOf(30_000 + (shift + 3) * 1_000),
        })),
      );
    },
    async flightOffer(offerId) {
      const d = decode(offerId);
      if (!d) return fail('No such offer', false, 'not_found');
      const o = offerOf(d.q, d.i, true);
      return ok({ ...o, seatsLeft: Math.max(0, left(o)) });
    },
    async flightHold(offerId) {
      const d = decode(offerId);
      if (!d) return fail('No such offer', false, 'not_found');
      const o = offerOf(d.q, d.i, true);
      const seats = seatsOf(o.passengers);
      if (left(o) < seats) return fail('Sold out', false, 'sold_out');
      sold.set(o.offerId, (sold.get(o.offerId) ?? 0) + seats);
      const holdId = `fh-${++n}`;
      holds.set(holdId, { offerId: o.offerId, seats, booked: false, refundShare: o.conditions.refundable ? 0.75 : 0 });
      return ok({ holdId, expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(), offer: o });
    },
    async flightReleaseHold(holdId) {
      const h = holds.get(holdId);
      if (h && !h.booked) {
        sold.set(h.offerId, (sold.get(h.offerId) ?? 0) - h.seats);
        holds.delete(holdId);
      }
      return ok(true);
    },
    async flightBook({ holdId, clientReference, passengers }) {
      behaviour.calls.book += 1;
      const existing = orders.get(clientReference);
      if (existing) return ok({ supplierReference: existing.supplierReference, recordLocator: existing.recordLocator, status: existing.status });
      const h = holds.get(holdId);
      if (!h || h.booked) return fail('The hold has expired', false, 'hold_expired');
      h.booked = true;
      const order = { supplierReference: `FO-${holdId}`, recordLocator: `PNR${String(n).padStart(3, '0')}`, status: 'confirmed' as const, holdId, passengers };
      orders.set(clientReference, order);
      // The order is made but the answer is lost: the outcome is unknown to the caller.
      if (behaviour.bookTimesOut) return fail('The airline timed out', true);
      return ok({ supplierReference: order.supplierReference, recordLocator: order.recordLocator, status: order.status });
    },
    async flightCancel(supplierReference) {
      const order = [...orders.values()].find((o) => o.supplierReference === supplierReference);
      if (!order) return fail('No such order', false, 'not_found');
      const h = holds.get(order.holdId)!;
      if (h.refundShare === 0) return ok({ supplierReference, refundShare: 0 });
      order.status = 'cancelled';
      return ok({ supplierReference, refundShare: h.refundShare });
    },
    async flightOrderByClientReference(clientReference) {
      if (behaviour.lookupDown) return fail('The airline timed out', true);
      const o = orders.get(clientReference);
      return ok(o ? { supplierReference: o.supplierReference, recordLocator: o.recordLocator, status: o.status } : null);
    },
  };
  return { supplier, behaviour, orders, sold };
}

export function flightQueryString(params: Record<string, string | number | undefined | string[]>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    for (const one of [v].flat()) q.append(k, String(one));
  }
  return q.toString();
}

/** A round trip London → New York, `ahead` days from today, a week long. */
export const roundTrip = (ahead = 40) => [`LHR.JFK.${day(ahead)}`, `JFK.LHR.${day(ahead + 7)}`];

export interface SearchAnswer {
  data: {
    offers: FlightOfferView[];
    total: number;
    totalPages: number;
    hasMore: boolean;
    facets: {
      airlines: { iata: string; lowest: BookingMoney }[];
      stops: { stops: number; lowest: BookingMoney }[];
      priceRange: { min: BookingMoney; max: BookingMoney } | null;
      longestMinutes: number | null;
    };
  };
  message?: string;
}

export async function searchFlights(t: TestApp, host: string, params: Record<string, string | number | string[] | undefined> = {}, token?: string) {
  const res = await t.call(host, {
    method: 'GET',
    url: `/flight-api/search?${flightQueryString({ slice: roundTrip(), pageSize: 50, ...params })}`,
    ...(token ? { cookies: cookie(token) } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchAnswer;
}

export async function offerDetails(t: TestApp, host: string, offerId: string, token?: string): Promise<FlightOfferDetails> {
  const res = await t.call(host, { method: 'GET', url: `/flight-api/offers/${offerId}?currency=USD`, ...(token ? { cookies: cookie(token) } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: FlightOfferDetails }).data;
}

export function holdFlight(t: TestApp, host: string, token: string, offerId: string, expectedTotal: BookingMoney): Promise<LightMyRequestResponse> {
  return t.call(host, {
    method: 'POST',
    url: '/api/bookings/holds',
    cookies: cookie(token),
    payload: { product: 'flight', offerId, currency: expectedTotal.currency, expectedTotal },
  });
}

const birth = (yearsAgo: number, firstDate: string) => `${Number(firstDate.slice(0, 4)) - yearsAgo}${firstDate.slice(4)}`;

/** Passengers matching a party, born so their type holds on every flight; with documents. */
export function passengersFor(p: PassengerCounts, firstDate: string): FlightPassenger[] {
  const doc = (n: number) => ({ number: `P${String(123456780 + n)}`, expiry: day(3 * 365), issuingCountry: 'GB' });
  const list: FlightPassenger[] = [];
  const add = (type: FlightPassenger['type'], years: number, count: number) => {
    for (let k = 0; k < count; k++) {
      const i = list.length;
      list.push({
        type,
        givenName: ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald'][i % 6]!,
        familyName: `Traveller-${String.fromCharCode(65 + i)}`,
        birthDate: birth(years, firstDate),
        gender: 'unspecified',
        nationality: 'GB',
        document: doc(i),
      });
    }
  };
  add('adult', 35, p.adults);
  add('child', 8, p.children);
  add('infant', 1, p.infants);
  return list;
}

export function bookFlight(
  t: TestApp,
  host: string,
  token: string,
  held: { holdToken: string; price: { total: BookingMoney } },
  passengers: FlightPassenger[],
  options: { key?: string; pay?: ReturnType<typeof payment> } = {},
): Promise<LightMyRequestResponse> {
  return t.call(host, {
    method: 'POST',
    url: '/api/bookings',
    cookies: cookie(token),
    headers: { 'idempotency-key': options.key ?? randomUUID() },
    payload: { holdToken: held.holdToken, guest, payment: options.pay ?? payment(), expectedTotal: held.price.total, passengers },
  });
}
