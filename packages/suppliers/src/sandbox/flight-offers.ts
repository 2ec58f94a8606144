import { timeZoneAt } from '../world/time-zones.ts';
import type { PassengerCounts } from '@tripfront/domain/booking/flight-api';
import { CABINS, type Cabin } from '@tripfront/domain/search';
import type { SupplierRate } from '@tripfront/domain/inventory';
import type { FlightQuery, SupplierAirport, SupplierFlightOffer, SupplierSegment } from '../flight-booking.ts';
import { createRng } from '../prng.ts';
import type { AirportRecord } from '../world/data.ts';
import {
  CABIN_NAMES,
  FARE_BRANDS,
  brandOf,
  bucketCapacity,
  bucketOf,
  feeCents,
  hasCabin,
  sliceFareCents,
  sliceTaxesCents,
  type FareBrand,
} from './flight-fares.ts';
import { itinerariesOn, sameAlliance, type Itinerary } from './flight-network.ts';

// Offers of the sandbox's flights (issue #17): itineraries of one owner across every slice, in
// each fare brand of the cabin, priced per passenger type. An offer id carries the question and
// the choice (flights, brand, search time), so flightOffer and flightHold rebuild the offer from
// it without storing anything.

/** An offer can be held or re-checked for this long after the search. */
export const OFFER_MINUTES = 30;
/** Nothing is sold that leaves sooner than this (check-in closes). */
export const LAST_SALE_MINUTES = 120;
/** The next slice leaves at least this long after the last one lands. */
const MIN_STAY_MINUTES = 120;
/** Itinerary combinations per owner on a multi-slice trip (every combination for smaller sets). */
const COMBINATIONS_PER_OWNER = 10;
/** Offers show at most this many seats ('9 means 9 or more'). */
export const SEATS_SHOWN = 9;

/**
 * Standard fares (any cabin) whose first flight number is even cost this much more when the offer
 * is checked again (flightOffer, flightHold), as a real airline's price moves between search and
 * booking; see flightOfferChangesPriceOnCheck.
 */
export const FLIGHT_PRICE_CHANGE_FACTOR = 1.06;

export interface OfferKey {
  cabin: Cabin;
  brand: FareBrand;
  passengers: PassengerCounts;
  /** Epoch seconds of the search. */
  searchedAt: number;
  slices: { origin: string; destination: string; departureDate: string; itineraryId: string }[];
}

export function encodeOfferId(k: OfferKey): string {
  const { adults, children, infants } = k.passengers;
  const slices = k.slices.map((s) => [s.origin, s.destination, s.departureDate, s.itineraryId]);
  return Buffer.from(JSON.stringify([1, k.cabin, k.brand.code, adults, children, infants, k.searchedAt, slices]), 'utf8').toString('base64url');
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 40;
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 9;

export function decodeOfferId(offerId: string): OfferKey | null {
  if (offerId.length > 600) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(offerId, 'base64url').toString('utf8'));
    if (!Array.isArray(v) || v.length !== 8 || v[0] !== 1) return null;
    const [, cabin, code, adults, children, infants, searchedAt, slices] = v as unknown[];
    const cabinOk = CABINS.find((c) => c === cabin);
    const brand = cabinOk && isText(code) ? brandOf(cabinOk, code) : undefined;
    if (!cabinOk || !brand || !isCount(adults) || !isCount(children) || !isCount(infants) || !Number.isInteger(searchedAt)) return null;
    if (!Array.isArray(slices) || slices.length < 1 || slices.length > 5) return null;
    const parsed: OfferKey['slices'] = [];
    for (const s of slices as unknown[]) {
      if (!Array.isArray(s) || s.length !== 4 || !s.every(isText)) return null;
      const [origin, destination, departureDate, itineraryId] = s as string[];
      if (!/^\d{4}-\d{2}-\d{2}$/.test(departureDate as string)) return null;
      parsed.push({ origin: origin as string, destination: destination as string, departureDate: departureDate as string, itineraryId: itineraryId as string });
    }
    return { cabin: cabinOk, brand, passengers: { adults, children, infants }, searchedAt: searchedAt as number, slices: parsed };
  } catch {
    return null;
  }
}

/** Which offers cost FLIGHT_PRICE_CHANGE_FACTOR more on a re-check: Standard fares whose first flight number is even. */
export function changesPriceOnCheck(brand: FareBrand, itineraries: readonly Itinerary[]): boolean {
  const first = itineraries[0]?.segments[0]?.flightNumber ?? '';
  return brand.code === 'standard' && Number(first.slice(2)) % 2 === 0;
}

/** One priced choice: an itinerary per slice in one brand. */
export interface Candidate {
  itineraries: Itinerary[];
  brand: FareBrand;
  /** Fare bucket of every flight. */
  buckets: string[];
}

export interface Price {
  passengerRates: SupplierFlightOffer['passengerRates'];
  rate: SupplierRate;
  totalCents: number;
}

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const seatedOf = (p: PassengerCounts) => p.adults + p.children;

/** The party's price: per-type rates (child 75% and infant 10% of the adult fare), whose sum times the counts is the offer's rate. */
export function priceOf(c: Pick<Candidate, 'itineraries' | 'brand'>, dates: readonly string[], cabin: Cabin, p: PassengerCounts, live: boolean): Price {
  let adultBase = 0;
  let seatedTax = 0;
  let infantTax = 0;
  const factor = live && changesPriceOnCheck(c.brand, c.itineraries) ? FLIGHT_PRICE_CHANGE_FACTOR : 1;
  c.itineraries.forEach((it, i) => {
    const fare = Math.round(sliceFareCents(it, dates[i] ?? '', cabin, c.brand) * factor);
    const taxes = sliceTaxesCents(it, fare);
    adultBase += fare;
    seatedTax += taxes.seated;
    infantTax += taxes.infant;
  });
  // Public fares run 4–12% above what the agency pays: airline commissions are thin.
  const rng = createRng('flight-markup', c.itineraries.map((it) => it.id).join('.'), dates.join('.'), cabin, c.brand.code);
  const published = rng.float(1.04, 1.12);
  const suggested = rng.float(1.01, published);
  const rateOf = (base: number, tax: number): SupplierRate => ({
    wholesaleBase: usd(base),
    taxesAndFees: usd(tax),
    publishedRate: usd(Math.round((base + tax) * published)),
    recommendedSellingPrice: usd(Math.round((base + tax) * suggested)),
  });
  const types = [
    { type: 'adult' as const, count: p.adults, rate: rateOf(adultBase, seatedTax) },
    { type: 'child' as const, count: p.children, rate: rateOf(Math.round(adultBase * 0.75), seatedTax) },
    { type: 'infant' as const, count: p.infants, rate: rateOf(Math.round(adultBase * 0.1), infantTax) },
  ].filter((t) => t.count > 0);
  const sum = (field: keyof SupplierRate) => usd(types.reduce((n, t) => n + t.rate[field].amountMinor * t.count, 0));
  const rate: SupplierRate = {
    wholesaleBase: sum('wholesaleBase'),
    taxesAndFees: sum('taxesAndFees'),
    publishedRate: sum('publishedRate'),
    recommendedSellingPrice: sum('recommendedSellingPrice'),
  };
  return { passengerRates: types, rate, totalCents: rate.wholesaleBase.amountMinor + rate.taxesAndFees.amountMinor };
}

const feasible = (prev: Itinerary | undefined, next: Itinerary) => !prev || next.departUtc >= prev.arriveUtc + MIN_STAY_MINUTES * 60_000;

/** Itinerary combinations across slices for one owner: every feasible one when few, else a deterministic sample. */
function combinations(perSlice: Itinerary[][], seed: string): Itinerary[][] {
  const total = perSlice.reduce((n, list) => n * list.length, 1);
  if (total === 0) return [];
  const out: Itinerary[][] = [];
  if (total <= COMBINATIONS_PER_OWNER) {
    const walk = (i: number, chosen: Itinerary[]) => {
      if (i === perSlice.length) return void out.push(chosen);
      for (const it of perSlice[i] ?? []) if (feasible(chosen[i - 1], it)) walk(i + 1, [...chosen, it]);
    };
    walk(0, []);
    return out;
  }
  const rng = createRng('flight-combinations', seed);
  const seen = new Set<string>();
  for (let attempt = 0; attempt < COMBINATIONS_PER_OWNER * 4 && out.length < COMBINATIONS_PER_OWNER; attempt += 1) {
    const chosen = perSlice.map((list) => rng.pick(list));
    const key = chosen.map((it) => it.id).join('/');
    if (seen.has(key) || !chosen.every((it, i) => feasible(chosen[i - 1], it))) continue;
    seen.add(key);
    out.push(chosen);
  }
  return out;
}

/** Every candidate for the query (seats not yet checked): one owner across slices, each brand of the cabin every flight has. */
export function candidatesFor(query: FlightQuery, now: Date): Candidate[] {
  const earliest = now.getTime() + LAST_SALE_MINUTES * 60_000;
  const perSlice = query.slices.map((s) =>
    itinerariesOn(s.origin, s.destination, s.departureDate).filter((it) => it.segments.every((seg) => hasCabin(seg, query.cabin))),
  );
  const owners = [...new Set((perSlice[0] ?? []).map((it) => it.owner.iata))];
  const seed = query.slices.map((s) => `${s.origin}${s.destination}${s.departureDate}`).join('.');
  const candidates: Candidate[] = [];
  for (const owner of owners) {
    // A slice the owner does not fly may be flown by an alliance partner on the owner's ticket.
    const lists = perSlice.map((list, i) => {
      const own = list.filter((it) => it.owner.iata === owner && (i > 0 || it.departUtc >= earliest));
      if (own.length > 0 || i === 0) return own;
      const partners = list.filter((it) => sameAlliance(owner, it.owner.iata));
      // Failing that, any airline: carriers sell each other's flights on one ticket (interline).
      return partners.length > 0 ? partners : list;
    });
    for (const itineraries of combinations(lists, `${seed}:${owner}`)) {
      for (const brand of FARE_BRANDS[query.cabin]) {
        candidates.push({ itineraries, brand, buckets: itineraries.flatMap((it) => it.segments.map((s) => bucketOf(s, query.cabin, brand.code))) });
      }
    }
  }
  return candidates;
}

/** Seats left at the fare: the fullest of its flights. */
export function seatsLeftOf(buckets: readonly string[], taken: ReadonlyMap<string, number>): number {
  let left = Infinity;
  for (const b of buckets) left = Math.min(left, bucketCapacity(b) - (taken.get(b) ?? 0));
  return Math.max(0, left);
}

/** `make` of each record once, shared while the record lives (the world's records live as long as the process). */
function oncePer<K extends object, V>(make: (record: K) => V): (record: K) => V {
  const made = new WeakMap<K, V>();
  return (record) => {
    let value = made.get(record);
    if (value === undefined) {
      value = make(record);
      made.set(record, value);
    }
    return value;
  };
}

// An airport and a carrier read the same in every offer: each is made once (with the airport's
// time zone looked up once) and shared by the offers that name it. Offers are answers: not mutated.
const airportOf = oncePer((a: AirportRecord): SupplierAirport =>
  Object.freeze({ iata: a.iata, name: a.name, city: a.city, countryCode: a.countryCode, timeZone: timeZoneAt(a.countryCode, a.latitude, a.longitude) }),
);
const carrierOf = oncePer((a: { iata: string; name: string }) => Object.freeze({ iata: a.iata, name: a.name }));
const HOUR = 3_600_000;

/** The offer as the supplier interface answers it. */
export function buildOffer(query: FlightQuery, c: Candidate, price: Price, seatsLeft: number, searchedAt: number, now: Date): SupplierFlightOffer {
  const first = c.itineraries[0] as Itinerary;
  const km = c.itineraries.reduce((n, it) => n + it.routeKm, 0);
  const seated = seatedOf(query.passengers);
  const changeFee = c.brand.changeable ? feeCents(c.brand.changeFee, km, seated) : null;
  const refundFee = c.brand.refundable ? feeCents(c.brand.refundFee, km, seated) : null;
  // The airline tickets within three days, and at the latest a day before the first flight.
  const ticketBy = Math.max(now.getTime() + HOUR, Math.min(now.getTime() + 72 * HOUR, first.departUtc - 24 * HOUR));
  return {
    offerId: encodeOfferId({
      cabin: query.cabin,
      brand: c.brand,
      passengers: query.passengers,
      searchedAt,
      slices: query.slices.map((s, i) => ({ ...s, itineraryId: c.itineraries[i]?.id ?? '' })),
    }),
    owner: carrierOf(first.owner),
    cabin: query.cabin,
    fareBrand: `${CABIN_NAMES[query.cabin]} ${c.brand.name}`,
    slices: c.itineraries.map((it) => ({
      segments: it.segments.map((s): SupplierSegment => ({
        marketingCarrier: carrierOf(s.marketing),
        operatingCarrier: carrierOf(s.operating),
        flightNumber: s.flightNumber,
        aircraft: s.aircraft,
        origin: airportOf(s.from),
        destination: airportOf(s.to),
        departAt: s.departAt,
        arriveAt: s.arriveAt,
        durationMinutes: s.minutes,
      })),
      durationMinutes: it.minutes,
    })),
    baggage: { carryOn: c.brand.carryOn, checked: c.brand.checked },
    conditions: {
      changeable: c.brand.changeable,
      changeFee: changeFee === null ? null : usd(changeFee),
      refundable: c.brand.refundable,
      // Never more than half the price: a refundable fare always gives something back.
      refundFee: refundFee === null ? null : usd(Math.min(refundFee, Math.floor(price.totalCents / 2))),
    },
    seatsLeft: Math.min(SEATS_SHOWN, seatsLeft),
    passengers: { ...query.passengers },
    rate: price.rate,
    passengerRates: price.passengerRates,
    expiresAt: new Date((searchedAt + OFFER_MINUTES * 60) * 1000).toISOString(),
    ticketingDeadline: new Date(ticketBy).toISOString(),
    documentRequired: c.itineraries.some((it) => it.segments.some((s) => s.from.countryCode !== s.to.countryCode)),
  };
}

/** The query and candidate an offer id names, rebuilt; null when the flights are not (or no longer) flown. */
export function candidateOf(key: OfferKey): { query: FlightQuery; candidate: Candidate } | null {
  const itineraries: Itinerary[] = [];
  for (const s of key.slices) {
    const it = itinerariesOn(s.origin, s.destination, s.departureDate).find((x) => x.id === s.itineraryId);
    if (!it || !feasible(itineraries.at(-1), it)) return null;
    if (!it.segments.every((seg) => hasCabin(seg, key.cabin))) return null;
    itineraries.push(it);
  }
  const query: FlightQuery = {
    slices: key.slices.map(({ origin, destination, departureDate }) => ({ origin, destination, departureDate })),
    passengers: key.passengers,
    cabin: key.cabin,
  };
  const buckets = itineraries.flatMap((it) => it.segments.map((s) => bucketOf(s, key.cabin, key.brand.code)));
  return { query, candidate: { itineraries, brand: key.brand, buckets } };
}

/**
 * For tests: whether this offer (an id from flightSearch) costs FLIGHT_PRICE_CHANGE_FACTOR more
 * when flightOffer or flightHold checks it again. Search, then pick an offer this says true for.
 */
export function flightOfferChangesPriceOnCheck(offerId: string): boolean {
  const key = decodeOfferId(offerId);
  const rebuilt = key ? candidateOf(key) : null;
  return rebuilt ? changesPriceOnCheck(rebuilt.candidate.brand, rebuilt.candidate.itineraries) : false;
}
