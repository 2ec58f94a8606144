import { z } from 'zod';
import { flightPartyIssues } from '../booking/passengers.ts';
import { CABINS } from './cabins.ts';
import { clampGuests, FLIGHT_GUESTS } from './guests.ts';
import { rangeIssues, refineWith, type SearchContext, type SearchIssue } from './issues.ts';
import { readDate, readEnum, readInt, readText, toParams, writeQuery, type QueryInput } from './query-params.ts';
import { isoDateSchema } from './query-schemas.ts';
import { readCalendarDate } from './search-dates.ts';
import { earliestSearchDate } from '../same-day.ts';
import { hasBookingRangeLimit } from '../booking-range.ts';

/**
 * Flight search query (/booknow/flights[/v2]/search):
 *   trip                   roundtrip | oneway | multicity
 *   from, to               IATA airport codes; from_label, to_label what the form showed
 *   depart_date, return_date   YYYY-MM-DD (return only for round trips)
 *   leg                    multi-city only, once per leg in order: FROM.TO.YYYY-MM-DD (the flight
 *                          API's slice notation), with leg_from_label and leg_to_label in the same order
 *   cabin                  economy | premium_economy | business | first
 *   adults, children, infants  counts (spec §3 age bands)
 */
export const TRIP_TYPES = ['roundtrip', 'oneway', 'multicity'] as const;
/** Multi-city: 2 to 5 legs (the flight API's MAX_FLIGHT_SLICES). */
export const MULTI_CITY_LEGS = { min: 2, max: 5 } as const;
export type TripType = (typeof TRIP_TYPES)[number];

const iata = z.string().regex(/^[A-Z]{3}$/);
export const searchAirportSchema = z.object({ iata, label: z.string().trim().min(1).max(300) });
export type SearchAirport = z.infer<typeof searchAirportSchema>;

/** One leg of a multi-city trip as the form holds it. */
export const flightLegSchema = z.object({ from: searchAirportSchema.nullable(), to: searchAirportSchema.nullable(), date: isoDateSchema.nullable() });
export type FlightLeg = z.infer<typeof flightLegSchema>;
export const emptyFlightLeg = (): FlightLeg => ({ from: null, to: null, date: null });

const count = z.number().int().min(0).max(9);
export const flightSearchSchema = z.object({
  tripType: z.enum(TRIP_TYPES),
  from: searchAirportSchema.nullable(),
  to: searchAirportSchema.nullable(),
  departDate: isoDateSchema.nullable(),
  returnDate: isoDateSchema.nullable(),
  /** Multi-city only (from, to and the dates above are then unused). */
  legs: z.array(flightLegSchema).max(MULTI_CITY_LEGS.max),
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
  legs: [],
  cabin: 'economy',
  ...FLIGHT_GUESTS.defaults,
});

export function flightSearchIssues(values: FlightSearch, ctx: SearchContext): SearchIssue[] {
  const issues: SearchIssue[] = [];
  const earliest = earliestSearchDate('flights', ctx.today, ctx.restriction);
  if (values.tripType === 'multicity') {
    // Each leg: both airports, not the same one, a date from the earliest day and not before the previous leg's.
    let previous: string | null = null;
    values.legs.forEach((leg, i) => {
      if (leg.from === null) issues.push({ path: `legs.${i}.from`, code: 'placeRequired' });
      if (leg.to === null) issues.push({ path: `legs.${i}.to`, code: 'placeRequired' });
      else if (leg.from !== null && leg.from.iata === leg.to.iata) issues.push({ path: `legs.${i}.to`, code: 'samePlace' });
      const floor = previous !== null && previous > earliest ? previous : earliest;
      if (leg.date === null) issues.push({ path: `legs.${i}.date`, code: 'dateRequired' });
      else if (leg.date < floor) issues.push({ path: `legs.${i}.date`, code: 'dateTooEarly', date: floor });
      if (leg.date !== null) previous = leg.date;
    });
    if (values.legs.length < MULTI_CITY_LEGS.min) issues.push({ path: 'legs', code: 'legsRequired' });
  } else {
    if (values.from === null) issues.push({ path: 'from', code: 'placeRequired' });
    if (values.to === null) issues.push({ path: 'to', code: 'placeRequired' });
    else if (values.from !== null && values.from.iata === values.to.iata) issues.push({ path: 'to', code: 'samePlace' });
    const roundTrip = values.tripType === 'roundtrip';
    issues.push(
      ...rangeIssues(values.departDate, roundTrip ? values.returnDate : null, {
        startPath: 'departDate',
        endPath: 'returnDate',
        earliest,
        minNights: 0,
        capped: hasBookingRangeLimit('flights'),
        endRequired: roundTrip,
      }),
    );
  }
  // The party (spec §3): one infant per adult's lap, at most 9 seats; the rule is the booking's (passengers.ts).
  for (const party of flightPartyIssues(values)) issues.push({ path: 'infants', code: 'party', reason: party });
  return issues;
}

export const flightSearchFormSchema = (ctx: SearchContext) => refineWith(flightSearchSchema, (v) => flightSearchIssues(v, ctx));

export function toFlightSearchQuery(values: FlightSearch): string {
  const roundTrip = values.tripType === 'roundtrip';
  const multi = values.tripType === 'multicity';
  return writeQuery([
    ['trip', values.tripType],
    ...(multi
      ? values.legs.flatMap((leg): Array<[string, string]> => [
          ['leg', `${leg.from?.iata ?? ''}.${leg.to?.iata ?? ''}.${leg.date ?? ''}`],
          ['leg_from_label', leg.from?.label ?? '-'],
          ['leg_to_label', leg.to?.label ?? '-'],
        ])
      : ([
          ['from', values.from?.iata],
          ['from_label', values.from?.label],
          ['to', values.to?.iata],
          ['to_label', values.to?.label],
          ['depart_date', values.departDate],
          ['return_date', roundTrip ? values.returnDate : null],
        ] as const)),
    ['cabin', values.cabin],
    ['adults', values.adults],
    ['children', values.children],
    ['infants', values.infants],
  ]);
}

/**
 * The legs of a search as the flight API asks them (`slice=LHR.JFK.2027-01-10`, one per leg), or
 * null while an airport or a date is missing. A round trip is two slices, the second back.
 */
export function searchSlices(values: FlightSearch): Array<{ origin: string; destination: string; departureDate: string }> | null {
  const legs: FlightLeg[] =
    values.tripType === 'multicity'
      ? values.legs
      : [
          { from: values.from, to: values.to, date: values.departDate },
          ...(values.tripType === 'roundtrip' ? [{ from: values.to, to: values.from, date: values.returnDate }] : []),
        ];
  if (legs.length === 0 || legs.some((l) => l.from === null || l.to === null || l.date === null)) return null;
  return legs.map((l) => ({ origin: l.from!.iata, destination: l.to!.iata, departureDate: l.date! }));
}

/** The slices in the flight API's notation ('LHR.JFK.2027-01-10'). */
export const sliceParam = (s: { origin: string; destination: string; departureDate: string }): string => `${s.origin}.${s.destination}.${s.departureDate}`;

const airportOf = (code: string | undefined, label: string | undefined): SearchAirport | null => {
  const iata = (code ?? '').toUpperCase();
  if (!/^[A-Z]{3}$/.test(iata)) return null;
  const text = (label ?? '').trim().slice(0, 300);
  return { iata, label: text === '' || text === '-' ? iata : text };
};

function readLegs(params: URLSearchParams): FlightLeg[] {
  const fromLabels = params.getAll('leg_from_label');
  const toLabels = params.getAll('leg_to_label');
  return params
    .getAll('leg')
    .slice(0, MULTI_CITY_LEGS.max)
    .map((text, i) => {
      const [from, to, date] = text.split('.');
      return { from: airportOf(from, fromLabels[i]), to: airportOf(to, toLabels[i]), date: readCalendarDate(date ?? null) };
    });
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
  const legs = tripType === 'multicity' ? readLegs(params) : [];
  while (tripType === 'multicity' && legs.length < MULTI_CITY_LEGS.min) legs.push(emptyFlightLeg());
  return {
    tripType,
    from: readAirport(params, 'from'),
    to: readAirport(params, 'to'),
    departDate,
    returnDate: departDate !== null && returnDate !== null && returnDate < departDate ? null : returnDate,
    legs,
    cabin: readEnum(params, 'cabin', CABINS, 'economy'),
    ...clampGuests(FLIGHT_GUESTS, { adults: readInt(params, 'adults'), children: readInt(params, 'children'), infants: readInt(params, 'infants') }),
  };
}
