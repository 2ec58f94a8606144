import { z } from 'zod';
import { MAX_TEXT, type SearchPlace } from './query-params.ts';
import { readCalendarDate } from './search-dates.ts';

// The zod pieces the search forms' schemas share; the query string readers (query-params.ts) stay
// free of zod.

/** A place picked from an auto-suggest list: what a results page needs to search around it. */
export const searchPlaceSchema = z.object({
  label: z.string().trim().min(1).max(MAX_TEXT),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
}) satisfies z.ZodType<SearchPlace>;

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => readCalendarDate(v) === v, 'must be a real day');
