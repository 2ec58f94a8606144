import { defaultHotelRooms, formatSearchOccupancies, parseSearchOccupancies } from './occupancy.ts';
import { placeEntries, readDate, readPlace, toParams, writeQuery, type PlaceKeys, type QueryInput } from './query-params.ts';
import { adjustRange } from './search-dates.ts';
import type { HotelSearch } from './hotels.ts';

/**
 * Hotel search query (/booknow/hotels[/v2]/search), read and written without zod, so the hotel
 * booking screens carry a search in their URLs at the cost of these few lines:
 *   destination, lat, long, country   the place picked from the hotel auto-suggest
 *   checkin_date, checkout_date       YYYY-MM-DD (spec §3 names)
 *   occupancies                       the rooms in the search URL's notation (occupancy.ts): '2-5-7_1'
 *                                     = 2 adults with children aged 5 and 7, and 1 adult
 */
export const HOTEL_PLACE_KEYS: PlaceKeys = { label: 'destination', lat: 'lat', long: 'long', country: 'country' };

export const defaultHotelSearch = (): HotelSearch => ({ destination: null, checkin: null, checkout: null, rooms: defaultHotelRooms() });

export function toHotelSearchQuery(values: HotelSearch): string {
  return writeQuery([
    ...placeEntries(values.destination, HOTEL_PLACE_KEYS),
    ['checkin_date', values.checkin],
    ['checkout_date', values.checkout],
    ['occupancies', formatSearchOccupancies(values.rooms)],
  ]);
}

/** Never throws: a missing or bad parameter falls back to its default. */
export function fromHotelSearchQuery(input: QueryInput): HotelSearch {
  const params = toParams(input);
  const range = adjustRange({ start: readDate(params, 'checkin_date'), end: readDate(params, 'checkout_date') }, 1);
  return {
    destination: readPlace(params, HOTEL_PLACE_KEYS),
    checkin: range.start,
    checkout: range.end,
    rooms: parseSearchOccupancies(params.get('occupancies')),
  };
}
