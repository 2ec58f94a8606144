import type { PlaceSuggestion } from '../inventory.ts';
import { bookingPath } from '../navigation/services.ts';
import type { ServiceKey } from '../booking/products.ts';
import { activitySearchFormSchema } from './activities.ts';
import { carSearchFormSchema } from './cars.ts';
import { cruiseSearchFormSchema } from './cruise.ts';
import type { SearchAirport } from './flights.ts';
import { flightSearchFormSchema } from './flights.ts';
import { hotelSearchFormSchema } from './hotels.ts';
import type { SearchContext } from './issues.ts';
import { MAX_TEXT, type SearchPlace } from './query-params.ts';
import type { ResortPlace } from './resorts.ts';
import { resortSearchFormSchema } from './resorts.ts';
import { fromSearchQuery, searchUrl, toSearchQuery, type SearchPathFlags } from './index.ts';

// A search form sent by the browser itself (decision 0061): before the app has started (or without
// JavaScript), a search form is a plain `<form method="get">` whose fields carry the search
// query's own names (checkin_date, occupancies …). Only the places differ: a visitor cannot type
// coordinates, so a place field sends the text typed, and the server looks it up.

/** Where a search form sends itself when the browser submits it (GET, the form's fields as the query). */
export const plainSearchPath = (service: ServiceKey): string => `/search/${service}`;

/** The suggestion lists a typed place is looked up in: the same ones the form's auto-suggest asks. */
export type SuggestKind = 'hotel' | 'activity' | 'car' | 'airport' | 'resort';

/** A picked suggestion as the form's value, per kind (the forms' auto-suggest and the server share these). */
export const searchPlaceOf = (s: PlaceSuggestion): SearchPlace => ({
  label: s.label,
  latitude: s.latitude,
  longitude: s.longitude,
  countryCode: s.countryCode,
});
export const airportOf = (s: PlaceSuggestion): SearchAirport => ({ iata: s.iata ?? s.id.replace(/^airport:/, ''), label: s.label });
/** A resort suggestion is a region ('region:3') or one of its areas (a subregion with parentId). */
export function resortPlaceOf(s: PlaceSuggestion): ResortPlace {
  const ownId = Number(s.id.split(':')[1]);
  return s.kind === 'subregion' && s.parentId
    ? { label: s.label, regionId: s.parentId, subregionId: ownId }
    : { label: s.label, regionId: ownId, subregionId: null };
}

export interface PlainPlaceField {
  /** The form field and the query parameter holding the typed text (the place's label parameter). */
  param: string;
  kind: SuggestKind;
  /** A parameter that only a picked place carries: present, the place was picked, not typed. */
  pickedBy: string;
}

/** Each service's place fields a visitor types into. */
export const PLAIN_PLACE_FIELDS: Readonly<Record<ServiceKey, readonly PlainPlaceField[]>> = {
  hotels: [{ param: 'destination', kind: 'hotel', pickedBy: 'lat' }],
  activities: [{ param: 'destination', kind: 'activity', pickedBy: 'lat' }],
  cars: [
    { param: 'pickup', kind: 'car', pickedBy: 'pickup_lat' },
    { param: 'dropoff', kind: 'car', pickedBy: 'dropoff_lat' },
  ],
  flights: [
    { param: 'from', kind: 'airport', pickedBy: 'from_label' },
    { param: 'to', kind: 'airport', pickedBy: 'to_label' },
  ],
  resorts: [{ param: 'place', kind: 'resort', pickedBy: 'region_id' }],
  cruise: [],
};

/** The typed texts to look up: the place fields with text that were not picked from a list. */
export function typedPlaces(service: ServiceKey, params: URLSearchParams): Array<PlainPlaceField & { text: string }> {
  return PLAIN_PLACE_FIELDS[service].flatMap((field) => {
    const text = (params.get(field.param) ?? '').trim().slice(0, MAX_TEXT);
    if (text === '' || params.has(field.pickedBy)) return [];
    return [{ ...field, text }];
  });
}

/** The query parameters a suggestion stands for in a field (what the form's query writes for it). */
export function placeParams(field: PlainPlaceField, s: PlaceSuggestion): Array<[string, string]> {
  const entries: Array<[string, string | number | null]> = (() => {
    switch (field.kind) {
      case 'airport': {
        const a = airportOf(s);
        return [
          [field.param, a.iata],
          [`${field.param}_label`, a.label],
        ];
      }
      case 'resort': {
        const r = resortPlaceOf(s);
        return [
          ['region_id', r.regionId],
          ['subregion_id', r.subregionId],
          ['place', r.label],
        ];
      }
      default: {
        const p = searchPlaceOf(s);
        const prefix = field.param === 'destination' ? '' : `${field.param}_`;
        return [
          [field.param, p.label],
          [`${prefix}lat`, p.latitude],
          [`${prefix}long`, p.longitude],
          [`${prefix}country`, p.countryCode],
        ];
      }
    }
  })();
  return entries.filter((e): e is [string, string | number] => e[1] !== null).map(([k, v]) => [k, String(v)]);
}

/** Form field names that differ from the query's (a register()ed control is named after its field). */
const FIELD_ALIASES: Readonly<Partial<Record<ServiceKey, Readonly<Record<string, string>>>>> = {
  flights: { tripType: 'trip' },
  cars: { driverAge: 'driver_age', pickupTime: 'pickup_time', dropoffTime: 'dropoff_time' },
  cruise: { shipLine: 'ship_line' },
};

/**
 * The submitted fields as the search's query parameters: aliases renamed, and each looked-up place
 * (`found`, by field parameter; null when nothing matched) replaced by its parameters.
 */
export function plainSearchParams(service: ServiceKey, submitted: URLSearchParams, found: ReadonlyMap<string, PlaceSuggestion | null>): URLSearchParams {
  const aliases = FIELD_ALIASES[service] ?? {};
  const params = new URLSearchParams();
  for (const [key, value] of submitted) {
    const name = aliases[key] ?? key;
    if (!params.has(name) || name === key) params.append(name, value);
  }
  for (const field of PLAIN_PLACE_FIELDS[service]) {
    const suggestion = found.get(field.param);
    if (!suggestion) continue;
    params.delete(field.param);
    for (const [key, value] of placeParams(field, suggestion)) params.set(key, value);
  }
  return params;
}

/** The form schema of a service (shape and the rules of the day), as the form validates with. */
export function searchFormSchema(service: ServiceKey, ctx: SearchContext) {
  switch (service) {
    case 'hotels':
      return hotelSearchFormSchema(ctx);
    case 'flights':
      return flightSearchFormSchema(ctx);
    case 'cars':
      return carSearchFormSchema(ctx);
    case 'activities':
      return activitySearchFormSchema(ctx);
    case 'cruise':
      return cruiseSearchFormSchema(ctx);
    case 'resorts':
      return resortSearchFormSchema(ctx);
  }
}

export type PlainSearchOutcome =
  /** Everything checks out: the search's results page (searchUrl). */
  | { ok: true; url: string }
  /** Something to fix: the service's search form, with what was sent kept (typed places included). */
  | { ok: false; url: string; unresolved: string[] };

/**
 * Where a browser-submitted search goes (decision 0061). `params` are plainSearchParams' answer;
 * `unresolved`, the typed places nothing matched. Valid by the form's own schema: the results page;
 * else the form again, prefilled with every value it can read and the texts typed, to fix there.
 */
export function plainSearchOutcome(
  service: ServiceKey,
  params: URLSearchParams,
  unresolved: ReadonlyArray<{ param: string; text: string }>,
  ctx: SearchContext,
  flags: SearchPathFlags,
): PlainSearchOutcome {
  const values = fromSearchQuery(service, params);
  if (unresolved.length === 0 && searchFormSchema(service, ctx).safeParse(values).success) return { ok: true, url: searchUrl(service, values, flags) };
  const kept = new URLSearchParams(toSearchQuery(service, values));
  for (const { param, text } of unresolved) kept.set(param, text);
  // The dates as sent, even when the form would not take them (a past day): the visitor sees what they chose.
  for (const [key, value] of params) if (/_date$/.test(key) && !kept.has(key) && value.trim() !== '') kept.set(key, value.trim().slice(0, 10));
  const query = kept.toString();
  const entry = bookingPath(service, { isAgent: false, ...flags });
  return { ok: false, url: query ? `${entry}?${query}` : entry, unresolved: unresolved.map((u) => u.param) };
}
