import type { PlaceSuggestion } from '@tripfront/domain/inventory';
import { airports, cities, countries, countryName, lazy } from '../world/data.ts';
import { haversineKm } from '../world/geo.ts';
import type { AirportRecord, CityRecord, CountryRecord } from '../world/data.ts';
import { RESORT_AREAS, RESORT_REGIONS } from '../world/resort-regions.ts';
import type { ResortArea } from '../world/resort-regions.ts';
import { PrefixIndex } from './prefix-index.ts';

// Auto-suggest over the world data (spec §3 "Auto-suggest results"). Each index is built on first
// use; a query is a binary search plus a scan of the matching keys.

export const DEFAULT_SUGGESTION_LIMIT = 10;
const MAX_SUGGESTION_LIMIT = 50;
const clampLimit = (limit: number) => Math.max(0, Math.min(MAX_SUGGESTION_LIMIT, Math.floor(limit)));

export function citySuggestion(c: CityRecord): PlaceSuggestion {
  return {
    id: `city:${c.id}`,
    kind: 'city',
    name: c.name,
    label: [c.name, c.admin, countryName(c.countryCode)].filter(Boolean).join(', '),
    countryCode: c.countryCode,
    latitude: c.latitude,
    longitude: c.longitude,
  };
}

export function airportSuggestion(a: AirportRecord): PlaceSuggestion {
  return {
    id: `airport:${a.iata}`,
    kind: 'airport',
    name: a.name,
    label: `${a.name} (${a.iata}), ${a.city}, ${countryName(a.countryCode)}`,
    countryCode: a.countryCode,
    latitude: a.latitude,
    longitude: a.longitude,
    iata: a.iata,
  };
}

export function countrySuggestion(c: CountryRecord): PlaceSuggestion {
  return { id: `country:${c.code}`, kind: 'country', name: c.name, label: c.name, countryCode: c.code, latitude: c.latitude, longitude: c.longitude };
}

type ResortPlace = { region: (typeof RESORT_REGIONS)[number]; areas: readonly ResortArea[] } | { area: ResortArea };

function resortSuggestion(place: ResortPlace): PlaceSuggestion {
  if ('area' in place) {
    const { area } = place;
    const region = RESORT_REGIONS.find((r) => r.id === area.parent_id);
    return {
      id: `subregion:${area.id}`,
      kind: 'subregion',
      name: area.name,
      label: region ? `${area.name}, ${region.name}` : area.name,
      countryCode: area.countryCode,
      latitude: area.latitude,
      longitude: area.longitude,
      parentId: area.parent_id,
    };
  }
  // A region's point is the middle of its areas; it may span countries.
  const mean = (pick: (a: ResortArea) => number) => Math.round((place.areas.reduce((sum, a) => sum + pick(a), 0) / place.areas.length) * 1e4) / 1e4;
  const codes = new Set(place.areas.map((a) => a.countryCode));
  return {
    id: `region:${place.region.id}`,
    kind: 'region',
    name: place.region.name,
    label: place.region.name,
    countryCode: codes.size === 1 ? ([...codes][0] ?? null) : null,
    latitude: mean((a) => a.latitude),
    longitude: mean((a) => a.longitude),
  };
}

const cityIndex = lazy(
  () =>
    new PrefixIndex(
      cities(),
      (c) => [[c.name, 'name'], ...c.aliases.map((a) => [a, 'alias'] as const)],
      (c) => c.population,
    ),
);
const airportIndex = lazy(
  () =>
    new PrefixIndex(
      airports(),
      (a) => [
        [a.iata, 'code'],
        [a.name, 'name'],
        [a.city, 'alias'],
      ],
      (a) => a.weight,
    ),
);
const countryIndex = lazy(
  () =>
    new PrefixIndex(
      [...countries()].sort((a, b) => a.name.localeCompare(b.name, 'en')),
      (c) => [
        [c.code, 'code'],
        [c.name, 'name'],
      ],
      () => 0,
    ),
);
const resortIndex = lazy(() => {
  const places: ResortPlace[] = [
    ...RESORT_REGIONS.map((region) => ({ region, areas: RESORT_AREAS.filter((a) => a.parent_id === region.id) })),
    ...RESORT_AREAS.map((area) => ({ area })),
  ];
  // A region ranks above areas matching as well ('ca' lists Caribbean before Cancún).
  return new PrefixIndex(
    places,
    (p) => [['area' in p ? p.area.name : p.region.name, 'name']],
    (p) => ('area' in p ? 1 : 2),
  );
});

/** Builds every index now rather than on the first query (e.g. at server start, about 0.1 s). */
export function preloadSuggestionIndexes(): void {
  cityIndex();
  airportIndex();
  countryIndex();
  resortIndex();
}

/** Cities by name or alias, most populous first: hotel locations and activity destinations. */
export const suggestCities = (text: string, limit = DEFAULT_SUGGESTION_LIMIT): PlaceSuggestion[] =>
  cityIndex().search(text, clampLimit(limit)).map(citySuggestion);

/** Airports by IATA code, airport name or city; an exact code comes first, then the busiest. */
export const suggestAirports = (text: string, limit = DEFAULT_SUGGESTION_LIMIT): PlaceSuggestion[] =>
  airportIndex().search(text, clampLimit(limit)).map(airportSuggestion);

/** In the data set, airports with scheduled traffic weigh 10^8 and more; rail stations and small fields far less. */
const MAJOR_AIRPORT_WEIGHT = 1e8;

/**
 * The airports nearest a point (spec §2 airportLat/airportLong) within maxKm: those with scheduled
 * traffic first (CDG and Orly before a Paris rail station), each group nearest first.
 */
export function nearestAirports(latitude: number, longitude: number, limit = 5, maxKm = 300): PlaceSuggestion[] {
  return airports()
    .map((a) => ({ a, km: haversineKm(latitude, longitude, a.latitude, a.longitude), major: a.weight >= MAJOR_AIRPORT_WEIGHT }))
    .filter(({ km }) => km <= maxKm)
    .sort((x, y) => Number(y.major) - Number(x.major) || x.km - y.km)
    .slice(0, clampLimit(limit))
    .map(({ a }) => airportSuggestion(a));
}

/** Countries by name or ISO code, alphabetically among equals. */
export const suggestCountries = (text: string, limit = DEFAULT_SUGGESTION_LIMIT): PlaceSuggestion[] =>
  countryIndex().search(text, clampLimit(limit)).map(countrySuggestion);

/** Resort regions and subregions by name. */
export const suggestResortAreas = (text: string, limit = DEFAULT_SUGGESTION_LIMIT): PlaceSuggestion[] =>
  resortIndex().search(text, clampLimit(limit)).map(resortSuggestion);

/**
 * Car pick-up places: cities and airports, alternating (city first) so neither crowds the other
 * out; when one runs short the other fills the list.
 */
export function suggestCarLocations(text: string, limit = DEFAULT_SUGGESTION_LIMIT): PlaceSuggestion[] {
  const n = clampLimit(limit);
  const byCity = suggestCities(text, n);
  const byAirport = suggestAirports(text, n);
  const merged: PlaceSuggestion[] = [];
  for (let i = 0; merged.length < n && (i < byCity.length || i < byAirport.length); i += 1) {
    const city = byCity[i];
    const airport = byAirport[i];
    if (city) merged.push(city);
    if (airport && merged.length < n) merged.push(airport);
  }
  return merged;
}
