import type { CarCoverCode, CarExtraCode, FuelPolicy, VehicleClass } from '@tripfront/domain/booking/car-api';
import { minDriverAgeOf, YOUNG_DRIVER_AGE } from '@tripfront/domain/booking/car-rules';
import type { CarDealSearch } from '@tripfront/domain/deals/deal-search-payloads';
import { wallClockMs } from '@tripfront/domain/payload-fields';
import { createRng, hashString } from '../prng.ts';
import { haversineKm, mainAirportNear, nearestCity } from '../world/geo.ts';
import { timeZoneAt } from '../world/time-zones.ts';
import { cityFactor, priceLevel, sandboxRate, taxRate } from './price-model.ts';
import type { RawCar } from './raw-types.ts';

// The sandbox's rental cars (issue #18, decision 0048), behind the home car deals and the car
// search alike, so a deal and the search show the same car at the same price. Every vehicle of the
// list below is rented at a city by one or two of the city's four counters (vendors); a car is
// named by a self-describing id (the query and the vehicle and vendor), so any instance rebuilds
// it. Counters have a small fleet per class (fleetSize): every Luxury fleet is ONE car, the
// deterministic "last car" the tests rent twice.

export const VEHICLES: readonly (readonly [model: string, category: VehicleClass, seats: number, bags: number, doors: number, factor: number])[] = [
  ['Fiat 500', 'Mini', 4, 1, 3, 0.7],
  ['Toyota Yaris', 'Economy', 5, 2, 5, 0.8],
  ['Volkswagen Golf', 'Compact', 5, 2, 5, 0.95],
  ['Toyota Corolla', 'Compact', 5, 2, 4, 1],
  ['Hyundai Elantra', 'Intermediate', 5, 3, 4, 1.1],
  ['Chevrolet Malibu', 'Full-size', 5, 3, 4, 1.25],
  ['Toyota RAV4', 'Intermediate SUV', 5, 3, 5, 1.4],
  ['Ford Explorer', 'Standard SUV', 7, 4, 5, 1.7],
  ['Chrysler Pacifica', 'Minivan', 7, 4, 5, 1.8],
  ['Tesla Model 3', 'Electric', 5, 2, 4, 1.6],
  ['Ford Mustang Convertible', 'Convertible', 4, 2, 2, 2],
  ['BMW 5 Series', 'Premium', 5, 3, 4, 2.2],
  ['Mercedes-Benz E-Class', 'Luxury', 5, 3, 4, 2.5],
];
export const VENDORS: readonly { name: string; colour: string }[] = [
  { name: 'Hertz', colour: '#f7c600' },
  { name: 'Avis', colour: '#d4002a' },
  { name: 'Europcar', colour: '#00843d' },
  { name: 'Sixt', colour: '#ff5f00' },
  { name: 'Enterprise', colour: '#127a3c' },
  { name: 'Budget', colour: '#f26b21' },
  { name: 'Alamo', colour: '#0a4ea1' },
  { name: 'National', colour: '#1c7d3c' },
];
/** Where rental fleets are automatic; elsewhere small cars come with a manual gearbox. */
const AUTOMATIC_COUNTRIES = new Set(['US', 'CA', 'MX', 'AU', 'NZ', 'JP', 'AE', 'SA', 'QA', 'IL', 'KR', 'CN', 'SG']);
const SMALL = new Set(['Mini', 'Economy', 'Compact']);
/** USD per day for a compact car where prices are at level 1. */
const BASE_USD_PER_DAY = 42;
const REACH_KM = 60;
const DAY_MS = 86_400_000;
/** Cancelling is free until this many hours before pick-up on refundable offers. */
export const FREE_CANCELLATION_HOURS = 48;
/** The class whose fleet is one car at every counter: the "last car" case (decision 0048). */
export const LAST_CAR_CLASS: VehicleClass = 'Luxury';
/** USD cents per day of each extra where prices are at level 1, and how many one rental may take. */
export const EXTRAS: readonly { code: CarExtraCode; usdCentsPerDay: number; maxQuantity: number }[] = [
  { code: 'child_seat', usdCentsPerDay: 1000, maxQuantity: 3 },
  { code: 'additional_driver', usdCentsPerDay: 1200, maxQuantity: 2 },
  { code: 'gps', usdCentsPerDay: 900, maxQuantity: 1 },
];

/** Cars of a class at a vendor's counter in a city: 1 for the Luxury class, 2–4 otherwise. */
export function fleetSize(cityId: number, vendor: string, vehicleClass: VehicleClass): number {
  if (vehicleClass === LAST_CAR_CLASS) return 1;
  return 2 + (hashString(`fleet|${cityId}|${vendor}|${vehicleClass}`) % 3);
}

/** What decides a car's offer: the places, times, driver age and residence (coordinates to 4 decimals, times to the minute). */
export interface CarKey {
  pickupLatitude: number;
  pickupLongitude: number;
  returnLatitude: number;
  returnLongitude: number;
  /** YYYY-MM-DDTHH:mm. */
  pickUpDateTime: string;
  returnDateTime: string;
  age: number;
  countryOfResidence: string;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
export const carKeyOf = (q: Pick<CarDealSearch, keyof CarKey>): CarKey => ({
  pickupLatitude: round4(q.pickupLatitude),
  pickupLongitude: round4(q.pickupLongitude),
  returnLatitude: round4(q.returnLatitude),
  returnLongitude: round4(q.returnLongitude),
  pickUpDateTime: q.pickUpDateTime.slice(0, 16),
  returnDateTime: q.returnDateTime.slice(0, 16),
  age: q.age,
  countryOfResidence: q.countryOfResidence.toUpperCase(),
});

const ID_PREFIX = 'car1';
const compactTime = (t: string) => t.replace(/[-:T]/g, '');
const expandTime = (t: string) => (/^\d{12}$/.test(t) ? `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}T${t.slice(8, 10)}:${t.slice(10, 12)}` : null);

/**
 * 'car1_38.7223_-9.1393___202701101000_202701121000_25_US_3_1': the key (the drop-off coordinates
 * left empty for a return rental), the vehicle's index and the vendor's. About 60–80 characters.
 */
export function encodeCarId(key: CarKey, vehicle: number, vendor: number): string {
  const same = key.returnLatitude === key.pickupLatitude && key.returnLongitude === key.pickupLongitude;
  return [
    ID_PREFIX,
    key.pickupLatitude,
    key.pickupLongitude,
    same ? '' : key.returnLatitude,
    same ? '' : key.returnLongitude,
    compactTime(key.pickUpDateTime),
    compactTime(key.returnDateTime),
    key.age,
    key.countryOfResidence,
    vehicle,
    vendor,
  ].join('_');
}

const num = (s: string | undefined) => (s !== undefined && /^-?\d{1,3}(\.\d{1,4})?$/.test(s) ? Number(s) : null);

/** The key, vehicle and vendor an id names; null for anything else (a garbled or foreign id). */
export function decodeCarId(id: string): { key: CarKey; vehicle: number; vendor: number } | null {
  if (id.length > 600) return null;
  const [prefix, plat, plon, rlat, rlon, from, to, age, residence, vehicle, vendor, ...rest] = id.split('_');
  if (prefix !== ID_PREFIX || rest.length > 0) return null;
  const pickupLatitude = num(plat);
  const pickupLongitude = num(plon);
  const returnLatitude = rlat === '' ? pickupLatitude : num(rlat);
  const returnLongitude = rlon === '' ? pickupLongitude : num(rlon);
  const pickUpDateTime = expandTime(from ?? '');
  const returnDateTime = expandTime(to ?? '');
  if (pickupLatitude === null || pickupLongitude === null || returnLatitude === null || returnLongitude === null) return null;
  if (Math.abs(pickupLatitude) > 90 || Math.abs(returnLatitude) > 90 || Math.abs(pickupLongitude) > 180 || Math.abs(returnLongitude) > 180) return null;
  if (!pickUpDateTime || !returnDateTime || Number.isNaN(wallClockMs(pickUpDateTime)) || Number.isNaN(wallClockMs(returnDateTime))) return null;
  if (!/^\d{2}$/.test(age ?? '') || !/^[A-Z]{2}$/.test(residence ?? '') || !/^\d{1,2}$/.test(vehicle ?? '') || !/^\d$/.test(vendor ?? '')) return null;
  const v = Number(vehicle);
  const w = Number(vendor);
  if (v >= VEHICLES.length || w >= 4) return null;
  return {
    key: { pickupLatitude, pickupLongitude, returnLatitude, returnLongitude, pickUpDateTime, returnDateTime, age: Number(age), countryOfResidence: residence! },
    vehicle: v,
    vendor: w,
  };
}

function placeName(lat: number, lon: number, preferAirport: boolean): string | undefined {
  const city = nearestCity(lat, lon, REACH_KM);
  const airport = mainAirportNear(lat, lon, REACH_KM);
  if (airport && (preferAirport || !city)) return `${airport.name} (${airport.iata})`;
  return city ? `${city.name} City Centre` : undefined;
}

const vendorSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const classSlug = (c: string) => c.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The unit store's bucket of a class at a counter on one day (unit-store.ts: `car:{location}:{class}:{day}`). */
export const carBucket = (cityId: number, vendor: string, vehicleClass: string, day: string) =>
  `car:${cityId}.${vendorSlug(vendor)}:${classSlug(vehicleClass)}:${day}`;

function instructionsFor(vendor: string, pickup: string, atAirport: boolean): string {
  return atAirport
    ? `Follow the signs to the rental car centre at ${pickup}; the ${vendor} counter is on the ground floor. Bring the driver's licence, a passport and a credit card in the driver's name.`
    : `The ${vendor} office at ${pickup} is open 08:00–20:00. Bring the driver's licence, a passport and a credit card in the driver's name; the car is handed over in the car park behind the office.`;
}

/** The four counters of a city: the same whatever the dates (a city's rental desks do not move). */
const vendorsOf = (cityId: number) => createRng('car-vendors', cityId).sample(VENDORS, 4);

/** The vendor indexes (into vendorsOf) that rent a vehicle in a city: one or two, the same on every search. */
const rentersOf = (cityId: number, vehicle: number) => {
  const rng = createRng('car-renters', cityId, vehicle);
  return rng.sample([0, 1, 2, 3], rng.int(1, 2)).sort();
};

/** One car for the key, or null when the place is far from any city or the driver is too young for it. */
export function buildCar(key: CarKey, vehicle: number, vendorIndex: number): RawCar | null {
  const city = nearestCity(key.pickupLatitude, key.pickupLongitude, REACH_KM);
  const spec = VEHICLES[vehicle];
  if (!city || !spec || !rentersOf(city.id, vehicle).includes(vendorIndex)) return null;
  const [model, category, seats, bags, doors, factor] = spec;
  const minAge = minDriverAgeOf(category);
  if (key.age < minAge) return null;
  const vendor = vendorsOf(city.id)[vendorIndex]!;
  const days = Math.max(1, Math.ceil((wallClockMs(key.returnDateTime) - wallClockMs(key.pickUpDateTime)) / DAY_MS));
  const oneWay = haversineKm(key.pickupLatitude, key.pickupLongitude, key.returnLatitude, key.returnLongitude) > 1;
  const rng = createRng('car', city.id, key.pickUpDateTime, key.returnDateTime, key.returnLatitude, key.returnLongitude, model, vendor.name);
  const level = priceLevel(city.countryCode) * cityFactor(city.population);
  // Young drivers pay a surcharge; one-way rentals a drop fee.
  const young = key.age < YOUNG_DRIVER_AGE;
  const surcharge = (young ? 1.25 : 1) * (oneWay ? 1.15 : 1);
  const atAirport = rng.chance(0.6);
  const pickup = placeName(key.pickupLatitude, key.pickupLongitude, atAirport) ?? `${city.name} City Centre`;
  const dropoff = oneWay ? (placeName(key.returnLatitude, key.returnLongitude, atAirport) ?? pickup) : pickup;
  const perDay = BASE_USD_PER_DAY * level * factor * rng.float(0.85, 1.2);
  const premium = category === 'Premium' || category === 'Luxury' || category === 'Convertible';
  const limited = rng.chance(premium ? 0.4 : 0.15);
  const fuel: FuelPolicy = rng.chance(0.7) ? 'full_to_full' : rng.chance(0.5) ? 'same_to_same' : 'pre_purchase';
  const freeCancellation = rng.chance(0.8);
  const includes: CarCoverCode[] = ['collision_damage_waiver', 'theft_protection', 'third_party_liability', 'local_taxes'];
  if (!limited) includes.push('unlimited_mileage');
  if (atAirport && pickup.endsWith(')')) includes.push('airport_surcharge');
  if (oneWay) includes.push('one_way_fee');
  if (young) includes.push('young_driver_fee');
  if (fuel === 'pre_purchase') includes.push('full_tank');
  const excludes: CarCoverCode[] = [...(fuel === 'pre_purchase' ? [] : ['fuel' as const]), 'security_deposit', 'tolls_and_fines'];
  if (limited) excludes.push('extra_kilometres');
  const extraLevel = Math.max(0.5, level);
  return {
    car_id: encodeCarId(key, vehicle, vendorIndex),
    model,
    category,
    vendor,
    seats,
    bags,
    doors,
    automatic: AUTOMATIC_COUNTRIES.has(city.countryCode) || !SMALL.has(category),
    image_seed: `${vendor.name}|${model}`,
    pickup_name: pickup,
    dropoff_name: dropoff,
    country_code: city.countryCode,
    time_zone: timeZoneAt(city.countryCode, key.pickupLatitude, key.pickupLongitude),
    pickup_at: key.pickUpDateTime,
    return_at: key.returnDateTime,
    days,
    rate: sandboxRate(rng, perDay * days * surcharge * 100, taxRate(city.countryCode)),
    city_id: city.id,
    pickup_instructions: instructionsFor(vendor.name, pickup, atAirport),
    mileage_km_per_day: limited ? 200 : null,
    fuel_policy: fuel,
    free_cancellation: freeCancellation,
    min_driver_age: minAge,
    includes,
    excludes,
    extras: EXTRAS.map((e) => ({ code: e.code, cents_per_day: Math.round((e.usdCentsPerDay * extraLevel) / 50) * 50, max_quantity: e.maxQuantity })),
    fleet: fleetSize(city.id, vendor.name, category),
  };
}

/** Cars to rent near the pick-up point for the whole period, cheapest first; empty far from any city. */
export function generateCars(q: Pick<CarDealSearch, keyof CarKey>): RawCar[] {
  const key = carKeyOf(q);
  const city = nearestCity(key.pickupLatitude, key.pickupLongitude, REACH_KM);
  if (!city) return [];
  const cars: RawCar[] = [];
  VEHICLES.forEach((_, vehicle) => {
    for (const vendor of rentersOf(city.id, vehicle)) {
      const car = buildCar(key, vehicle, vendor);
      if (car) cars.push(car);
    }
  });
  return cars.sort((a, b) => a.rate.net_cents - b.rate.net_cents || a.car_id.localeCompare(b.car_id));
}
