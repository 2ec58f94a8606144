import type { Cabin } from '@tripfront/domain/search';
import { hashString } from '../prng.ts';
import { createRng } from '../prng.ts';
import { seasonFactor, weekday } from './calendar.ts';
import type { Itinerary, Segment } from './flight-network.ts';
import { isShortHaulCarrier } from './flight-network.ts';

// What the sandbox's flights cost and which fares they sell (issue #17): fare brands per cabin
// with their bags and conditions, prices from distance, cabin, season and carrier, and the seats
// each fare bucket of a flight has. All deterministic: the same flight, date and fare always give
// the same answer.

export type BrandCode = 'light' | 'standard' | 'flex';

export interface FareBrand {
  code: BrandCode;
  /** 'Light', 'Standard', 'Flex'. */
  name: string;
  /** Of the cabin's cheapest brand. */
  multiplier: number;
  carryOn: number;
  checked: number;
  changeable: boolean;
  /** Per passenger with a seat, USD cents, short-haul and long-haul; null when changes are free (or not allowed). */
  changeFee: readonly [number, number] | null;
  refundable: boolean;
  /** Per passenger with a seat, USD cents, kept on a refund; null when the refund is whole (or there is none). */
  refundFee: readonly [number, number] | null;
}

const LIGHT: FareBrand = {
  code: 'light',
  name: 'Light',
  multiplier: 1,
  carryOn: 1,
  checked: 0,
  changeable: false,
  changeFee: null,
  refundable: false,
  refundFee: null,
};
const STANDARD: FareBrand = {
  code: 'standard',
  name: 'Standard',
  multiplier: 1.2,
  carryOn: 1,
  checked: 1,
  changeable: true,
  changeFee: [7_500, 15_000],
  refundable: false,
  refundFee: null,
};
const FLEX: FareBrand = {
  code: 'flex',
  name: 'Flex',
  multiplier: 1.6,
  carryOn: 1,
  checked: 2,
  changeable: true,
  changeFee: null,
  refundable: true,
  refundFee: [10_000, 20_000],
};

/** The brands each cabin sells, cheapest first. */
export const FARE_BRANDS: Readonly<Record<Cabin, readonly FareBrand[]>> = {
  economy: [LIGHT, STANDARD, FLEX],
  premium_economy: [
    { ...STANDARD, multiplier: 1, checked: 2 },
    { ...FLEX, multiplier: 1.35 },
  ],
  business: [
    { ...STANDARD, multiplier: 1, carryOn: 2, checked: 2, changeFee: [15_000, 30_000], refundable: true, refundFee: [20_000, 40_000] },
    { ...FLEX, multiplier: 1.3, carryOn: 2, checked: 3, refundFee: null },
  ],
  first: [{ ...FLEX, multiplier: 1, carryOn: 2, checked: 3, refundFee: null }],
};

export const CABIN_NAMES: Readonly<Record<Cabin, string>> = { economy: 'Economy', premium_economy: 'Premium Economy', business: 'Business', first: 'First' };
const CABIN_CODES: Readonly<Record<Cabin, string>> = { economy: 'Y', premium_economy: 'W', business: 'J', first: 'F' };
const BRAND_CODES: Readonly<Record<BrandCode, string>> = { light: 'L', standard: 'S', flex: 'F' };

export const brandOf = (cabin: Cabin, code: string): FareBrand | undefined => FARE_BRANDS[cabin].find((b) => b.code === code);

/** Carriers with a first class on long-haul flights; the big US carriers also sell 'First' at home. */
const FIRST_LONG_HAUL = ['EK', 'QR', 'EY', 'SQ', 'BA', 'AF', 'LH', 'LX', 'JL', 'NH', 'CX', 'SV', 'AI', 'TG', 'KE'];
const FIRST_DOMESTIC_US = ['AA', 'DL', 'UA', 'AS'];

/** Whether a flight has the cabin: low-cost carriers sell economy only, premium economy needs a wide body. */
export function hasCabin(s: Pick<Segment, 'operating' | 'km' | 'from' | 'to'>, cabin: Cabin): boolean {
  if (cabin === 'economy') return true;
  if (isShortHaulCarrier(s.operating)) return false;
  if (cabin === 'business') return true;
  if (cabin === 'premium_economy') return s.km > 3000;
  const domesticUs = s.from.countryCode === 'US' && s.to.countryCode === 'US';
  return (FIRST_LONG_HAUL.includes(s.operating.iata) && s.km > 4500) || (FIRST_DOMESTIC_US.includes(s.operating.iata) && domesticUs);
}

const CABIN_MULTIPLIER: Readonly<Record<Cabin, (km: number) => number>> = {
  economy: () => 1,
  premium_economy: () => 1.75,
  business: (km) => (km < 2500 ? 2.6 : 4.2),
  first: (km) => (km < 2500 ? 3.2 : 7),
};
const PREMIUM_CARRIERS = ['EK', 'QR', 'SQ', 'LX', 'CX', 'EY', 'NH', 'JL'];

/** Fare per km falls with distance: short hops cost more per kilometre. */
const fareForKm = (km: number): number => 4000 + km * centsPerKm(km);
function centsPerKm(km: number): number {
  if (km < 800) return 16;
  if (km < 3000) return 10;
  return km < 8000 ? 7.5 : 6.5;
}
const WEEKDAY_FACTOR = [1.1, 1.0, 0.92, 0.92, 1.0, 1.12, 0.95];

/**
 * An adult's fare for one slice, before taxes, in USD cents: distance, cabin and brand, season and
 * weekday, carrier, a cheaper price for a connection, and the day's demand for this flight.
 */
export function sliceFareCents(it: Itinerary, date: string, cabin: Cabin, brand: FareBrand): number {
  const rng = createRng('flight-fare', it.id, date, cabin);
  const first = it.segments[0] as Segment;
  const carrier = isShortHaulCarrier(it.owner) ? 0.62 : PREMIUM_CARRIERS.includes(it.owner.iata) ? 1.1 : 1;
  const stops = it.segments.length > 1 ? 0.85 : 1;
  const fare =
    fareForKm(it.routeKm) *
    CABIN_MULTIPLIER[cabin](it.routeKm) *
    brand.multiplier *
    seasonFactor(date, first.from.latitude) *
    (WEEKDAY_FACTOR[weekday(date)] ?? 1) *
    carrier *
    stops *
    rng.float(0.85, 1.3);
  return Math.round(fare / 100) * 100 - 1;
}

/** Airport charges per departing passenger, fixed per country (USD 12–65), plus security per flight. */
const chargeOfCountry = new Map<string, number>();
function airportChargeCents(countryCode: string): number {
  let cents = chargeOfCountry.get(countryCode);
  if (cents === undefined) {
    cents = 1200 + (hashString(`airport-charge:${countryCode}`) % 54) * 100;
    chargeOfCountry.set(countryCode, cents);
  }
  return cents;
}
const SECURITY_CENTS = 560;

/** Taxes and fees of one slice per passenger: airport charges for every passenger, the carrier surcharge for seated ones. */
export function sliceTaxesCents(it: Itinerary, fareCents: number): { seated: number; infant: number } {
  const charges = it.segments.reduce((sum, s) => sum + airportChargeCents(s.from.countryCode) + SECURITY_CENTS, 0);
  const surcharge = Math.round(fareCents * (it.routeKm > 3000 ? 0.14 : 0.05));
  return { seated: charges + surcharge, infant: Math.round(charges / 2) };
}

/** Fees are per passenger with a seat; short-haul under 3,000 km. */
export const feeCents = (fee: readonly [number, number] | null, totalKm: number, seated: number): number | null =>
  fee === null ? null : fee[totalKm < 3000 ? 0 : 1] * seated;

// ---- seats ----------------------------------------------------------------------------------

/**
 * On the 13th of every month, every Economy Light fare bucket has exactly one seat: a search for
 * one adult in economy on that day finds offers with seatsLeft 1 (for last-seat tests).
 */
export const LAST_SEAT_DAY_OF_MONTH = 13;

/** A fare bucket of a flight: 'BA:LHRJFK:2027-01-10T09:10:YL'. */
export const bucketOf = (s: Pick<Segment, 'flightKey'>, cabin: Cabin, brand: BrandCode): string => `${s.flightKey}:${CABIN_CODES[cabin]}${BRAND_CODES[brand]}`;

/** Capacities worked out lately: a search asks for each bucket once per candidate that flies it. */
const CAPACITIES_KEPT = 20_000;
const capacities = new Map<string, number>();

/** Seats a fare bucket has before anyone holds one; 0 for a few light fares already sold out. */
export function bucketCapacity(bucket: string): number {
  let seats = capacities.get(bucket);
  if (seats === undefined) {
    if (capacities.size >= CAPACITIES_KEPT) capacities.clear();
    seats = capacityOf(bucket);
    capacities.set(bucket, seats);
  }
  return seats;
}

function capacityOf(bucket: string): number {
  const departDay = Number(bucket.split(':')[2]?.slice(8, 10));
  const code = bucket.slice(-2);
  if (code === 'YL' && departDay === LAST_SEAT_DAY_OF_MONTH) return 1;
  const h = hashString(`seats:${bucket}`);
  const between = (min: number, max: number) => min + (h % (max - min + 1));
  switch (code) {
    case 'YL':
      return h % 13 === 0 ? 0 : between(2, 9);
    case 'YS':
      return between(4, 18);
    case 'YF':
      return between(6, 24);
    case 'WS':
    case 'WF':
      return between(2, 9);
    case 'JS':
    case 'JF':
      return between(2, 8);
    default:
      return between(1, 4);
  }
}

/**
 * For tests: the first day on or after `date` (YYYY-MM-DD) that is the LAST_SEAT_DAY_OF_MONTH. A
 * one-adult economy search leaving that day lists Economy Light offers with seatsLeft 1: only one
 * hold (and so one booking) of such an offer can succeed until it is released or cancelled.
 */
export function lastSeatDateFrom(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const month = d <= LAST_SEAT_DAY_OF_MONTH ? m : m + 1;
  const when = new Date(Date.UTC(y, month - 1, LAST_SEAT_DAY_OF_MONTH));
  return when.toISOString().slice(0, 10);
}
