// Calendar maths on 'YYYY-MM-DD' dates and how far ahead a stay may start: pure string and UTC
// arithmetic, no dayjs and no zod, so the forms, the API and the sandbox supplier share it and the
// browser pays for a few lines. The 60-day rule counts with it in booking-range.ts.

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
