import type { ActivityDealSearch, CarDealSearch, HotelDealSearch } from './deal-search-payloads.ts';
import { sameDayShift, type SameDayProduct } from '../same-day.ts';

// The default deal searches of the home page's carousels and the partner hotel deals (spec §9):
// what they look for and when the stay starts. Plain Date arithmetic, no dayjs and no zod: the home
// page builds its searches with this module alone (docs/decisions/0025-one-home-per-rule.md).

export const HOTEL_DEAL_DEFAULTS = {
  rooms: 1,
  adults: 2,
  children: 0,
  radius: 15,
  nationality: 'IN',
  destinationCountryCode: 'IN',
  currency: 'USD',
  nights: 1,
} as const;
export const CAR_DEAL_DEFAULTS = { driverAge: 25, countryOfResidence: 'US', nights: 2 } as const;
/** Deal searches start this many months ahead, at this hour (local time). */
export const DEAL_SEARCH_MONTHS_AHEAD = 3;
export const DEAL_SEARCH_START_HOUR = 11;
export type DealService = SameDayProduct;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Payload date-time: local wall-clock time, 'YYYY-MM-DDTHH:mm:ss'. */
export const formatPayloadDateTime = (d: Date): string =>
  `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** `d` plus `days` local calendar days, same wall-clock time. */
function addLocalDays(d: Date, days: number): Date {
  const later = new Date(d.getTime());
  later.setDate(later.getDate() + days);
  return later;
}

/**
 * When a default deal search starts: 3 months after `now` at 11:00 local time (the 31st in a
 * 30-day month is its last day), shifted when same-day booking is disallowed. Plain Date
 * arithmetic, no dayjs: the home page's deal carousel builds its searches with it.
 */
export function dealSearchStart(now: Date, service: DealService, disallowSameDayBooking: boolean): Date {
  const month = now.getMonth() + DEAL_SEARCH_MONTHS_AHEAD;
  const daysInMonth = new Date(now.getFullYear(), month + 1, 0).getDate();
  const start = new Date(now.getFullYear(), month, Math.min(now.getDate(), daysInMonth), DEAL_SEARCH_START_HOUR);
  return addLocalDays(start, sameDayShift(service, disallowSameDayBooking));
}

export interface DefaultDealSearchInput {
  now: Date;
  latitude: number;
  longitude: number;
  searchString?: string;
  disallowSameDayBooking?: boolean;
  /** Home-page deals (the default) set isHome. */
  isHome?: boolean;
}

export function defaultHotelDealSearch(input: DefaultDealSearchInput): HotelDealSearch {
  const d = HOTEL_DEAL_DEFAULTS;
  const start = dealSearchStart(input.now, 'hotel', input.disallowSameDayBooking ?? false);
  return {
    occupancies: [{ numOfRoom: d.rooms, numOfAdults: d.adults, numOfChildren: d.children, childAges: [] }],
    stayPeriod: { start: formatPayloadDateTime(start), end: formatPayloadDateTime(addLocalDays(start, d.nights)) },
    latitude: input.latitude,
    longitude: input.longitude,
    nationality: d.nationality,
    destinationCountryCode: d.destinationCountryCode,
    currency: d.currency,
    radius: d.radius,
    searchString: input.searchString ?? '',
    isOTA: false,
    isHome: input.isHome ?? true,
    isFromDestination: false,
  };
}

export function defaultActivityDealSearch(input: Omit<DefaultDealSearchInput, 'now' | 'searchString' | 'disallowSameDayBooking'>): ActivityDealSearch {
  return { latitude: input.latitude, longitude: input.longitude, isOTA: false, isHome: input.isHome ?? true, isFromDestination: false };
}

export function defaultCarDealSearch(input: DefaultDealSearchInput): CarDealSearch {
  const pickUp = dealSearchStart(input.now, 'car', input.disallowSameDayBooking ?? false);
  return {
    age: CAR_DEAL_DEFAULTS.driverAge,
    countryOfResidence: CAR_DEAL_DEFAULTS.countryOfResidence,
    pickUpDateTime: formatPayloadDateTime(pickUp),
    pickupLatitude: input.latitude,
    pickupLongitude: input.longitude,
    returnDateTime: formatPayloadDateTime(addLocalDays(pickUp, CAR_DEAL_DEFAULTS.nights)),
    returnLatitude: input.latitude,
    returnLongitude: input.longitude,
    searchString: input.searchString ?? '',
    isOTA: false,
    isHome: input.isHome ?? true,
    isFromDestination: false,
  };
}
