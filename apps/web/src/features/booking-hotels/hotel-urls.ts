import { HOTEL_SORTS, type BookingMoney, type CancellationPolicy } from '@tripfront/domain/booking/hotel-api';
import { isFreeCancellation } from '@tripfront/domain/booking/refund';
import { fillRoute, ROUTES } from '@tripfront/domain/navigation/routes';
import { BOOKING_DETAILS_ROUTE } from './booking-route.ts';
import { fromSearchQuery, toSearchQuery, type HotelSearch } from '@tripfront/domain/search';
import { NO_FILTERS, type HotelFilters, type HotelSort } from './api/search-hotels.ts';

// Pure helpers of the hotel booking screens: the search URL's rooms → the hotel API's occupancy
// values, and the addresses of details, checkout, confirmation and booking pages. The stay travels
// in every URL in the search form's own format (docs/decisions/0007), so a link can be shared.

type Room = HotelSearch['rooms'][number];

/**
 * The hotel API's occupancy values (one per room, `2`, `2-5,7`) for the search URL's rooms
 * (`occupancies=2-5-7_1`). A room whose child ages are not all chosen makes the search incomplete: null.
 */
export function toApiOccupancy(rooms: readonly Room[]): string[] | null {
  if (rooms.length === 0) return null;
  const values: string[] = [];
  for (const room of rooms) {
    if (room.childAges.some((age) => age === null)) return null;
    values.push(room.childAges.length === 0 ? String(room.adults) : `${room.adults}-${room.childAges.join(',')}`);
  }
  return values;
}

/** Adults and children over all rooms of API occupancy values (`2`, `2-5,7`). */
export function countGuests(occupancy: readonly string[]): { adults: number; children: number } {
  let adults = 0;
  let children = 0;
  for (const value of occupancy) {
    const [a, ages] = value.split('-');
    adults += Number(a) || 0;
    children += ages ? ages.split(',').filter((x) => x !== '').length : 0;
  }
  return { adults, children };
}

/** What a hotel page needs from its URL: the search (place, stay, rooms) and the hotel. */
export interface HotelStayQuery {
  search: HotelSearch;
  propertyId: string | null;
}

export function readHotelQuery(query: string | URLSearchParams): HotelStayQuery {
  const params = new URLSearchParams(query);
  // Deal links name the hotel hotelId (v1 deals) or id (v2 deals); the hotel pages propertyId.
  const propertyId = (params.get('propertyId') ?? params.get('hotelId') ?? params.get('id'))?.trim() ?? '';
  return { search: fromSearchQuery('hotels', params), propertyId: propertyId === '' ? null : propertyId };
}

const withParams = (path: string, base: string, extra: Record<string, string>) => {
  const params = new URLSearchParams(base);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `${path}?${params.toString()}`;
};

/** The details page of a hotel for this search: v2 agencies use the host's route, others /hotel-details. */
export function hotelDetailsUrl(v2: boolean, propertyId: string, search: HotelSearch): string {
  return withParams(v2 ? ROUTES.hotels.v2Details : ROUTES.hotels.details, toSearchQuery('hotels', search), { propertyId });
}

/** Back to the results of this search. */
export function hotelResultsUrl(v2: boolean, search: HotelSearch): string {
  const query = toSearchQuery('hotels', search);
  const path = v2 ? ROUTES.hotels.v2Search : ROUTES.hotels.search;
  return query === '' ? path : `${path}?${query}`;
}

export interface CheckoutTarget {
  propertyId: string;
  rateId: string;
  /** The total the traveller was shown; the hold is asked with it as expectedTotal. */
  total: BookingMoney;
  search: HotelSearch;
}

export function hotelCheckoutUrl({ propertyId, rateId, total, search }: CheckoutTarget): string {
  return withParams(ROUTES.hotels.checkout, toSearchQuery('hotels', search), {
    propertyId,
    rateId,
    total: String(total.amount),
    totalCurrency: total.currency,
  });
}

/** The checkout page's target, or null when its URL is incomplete (hand-edited, truncated). */
export function readCheckoutQuery(query: string | URLSearchParams): CheckoutTarget | null {
  const params = new URLSearchParams(query);
  const { search, propertyId } = readHotelQuery(params);
  const rateId = params.get('rateId') ?? '';
  const amount = params.get('total') ?? '';
  const currency = params.get('totalCurrency') ?? '';
  if (propertyId === null || rateId.length < 10 || !/^\d{1,12}$/.test(amount) || !/^[A-Z]{3}$/.test(currency)) return null;
  return { propertyId, rateId, total: { amount: Number(amount), currency }, search };
}

export const confirmationUrl = (reference: string) => `${ROUTES.hotels.confirmPayment}?${new URLSearchParams({ reference }).toString()}`;

export const bookingDetailsUrl = (reference: string) => fillRoute(BOOKING_DETAILS_ROUTE, { reference });

/** What cancelling now gives back under the rate's policy: everything before the free-cancellation deadline, else nothing. */
export function refundOnCancel(policy: CancellationPolicy, total: BookingMoney, now: Date): BookingMoney | null {
  return isFreeCancellation(policy, now) ? total : null;
}

/** How the results are sorted and filtered: kept in the results URL, so reload, Back and a shared link show the same list. */
export interface ResultsView {
  sort: HotelSort;
  filters: HotelFilters;
}

const VIEW_KEYS = ['sort', 'price_min', 'price_max', 'stars', 'distance_km', 'free_cancellation'] as const;

const wholeNumber = (value: string | null, max: number): number | null => {
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= max ? n : null;
};

/** The view in a results URL; a value that is not one is ignored (the list shows unfiltered on it). */
export function readResultsView(query: string | URLSearchParams): ResultsView {
  const params = new URLSearchParams(query);
  const sort = params.get('sort');
  const stars = [...new Set((params.get('stars') ?? '').split(',').map(Number))].filter((n) => Number.isInteger(n) && n >= 1 && n <= 5).sort();
  return {
    sort: (HOTEL_SORTS as readonly string[]).includes(sort ?? '') ? (sort as HotelSort) : 'recommended',
    filters: {
      minPrice: wholeNumber(params.get('price_min'), Number.MAX_SAFE_INTEGER),
      maxPrice: wholeNumber(params.get('price_max'), Number.MAX_SAFE_INTEGER),
      stars,
      maxDistanceKm: wholeNumber(params.get('distance_km'), 100),
      freeCancellation: params.get('free_cancellation') === '1',
    },
  };
}

/** The results query string with this view: the search's own parameters untouched, defaults left out. */
export function withResultsView(query: string | URLSearchParams, view: ResultsView): string {
  const params = new URLSearchParams(query);
  for (const key of VIEW_KEYS) params.delete(key);
  const { sort, filters } = view;
  if (sort !== 'recommended') params.set('sort', sort);
  if (filters.minPrice !== null) params.set('price_min', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('price_max', String(filters.maxPrice));
  if (filters.stars.length > 0) params.set('stars', [...filters.stars].sort().join(','));
  if (filters.maxDistanceKm !== null) params.set('distance_km', String(filters.maxDistanceKm));
  if (filters.freeCancellation) params.set('free_cancellation', '1');
  return params.toString();
}

/** The query without the view: what the search form shows. */
export const withoutResultsView = (query: string | URLSearchParams): string => withResultsView(query, { sort: 'recommended', filters: NO_FILTERS });
