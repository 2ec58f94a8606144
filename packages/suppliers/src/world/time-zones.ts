import { z } from 'zod';
import { readFileSync } from 'node:fs';
import { haversineKm } from './geo.ts';
import { lazy } from './data.ts';

// A place's IANA time zone (decision 0097), for the sandbox's offers: the tz database's zones of
// the place's country (data/time-zones.json, from zone.tab by scripts/build-time-zones.mjs), the
// one whose principal city is nearest. Good enough for a sandbox: a place near a zone border may
// take its neighbour's; a real supplier gives the zone itself.

interface ZoneRecord {
  countryCode: string;
  zone: string;
  latitude: number;
  longitude: number;
}

const zoneRow = z.tuple([z.string(), z.string(), z.number(), z.number()]);

const zones = lazy((): readonly ZoneRecord[] =>
  z
    .array(zoneRow)
    .parse(JSON.parse(readFileSync(new URL('../../data/time-zones.json', import.meta.url), 'utf8')))
    .map(([countryCode, zone, latitude, longitude]) => ({ countryCode, zone, latitude, longitude })),
);

const zonesByCountry = lazy(() => {
  const by = new Map<string, ZoneRecord[]>();
  for (const z of zones()) by.set(z.countryCode, [...(by.get(z.countryCode) ?? []), z]);
  return by;
});

const nearest = (list: readonly ZoneRecord[], lat: number, lng: number): ZoneRecord | undefined =>
  list.reduce<ZoneRecord | undefined>(
    (best, z) => (!best || haversineKm(lat, lng, z.latitude, z.longitude) < haversineKm(lat, lng, best.latitude, best.longitude) ? z : best),
    undefined,
  );

// A search asks the zone of the same few places for every offer it lists (each flight's airports,
// each resort): the answer is kept per place (a bounded map).
const PLACES_KEPT = 20_000;
const zoneOfPlace = new Map<string, string>();

/** The zone of a place in a country ('PT', 38.72, -9.14 → 'Europe/Lisbon'); the nearest zone anywhere when the country has none listed. */
export function timeZoneAt(countryCode: string, latitude: number, longitude: number): string {
  const key = `${countryCode}|${latitude}|${longitude}`;
  let zone = zoneOfPlace.get(key);
  if (zone === undefined) {
    const own = zonesByCountry().get(countryCode.toUpperCase());
    zone = (nearest(own && own.length > 0 ? own : zones(), latitude, longitude) ?? { zone: 'UTC' }).zone;
    if (zoneOfPlace.size >= PLACES_KEPT) zoneOfPlace.clear();
    zoneOfPlace.set(key, zone);
  }
  return zone;
}
