import dayjs from 'dayjs';
import { MAX_BOOKING_RANGE_DAYS, parseDate, type DateInput } from '../dates.ts';
import { SAME_DAY_BOOKING_SHIFT_DAYS } from '../pricing.ts';
import type { ServiceKey } from '../navigation/services.ts';

// Date rules of the search forms (spec §5, §9). Dates travel as calendar dates, 'YYYY-MM-DD', read
// in the visitor's local time; display goes through formatDisplayDate / formatDateRange (dates.ts).

export { formatDateRange, formatDisplayDate, MAX_BOOKING_RANGE_DAYS, MISSING_DATE_TEXT } from '../dates.ts';

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date of a value, or null when missing or not a real day ('2027-02-30'). */
export function toIsoDate(value: DateInput): IsoDate | null {
  if (typeof value === 'string' && value.trim() !== '' && !ISO_DATE.test(value.trim())) return null;
  const date = parseDate(value);
  return date ? date.format('YYYY-MM-DD') : null;
}

/** `date` plus `days` calendar days. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return dayjs(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Whole calendar days from `start` to `end` (negative when `end` comes first). */
export function daysBetween(start: IsoDate, end: IsoDate): number {
  return dayjs(end).startOf('day').diff(dayjs(start).startOf('day'), 'day');
}

/**
 * The agency's disallowSameDayBooking flags (spec §3) name three services. With the flag set, the
 * earliest bookable day moves as far as spec §9 moves the default deal search: 3 days for hotels and
 * activities, 2 for cars. Other services can start today.
 */
export type SameDayRestriction = { hotel: boolean; activities: boolean; car: boolean };

export function sameDayShiftDays(service: ServiceKey, restriction: SameDayRestriction): number {
  switch (service) {
    case 'hotels':
      return restriction.hotel ? SAME_DAY_BOOKING_SHIFT_DAYS.hotel : 0;
    case 'activities':
      return restriction.activities ? SAME_DAY_BOOKING_SHIFT_DAYS.activities : 0;
    case 'cars':
      return restriction.car ? SAME_DAY_BOOKING_SHIFT_DAYS.car : 0;
    default:
      return 0;
  }
}

/** The first day a search of `service` may start on, given today's date. */
export function earliestSearchDate(service: ServiceKey, today: IsoDate, restriction: SameDayRestriction): IsoDate {
  return addDays(today, sameDayShiftDays(service, restriction));
}

/** Spec §5: the last day a range starting on `start` may end on (60 days later). */
export function latestEndDate(start: IsoDate): IsoDate {
  return addDays(start, MAX_BOOKING_RANGE_DAYS);
}

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
  const span = daysBetween(start, end);
  if (span < minNights) return { start, end: null, capped: false };
  if (span > MAX_BOOKING_RANGE_DAYS) return { start, end: latestEndDate(start), capped: true };
  return { start, end, capped: false };
}

/** 'YYYY-MM' of a date, for month pickers (cruise departures). */
export function monthOf(date: IsoDate): string {
  return date.slice(0, 7);
}

/** `count` months starting with the month of `from`, as 'YYYY-MM'. */
export function monthsFrom(from: IsoDate, count: number): string[] {
  const first = dayjs(from).startOf('month');
  return Array.from({ length: count }, (_, i) => first.add(i, 'month').format('YYYY-MM'));
}
