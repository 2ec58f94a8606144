// Calendar maths on 'YYYY-MM-DD' dates and the 60-day cap (spec §5, §9): pure string and UTC
// arithmetic, no dayjs and no zod, so the forms, the API and the sandbox supplier share it and the
// browser pays for a few lines. The one home of the cap (docs/decisions/0025-one-home-per-rule.md).

/** A calendar date, 'YYYY-MM-DD'. */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const toUtc = (date: CalendarDate): number => Date.parse(`${date}T00:00:00Z`);

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar date a text names, surrounding spaces allowed, or null when it is not one: not
 * 'YYYY-MM-DD' ('21/02/2027', '2027-02-21T10:00') or not a real day ('2027-02-30').
 */
export function readCalendarDate(text: string | null | undefined): CalendarDate | null {
  const date = text?.trim() ?? '';
  if (!CALENDAR_DATE.test(date)) return null;
  const ms = toUtc(date);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date ? null : date;
}

/** `date` plus `days` calendar days. */
export const addCalendarDays = (date: CalendarDate, days: number): CalendarDate => new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole calendar days from `start` to `end` (negative when `end` comes first). */
export const nightsBetween = (start: CalendarDate, end: CalendarDate): number => Math.round((toUtc(end) - toUtc(start)) / DAY_MS);

/** How far ahead a hotel stay may start (ours, decision 0010): the form's last check-in day and the API's. */
export const MAX_DAYS_AHEAD = 500;

/** The last day a stay may start on, given today's date. */
export const latestStartDate = (today: CalendarDate): CalendarDate => addCalendarDays(today, MAX_DAYS_AHEAD);

/** Spec §5, §9: the longest booking range, in days (nights of a stay). */
export const MAX_BOOKING_RANGE_DAYS = 60;

/** The last day a range starting on `start` may end on: 60 days later. */
export const latestEndDate = (start: CalendarDate): CalendarDate => addCalendarDays(start, MAX_BOOKING_RANGE_DAYS);

/** Whether a span of this many days is longer than the cap. */
export const exceedsBookingRange = (days: number): boolean => days > MAX_BOOKING_RANGE_DAYS;

/**
 * Spec §5: a range longer than 60 days ends 60 days after its start (capped, not refused). The one
 * cap of the forms (date pickers, query read-back), the hotel API and the sandbox supplier.
 */
export function capRange(start: CalendarDate, end: CalendarDate): { end: CalendarDate; capped: boolean } {
  return exceedsBookingRange(nightsBetween(start, end)) ? { end: latestEndDate(start), capped: true } : { end, capped: false };
}
