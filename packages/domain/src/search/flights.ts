import { z } from 'zod';
import { clampGuests, FLIGHT_GUESTS } from './guests.ts';
import { rangeIssues, refineWith, type SearchContext, type SearchIssue } from './issues.ts';
import { readDate, readEnum, readInt, readText, toParams, writeQuery, type QueryInput } from './query-params.ts';
import { isoDateSchema } from './query-schemas.ts';
import { earliestSearchDate } from './search-dates.ts';

/**
 * Flight search query (/booknow/flights[/v2]/search):
 *   trip                   roundtrip | oneway
 *   from, to               IATA airport codes; from_label, to_label what the form showed
 *   depart_date, return_date   YYYY-MM-DD (return only for round trips)
 *   cabin                  economy | premium_economy | business | first
 *   adults, children, infants  counts (spec §3 age bands)
 */
export const TRIP_TYPES = ['roundtrip', 'oneway'] as const;
export const CABINS = ['economy', 'premium_economy', 'business', 'first'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export type Cabin = (typeof CABINS)[number];

const iata = z.string().regex(/^[A-Z]{3}$/);
export const searchAirportSchema = z.object({ iata, label: z.string().trim().min(1).max(300) });
export type SearchAirport = z.infer<typeof searchAirportSchema>;

const count = z.number().int().min(0).max(9);
export const flightSearchSchema = z.object({
  tripType: z.enum(TRIP_TYPES),
  from: searchAirportSchema.nullable(),
  to: searchAirportSchema.nullable(),
  departDate: isoDateSchema.nullable(),
  returnDate: isoDateSchema.nullable(),
  cabin: z.enum(CABINS),
  adults: count.min(1),
  children: count,
  infants: count,
});
export type FlightSearch = z.infer<typeof flightSearchSchema>;

export const defaultFlightSearch = (): FlightSearch => ({
  tripType: 'roundtrip',
  from: null,
  to: null,
  departDate: null,
  returnDate: null,
  cabin: 'economy',
  ...FLIGHT_GUESTS.defaults,
});

export function flightSearchIssues(values: FlightSearch, ctx: SearchContext): SearchIssue[] {
  const issues: SearchIssue[] = [];
  if (values.from === null) issues.push({ path: 'from', code: 'placeRequired' });
  if (values.to === null) issues.push({ path: 'to', code: 'placeRequired' });
  else if (values.from !== null && values.from.iata === values.to.iata) issues.push({ path: 'to', code: 'samePlace' });
  const roundTrip = values.tripType === 'roundtrip';
  issues.push(
    ...rangeIssues(values.departDate, roundTrip ? values.returnDate : null, {
      startPath: 'departDate',
      endPath: 'returnDate',
      earliest: earliestSearchDate('flights', ctx.today, ctx.restriction),
      minNights: 0,
      capped: false,
      endRequired: roundTrip,
    }),
  );
  return issues;
}

export const flightSearchFormSchema = (ctx: SearchContext) => refineWith(flightSearchSchema, (v) => flightSearchIssues(v, ctx));

export function toFlightSearchQuery(values: FlightSearch): string {
  const roundTrip = values.tripType === 'roundtrip';
  return writeQuery([
    ['trip', values.tripType],
    ['from', values.from?.iata],
    ['from_label', values.from?.label],
    ['to', values.to?.iata],
    ['to_label', values.to?.label],
    ['depart_date', values.departDate],
    ['return_date', roundTrip ? values.returnDate : null],
    ['cabin', values.cabin],
    ['adults', values.adults],
    ['children', values.children],
    ['infants', values.infants],
  ]);
}

function readAirport(params: URLSearchParams, key: string): SearchAirport | null {
  const code = readText(params, key).toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return null;
  return { iata: code, label: readText(params, `${key}_label`) || code };
}

/** Never throws: a missing or bad parameter falls back to its default. */
export function fromFlightSearchQuery(input: QueryInput): FlightSearch {
  const params = toParams(input);
  const tripType = readEnum(params, 'trip', TRIP_TYPES, 'roundtrip');
  const departDate = readDate(params, 'depart_date');
  const returnDate = tripType === 'roundtrip' ? readDate(params, 'return_date') : null;
  return {
    tripType,
    from: readAirport(params, 'from'),
    to: readAirport(params, 'to'),
    departDate,
    returnDate: departDate !== null && returnDate !== null && returnDate < departDate ? null : returnDate,
    cabin: readEnum(params, 'cabin', CABINS, 'economy'),
    ...clampGuests(FLIGHT_GUESTS, { adults: readInt(params, 'adults'), children: readInt(params, 'children'), infants: readInt(params, 'infants') }),
  };
}
