import { describe, expect, it } from 'vitest';
import type { FlightPassenger } from '@tripfront/domain/booking/flight-api';
import type { FlightQuery, SupplierFlightOffer } from '../flight-booking.ts';
import type { SupplierResult } from '../result.ts';
import { LAST_SEAT_DAY_OF_MONTH, lastSeatDateFrom } from './flight-fares.ts';
import { FLIGHT_PRICE_CHANGE_FACTOR, decodeOfferId, flightOfferChangesPriceOnCheck } from './flight-offers.ts';
import { createMemoryFlightSeatStore } from './flight-seat-store.ts';
import { createSandboxFlightSupplier, refundShareOf } from './flight-supplier.ts';

const NOW = new Date('2027-01-01T10:00:00Z');
const leg = (origin: string, destination: string, departureDate: string) => ({ origin, destination, departureDate });
const query = (slices: FlightQuery['slices'], over: Partial<Omit<FlightQuery, 'slices'>> = {}): FlightQuery => ({
  slices,
  passengers: { adults: 1, children: 0, infants: 0 },
  cabin: 'economy',
  ...over,
});
const ROUND_TRIP = query([leg('LHR', 'JFK', '2027-02-10'), leg('JFK', 'LHR', '2027-02-17')], { passengers: { adults: 2, children: 1, infants: 1 } });

function setup(options: { now?: () => Date; holdMinutes?: number } = {}) {
  let now = NOW;
  const seats = createMemoryFlightSeatStore();
  let n = 0;
  const supplier = createSandboxFlightSupplier({
    seats,
    clock: options.now ?? (() => now),
    holdMinutes: options.holdMinutes ?? 15,
    newId: () => `h${(n += 1)}`,
  });
  return { supplier, seats, setNow: (d: Date) => (now = d) };
}

function value<T>(r: SupplierResult<T>): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.message}`);
  return r.value;
}
const totalOf = (o: Pick<SupplierFlightOffer, 'rate'>) => o.rate.wholesaleBase.amountMinor + o.rate.taxesAndFees.amountMinor;

const passenger = (type: FlightPassenger['type'], givenName: string, birthDate: string): FlightPassenger => ({
  type,
  givenName,
  familyName: 'Traveller',
  birthDate,
  gender: 'unspecified',
  nationality: 'GB',
  document: { number: `P${givenName.toUpperCase()}123`, expiry: '2032-01-01', issuingCountry: 'GB' },
});
const ONE_ADULT = [passenger('adult', 'Ada', '1980-05-01')];

describe('sandbox flight search', () => {
  it('answers one-way, round-trip and multi-city trips with one owner across slices', async () => {
    const { supplier } = setup();
    const multi = query([
      leg('CDG', 'FCO', '2027-02-10'),
      leg('FCO', 'ATH', '2027-02-12'),
      leg('ATH', 'IST', '2027-02-14'),
      leg('IST', 'DXB', '2027-02-16'),
      leg('DXB', 'CDG', '2027-02-20'),
    ]);
    for (const q of [query([leg('LHR', 'JFK', '2027-02-10')]), ROUND_TRIP, multi]) {
      const offers = value(await supplier.flightSearch(q));
      expect(offers.length).toBeGreaterThan(5);
      for (const o of offers) {
        expect(o.slices).toHaveLength(q.slices.length);
        o.slices.forEach((slice, i) => {
          expect(slice.segments[0]?.origin.iata).toBe(q.slices[i]?.origin);
          expect(slice.segments.at(-1)?.destination.iata).toBe(q.slices[i]?.destination);
          expect(slice.segments[0]?.departAt.slice(0, 10)).toBe(q.slices[i]?.departureDate);
        });
        // Each slice leaves after the one before it lands.
        for (let i = 1; i < o.slices.length; i += 1)
          expect(o.slices[i]!.segments[0]!.departAt > o.slices[i - 1]!.segments.at(-1)!.arriveAt.slice(0, 10)).toBe(true);
        expect(o.offerId.length).toBeLessThanOrEqual(600);
        expect(o.documentRequired).toBe(true);
      }
    }
  });

  it('gives the same offers for the same question (all but the clock-derived expiry)', async () => {
    const strip = (o: SupplierFlightOffer) => ({ ...o, offerId: decodeOfferId(o.offerId)?.slices, expiresAt: null, ticketingDeadline: null });
    const a = value(await setup().supplier.flightSearch(ROUND_TRIP));
    const b = value(await setup({ now: () => new Date(NOW.getTime() + 60_000) }).supplier.flightSearch(ROUND_TRIP));
    expect(b.map(strip)).toEqual(a.map(strip));
    expect(a[0]?.expiresAt).toBe('2027-01-01T10:30:00.000Z');
  });

  it('prices per passenger type: child 75% and infant 10% of the adult fare, summing exactly to the offer', async () => {
    const offers = value(await setup().supplier.flightSearch(ROUND_TRIP));
    for (const o of offers) {
      const [adult, child, infant] = o.passengerRates;
      expect(o.passengerRates.map((p) => [p.type, p.count])).toEqual([
        ['adult', 2],
        ['child', 1],
        ['infant', 1],
      ]);
      expect(child!.rate.wholesaleBase.amountMinor).toBe(Math.round(adult!.rate.wholesaleBase.amountMinor * 0.75));
      expect(infant!.rate.wholesaleBase.amountMinor).toBe(Math.round(adult!.rate.wholesaleBase.amountMinor * 0.1));
      expect(infant!.rate.taxesAndFees.amountMinor).toBeLessThan(adult!.rate.taxesAndFees.amountMinor);
      for (const field of ['wholesaleBase', 'taxesAndFees', 'publishedRate', 'recommendedSellingPrice'] as const) {
        expect(o.passengerRates.reduce((n, p) => n + p.rate[field].amountMinor * p.count, 0)).toBe(o.rate[field].amountMinor);
      }
      expect(o.rate.publishedRate.amountMinor).toBeGreaterThan(totalOf(o));
      expect(o.rate.recommendedSellingPrice.amountMinor).toBeLessThanOrEqual(o.rate.publishedRate.amountMinor);
    }
  });

  it('looks like real fares: distance, cabin and brand order the prices; brands carry their bags and conditions', async () => {
    const { supplier } = setup();
    const cheapest = async (q: FlightQuery) => Math.min(...value(await supplier.flightSearch(q)).map(totalOf));
    const shortHop = await cheapest(query([leg('BOS', 'DEN', '2027-02-10')]));
    const transatlantic = await cheapest(query([leg('LHR', 'JFK', '2027-02-10')]));
    const business = await cheapest(query([leg('LHR', 'JFK', '2027-02-10')], { cabin: 'business' }));
    expect(shortHop).toBeGreaterThan(80_00);
    expect(shortHop).toBeLessThan(600_00);
    expect(transatlantic).toBeGreaterThan(shortHop);
    expect(transatlantic).toBeLessThan(1500_00);
    expect(business).toBeGreaterThan(transatlantic * 2.5);

    const offers = value(await supplier.flightSearch(query([leg('LHR', 'JFK', '2027-02-10')])));
    const first = (name: string) => offers.find((o) => o.fareBrand === `Economy ${name}`) as SupplierFlightOffer;
    const [light, standard, flex] = [first('Light'), first('Standard'), first('Flex')];
    expect(light.baggage).toEqual({ carryOn: 1, checked: 0 });
    expect(light.conditions).toEqual({ changeable: false, changeFee: null, refundable: false, refundFee: null });
    expect(standard.baggage.checked).toBe(1);
    expect(standard.conditions).toMatchObject({ changeable: true, refundable: false, changeFee: { currency: 'USD' } });
    expect(flex.baggage.checked).toBe(2);
    expect(flex.conditions).toMatchObject({ changeable: true, changeFee: null, refundable: true, refundFee: { currency: 'USD' } });
    // On the same flights, a better brand costs more.
    const sameFlights = (o: SupplierFlightOffer) => o.slices.flatMap((s) => s.segments.map((g) => g.flightNumber)).join();
    const trio = offers.filter((o) => sameFlights(o) === sameFlights(flex));
    expect(trio.map((o) => o.fareBrand)).toEqual(['Economy Light', 'Economy Standard', 'Economy Flex'].filter((b) => trio.some((o) => o.fareBrand === b)));
    for (let i = 1; i < trio.length; i += 1) expect(totalOf(trio[i]!)).toBeGreaterThan(totalOf(trio[i - 1]!));
  });

  it('asks for documents only when a flight crosses a border, and sells cabins only where they exist', async () => {
    const { supplier } = setup();
    const domestic = value(await supplier.flightSearch(query([leg('BOS', 'DEN', '2027-02-10')])));
    expect(domestic.length).toBeGreaterThan(0);
    expect(domestic.every((o) => !o.documentRequired)).toBe(true);
    const premium = value(await supplier.flightSearch(query([leg('BOS', 'DEN', '2027-02-10')], { cabin: 'premium_economy' })));
    expect(premium).toEqual([]);
    const lowCost = value(await supplier.flightSearch(query([leg('BOS', 'DEN', '2027-02-10')], { cabin: 'business' })));
    expect(lowCost.some((o) => o.owner.iata === 'WN')).toBe(false);
  });

  it('refuses a party the rules forbid, and sells nothing that leaves within two hours', async () => {
    const { supplier } = setup({ now: () => new Date('2027-02-10T12:00:00Z') });
    const bad = await supplier.flightSearch(query([leg('LHR', 'JFK', '2027-02-10')], { passengers: { adults: 1, children: 0, infants: 2 } }));
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid' } });
    const today = value(await supplier.flightSearch(query([leg('LHR', 'JFK', '2027-02-10')])));
    expect(today.every((o) => o.slices[0]!.segments[0]!.departAt >= '2027-02-10T14:00')).toBe(true);
    expect(value(await supplier.flightSearch(query([leg('LHR', 'JFK', '2027-02-09')])))).toEqual([]);
  });

  it('answers the fare calendar with the lowest listed total per shift', async () => {
    const { supplier } = setup();
    const q = query([leg('LHR', 'JFK', '2027-02-10')]);
    const days = value(await supplier.flightFareCalendar(q, [-1, 0, 1]));
    expect(days.map((d) => d.shift)).toEqual([-1, 0, 1]);
    const lowestToday = Math.min(...value(await supplier.flightSearch(q)).map(totalOf));
    const calendarToday = days[1]!.lowest!;
    // The search hides sold-out fares, so the calendar is never above it.
    expect(calendarToday.wholesaleBase.amountMinor + calendarToday.taxesAndFees.amountMinor).toBeLessThanOrEqual(lowestToday);
    expect(days.every((d) => d.lowest !== null)).toBe(true);
    // Days already gone have nothing.
    const early = value(await supplier.flightFareCalendar(query([leg('LHR', 'JFK', '2027-01-02')]), [-3, 0]));
    expect(early[0]?.lowest).toBeNull();
    expect(early[1]?.lowest).not.toBeNull();
  });
});

describe('sandbox flight offers, holds and orders', () => {
  it('re-prices a documented subset on re-check, by FLIGHT_PRICE_CHANGE_FACTOR, and keeps the rest', async () => {
    const { supplier } = setup();
    const offers = value(await supplier.flightSearch(ROUND_TRIP));
    const changing = offers.filter((o) => flightOfferChangesPriceOnCheck(o.offerId));
    const steady = offers.filter((o) => !flightOfferChangesPriceOnCheck(o.offerId));
    expect(changing.length).toBeGreaterThan(0);
    expect(changing.every((o) => o.fareBrand.endsWith('Standard'))).toBe(true);
    for (const o of changing.slice(0, 3)) {
      const again = value(await supplier.flightOffer(o.offerId));
      expect(totalOf(again)).toBeGreaterThan(totalOf(o));
      expect(again.rate.wholesaleBase.amountMinor / o.rate.wholesaleBase.amountMinor).toBeCloseTo(FLIGHT_PRICE_CHANGE_FACTOR, 2);
    }
    for (const o of steady.slice(0, 3)) expect(value(await supplier.flightOffer(o.offerId)).rate).toEqual(o.rate);
  });

  it('forgets an offer once it expired, and refuses an id it did not make', async () => {
    const { supplier, setNow } = setup();
    const [offer] = value(await supplier.flightSearch(query([leg('LHR', 'JFK', '2027-02-10')])));
    setNow(new Date(NOW.getTime() + 31 * 60_000));
    expect(await supplier.flightOffer(offer!.offerId)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await supplier.flightHold(offer!.offerId)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await supplier.flightOffer('not-an-offer')).toMatchObject({ ok: false, error: { code: 'invalid' } });
    // An id naming flights that do not exist is not an offer either.
    setNow(NOW);
    const tampered = Buffer.from(
      Buffer.from(offer!.offerId, 'base64url')
        .toString('utf8')
        .replace(/"[A-Z0-9]{2}\d+(-[A-Z0-9]{2}\d+)?"\]/, '"ZZ1"]'),
      'utf8',
    ).toString('base64url');
    expect(tampered).not.toBe(offer!.offerId);
    expect(await supplier.flightHold(tampered)).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('holds, books once per client reference, and cancels with the fare’s refund share', async () => {
    const { supplier } = setup();
    const offers = value(await supplier.flightSearch(query([leg('LHR', 'JFK', '2027-02-10')])));
    // Fewer than 9 left, so the count shown is exact ('9' means 9 or more).
    const flex = offers.find((o) => o.fareBrand === 'Economy Flex' && o.seatsLeft! >= 2 && o.seatsLeft! < 9)!;
    const hold = value(await supplier.flightHold(flex.offerId));
    expect(hold.expiresAt).toBe('2027-01-01T10:15:00.000Z');
    expect(hold.offer.seatsLeft).toBe(flex.seatsLeft! - 1);
    const request = { holdId: hold.holdId, clientReference: 'TF-1', passengers: ONE_ADULT, contact: { email: 'ada@example.com' } };
    const order = value(await supplier.flightBook(request));
    expect(order).toMatchObject({
      status: 'confirmed',
      supplierReference: expect.stringMatching(/^SBXF-[A-Z2-9]{8}$/),
      recordLocator: expect.stringMatching(/^[A-Z2-9]{6}$/),
    });
    expect(value(await supplier.flightBook(request))).toEqual(order);
    expect(value(await supplier.flightOrderByClientReference('TF-1'))).toEqual(order);
    expect(value(await supplier.flightOrderByClientReference('TF-unknown'))).toBeNull();

    const cancel = value(await supplier.flightCancel(order.supplierReference));
    const fee = flex.conditions.refundFee!.amountMinor;
    expect(cancel.refundShare).toBeCloseTo(1 - fee / totalOf(hold.offer), 4);
    expect(cancel.refundShare).toBeGreaterThan(0.5);
    expect(await supplier.flightCancel(order.supplierReference)).toMatchObject({ ok: false, error: { code: 'not_cancellable' } });
    expect(value(await supplier.flightOrderByClientReference('TF-1'))?.status).toBe('cancelled');
    // The seat went back.
    const again = value(await supplier.flightOffer(flex.offerId));
    expect(again.seatsLeft).toBe(flex.seatsLeft);
    expect(await supplier.flightCancel('SBXF-NOPE')).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('refunds nothing of a non-refundable fare, and nothing can be cancelled after departure', async () => {
    const fare = { departsAt: new Date('2027-03-01T10:00:00Z'), totalCents: 500_00 };
    const before = new Date('2027-03-01T09:59:00Z');
    expect(refundShareOf({ ...fare, refundable: false, refundFeeCents: null }, before)).toBe(0);
    expect(refundShareOf({ ...fare, refundable: true, refundFeeCents: null }, before)).toBe(1);
    expect(refundShareOf({ ...fare, refundable: true, refundFeeCents: 100_00 }, before)).toBe(0.8);
    expect(refundShareOf({ ...fare, refundable: true, refundFeeCents: 100_00 }, fare.departsAt)).toBe(0);
    const { supplier, setNow } = setup();
    const light = value(await supplier.flightSearch(query([leg('LHR', 'JFK', '2027-02-10')]))).find((o) => o.fareBrand === 'Economy Light')!;
    const hold = value(await supplier.flightHold(light.offerId));
    const order = value(
      await supplier.flightBook({ holdId: hold.holdId, clientReference: 'TF-2', passengers: ONE_ADULT, contact: { email: 'a@example.com' } }),
    );
    setNow(new Date('2027-02-11T00:00:00Z'));
    expect(await supplier.flightCancel(order.supplierReference)).toMatchObject({ ok: false, error: { code: 'not_cancellable' } });
    setNow(NOW);
    expect(value(await supplier.flightCancel(order.supplierReference)).refundShare).toBe(0);
  });

  it('refuses passengers that do not match the fare, and a hold that expired or was released', async () => {
    const { supplier, setNow } = setup();
    const offers = value(await supplier.flightSearch(query([leg('LHR', 'JFK', '2027-02-10')])));
    const hold = value(await supplier.flightHold(offers[0]!.offerId));
    const base = { holdId: hold.holdId, contact: { email: 'a@example.com' } };
    const child = [passenger('adult', 'Kid', '2020-01-01')];
    expect(await supplier.flightBook({ ...base, clientReference: 'TF-3', passengers: child })).toMatchObject({ ok: false, error: { code: 'invalid' } });
    const noDocument = [{ ...ONE_ADULT[0]!, document: undefined }];
    expect(await supplier.flightBook({ ...base, clientReference: 'TF-3', passengers: noDocument })).toMatchObject({ ok: false, error: { code: 'invalid' } });
    setNow(new Date(NOW.getTime() + 16 * 60_000));
    expect(await supplier.flightBook({ ...base, clientReference: 'TF-3', passengers: ONE_ADULT })).toMatchObject({
      ok: false,
      error: { code: 'hold_expired' },
    });
    setNow(NOW);
    const second = value(await supplier.flightHold(offers[0]!.offerId));
    value(await supplier.flightReleaseHold(second.holdId));
    expect(await supplier.flightBook({ ...base, holdId: second.holdId, clientReference: 'TF-4', passengers: ONE_ADULT })).toMatchObject({
      ok: false,
      error: { code: 'hold_expired' },
    });
    expect(await supplier.flightBook({ ...base, holdId: 'sbx-fhold-none', clientReference: 'TF-5', passengers: ONE_ADULT })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });

  it('sells the last seat once: concurrent holds get one hold and sold_out for the rest, until it is released', async () => {
    expect(lastSeatDateFrom('2027-01-20')).toBe(`2027-02-${LAST_SEAT_DAY_OF_MONTH}`);
    expect(lastSeatDateFrom('2027-12-13')).toBe('2027-12-13');
    const { supplier } = setup();
    const offers = value(await supplier.flightSearch(query([leg('LHR', 'JFK', lastSeatDateFrom('2027-01-20'))])));
    const last = offers.find((o) => o.seatsLeft === 1 && o.fareBrand === 'Economy Light')!;
    expect(last).toBeDefined();
    const results = await Promise.all(Array.from({ length: 50 }, () => supplier.flightHold(last.offerId)));
    const held = results.filter((r) => r.ok);
    expect(held).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error.code === 'sold_out')).toHaveLength(49);
    const after = value(await supplier.flightSearch(query([leg('LHR', 'JFK', lastSeatDateFrom('2027-01-20'))])));
    expect(after.some((o) => o.offerId === last.offerId)).toBe(false);
    value(await supplier.flightReleaseHold(held[0]!.ok ? held[0]!.value.holdId : ''));
    expect(value(await supplier.flightHold(last.offerId)).offer.seatsLeft).toBe(0);
  });

  it('does not list a fare with fewer seats than the party needs', async () => {
    const { supplier } = setup();
    const party = query([leg('LHR', 'JFK', lastSeatDateFrom('2027-01-20'))], { passengers: { adults: 2, children: 0, infants: 1 } });
    const offers = value(await supplier.flightSearch(party));
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.seatsLeft! >= 2)).toBe(true);
  });
});
