import { addCalendarDays, nightsBetween, type CalendarDate } from './calendar.ts';
import type { ServiceKey } from './booking/products.ts';

// The 60-day rule (spec §5, §9): a booking range (a stay's nights, a rental's or an activity
// search's days) lasts at most 60 days. BOOKING_RANGE_RULE is the one statement of what each
// product does with a longer one; the forms, the API, the deal searches and the sandbox supplier
// count with the functions below.

/** Spec §5, §9: the longest booking range, in days (nights of a stay). */
export const MAX_BOOKING_RANGE_DAYS = 60;

/**
 * What a request with a range longer than 60 days gets, per product: 'cap' ends it 60 days after
 * its start and says so (`capped`), 'refuse' answers 400 naming the end, 'none' has no limit
 * (flights: decision 0007; a cruise's length is the sailing's). `deals` are the partner deal
 * searches (a hotel deal's stay period, a car deal's rental), measured on their date-times. The
 * search forms' date pickers and a search URL read back cap the range of every product with a
 * limit (search/search-dates.ts adjustRange), so a form rarely sends a longer one.
 */
export const BOOKING_RANGE_RULE = {
  hotels: 'cap',
  flights: 'none',
  resorts: 'refuse',
  cars: 'refuse',
  activities: 'refuse',
  cruise: 'none',
  deals: 'refuse',
} as const satisfies Record<ServiceKey | 'deals', 'cap' | 'refuse' | 'none'>;

export type BookingRangeProduct = keyof typeof BOOKING_RANGE_RULE;

/** Whether a product's ranges are held to 60 days at all. */
export const hasBookingRangeLimit = (product: BookingRangeProduct): boolean => BOOKING_RANGE_RULE[product] !== 'none';

/** The last day a range starting on `start` may end on: 60 days later. */
export const latestEndDate = (start: CalendarDate): CalendarDate => addCalendarDays(start, MAX_BOOKING_RANGE_DAYS);

/** Whether a span of this many days is longer than the cap. */
export const exceedsBookingRange = (days: number): boolean => days > MAX_BOOKING_RANGE_DAYS;

/** A range longer than 60 days ends 60 days after its start (the 'cap' behaviour, and the date pickers'). */
export function capRange(start: CalendarDate, end: CalendarDate): { end: CalendarDate; capped: boolean } {
  return exceedsBookingRange(nightsBetween(start, end)) ? { end: latestEndDate(start), capped: true } : { end, capped: false };
}

export type BookingRangeCheck = { ok: true; end: CalendarDate; capped: boolean } | { ok: false };

/** A product's range under the rule: capped, refused (`ok: false`) or as asked. */
export function applyBookingRange(product: BookingRangeProduct, start: CalendarDate, end: CalendarDate): BookingRangeCheck {
  const rule: 'cap' | 'refuse' | 'none' = BOOKING_RANGE_RULE[product];
  if (rule === 'cap') return { ok: true, ...capRange(start, end) };
  if (rule === 'refuse' && exceedsBookingRange(nightsBetween(start, end))) return { ok: false };
  return { ok: true, end, capped: false };
}

const DAY_MS = 86_400_000;

/** A deal search's span between two instants (milliseconds): after its start and at most 60 whole days of 24 hours later. */
export function withinDealRange(startMs: number, endMs: number): boolean {
  const rule: 'cap' | 'refuse' | 'none' = BOOKING_RANGE_RULE.deals;
  const span = endMs - startMs;
  return span > 0 && (rule !== 'refuse' || span <= MAX_BOOKING_RANGE_DAYS * DAY_MS);
}
