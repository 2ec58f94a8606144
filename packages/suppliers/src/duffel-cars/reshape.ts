import type { CarsCharge, CarsCondition, CarsLocation, CarsQuote, CarsRate } from '@duffel/api/types';
import type { CarCoverCode, FuelPolicy } from '@tripfront/domain/booking/car-api';
import { placeInstant } from '@tripfront/domain/booking/place-time';
import type { SupplierRate } from '@tripfront/domain/inventory';
import type { CarQuery, SupplierCarOffer } from '../car-booking.ts';
import { toMinorUnits } from '../duffel/reshape.ts';
import { timeZoneAt } from '../world/time-zones.ts';
import { carKeyOf, encodeOfferId, MAX_OFFER_ID_LENGTH } from './ids.ts';
import { doorsOf, transmissionOf, vehicleClassOf } from './vehicle.ts';

// Duffel Cars' rates and quotes (https://duffel.com/docs/api/v2/cars-search,
// https://duffel.com/docs/api/v2/cars-quotes) as SupplierCarOffer. What Duffel leaves out is
// derived, never invented: the counter's zone from its country and coordinates, the cover and the
// free-cancellation deadline from the quote's charges and conditions (a rate has neither).

/** Duffel does not count cars; a rate it answers has at least one, and we never call it the last. */
export const CARS_LEFT_UNCOUNTED = 2;
/** Seats when Duffel leaves max_passengers out: the fewest any class seats. */
const SEATS_UNKNOWN = 4;
const KM_PER_MILE = 1.609344;

/**
 * The counter's IANA zone. Duffel's locations carry no zone, so it is the tz database's zone of the
 * counter's country whose principal city is nearest its coordinates (world/time-zones.ts).
 */
export const deskTimeZone = (l: CarsLocation): string =>
  timeZoneAt(l.address.country_code, l.geographic_coordinates.latitude, l.geographic_coordinates.longitude);

/** Rental days: 24-hour periods from pick-up to drop-off, each at its counter's time, a started one counting whole. */
export function rentalDaysOf(r: Pick<CarsRate, 'pickup_location' | 'dropoff_location'>, query: CarQuery): number {
  const from = placeInstant(query.pickUpDateTime.slice(0, 10), query.pickUpDateTime.slice(11, 16), deskTimeZone(r.pickup_location));
  const to = placeInstant(query.returnDateTime.slice(0, 10), query.returnDateTime.slice(11, 16), deskTimeZone(r.dropoff_location));
  return Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 86_400_000));
}

/**
 * The free-cancellation deadline the conditions state ('Free cancellation up to 24 hours before
 * pickup'): the pick-up instant at the counter less those hours (or days); null when no condition says so.
 */
export function freeCancellationUntil(conditions: readonly CarsCondition[] | null | undefined, pickupAt: Date): string | null {
  for (const c of conditions ?? []) {
    const m = /free cancell?ation[^.]*?(\d+)\s*(hour|hr|day)s?\s*(?:before|prior to)\s*(?:the\s*)?pick-?\s?up/i.exec(`${c.title}. ${c.text}`);
    if (m) return new Date(pickupAt.getTime() - Number(m[1]) * (m[2]!.toLowerCase() === 'day' ? 86_400_000 : 3_600_000)).toISOString();
  }
  return null;
}

/** Words of a charge or condition naming a cover code. */
const COVER_WORDS: [RegExp, CarCoverCode][] = [
  [/collision|\bcdw\b|damage waiver|\bldw\b/i, 'collision_damage_waiver'],
  [/theft/i, 'theft_protection'],
  [/liability|third[- ]party/i, 'third_party_liability'],
  [/\btax|\bvat\b/i, 'local_taxes'],
  [/airport/i, 'airport_surcharge'],
  [/one[- ]way/i, 'one_way_fee'],
  [/young driver|underage/i, 'young_driver_fee'],
];

/** What the price includes, by the quote's charges (a charge listed is paid within the total). */
export function coverOf(charges: readonly CarsCharge[] | null | undefined, unlimited: boolean): { includes: CarCoverCode[]; excludes: CarCoverCode[] } {
  const includes = new Set<CarCoverCode>();
  for (const c of charges ?? []) for (const [words, code] of COVER_WORDS) if (c.description && words.test(c.description)) includes.add(code);
  if (unlimited) includes.add('unlimited_mileage');
  return { includes: [...includes], excludes: unlimited ? [] : ['extra_kilometres'] };
}

/** The fuel policy a condition states; full to full (the industry's default) when none does. */
export function fuelPolicyOf(conditions: readonly CarsCondition[] | null | undefined): FuelPolicy {
  const text = (conditions ?? []).map((c) => `${c.title} ${c.text}`).join(' ');
  if (/same[- ]to[- ]same|return(?:ed)? (?:it )?with the same (?:amount|level)/i.test(text)) return 'same_to_same';
  if (/pre-?purchase|full[- ]to[- ]empty|prepaid fuel/i.test(text)) return 'pre_purchase';
  return 'full_to_full';
}

function rateOf(r: Pick<CarsRate, 'base_amount' | 'base_currency' | 'total_amount' | 'total_currency'>): SupplierRate | null {
  const currency = r.total_currency;
  const total = toMinorUnits(r.total_amount, currency);
  if (total === null) return null;
  const base = r.base_currency === currency ? toMinorUnits(r.base_amount, currency) : null;
  const money = (amountMinor: number) => ({ amountMinor, currency });
  const wholesale = base !== null && base <= total ? base : total;
  return { wholesaleBase: money(wholesale), taxesAndFees: money(total - wholesale), publishedRate: money(total), recommendedSellingPrice: money(total) };
}

const instructionsOf = (l: CarsLocation): string =>
  [l.access ? `Access: ${l.access.replace(/_/g, ' ')}.` : '', ...l.additional_information.map((i) => `${i.title}: ${i.text}`)].filter(Boolean).join('\n');

/** A search's rate or a quote as our offer; null when Duffel's amounts cannot be read or the id would be too long. */
export function reshapeCar(r: CarsRate | CarsQuote, query: CarQuery, rateId: string): SupplierCarOffer | null {
  const rate = rateOf(r);
  if (!rate) return null;
  const carKey = carKeyOf(r.car, r.supplier.name, r.pickup_location.name);
  const offerId = encodeOfferId(rateId, carKey, query);
  if (offerId.length > MAX_OFFER_ID_LENGTH) return null;
  const timeZone = deskTimeZone(r.pickup_location);
  const conditions = 'conditions' in r ? r.conditions : null;
  const charges = 'charges' in r ? r.charges : null;
  const days = rentalDaysOf(r, query);
  const unlimited = r.mileage.type === 'unlimited';
  const kmPerDay = r.mileage.type === 'limited' ? Math.floor((r.mileage.limit * (r.mileage.unit === 'miles' ? KM_PER_MILE : 1)) / days) : null;
  const pickupAt = placeInstant(query.pickUpDateTime.slice(0, 10), query.pickUpDateTime.slice(11, 16), timeZone);
  return {
    offerId,
    query,
    vehicle: {
      model: r.car.name,
      vehicleClass: vehicleClassOf(r.car),
      transmission: transmissionOf(r.car),
      seats: r.car.max_passengers ?? SEATS_UNKNOWN,
      bags: (r.car.baggage?.large ?? 0) + (r.car.baggage?.small ?? 0),
      doors: doorsOf(r.car),
      airConditioning: r.car.air_conditioning,
      picture: r.car.images?.[0]?.url ?? '',
    },
    supplier: { name: r.supplier.name, logo: r.supplier.logo_url ?? '' },
    pickup: { name: r.pickup_location.name, dateTime: query.pickUpDateTime.slice(0, 16), instructions: instructionsOf(r.pickup_location) },
    dropoff: { name: r.dropoff_location.name, dateTime: query.returnDateTime.slice(0, 16) },
    countryCode: r.pickup_location.address.country_code,
    timeZone,
    rentalDays: days,
    mileage: { policy: unlimited ? 'unlimited' : 'limited', kmPerDay },
    fuelPolicy: fuelPolicyOf(conditions),
    ...coverOf(charges, unlimited),
    // Duffel lists no extras (child seats, additional drivers) for cars.
    extras: [],
    freeCancellationUntil: freeCancellationUntil(conditions, pickupAt),
    // Duffel prices for the driver age searched and states no minimum: that age is the youngest we know it rents to.
    minDriverAge: query.driverAge,
    carsLeft: CARS_LEFT_UNCOUNTED,
    rate,
    paidAtCounter: r.payment_type === 'postpaid',
    // Duffel's booking takes the driver's date of birth, always.
    driverBirthDateRequired: true,
  };
}
