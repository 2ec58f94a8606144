import type { ActivityCategory } from '@tripfront/domain/booking/activity-api';
import type { ActivityDealSearch } from '@tripfront/domain/deals/deal-search-payloads';
import { createRng } from '../prng.ts';
import { cities, lazy, type CityRecord } from '../world/data.ts';
import { destinationPoint, nearestCity } from '../world/geo.ts';
import { picture } from './images.ts';
import { cityFactor, priceLevel, sandboxRate } from './price-model.ts';
import type { RawActivity } from './raw-types.ts';

/** Tours a city could offer: title ({c} is the city), length in minutes, price in USD at level 1 and category. */
export const TOURS: readonly (readonly [title: string, minutes: number, usd: number, category: ActivityCategory])[] = [
  ['{c} Old Town Walking Tour', 180, 35, 'tours'],
  ['{c} Street Food Tasting Tour', 210, 75, 'food'],
  ['Sunset Sightseeing Cruise in {c}', 120, 55, 'cruises'],
  ['{c} Highlights Bike Tour', 180, 45, 'outdoor'],
  ['Skip-the-Line {c} Museum Pass', 1440, 70, 'culture'],
  ['Cooking Class with a Local Chef in {c}', 240, 95, 'classes'],
  ['{c} by Night: Evening Lights Tour', 150, 50, 'tours'],
  ['Private Photo Walk in {c}', 90, 120, 'classes'],
  ['Full-Day Countryside Trip from {c}', 600, 140, 'tours'],
  ['{c} Hop-On Hop-Off Bus Pass', 1440, 40, 'tours'],
  ['Wine and Cheese Tasting in {c}', 150, 80, 'food'],
  ['{c} Markets and Hidden Gems Tour', 180, 45, 'culture'],
  ['Hot Air Balloon Flight near {c}', 240, 260, 'adventure'],
  ['Kayak Adventure near {c}', 300, 110, 'outdoor'],
  ['{c} Historic Quarter Segway Tour', 90, 70, 'adventure'],
  ['Helicopter Flight over {c}', 30, 240, 'adventure'],
];
/** How far from the searched point a city may be and still be the one searched. */
const CITY_REACH_KM = 50;
/** Booking fees on top of the tour price. */
const FEE_RATE = 0.06;

/** Tours in and around the nearest city, most reviewed first; empty far from any city. */
export function generateActivities(q: Pick<ActivityDealSearch, 'latitude' | 'longitude'>): RawActivity[] {
  const city = nearestCity(q.latitude, q.longitude, CITY_REACH_KM);
  return city ? cityActivities(city) : [];
}

const citiesById = lazy(() => new Map(cities().map((c) => [c.id, c])));

/** The tour a product code names ('{cityId}P{n}', as deals and search give it), or null. */
export function activityByCode(productCode: string): RawActivity | null {
  const m = /^(\d{1,9})P(\d{1,2})$/.exec(productCode);
  const city = m ? citiesById().get(Number(m[1])) : undefined;
  return city ? (cityActivities(city).find((a) => a.product_code === productCode) ?? null) : null;
}

/** A city's tours, most reviewed first. */
export function cityActivities(city: CityRecord): RawActivity[] {
  const rng = createRng('activities', city.id);
  const level = priceLevel(city.countryCode) * cityFactor(city.population);
  const chosen = rng.sample(
    TOURS.map((tour, i) => ({ tour, i })),
    rng.int(10, 12),
  );
  return chosen
    .map(({ tour: [title, minutes, usd, category], i }): RawActivity => {
      const productCode = `${city.id}P${i + 1}`;
      const r = createRng('activity', productCode);
      const at = destinationPoint(city.latitude, city.longitude, r.float(0, 8), r.float(0, 360));
      return {
        product_code: productCode,
        title: title.replace('{c}', city.name),
        category,
        tour_index: i,
        image: picture('activity', productCode),
        duration_minutes: minutes,
        free_cancellation: r.chance(0.75),
        // Most tours people book are well reviewed; a few are not.
        review_score: Math.round(Math.min(5, r.chance(0.9) ? r.float(4.0, 5.05) : r.float(2.8, 4.0)) * 10) / 10,
        review_count: Math.round(10 ** r.float(1.2, 4)),
        city: city.name,
        country_code: city.countryCode,
        lat: at.latitude,
        lon: at.longitude,
        // Tour prices are whole dollars.
        rate: sandboxRate(r, Math.round(usd * level * r.float(0.85, 1.2)) * 100, FEE_RATE),
      };
    })
    .sort((a, b) => b.review_count - a.review_count || a.product_code.localeCompare(b.product_code));
}
