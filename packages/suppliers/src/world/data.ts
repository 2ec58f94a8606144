import { readFileSync } from 'node:fs';
import { z } from 'zod';

// The generated files of data/ (see scripts/build-data.mjs and data/SOURCES.md), read and checked
// on first use so that importing the package costs nothing.

export const NAME_STYLES = ['en', 'fr', 'es', 'pt', 'it', 'de', 'sv', 'no', 'da', 'ja', 'ar'] as const;
export type NameStyle = (typeof NAME_STYLES)[number];

export interface CountryRecord {
  code: string;
  name: string;
  currency: string;
  latitude: number;
  longitude: number;
  /** Which word lists sandbox names use there. */
  style: NameStyle;
  /** Africa, Americas, Asia, Europe, Oceania. */
  region: string;
}

export interface CityRecord {
  /** GeoNames id. */
  id: number;
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  population: number;
  /** US state code ('NY'); empty elsewhere. */
  admin: string;
  /** Other names people type: 'Lisboa', 'NYC'. */
  aliases: readonly string[];
}

export interface AirportRecord {
  iata: string;
  name: string;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** Ranking weight: busiest hubs first, then by the population of the city served. */
  weight: number;
  /** Standard-time offset from UTC, in hours. */
  utcOffsetHours: number;
}

const countryRow = z.tuple([z.string(), z.string(), z.string(), z.number(), z.number(), z.enum(NAME_STYLES), z.string()]);
const cityRow = z.tuple([z.number(), z.string(), z.string(), z.number(), z.number(), z.number(), z.string()]).rest(z.array(z.string()));
const airportRow = z.tuple([z.string(), z.string(), z.string(), z.string(), z.number(), z.number(), z.number(), z.number()]);

function readRows<T>(file: string, row: z.ZodType<T>): T[] {
  const text = readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8');
  return z.array(row).parse(JSON.parse(text));
}

/** A value computed once, on first call. */
export function lazy<T>(compute: () => T): () => T {
  let cached: { value: T } | undefined;
  return () => (cached ??= { value: compute() }).value;
}

export const countries = lazy((): readonly CountryRecord[] =>
  readRows('countries.json', countryRow).map(([code, name, currency, latitude, longitude, style, region]) => ({
    code,
    name,
    currency,
    latitude,
    longitude,
    style,
    region,
  })),
);

const countriesByCode = lazy(() => new Map(countries().map((c) => [c.code, c])));
export const countryByCode = (code: string): CountryRecord | undefined => countriesByCode().get(code);
export const countryName = (code: string): string => countryByCode(code)?.name ?? code;

/** Most populous first. */
export const cities = lazy((): readonly CityRecord[] =>
  readRows('cities.json', cityRow).map(([id, name, countryCode, latitude, longitude, population, admin, aliases]) => ({
    id,
    name,
    countryCode,
    latitude,
    longitude,
    population,
    admin,
    aliases: aliases ?? [],
  })),
);

/** Busiest first. */
export const airports = lazy((): readonly AirportRecord[] =>
  readRows('airports.json', airportRow).map(([iata, name, city, countryCode, latitude, longitude, weight, utcOffsetHours]) => ({
    iata,
    name,
    city,
    countryCode,
    latitude,
    longitude,
    weight,
    utcOffsetHours,
  })),
);

const airportsByIata = lazy(() => new Map(airports().map((a) => [a.iata, a])));
export const airportByIata = (iata: string): AirportRecord | undefined => airportsByIata().get(iata.toUpperCase());
