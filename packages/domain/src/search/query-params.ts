import { readCalendarDate, type IsoDate } from './search-dates.ts';

// Reading and writing the search query string. Every reader answers a usable value or a fallback,
// never throws: a hand-edited or truncated URL still opens a form the visitor can fix. No zod here
// (the schemas are in query-schemas.ts): the booking screens read a search URL without it.

export type QueryInput = URLSearchParams | string | Record<string, string>;

export const toParams = (input: QueryInput): URLSearchParams => (input instanceof URLSearchParams ? input : new URLSearchParams(input));

/** A place picked from an auto-suggest list: what a results page needs to search around it (query-schemas.ts checks it). */
export interface SearchPlace {
  label: string;
  latitude: number;
  longitude: number;
  countryCode: string | null;
}

/** The longest text a search parameter keeps. */
export const MAX_TEXT = 300;

/** Trimmed text, '' when absent; cut to 300 characters. */
export function readText(params: URLSearchParams, key: string): string {
  return (params.get(key) ?? '').trim().slice(0, MAX_TEXT);
}

export function readDate(params: URLSearchParams, key: string): IsoDate | null {
  return readCalendarDate(params.get(key));
}

/** A whole number, or undefined when absent or not an integer. */
export function readInt(params: URLSearchParams, key: string): number | undefined {
  const text = params.get(key)?.trim() ?? '';
  return /^-?\d{1,6}$/.test(text) ? Number(text) : undefined;
}

export function readNumber(params: URLSearchParams, key: string, min: number, max: number): number | null {
  const text = params.get(key)?.trim() ?? '';
  if (!/^-?\d{1,3}(\.\d{1,10})?$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

export function readEnum<T extends string>(params: URLSearchParams, key: string, values: readonly T[], fallback: T): T {
  const text = params.get(key)?.trim().toLowerCase();
  return values.find((v) => v === text) ?? fallback;
}

/** A query string from ordered entries; null, undefined and '' are left out. */
export function writeQuery(entries: ReadonlyArray<readonly [string, string | number | null | undefined]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    if (value !== null && value !== undefined && value !== '') params.append(key, String(value));
  }
  return params.toString();
}

// ---- places -------------------------------------------------------------------------------------

export interface PlaceKeys {
  label: string;
  lat: string;
  long: string;
  country: string;
}

/** A place from its four parameters; null unless the label and both coordinates are usable. */
export function readPlace(params: URLSearchParams, keys: PlaceKeys): SearchPlace | null {
  const label = readText(params, keys.label);
  const latitude = readNumber(params, keys.lat, -90, 90);
  const longitude = readNumber(params, keys.long, -180, 180);
  if (label === '' || latitude === null || longitude === null) return null;
  const country = (params.get(keys.country) ?? '').trim().toUpperCase();
  return { label, latitude, longitude, countryCode: /^[A-Z]{2}$/.test(country) ? country : null };
}

export function placeEntries(place: SearchPlace | null, keys: PlaceKeys): Array<[string, string | number | null]> {
  return [
    [keys.label, place?.label ?? null],
    [keys.lat, place?.latitude ?? null],
    [keys.long, place?.longitude ?? null],
    [keys.country, place?.countryCode ?? null],
  ];
}
