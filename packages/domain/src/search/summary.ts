// The one-line summary a results page leads with on phones ("Lisbon · Dec 26, 2026 | Dec 29, 2026 ·
// 2 guests"), of any service's search values. The page words the guests and the month in its language.
import type { ServiceKey } from '../booking/products.ts';
import { formatDateRange, formatDisplayDate } from '../dates.ts';
import type { SearchValuesByService } from './values.ts';

export interface SearchSummary {
  /** Where: the place, the route of a flight (IATA codes), or null (a cruise on any line). */
  place: string | null;
  /** When, in the spec's date format (§5: a range reads 'start | end') in the page's language; null when no date is set. */
  dates: string | null;
  /** A cruise's departure month, 'YYYY-MM' (the page names it in its language). */
  month: string | null;
  /** Everyone travelling, infants included; null where the search does not ask (cars, activities). */
  guests: number | null;
  /** Hotel rooms; null for other services. */
  rooms: number | null;
}

const NONE: SearchSummary = { place: null, dates: null, month: null, guests: null, rooms: null };

type Range = (start: string | null, end: string | null) => string | null;

/** Dates as the page's language writes them (spec §5's pattern in English). */
function rangeIn(language: string): Range {
  return (start, end) => {
    if (start === null) return null;
    return end === null ? formatDisplayDate(start, undefined, language) : formatDateRange(start, end, undefined, language);
  };
}

type Summaries = { [S in ServiceKey]: (values: SearchValuesByService[S], range: Range) => SearchSummary };

const SUMMARIES: Summaries = {
  hotels: (v, range) => ({
    ...NONE,
    place: v.destination?.label ?? null,
    dates: range(v.checkin, v.checkout),
    guests: v.rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0),
    rooms: v.rooms.length,
  }),
  flights: (v, range) => {
    const guests = v.adults + v.children + v.infants;
    if (v.tripType === 'multicity') {
      const stops = v.legs.flatMap((leg, i) => (i === 0 ? [leg.from?.iata, leg.to?.iata] : [leg.to?.iata]));
      const dated = v.legs.map((leg) => leg.date).filter((d): d is string => d !== null);
      const place = stops.every(Boolean) && stops.length > 1 ? stops.join(' – ') : null;
      return { ...NONE, place, dates: range(dated[0] ?? null, dated.length > 1 ? dated[dated.length - 1]! : null), guests };
    }
    const place = v.from && v.to ? `${v.from.iata} – ${v.to.iata}` : null;
    return { ...NONE, place, dates: range(v.departDate, v.tripType === 'roundtrip' ? v.returnDate : null), guests };
  },
  cars: (v, range) => {
    const pickup = v.pickup?.label ?? null;
    const dropoff = v.differentDropoff ? (v.dropoff?.label ?? null) : null;
    return { ...NONE, place: pickup && dropoff ? `${pickup} – ${dropoff}` : pickup, dates: range(v.pickupDate, v.dropoffDate) };
  },
  activities: (v, range) => ({ ...NONE, place: v.destination?.label ?? null, dates: range(v.startDate, v.endDate) }),
  cruise: (v) => ({ ...NONE, month: v.month, guests: v.adults + v.children + v.infants }),
  resorts: (v, range) => ({ ...NONE, place: v.place?.label ?? null, dates: range(v.checkin, v.checkout), guests: v.adults + v.children }),
};

/** What a search asks for, in short: where, when (in `language`), who. */
export function searchSummary<S extends ServiceKey>(service: S, values: SearchValuesByService[S], language = 'en'): SearchSummary {
  return (SUMMARIES[service] as (v: SearchValuesByService[S], range: Range) => SearchSummary)(values, rangeIn(language));
}
