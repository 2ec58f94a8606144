import type { FastifyRequest } from 'fastify';
import type { HotelSearchResult } from '@tripfront/domain/booking/hotel-api';
import type { PriceBreakdown } from '@tripfront/domain/booking/price';
import type { CancellationTerms } from '@tripfront/suppliers';
import type { HOTEL_SORTS } from '@tripfront/domain/booking/hotel-api';
import { checkStay } from '@tripfront/domain/booking/stay';
import { isSameDayRestricted } from '@tripfront/domain/same-day';
import { requestToday } from '@tripfront/domain/today';
import { formatOccupancy, partyTotals, type RoomOccupancy } from '@tripfront/domain/search/occupancy';
import { badRequest } from '../../../lib/http-errors.ts';

// The hotel product's request rules: the stay rules with this request's "today", and sorting,
// filtering and paging of search results (used by the hotel API and the hotel booking adapter).

/**
 * The stay of a request, checked against the agency's same-day rule and the destination's today
 * (at `longitude`, the search point or the hotel; the traveller's timeZone header only within the
 * dates it can be there). Without a longitude the check is the loosest (any date it is on Earth):
 * callers check again once the supplier has named the place.
 */
export function requestStay(request: FastifyRequest, checkin: string, checkout: string, rooms: readonly RoomOccupancy[], longitude?: number) {
  const stay = checkStay({
    checkin,
    checkout,
    today: requestToday(request.headers, longitude),
    disallowSameDayBooking: isSameDayRestricted('hotels', request.tenant.agency.disallowSameDayBooking),
  });
  if (!stay.ok) throw badRequest(`${stay.field}: ${stay.message}`, stay.field);
  return { ...stay, ...partyTotals(rooms), occupancy: rooms.map(formatOccupancy) };
}

export interface ResultFilters {
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  stars?: string | undefined;
  maxDistanceKm?: number | undefined;
  freeCancellation?: 'true' | 'false' | undefined;
}

/** A search result before its cancellation terms are worded (only the page shown needs them). */
export type HotelListing = Omit<HotelSearchResult, 'cancellationPolicy'> & { terms: CancellationTerms };

export function filterResults<T extends HotelListing>(list: readonly T[], f: ResultFilters): T[] {
  const stars = f.stars ? new Set(f.stars.split(',').map(Number)) : null;
  return list.filter(
    (h) =>
      (f.minPrice === undefined || h.price.total.amount >= f.minPrice) &&
      (f.maxPrice === undefined || h.price.total.amount <= f.maxPrice) &&
      (!stars || stars.has(h.stars)) &&
      (f.maxDistanceKm === undefined || h.distanceKm <= f.maxDistanceKm) &&
      (f.freeCancellation !== 'true' || h.freeCancellation),
  );
}

/** 'recommended' weighs reviews against distance; ties go to the nearer hotel. */
export function sortResults<T extends HotelListing>(list: readonly T[], sort: (typeof HOTEL_SORTS)[number]): T[] {
  const total = (h: T) => h.price.total.amount;
  const by: Record<typeof sort, (a: T, b: T) => number> = {
    recommended: (a, b) => b.reviewScore - 0.3 * b.distanceKm - (a.reviewScore - 0.3 * a.distanceKm),
    price_asc: (a, b) => total(a) - total(b),
    price_desc: (a, b) => total(b) - total(a),
    distance: () => 0,
    stars_desc: (a, b) => b.stars - a.stars,
  };
  return [...list].sort((a, b) => by[sort](a, b) || a.distanceKm - b.distanceKm || a.propertyId.localeCompare(b.propertyId));
}

export const priceRangeOf = (list: readonly { price: PriceBreakdown }[]) =>
  list.length === 0 ? null : { min: Math.min(...list.map((h) => h.price.total.amount)), max: Math.max(...list.map((h) => h.price.total.amount)) };

/** The host route of the details page with this stay. */
export function detailsLink(propertyId: string, checkin: string, checkout: string, occupancy: readonly string[]): string {
  const q = new URLSearchParams({ propertyId, checkin_date: checkin, checkout_date: checkout });
  for (const o of occupancy) q.append('occupancy', o);
  return `/hotel-details?${q.toString()}`;
}
