import { z } from 'zod';
import { rangeIssues, refineWith, type SearchContext, type SearchIssue } from './issues.ts';
import { placeEntries, readDate, readPlace, toParams, writeQuery, type PlaceKeys, type QueryInput } from './query-params.ts';
import { isoDateSchema, searchPlaceSchema } from './query-schemas.ts';
import { adjustRange } from './search-dates.ts';
import { earliestSearchDate } from '../same-day.ts';
import { hasBookingRangeLimit } from '../booking-range.ts';

/**
 * Activity search query (/booknow/activities/search):
 *   destination, lat, long, country   the place picked from the activity destinations
 *   start_date, end_date              YYYY-MM-DD: the days the visitor is there (the same day is fine)
 */
export const ACTIVITY_PLACE_KEYS: PlaceKeys = { label: 'destination', lat: 'lat', long: 'long', country: 'country' };

export const activitySearchSchema = z.object({
  destination: searchPlaceSchema.nullable(),
  startDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable(),
});
export type ActivitySearch = z.infer<typeof activitySearchSchema>;

export const defaultActivitySearch = (): ActivitySearch => ({ destination: null, startDate: null, endDate: null });

export function activitySearchIssues(values: ActivitySearch, ctx: SearchContext): SearchIssue[] {
  const issues: SearchIssue[] = [];
  if (values.destination === null) issues.push({ path: 'destination', code: 'placeRequired' });
  issues.push(
    ...rangeIssues(values.startDate, values.endDate, {
      startPath: 'startDate',
      endPath: 'endDate',
      earliest: earliestSearchDate('activities', ctx.today, ctx.restriction),
      minNights: 0,
      capped: hasBookingRangeLimit('activities'),
      endRequired: true,
    }),
  );
  return issues;
}

export const activitySearchFormSchema = (ctx: SearchContext) => refineWith(activitySearchSchema, (v) => activitySearchIssues(v, ctx));

export function toActivitySearchQuery(values: ActivitySearch): string {
  return writeQuery([...placeEntries(values.destination, ACTIVITY_PLACE_KEYS), ['start_date', values.startDate], ['end_date', values.endDate]]);
}

/** Never throws: a missing or bad parameter falls back to its default. */
export function fromActivitySearchQuery(input: QueryInput): ActivitySearch {
  const params = toParams(input);
  const range = adjustRange({ start: readDate(params, 'start_date'), end: readDate(params, 'end_date') }, 0);
  return { destination: readPlace(params, ACTIVITY_PLACE_KEYS), startDate: range.start, endDate: range.end };
}
