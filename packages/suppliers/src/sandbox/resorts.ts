import { createRng } from '../prng.ts';
import { destinationPoint, haversineKm } from '../world/geo.ts';
import { RESORT_AREAS } from '../world/resort-regions.ts';
import type { ResortArea } from '../world/resort-regions.ts';
import { priceLevel, sandboxRate, taxRate } from './price-model.ts';
import type { RawResort } from './raw-types.ts';

const BEACH_WORDS = ['Coral', 'Azure', 'Palm', 'Sunset', 'Blue Lagoon', 'Sandpiper', 'Mangrove', 'Hibiscus', 'Pearl', 'Seabreeze', 'Turtle Bay'];
const MOUNTAIN_WORDS = ['Alpine', 'Summit', 'Edelweiss', 'Pine Ridge', 'Glacier', 'Snowcrest', 'Timberline', 'Eagle Peak'];
const CITY_WORDS = ['Grand', 'Royal', 'Mirage', 'Skyline', 'Golden', 'Crown'];
const SUFFIXES = ['Resort & Spa', 'Beach Resort', 'All-Inclusive Resort', 'Retreat', 'Village Resort', 'Club Resort'];
const MOUNTAIN_SUFFIXES = ['Lodge', 'Mountain Resort', 'Chalet Resort', 'Ski Lodge & Spa'];
const EXTRA_THEMES = ['Family', 'Luxury', 'Spa', 'Romantic', 'Golf', 'Pet-friendly', 'Eco-certified', 'Boutique'] as const;
/** USD for one night for two adults at a 4-star resort where prices are at level 1. */
const BASE_USD = 240;
const RESORTS_NEAR = 3;
const MAX_RESULTS = 10;

/** The resorts of one area: stable, whatever is asked. */
export function resortsOf(area: ResortArea): Omit<RawResort, 'distance_km'>[] {
  const rng = createRng('resorts', area.id);
  const ski = area.themes.includes('Ski');
  const city = area.themes.includes('Casino') || area.themes.includes('City');
  const taken = new Set<string>();
  return Array.from({ length: rng.int(3, 4) }, (_, i) => {
    let name = '';
    for (let tries = 0; tries < 20 && (name === '' || taken.has(name)); tries += 1) {
      const word = rng.pick(ski ? MOUNTAIN_WORDS : city ? CITY_WORDS : BEACH_WORDS);
      name = `${word} ${area.name.split(/ - | and /)[0]} ${rng.pick(ski ? MOUNTAIN_SUFFIXES : SUFFIXES)}`;
    }
    taken.add(name);
    const stars = rng.pick([3, 4, 4, 5, 5]);
    const themes = [...new Set([...rng.sample(area.themes, 2), ...rng.sample(EXTRA_THEMES, rng.int(1, 2))])];
    const at = destinationPoint(area.latitude, area.longitude, rng.float(0, 15), rng.float(0, 360));
    const usd = BASE_USD * priceLevel(area.countryCode) * (stars === 5 ? 1.7 : stars === 4 ? 1 : 0.7) * rng.float(0.85, 1.2);
    return {
      resort_id: `sbx-r-${area.id}-${i + 1}`,
      name,
      stars,
      area,
      themes,
      lat: at.latitude,
      lon: at.longitude,
      rate: sandboxRate(rng, usd * 100, taxRate(area.countryCode)),
    };
  });
}

/** Resorts of the areas nearest the point, nearest first. */
export function generateResorts(lat: number, lon: number): RawResort[] {
  return [...RESORT_AREAS]
    .sort((a, b) => haversineKm(lat, lon, a.latitude, a.longitude) - haversineKm(lat, lon, b.latitude, b.longitude))
    .slice(0, RESORTS_NEAR)
    .flatMap(resortsOf)
    .map((r) => ({ ...r, distance_km: Math.round(haversineKm(lat, lon, r.lat, r.lon) * 10) / 10 }))
    .sort((a, b) => a.distance_km - b.distance_km || a.resort_id.localeCompare(b.resort_id))
    .slice(0, MAX_RESULTS);
}
