import { z } from 'zod';
import { DRIVER_AGE } from './guests.ts';
import { rangeIssues, refineWith, type SearchContext, type SearchIssue } from './issues.ts';
import { placeEntries, readDate, readInt, readPlace, toParams, writeQuery, type PlaceKeys, type QueryInput } from './query-params.ts';
import { isoDateSchema, searchPlaceSchema } from './query-schemas.ts';
import { adjustRange } from './search-dates.ts';
import { earliestSearchDate } from '../same-day.ts';
import { hasBookingRangeLimit } from '../booking-range.ts';

/**
 * Car search query (/booknow/cars/search):
 *   pickup, pickup_lat, pickup_long, pickup_country       pick-up place from the car auto-suggest
 *   dropoff, dropoff_lat, dropoff_long, dropoff_country   drop-off place; absent = return to the pick-up place
 *   pickup_date, pickup_time, dropoff_date, dropoff_time  YYYY-MM-DD and HH:mm, local time at the counter
 *   driver_age                                            18–99 (spec §9 default 25)
 *   residence                                             the driver's country (ISO 3166-1 alpha-2); absent = US (spec §9)
 */
export const CAR_PICKUP_KEYS: PlaceKeys = { label: 'pickup', lat: 'pickup_lat', long: 'pickup_long', country: 'pickup_country' };
export const CAR_DROPOFF_KEYS: PlaceKeys = { label: 'dropoff', lat: 'dropoff_lat', long: 'dropoff_long', country: 'dropoff_country' };
/** Spec §9: the driver's country of residence when none is chosen. */
export const DEFAULT_RESIDENCE = 'US';
/** Counters open at 10:00 in the sandbox; a sensible default either way. */
export const DEFAULT_CAR_TIME = '10:00';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeSchema = z.string().regex(TIME);

export const carSearchSchema = z.object({
  pickup: searchPlaceSchema.nullable(),
  /** Return somewhere else than the pick-up place. */
  differentDropoff: z.boolean(),
  dropoff: searchPlaceSchema.nullable(),
  pickupDate: isoDateSchema.nullable(),
  pickupTime: timeSchema,
  dropoffDate: isoDateSchema.nullable(),
  dropoffTime: timeSchema,
  driverAge: z.number().int(),
  /** The driver's country of residence, ISO 3166-1 alpha-2. */
  residence: z.string().regex(/^[A-Z]{2}$/),
});
export type CarSearch = z.infer<typeof carSearchSchema>;

export const defaultCarSearch = (): CarSearch => ({
  pickup: null,
  differentDropoff: false,
  dropoff: null,
  pickupDate: null,
  pickupTime: DEFAULT_CAR_TIME,
  dropoffDate: null,
  dropoffTime: DEFAULT_CAR_TIME,
  driverAge: DRIVER_AGE.default,
  residence: DEFAULT_RESIDENCE,
});

export function carSearchIssues(values: CarSearch, ctx: SearchContext): SearchIssue[] {
  const issues: SearchIssue[] = [];
  if (values.pickup === null) issues.push({ path: 'pickup', code: 'placeRequired' });
  if (values.differentDropoff && values.dropoff === null) issues.push({ path: 'dropoff', code: 'placeRequired' });
  // A rental may end on its first day, as long as the drop-off time comes after the pick-up time.
  const dates = rangeIssues(values.pickupDate, values.dropoffDate, {
    startPath: 'pickupDate',
    endPath: 'dropoffDate',
    earliest: earliestSearchDate('cars', ctx.today, ctx.restriction),
    minNights: 0,
    capped: hasBookingRangeLimit('cars'),
    endRequired: true,
  });
  issues.push(...dates);
  if (dates.length === 0 && values.pickupDate === values.dropoffDate && values.dropoffTime <= values.pickupTime) {
    issues.push({ path: 'dropoffTime', code: 'timeNotAfterStart', time: values.pickupTime });
  }
  if (values.driverAge < DRIVER_AGE.min || values.driverAge > DRIVER_AGE.max || !Number.isInteger(values.driverAge)) {
    issues.push({ path: 'driverAge', code: 'driverAge' });
  }
  return issues;
}

export const carSearchFormSchema = (ctx: SearchContext) => refineWith(carSearchSchema, (v) => carSearchIssues(v, ctx));

export function toCarSearchQuery(values: CarSearch): string {
  return writeQuery([
    ...placeEntries(values.pickup, CAR_PICKUP_KEYS),
    ...(values.differentDropoff ? placeEntries(values.dropoff, CAR_DROPOFF_KEYS) : []),
    ['pickup_date', values.pickupDate],
    ['pickup_time', values.pickupTime],
    ['dropoff_date', values.dropoffDate],
    ['dropoff_time', values.dropoffTime],
    ['driver_age', values.driverAge],
    // The default stays out of the URL.
    ['residence', values.residence === DEFAULT_RESIDENCE ? null : values.residence],
  ]);
}

const readTime = (params: URLSearchParams, key: string) => {
  const text = params.get(key)?.trim() ?? '';
  return TIME.test(text) ? text : DEFAULT_CAR_TIME;
};

/** Never throws: a missing or bad parameter falls back to its default. */
export function fromCarSearchQuery(input: QueryInput): CarSearch {
  const params = toParams(input);
  const dropoff = readPlace(params, CAR_DROPOFF_KEYS);
  const range = adjustRange({ start: readDate(params, 'pickup_date'), end: readDate(params, 'dropoff_date') }, 0);
  const age = readInt(params, 'driver_age');
  return {
    pickup: readPlace(params, CAR_PICKUP_KEYS),
    differentDropoff: dropoff !== null,
    dropoff,
    pickupDate: range.start,
    pickupTime: readTime(params, 'pickup_time'),
    dropoffDate: range.end,
    dropoffTime: readTime(params, 'dropoff_time'),
    driverAge: age !== undefined && age >= DRIVER_AGE.min && age <= DRIVER_AGE.max ? age : DRIVER_AGE.default,
    residence: /^[A-Za-z]{2}$/.test(params.get('residence')?.trim() ?? '') ? params.get('residence')!.trim().toUpperCase() : DEFAULT_RESIDENCE,
  };
}
