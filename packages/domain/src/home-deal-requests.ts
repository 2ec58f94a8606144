import type { CarouselService, DealLocation } from './deal-display.ts';
import { defaultActivityDealSearch, defaultCarDealSearch, defaultHotelDealSearch } from './pricing.ts';

/** The home page's deal searches (spec §7): hotels (v1, or the hotel API's v2), cars, activities. */
export type HomeDealKind = 'hotels-v1' | 'hotels-v2' | 'cars' | 'activities';

/** The agency's `disallowSameDayBooking` flag that governs each carousel's search. */
export const SAME_DAY_BOOKING_FLAG = { hotels: 'hotel', cars: 'car', activities: 'activities' } as const satisfies Record<CarouselService, string>;

/** The search a carousel makes: hotels go to the hotel API (v2) when the agency enables it. */
export function homeDealKind(service: CarouselService, enableHotelsV2: boolean): HomeDealKind {
  return service === 'hotels' ? (enableHotelsV2 ? 'hotels-v2' : 'hotels-v1') : service;
}

export interface HomeDealParams {
  location: DealLocation;
  currency: string;
  /** The agency's same-day-booking restriction for this service. */
  disallowSameDayBooking: boolean;
}

/** One home deal search as sent: the web app sends it, and the server makes the same one for a page. */
export interface HomeDealRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/**
 * The request of a home deal search, built in one place: the web app sends it, and the server
 * makes the same one to preload the pictures of a page's first deal row.
 */
export function homeDealRequest(kind: HomeDealKind, params: HomeDealParams, now: Date, hotelApiBase = '/hotel-api'): HomeDealRequest {
  const { latitude, longitude, countryCode } = params.location;
  const { currency, disallowSameDayBooking } = params;
  switch (kind) {
    case 'hotels-v1':
      return {
        method: 'POST',
        path: '/api/dealray/deals/hotel-search',
        body: { ...defaultHotelDealSearch({ now, latitude, longitude, disallowSameDayBooking }), currency, destinationCountryCode: countryCode },
      };
    case 'hotels-v2': {
      const query = new URLSearchParams({ top_destination: '', lat: String(latitude), long: String(longitude), currency });
      return { method: 'GET', path: `${hotelApiBase}/deals?${query.toString()}` };
    }
    case 'cars':
      return { method: 'POST', path: '/api/dealray/deals/car-search', body: { ...defaultCarDealSearch({ now, latitude, longitude, disallowSameDayBooking }), currency } };
    case 'activities':
      return { method: 'POST', path: '/api/dealray/deals/activity-search', body: { ...defaultActivityDealSearch({ latitude, longitude }), currency } };
  }
}
