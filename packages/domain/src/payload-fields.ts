import { z } from 'zod';
import { readCalendarDate } from './calendar.ts';

// The field schemas that the inventory (inventory.ts) and the deal payloads (deals/) share: codes,
// coordinates, bounded text, image references and payload dates.

export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code like USD');
export const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code like US');
export const iataCode = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter IATA airport code like CDG');
export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);
export const text = (max = 200) => z.string().min(1).max(max);
/** An image: http(s) URL, site path or (as the sandbox makes them) an inline data:image URI. */
export const imageRef = z
  .string()
  .max(20_000)
  .regex(/^(https?:\/\/|\/|data:image\/)/, 'must be an image URL, a path or a data:image URI');
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2027-02-21');

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** A date or date-time on a real calendar day: 2027-02-30 is refused, not rolled into March. */
const isRealDateTime = (value: string): boolean => DATE_TIME.test(value) && readCalendarDate(value.slice(0, 10)) !== null;
/** Milliseconds of a payload date-time read as wall-clock time (UTC unless it names a zone): for spans and ordering. */
export const wallClockMs = (value: string): number =>
  Date.parse(/(?:Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value.slice(0, 10)}T${value.slice(11) || '00:00'}Z`);
export const dateTime = z.string().refine(isRealDateTime, 'must be a date or date-time like 2027-02-21T11:00:00');
