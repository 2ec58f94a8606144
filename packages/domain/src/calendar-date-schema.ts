import { z } from 'zod';
import { readCalendarDate } from './calendar.ts';

/** A calendar date field of a request or answer, 'YYYY-MM-DD' on a real day (2027-02-30 is refused): every product's and report's. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2027-02-21')
  .refine((v) => readCalendarDate(v) !== null, 'must be a real calendar date');
