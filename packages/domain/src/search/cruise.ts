import { z } from 'zod';
import { clampGuests, CRUISE_GUESTS } from './guests.ts';
import { refineWith, type SearchContext, type SearchIssue } from './issues.ts';
import { readInt, readText, toParams, writeQuery, type QueryInput } from './query-params.ts';
import { monthOf, monthsFrom } from './search-dates.ts';

/**
 * Cruise search query (/booknow/cruise/search):
 *   ship_line                   id of a line from GET /api/cruise/ship-lines; absent = any line
 *   month                       YYYY-MM, the departure month
 *   adults, children, infants   spec §3 guestData (2 adults by default)
 */
/** Departure months offered: this month and the next 23. */
export const CRUISE_MONTHS_AHEAD = 24;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const count = z.number().int().min(0).max(8);
export const cruiseSearchSchema = z.object({
  shipLine: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .nullable(),
  month: z.string().regex(MONTH).nullable(),
  adults: count.min(1),
  children: count,
  infants: count,
});
export type CruiseSearch = z.infer<typeof cruiseSearchSchema>;

export const defaultCruiseSearch = (): CruiseSearch => ({ shipLine: null, month: null, ...CRUISE_GUESTS.defaults });

/** The months a cruise search may name, as 'YYYY-MM'. */
export const cruiseMonths = (today: string): string[] => monthsFrom(today, CRUISE_MONTHS_AHEAD);

export function cruiseSearchIssues(values: CruiseSearch, ctx: SearchContext): SearchIssue[] {
  if (values.month === null) return [{ path: 'month', code: 'monthRequired' }];
  const months = cruiseMonths(ctx.today);
  if (!months.includes(values.month)) return [{ path: 'month', code: 'monthOutOfRange', date: `${monthOf(ctx.today)}-01` }];
  return [];
}

export const cruiseSearchFormSchema = (ctx: SearchContext) => refineWith(cruiseSearchSchema, (v) => cruiseSearchIssues(v, ctx));

export function toCruiseSearchQuery(values: CruiseSearch): string {
  return writeQuery([
    ['ship_line', values.shipLine],
    ['month', values.month],
    ['adults', values.adults],
    ['children', values.children],
    ['infants', values.infants],
  ]);
}

/** Never throws: a missing or bad parameter falls back to its default. */
export function fromCruiseSearchQuery(input: QueryInput): CruiseSearch {
  const params = toParams(input);
  const line = readText(params, 'ship_line').toLowerCase();
  const month = readText(params, 'month');
  return {
    shipLine: /^[a-z0-9-]{1,60}$/.test(line) ? line : null,
    month: MONTH.test(month) ? month : null,
    ...clampGuests(CRUISE_GUESTS, { adults: readInt(params, 'adults'), children: readInt(params, 'children'), infants: readInt(params, 'infants') }),
  };
}
