import { z } from 'zod';
import { clampGuests, RESORT_GUESTS } from './guests.ts';
import { rangeIssues, refineWith, type SearchContext, type SearchIssue } from './issues.ts';
import { readDate, readInt, readText, toParams, writeQuery, type QueryInput } from './query-params.ts';
import { isoDateSchema } from './query-schemas.ts';
import { adjustRange } from './search-dates.ts';
import { earliestSearchDate } from '../same-day.ts';
import { hasBookingRangeLimit } from '../booking-range.ts';

/**
 * Resort search query (/booknow/resort/search):
 *   region_id, subregion_id   ids of GET /resort-api/regions (a subregion narrows its region)
 *   place                     what the form showed ('Bali, Asia Pacific')
 *   checkin_date, checkout_date   YYYY-MM-DD
 *   adults, children          counts (2 adults by default)
 */
const id = z.number().int().positive();
export const resortPlaceSchema = z.object({ label: z.string().trim().min(1).max(300), regionId: id, subregionId: id.nullable() });
export type ResortPlace = z.infer<typeof resortPlaceSchema>;

const count = z.number().int().min(0).max(10);
export const resortSearchSchema = z.object({
  place: resortPlaceSchema.nullable(),
  checkin: isoDateSchema.nullable(),
  checkout: isoDateSchema.nullable(),
  adults: count.min(1),
  children: count,
});
export type ResortSearch = z.infer<typeof resortSearchSchema>;

export const defaultResortSearch = (): ResortSearch => ({
  place: null,
  checkin: null,
  checkout: null,
  adults: RESORT_GUESTS.defaults.adults,
  children: RESORT_GUESTS.defaults.children,
});

export function resortSearchIssues(values: ResortSearch, ctx: SearchContext): SearchIssue[] {
  const issues: SearchIssue[] = [];
  if (values.place === null) issues.push({ path: 'place', code: 'placeRequired' });
  issues.push(
    ...rangeIssues(values.checkin, values.checkout, {
      startPath: 'checkin',
      endPath: 'checkout',
      earliest: earliestSearchDate('resorts', ctx.today, ctx.restriction),
      minNights: 1,
      capped: hasBookingRangeLimit('resorts'),
      endRequired: true,
    }),
  );
  return issues;
}

export const resortSearchFormSchema = (ctx: SearchContext) => refineWith(resortSearchSchema, (v) => resortSearchIssues(v, ctx));

export function toResortSearchQuery(values: ResortSearch): string {
  return writeQuery([
    ['region_id', values.place?.regionId],
    ['subregion_id', values.place?.subregionId],
    ['place', values.place?.label],
    ['checkin_date', values.checkin],
    ['checkout_date', values.checkout],
    ['adults', values.adults],
    ['children', values.children],
  ]);
}

/** Never throws: a missing or bad parameter falls back to its default. */
export function fromResortSearchQuery(input: QueryInput): ResortSearch {
  const params = toParams(input);
  const regionId = readInt(params, 'region_id');
  const subregionId = readInt(params, 'subregion_id');
  const label = readText(params, 'place');
  const place =
    regionId !== undefined && regionId > 0 && label !== ''
      ? { label, regionId, subregionId: subregionId !== undefined && subregionId > 0 ? subregionId : null }
      : null;
  const range = adjustRange({ start: readDate(params, 'checkin_date'), end: readDate(params, 'checkout_date') }, 1);
  const guests = clampGuests(RESORT_GUESTS, { adults: readInt(params, 'adults'), children: readInt(params, 'children') });
  return { place, checkin: range.start, checkout: range.end, adults: guests.adults, children: guests.children };
}
