import { addCalendarDays, nightsBetween } from '@tripfront/domain/calendar';
import type { HotelDealSearch } from '@tripfront/domain/deals/deal-search-payloads';
import { createRng } from '../prng.ts';
import { countryByCode } from '../world/data.ts';
import type { CityRecord } from '../world/data.ts';
import { destinationPoint, haversineKm, nearestCity } from '../world/geo.ts';
import { seasonFactor, weekday } from './calendar.ts';
import { picture } from './images.ts';
import { hotelName, streetLine } from './names.ts';
import { cityFactor, priceLevel, sandboxRate, taxRate } from './price-model.ts';
import type { RawHotel } from './raw-types.ts';

/** A hotel that stays put: the same city always has the same hotels, whatever the dates. */
export interface HotelSite {
  id: string;
  name: string;
  stars: number;
  image: string;
  street: string;
  lat: number;
  lon: number;
  /** Wholesale price of a double room on an ordinary night, in USD. */
  usdPerNight: number;
}

/** USD for one night of a 4-star double room where prices are at level 1. */
const BASE_USD = 170;
const STAR_FACTOR: Readonly<Record<number, number>> = { 2: 0.45, 3: 0.68, 4: 1, 5: 1.85 };
const MAX_RESULTS = 12;
/** How far from the searched point a city may be and still be the one searched. */
const CITY_REACH_KM = 35;

export function hotelSites(city: CityRecord): HotelSite[] {
  const rng = createRng('hotel-sites', city.id);
  const country = countryByCode(city.countryCode);
  const spreadKm = Math.min(12, 1.5 + 2.2 * Math.log10(Math.max(10_000, city.population) / 10_000));
  const taken = new Set<string>();
  return Array.from({ length: rng.int(14, 20) }, (_, i) => {
    const stars = rng.pick([2, 3, 3, 3, 4, 4, 4, 4, 5, 5]);
    const name = hotelName(rng, country?.style ?? 'en', city.name, taken);
    taken.add(name);
    const at = destinationPoint(city.latitude, city.longitude, spreadKm * Math.sqrt(rng.next()), rng.float(0, 360));
    const usd = BASE_USD * priceLevel(city.countryCode) * cityFactor(city.population) * (STAR_FACTOR[stars] ?? 1) * rng.float(0.85, 1.2);
    const id = `sbx-h-${city.id}-${i + 1}`;
    return {
      id,
      name,
      stars,
      image: picture('hotel', id),
      street: streetLine(rng, country?.style ?? 'en'),
      lat: at.latitude,
      lon: at.longitude,
      usdPerNight: usd,
    };
  });
}

/** Hotels within the search radius, nearest first, priced for the stay and party asked for. */
export function generateHotels(q: HotelDealSearch): RawHotel[] {
  const city = nearestCity(q.latitude, q.longitude, q.radius + CITY_REACH_KM);
  if (!city) return [];
  const checkIn = q.stayPeriod.start.slice(0, 10);
  const checkOut = q.stayPeriod.end.slice(0, 10);
  const nights = Math.max(1, nightsBetween(checkIn, checkOut));
  const rooms = q.occupancies.reduce((sum, o) => sum + o.numOfRoom, 0);
  const adults = q.occupancies.reduce((sum, o) => sum + o.numOfAdults, 0);
  const children = q.occupancies.reduce((sum, o) => sum + o.numOfChildren, 0);
  // Beyond two adults a room, each extra guest adds to the price.
  const party = 1 + 0.15 * Math.max(0, adults - 2 * rooms) + 0.08 * children;
  const distanceFrom = q.searchString.trim() || city.name;
  const tax = taxRate(city.countryCode);
  return hotelSites(city)
    .map((site) => ({ site, km: haversineKm(q.latitude, q.longitude, site.lat, site.lon) }))
    .filter(({ km }) => km <= q.radius)
    .sort((a, b) => a.km - b.km || a.site.id.localeCompare(b.site.id))
    .slice(0, MAX_RESULTS)
    .map(({ site, km }) => {
      let netUsd = 0;
      for (let n = 0; n < nights; n += 1) {
        const night = addCalendarDays(checkIn, n);
        const weekend = weekday(night) === 5 || weekday(night) === 6 ? 1.12 : 1;
        netUsd += site.usdPerNight * seasonFactor(night, city.latitude) * weekend * createRng('hotel-night', site.id, night).float(0.92, 1.1);
      }
      const rng = createRng('hotel-rate', site.id, checkIn, checkOut, rooms, adults, children);
      return {
        hotel_id: site.id,
        hotel_name: site.name,
        star_rating: site.stars,
        image: site.image,
        street: site.street,
        city: city.name,
        country_code: city.countryCode,
        lat: site.lat,
        lon: site.lon,
        distance_km: Math.round(km * 10) / 10,
        distance_from: distanceFrom,
        check_in: checkIn,
        check_out: checkOut,
        nights,
        rooms,
        rate: sandboxRate(rng, netUsd * rooms * party * 100, tax),
      };
    });
}
