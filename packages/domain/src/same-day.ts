import { addCalendarDays, type CalendarDate } from './calendar.ts';
import type { ServiceKey } from './booking/products.ts';

// The same-day-booking rule (spec §3 disallowSameDayBooking, §9): with the agency's setting on for
// a product, the first date of its searches and bookings moves a few days later. SAME_DAY_RULE is
// the one statement of it; the search forms, the deal searches, the home page's deals, the hotel
// stay check and the booking API all read it through the functions below.

/** The agency's disallowSameDayBooking settings (spec §3), named as the agency stores them. */
export type SameDayRestriction = { hotel: boolean; activities: boolean; car: boolean };
/** The name of one of those settings. */
export type SameDayProduct = keyof SameDayRestriction;

/**
 * Per product: the agency setting that restricts it and the days its first date moves when the
 * setting is on; 'today' when its searches may always start today (no setting names it).
 */
export const SAME_DAY_RULE = {
  hotels: { setting: 'hotel', shiftDays: 3 },
  flights: 'today',
  resorts: 'today',
  cars: { setting: 'car', shiftDays: 2 },
  activities: { setting: 'activities', shiftDays: 3 },
  cruise: 'today',
} as const satisfies Record<ServiceKey, { setting: SameDayProduct; shiftDays: number } | 'today'>;

type Restricted = {
  [K in keyof typeof SAME_DAY_RULE]: (typeof SAME_DAY_RULE)[K] extends 'today' ? never : (typeof SAME_DAY_RULE)[K];
}[keyof typeof SAME_DAY_RULE];
const RESTRICTED = Object.values(SAME_DAY_RULE).filter((r): r is Restricted => r !== 'today');

/** The days each setting moves its product's first date, read from SAME_DAY_RULE. */
export const SAME_DAY_SHIFT_DAYS = Object.fromEntries(RESTRICTED.map((r) => [r.setting, r.shiftDays])) as { [R in Restricted as R['setting']]: R['shiftDays'] };

/** The setting that restricts a product's searches, or null when none does. */
export function sameDaySetting(service: ServiceKey): SameDayProduct | null {
  const rule = SAME_DAY_RULE[service];
  return rule === 'today' ? null : rule.setting;
}

/** Whether the agency's settings restrict same-day searches and bookings of `service`. */
export function isSameDayRestricted(service: ServiceKey, restriction: SameDayRestriction): boolean {
  const setting = sameDaySetting(service);
  return setting !== null && restriction[setting];
}

/** Days a product's first date moves under the agency's settings. */
export function sameDayShiftDays(service: ServiceKey, restriction: SameDayRestriction): number {
  const rule = SAME_DAY_RULE[service];
  return rule !== 'today' && restriction[rule.setting] ? rule.shiftDays : 0;
}

/** The first day a search or booking of `service` may start on, given today's date. */
export function earliestSearchDate(service: ServiceKey, today: CalendarDate, restriction: SameDayRestriction): CalendarDate {
  return addCalendarDays(today, sameDayShiftDays(service, restriction));
}

/** Days the first date moves for a caller holding one setting's value (the hotel stay check, the deal searches). */
export const sameDayShift = (setting: SameDayProduct, disallowSameDayBooking: boolean): number => (disallowSameDayBooking ? SAME_DAY_SHIFT_DAYS[setting] : 0);

/** The first date under one setting's value, given today's date. */
export const earliestStartDate = (setting: SameDayProduct, today: CalendarDate, disallowSameDayBooking: boolean): CalendarDate =>
  addCalendarDays(today, sameDayShift(setting, disallowSameDayBooking));
