import { ROUTES } from '../navigation/routes.ts';
import type { ServiceKey } from '../booking/products.ts';
import { fromActivitySearchQuery, toActivitySearchQuery } from './activities.ts';
import { fromCarSearchQuery, toCarSearchQuery } from './cars.ts';
import { fromCruiseSearchQuery, toCruiseSearchQuery } from './cruise.ts';
import { fromFlightSearchQuery, toFlightSearchQuery } from './flights.ts';
import { fromHotelSearchQuery, toHotelSearchQuery } from './hotel-query.ts';
import type { QueryInput } from './query-params.ts';
import { fromResortSearchQuery, toResortSearchQuery } from './resorts.ts';

// The search forms' query contract (docs/decisions/0007-search-forms-and-query-contract.md): what a
// form puts in /booknow/{service}/search?… and what a results page reads back.

export * from './search-dates.ts';
export { formatDateRange, formatDisplayDate, MISSING_DATE_TEXT } from '../dates.ts';
export * from './guests.ts';
export * from './issues.ts';
export type { QueryInput, SearchPlace } from './query-params.ts';
export { searchPlaceSchema } from './query-schemas.ts';
export * from './hotels.ts';
export * from './hotel-query.ts';
export * from './cabins.ts';
export * from './flights.ts';
export * from './cars.ts';
export * from './activities.ts';
export * from './cruise.ts';
export * from './resorts.ts';
export * from './summary.ts';
export * from './results-pages.ts';

import type { SearchValuesByService } from './values.ts';
export type { SearchValuesByService } from './values.ts';

const codecs: { [S in ServiceKey]: { to: (values: SearchValuesByService[S]) => string; from: (input: QueryInput) => SearchValuesByService[S] } } = {
  hotels: { to: toHotelSearchQuery, from: fromHotelSearchQuery },
  flights: { to: toFlightSearchQuery, from: fromFlightSearchQuery },
  cars: { to: toCarSearchQuery, from: fromCarSearchQuery },
  activities: { to: toActivitySearchQuery, from: fromActivitySearchQuery },
  cruise: { to: toCruiseSearchQuery, from: fromCruiseSearchQuery },
  resorts: { to: toResortSearchQuery, from: fromResortSearchQuery },
};

/** The query string (without '?') of a service's search. */
export function toSearchQuery<S extends ServiceKey>(service: S, values: SearchValuesByService[S]): string {
  return codecs[service].to(values);
}

/** A service's search read from a query string; never throws, bad parameters fall back to defaults. */
export function fromSearchQuery<S extends ServiceKey>(service: S, input: QueryInput): SearchValuesByService[S] {
  return codecs[service].from(input);
}

export interface SearchPathFlags {
  enableHotelsV2: boolean;
  enableFlightsV2: boolean;
}

/**
 * Where a search form submits to: /booknow/{service}/search, or the v2 path for hotels and flights
 * when the agency enables v2 (spec §2: v1 and v2 redirect to each other by those flags).
 */
export function searchPath(service: ServiceKey, flags: SearchPathFlags): string {
  switch (service) {
    case 'hotels':
      return flags.enableHotelsV2 ? ROUTES.hotels.v2Search : ROUTES.hotels.search;
    case 'flights':
      return flags.enableFlightsV2 ? ROUTES.flights.v2Search : ROUTES.flights.search;
    case 'cars':
      return ROUTES.cars.search;
    case 'activities':
      return ROUTES.activities.search;
    case 'cruise':
      return ROUTES.cruise.search;
    case 'resorts':
      return ROUTES.resort.search;
  }
}

/** The full URL of a search: path and query. */
export function searchUrl<S extends ServiceKey>(service: S, values: SearchValuesByService[S], flags: SearchPathFlags): string {
  const query = toSearchQuery(service, values);
  return query === '' ? searchPath(service, flags) : `${searchPath(service, flags)}?${query}`;
}
