import type { CarDealSearch } from '@tripfront/domain/inventory';
import { wallClockMs } from '@tripfront/domain/inventory';
import { createRng, hashString } from '../prng.ts';
import { haversineKm, mainAirportNear, nearestCity } from '../world/geo.ts';
import { cityFactor, priceLevel, sandboxRate, taxRate } from './price-model.ts';
import type { RawCar } from './raw-types.ts';

const VEHICLES: readonly (readonly [model: string, category: string, seats: number, bags: number, doors: number, factor: number])[] = [
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
const VENDORS: readonly { name: string; colour: string }[] = [
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

function placeName(lat: number, lon: number, preferAirport: boolean): string | undefined {
  const city = nearestCity(lat, lon, REACH_KM);
  const airport = mainAirportNear(lat, lon, REACH_KM);
  if (airport && (preferAirport || !city)) return `${airport.name} (${airport.iata})`;
  return city ? `${city.name} City Centre` : undefined;
}

/** Cars to rent near the pick-up point for the whole period, cheapest first; empty far from any city. */
export function generateCars(q: CarDealSearch): RawCar[] {
  const city = nearestCity(q.pickupLatitude, q.pickupLongitude, REACH_KM);
  if (!city) return [];
  const days = Math.max(1, Math.ceil((wallClockMs(q.returnDateTime) - wallClockMs(q.pickUpDateTime)) / DAY_MS));
  const oneWay = haversineKm(q.pickupLatitude, q.pickupLongitude, q.returnLatitude, q.returnLongitude) > 1;
  const key = [city.id, q.pickUpDateTime, q.returnDateTime, q.returnLatitude.toFixed(3), q.returnLongitude.toFixed(3)] as const;
  const rng = createRng('cars', ...key);
  const vendors = rng.sample(VENDORS, 4);
  const level = priceLevel(city.countryCode) * cityFactor(city.population);
  // Young drivers pay a surcharge; one-way rentals a drop fee.
  const surcharge = (q.age < 25 ? 1.25 : 1) * (oneWay ? 1.15 : 1);
  const tax = taxRate(city.countryCode);
  return rng
    .sample(VEHICLES, rng.int(7, 9))
    .map(([model, category, seats, bags, doors, factor]): RawCar => {
      const vendor = rng.pick(vendors);
      const atAirport = rng.chance(0.6);
      const pickup = placeName(q.pickupLatitude, q.pickupLongitude, atAirport) ?? `${city.name} City Centre`;
      const dropoff = oneWay ? (placeName(q.returnLatitude, q.returnLongitude, atAirport) ?? pickup) : pickup;
      const perDay = BASE_USD_PER_DAY * level * factor * rng.float(0.85, 1.2);
      return {
        car_id: `sbx-c-${hashString([...key, vendor.name, model].join('|')).toString(36)}`,
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
        pickup_at: q.pickUpDateTime,
        return_at: q.returnDateTime,
        days,
        rate: sandboxRate(rng, perDay * days * surcharge * 100, tax),
      };
    })
    .sort((a, b) => a.rate.net_cents - b.rate.net_cents || a.car_id.localeCompare(b.car_id));
}
