import { airports, cities } from './data.ts';
import type { AirportRecord, CityRecord } from './data.ts';

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The point `km` away from (lat, lng) towards `bearingDeg` (0 = north, 90 = east). */
export function destinationPoint(lat: number, lng: number, km: number, bearingDeg: number): { latitude: number; longitude: number } {
  const d = km / EARTH_RADIUS_KM;
  const b = rad(bearingDeg);
  const p1 = rad(lat);
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(b));
  const l2 = rad(lng) + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  return { latitude: round((p2 * 180) / Math.PI), longitude: round((((l2 * 180) / Math.PI + 540) % 360) - 180) };
}

/** Items in order of latitude (their positions in `items` and their latitudes), built once per list. */
interface LatitudeIndex {
  order: Int32Array;
  latitudes: Float64Array;
}
const latitudeIndexes = new WeakMap<readonly object[], LatitudeIndex>();

function latitudeIndex(items: readonly { latitude: number }[]): LatitudeIndex {
  let index = latitudeIndexes.get(items);
  if (!index) {
    const order = Int32Array.from(items.keys()).sort((a, b) => items[a]!.latitude - items[b]!.latitude);
    index = { order, latitudes: Float64Array.from(order, (i) => items[i]!.latitude) };
    latitudeIndexes.set(items, index);
  }
  return index;
}

/** The first position of `sorted` whose value is at least `value`. */
function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The item within maxKm of (lat, lng) that is nearest, or that `better` prefers; among equals, the
 * one listed first. Only the items in a latitude band are measured (one degree is about 111 km
 * everywhere), found by binary search in a list sorted by latitude, not a scan of every city: a
 * car search asks this about a hundred times.
 */
function closest<T extends { latitude: number; longitude: number }>(
  items: readonly T[],
  lat: number,
  lng: number,
  maxKm: number,
  better?: (a: T, b: T) => boolean,
) {
  const { order, latitudes } = latitudeIndex(items);
  const window = maxKm / 111 + 0.01;
  let best: T | undefined;
  let bestAt = -1;
  let bestKm = Infinity;
  /**
   * Whether the item listed at `at`, km away, replaces the best so far. The band is walked in
   * latitude order, so a tie goes to the lower list position.
   */
  const beats = (item: T, km: number, at: number): boolean => {
    if (best === undefined) return true;
    const firstListed = at < bestAt;
    if (better) return better(item, best) || (!better(best, item) && firstListed);
    return km < bestKm || (km === bestKm && firstListed);
  };
  for (let k = lowerBound(latitudes, lat - window - 1e-9); k < latitudes.length && latitudes[k]! <= lat + window + 1e-9; k += 1) {
    const at = order[k]!;
    const item = items[at]!;
    if (Math.abs(item.latitude - lat) > window) continue;
    const km = haversineKm(lat, lng, item.latitude, item.longitude);
    if (km > maxKm) continue;
    if (beats(item, km, at)) {
      best = item;
      bestAt = at;
      bestKm = km;
    }
  }
  return best;
}

/** The nearest city of the data set within maxKm, if any. */
export const nearestCity = (lat: number, lng: number, maxKm: number): CityRecord | undefined => closest(cities(), lat, lng, maxKm);

/** The busiest airport within maxKm (CDG rather than the nearer Le Bourget), if any. */
export const mainAirportNear = (lat: number, lng: number, maxKm: number): AirportRecord | undefined =>
  closest(airports(), lat, lng, maxKm, (a, b) => a.weight > b.weight);
