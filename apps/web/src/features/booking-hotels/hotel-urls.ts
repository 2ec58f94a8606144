import { HOTEL_SORTS } from '@tripfront/domain/booking/hotel-api';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import { fromHotelSearchQuery, toHotelSearchQuery } from '@tripfront/domain/search/hotel-query';
import type { HotelSearch } from '@tripfront/domain/search/hotels';
import { NO_FILTERS, type HotelFilters, type HotelSort } from './api/search-hotels.ts';

// Pure helpers of the hotel booking screens: the addresses of details, checkout, confirmation and
// booking pages. The stay travels in every URL in the search form's own format (docs/decisions/0007),
// so a link can be shared; the rooms' notations (search URL '2-5-7_1', hotel API '2-5,7') and the
// step from one to the other are the domain's (search/occupancy.ts), re-exported for the screens.

export { occupancyTotals as countGuests, toApiOccupancy } from '@tripfront/domain/search/occupancy';

/** What a hotel page needs from its URL: the search (place, stay, rooms) and the hotel. */
export interface HotelStayQuery {
  search: HotelSearch;
  propertyId: string | null;
}

export function readHotelQuery(query: string | URLSearchParams): HotelStayQuery {
  const params = new URLSearchParams(query);
  // Deal links name the hotel hotelId (v1 deals) or id (v2 deals); the hotel pages propertyId.
  const propertyId = (params.get('propertyId') ?? params.get('hotelId') ?? params.get('id'))?.trim() ?? '';
  return { search: fromHotelSearchQuery(params), propertyId: propertyId === '' ? null : propertyId };
}

const withParams = (path: string, base: string, extra: Record<string, string>) => {
  const params = new URLSearchParams(base);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `${path}?${params.toString()}`;
};

/** The details page of a hotel for this search: v2 agencies use the host's route, others /hotel-details. */
export function hotelDetailsUrl(v2: boolean, propertyId: string, search: HotelSearch): string {
  return withParams(v2 ? ROUTES.hotels.v2Details : ROUTES.hotels.details, toHotelSearchQuery(search), { propertyId });
}

/** Back to the results of this search. */
export function hotelResultsUrl(v2: boolean, search: HotelSearch): string {
  const query = toHotelSearchQuery(search);
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
  return withParams(ROUTES.hotels.checkout, toHotelSearchQuery(search), {
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
