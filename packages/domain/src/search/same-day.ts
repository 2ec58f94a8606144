import { addCalendarDays, type CalendarDate } from '../calendar.ts';

// The same-day-booking restriction (spec §3 disallowSameDayBooking, §9): with the agency's flag set,
// the first date of a search or booking moves this many days later. The one table the search forms,
// the deal searches and the booking API read (docs/decisions/0025-one-home-per-rule.md).

export const SAME_DAY_SHIFT_DAYS = { hotel: 3, activities: 3, car: 2 } as const;
/** The products the agency's disallowSameDayBooking flags name. */
export type SameDayProduct = keyof typeof SAME_DAY_SHIFT_DAYS;

/** Days the first date moves with the restriction on or off. */
export const sameDayShift = (product: SameDayProduct, disallowSameDayBooking: boolean): number => (disallowSameDayBooking ? SAME_DAY_SHIFT_DAYS[product] : 0);

/** The first date a search or booking of `product` may start on, given today's date. */
export const earliestStartDate = (product: SameDayProduct, today: CalendarDate, disallowSameDayBooking: boolean): CalendarDate =>
  addCalendarDays(today, sameDayShift(product, disallowSameDayBooking));
