import { capRange } from '../booking-range.ts';
import { nightsBetween } from '../calendar.ts';

// Date rules of the search forms (spec §5, §9). Dates travel as calendar dates, 'YYYY-MM-DD', read
// in the visitor's local time; display goes through formatDisplayDate / formatDateRange (dates.ts).
// No dayjs here: the booking screens read a search URL's dates with these rules alone.
// readCalendarDate reads a typed or query-string date: null when missing or not a real day
// ('2027-02-30'). The same-day rule's earliest start is in ../same-day.ts; the 60-day rule in ../booking-range.ts.

export { capRange, exceedsBookingRange, latestEndDate, MAX_BOOKING_RANGE_DAYS } from '../booking-range.ts';
export { addCalendarDays, latestStartDate, MAX_DAYS_AHEAD, nightsBetween, readCalendarDate } from '../calendar.ts';

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

export interface DateRange {
  start: IsoDate | null;
  end: IsoDate | null;
}

export interface AdjustedRange extends DateRange {
  /** The end was moved back to 60 days after the start. */
  capped: boolean;
}

/**
 * What a date range picker does with a newly picked range: an end more than 60 days after the start
 * is capped (spec §5); an end on or before the start is cleared, so the visitor picks it again
 * rather than searching a range they did not mean. `minNights` 0 allows a same-day end (activities).
 */
export function adjustRange({ start, end }: DateRange, minNights = 1): AdjustedRange {
  if (start === null || end === null) return { start, end, capped: false };
  if (nightsBetween(start, end) < minNights) return { start, end: null, capped: false };
  return { start, ...capRange(start, end) };
}

/** 'YYYY-MM' of a date, for month pickers (cruise departures). */
export function monthOf(date: IsoDate): string {
  return date.slice(0, 7);
}

/** `count` months starting with the month of `from`, as 'YYYY-MM'. */
export function monthsFrom(from: IsoDate, count: number): string[] {
  const first = Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const month = first + i;
    return `${String(Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}`;
  });
}
