import type { CarouselService, DealLocation } from './deal-display.ts';
import type { ActivityDeal, CarDeal, HotelDealV1, HotelDealV2 } from './deal-answers.ts';
import { defaultActivityDealSearch, defaultCarDealSearch, defaultHotelDealSearch } from './deal-searches.ts';

/** The home page's deal searches (spec §7): hotels (v1, or the hotel API's v2), cars, activities. */
export type HomeDealKind = 'hotels-v1' | 'hotels-v2' | 'cars' | 'activities';

/** The search a carousel makes: hotels go to the hotel API (v2) when the agency enables it. */
export function homeDealKind(service: CarouselService, enableHotelsV2: boolean): HomeDealKind {
  return service === 'hotels' ? (enableHotelsV2 ? 'hotels-v2' : 'hotels-v1') : service;
}

export interface HomeDealParams {
  location: DealLocation;
  currency: string;
  /** The agency's same-day-booking restriction for this service (same-day.ts isSameDayRestricted). */
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
      return {
        method: 'POST',
        path: '/api/dealray/deals/car-search',
        body: { ...defaultCarDealSearch({ now, latitude, longitude, disallowSameDayBooking }), currency },
      };
    case 'activities':
      return { method: 'POST', path: '/api/dealray/deals/activity-search', body: { ...defaultActivityDealSearch({ latitude, longitude }), currency } };
  }
}

// ---- the answers ----------------------------------------------------------------------------------

/**
 * What each home deal search answers: `{ response, message? }`, the hotel API's deals
 * `{ data: { hotels }, message? }`; message says why a supplier failure left the list empty.
 */
export interface HomeDealAnswers {
  'hotels-v1': { response: HotelDealV1[]; message?: string };
  'hotels-v2': { data: { hotels: HotelDealV2[] }; message?: string };
  cars: { response: CarDeal[]; message?: string };
  activities: { response: ActivityDeal[]; message?: string };
}

/** One deal of a home deal search's answer. */
export interface HomeDealOf {
  'hotels-v1': HotelDealV1;
  'hotels-v2': HotelDealV2;
  cars: CarDeal;
  activities: ActivityDeal;
}

interface AnswerReader<K extends HomeDealKind> {
  deals: (answer: HomeDealAnswers[K]) => HomeDealOf[K][];
  /** The picture of the deal's card (spec §4). */
  picture: (deal: HomeDealOf[K]) => string;
}

const READERS: { [K in HomeDealKind]: AnswerReader<K> } = {
  'hotels-v1': { deals: (answer) => answer.response, picture: (deal) => deal.hotel.hotelDetails.heroImage },
  'hotels-v2': { deals: (answer) => answer.data.hotels, picture: (deal) => deal.image.large },
  cars: { deals: (answer) => answer.response, picture: (deal) => deal.vehiclePicture },
  activities: { deals: (answer) => answer.response, picture: (deal) => deal.imageUrl },
};

/** The deals of an answer, in card order. */
export const homeDeals = <K extends HomeDealKind>(kind: K, answer: HomeDealAnswers[K]): HomeDealOf[K][] => READERS[kind].deals(answer);

/**
 * The picture of a deal's card, read in one place: the web app's cards show it, and the server
 * preloads the first row's pictures from the same answer.
 */
export const dealPicture = <K extends HomeDealKind>(kind: K, deal: HomeDealOf[K]): string => READERS[kind].picture(deal);

/** The card pictures of an answer, in card order. */
export const homeDealPictures = <K extends HomeDealKind>(kind: K, answer: HomeDealAnswers[K]): string[] =>
  homeDeals(kind, answer).map((deal) => dealPicture(kind, deal));
