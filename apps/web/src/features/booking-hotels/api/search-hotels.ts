import type { HotelSearchAnswer, HotelSearchQuery, hotelSearchQuerySchema } from '@tripfront/domain/booking/index';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiBase } from '../../../lib/api-bases.ts';
import { schemaQueryString, type SchemaQuery } from '../../../lib/schema-query.ts';
import { bookingRequest, useResultsPages } from '../../booking/index.ts';

export type HotelSort = HotelSearchQuery['sort'];

export interface HotelFilters {
  /** Minor units of the search currency; null = no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  stars: number[];
  maxDistanceKm: number | null;
  freeCancellation: boolean;
}

export const NO_FILTERS: HotelFilters = { minPrice: null, maxPrice: null, stars: [], maxDistanceKm: null, freeCancellation: false };

export interface HotelSearchParams {
  latitude: number;
  longitude: number;
  label: string;
  checkin: string;
  checkout: string;
  occupancy: string[];
  currency: string;
  sort: HotelSort;
  filters: HotelFilters;
}

export const HOTEL_PAGE_SIZE = 10;

/** GET {hotel API}/search: one page of hotels for the stay, filtered and sorted on the server. */
export function hotelSearchQueryString(p: HotelSearchParams, page: number): string {
  const query: SchemaQuery<typeof hotelSearchQuerySchema> = {
    lat: String(p.latitude),
    long: String(p.longitude),
    searchString: p.label,
    checkin_date: p.checkin,
    checkout_date: p.checkout,
    currency: p.currency,
    sort: p.sort,
    page: String(page),
    pageSize: String(HOTEL_PAGE_SIZE),
    occupancy: p.occupancy,
  };
  if (p.filters.minPrice !== null) query.minPrice = String(p.filters.minPrice);
  if (p.filters.maxPrice !== null) query.maxPrice = String(p.filters.maxPrice);
  if (p.filters.stars.length > 0) query.stars = [...p.filters.stars].sort().join(',');
  if (p.filters.maxDistanceKm !== null) query.maxDistanceKm = String(p.filters.maxDistanceKm);
  if (p.filters.freeCancellation) query.freeCancellation = 'true';
  return schemaQueryString(query);
}

/** The place, dates and party of a search: what makes it another search (not its sort, filters or currency). */
const stayKey = (p: HotelSearchParams): string => JSON.stringify([p.label, p.latitude, p.longitude, p.checkin, p.checkout, p.occupancy]);

export function searchHotels(p: HotelSearchParams, page: number, signal?: AbortSignal): Promise<HotelSearchAnswer> {
  // The stay is the search journey's key: another sort, filter, currency or page keeps its x-correlation-id.
  return bookingRequest<HotelSearchAnswer>(`${apiBase('hotel')}/search?${hotelSearchQueryString(p, page)}`, { signal, searchKey: stayKey(p) });
}

/** Page 1 shows as soon as it arrives; later pages load on scroll or "Show more". */
export const hotelSearchQueryOptions = (p: HotelSearchParams) =>
  infiniteQueryOptions({
    queryKey: ['hotel-search', p] as const,
    queryFn: ({ pageParam, signal }) => searchHotels(p, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.hasMore ? last.data.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });

/** The same place, dates and party: only the sort, the filters or the currency differ. */
export function sameStay(a: HotelSearchParams, b: HotelSearchParams): boolean {
  return stayKey(a) === stayKey(b);
}

/**
 * While a new sort, filter or currency loads, the hotels already shown stay on screen (dimmed) instead of
 * blinking to placeholders; a new place, dates or party starts from the loading state.
 */
export function useHotelSearch(p: HotelSearchParams | null) {
  return useInfiniteQuery({
    ...hotelSearchQueryOptions(p ?? ({} as HotelSearchParams)),
    // The pages the address shows (its "Show more" link's), which the server's render fetches.
    meta: { pages: useResultsPages() },
    enabled: p !== null,
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[1];
      return p !== null && before !== undefined && sameStay(before, p) ? previous : undefined;
    },
  });
}
