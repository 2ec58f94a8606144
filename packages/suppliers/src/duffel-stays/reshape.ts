import type { StaysAccommodation, StaysBed, StaysRate, StaysRateCancellationTimeline, StaysSearchResult } from '@duffel/api/types';
import type { Money, SupplierRate } from '@tripfront/domain/inventory';
import { placeDay, placeInstant } from '@tripfront/domain/booking/place-time';
import type { Board, CancellationTerms, PropertySummary, RoomOccupancy, SupplierRatePlan, SupplierRoomType } from '../hotel-booking.ts';
import { offerRate, toMinorUnits } from '../duffel/reshape.ts';
import { timeZoneAt } from '../world/time-zones.ts';
import { encodePropertyId, encodeRateId } from './ids.ts';

// Duffel Stays' accommodation, rooms and rates (https://duffel.com/docs/api/v2/accommodation,
// https://duffel.com/docs/api/v2/search-results) reshaped into ours. Amounts are decimal strings
// in each amount's own currency; a rate's total_amount is what is paid now, and
// due_at_accommodation_amount is paid at the property on top of it.

/**
 * The property's IANA zone. Duffel gives none, so it is derived (decision 0106): the tz database's
 * zone of the property's country whose principal city is nearest its coordinates (the search point
 * when Duffel has none). A property near a zone border may read its neighbour's zone.
 */
export function propertyTimeZone(accommodation: StaysAccommodation, fallback: { latitude: number; longitude: number }): string {
  const point = accommodation.location.geographic_coordinates ?? fallback;
  return timeZoneAt(accommodation.location.address.country_code, point.latitude, point.longitude);
}

/** Stars: Duffel's consolidated rating, else the best of its sources' ratings; 0 when the property is unrated. */
const starsOf = (a: StaysAccommodation): number => a.rating ?? Math.max(0, ...(a.ratings ?? []).map((r) => r.value));

export function propertySummary(a: StaysAccommodation, searchResultId: string | null, fallback: { latitude: number; longitude: number }): PropertySummary {
  const { address, geographic_coordinates: at } = a.location;
  return {
    propertyId: encodePropertyId({ accommodationId: a.id, searchResultId }),
    name: a.name,
    stars: starsOf(a),
    image: a.photos?.[0]?.url ?? '',
    address: [address.line_one, address.postal_code, address.city_name].filter(Boolean).join(', '),
    city: address.city_name,
    countryCode: address.country_code,
    latitude: at?.latitude ?? fallback.latitude,
    longitude: at?.longitude ?? fallback.longitude,
    reviewScore: a.review_score ?? 0,
    reviewCount: a.review_count ?? 0,
  };
}

/** A rate's price: base and taxes split when Duffel gives them, fees due now counted with the taxes (total less base). */
export const stayRate = (
  r: Pick<StaysRate, 'total_amount' | 'total_currency' | 'base_amount' | 'base_currency' | 'tax_amount' | 'tax_currency'>,
): SupplierRate | null => offerRate(r);

/** Duffel's display rule: an amount due at the accommodation is shown apart from the price; none when absent or zero. */
export function dueAtProperty(amount: string | null | undefined, currency: string | null | undefined): Money | null {
  const minor = currency ? toMinorUnits(amount, currency) : null;
  return currency && minor ? { amountMinor: minor, currency } : null;
}

const nextDay = (day: string, by: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** The last local day wholly before an instant: a tier is read by the day, so a deadline at 12:00 ends the tier the day before. */
function lastWholeDayBefore(at: number, timeZone: string): string {
  const day = placeDay(new Date(at - 1), timeZone);
  return placeInstant(nextDay(day, 1), '00:00', timeZone).getTime() > at ? nextDay(day, -1) : day;
}

/**
 * A rate's cancellation_timeline (refund_amount refundable until `before`, oldest first; after the
 * last entry nothing) as our terms: free cancellation until the last full refund; partial refunds
 * as dated tiers in the property's zone. An empty timeline is non-refundable.
 */
export function cancellationTerms(
  timeline: readonly StaysRateCancellationTimeline[],
  total: { amount: string; currency: string },
  timeZone: string,
): CancellationTerms {
  const totalMinor = toMinorUnits(total.amount, total.currency) ?? 0;
  const entries = timeline
    .map((e) => ({ at: Date.parse(e.before), refund: e.currency === total.currency ? (toMinorUnits(e.refund_amount, e.currency) ?? 0) : 0 }))
    .filter((e) => !Number.isNaN(e.at) && e.refund > 0)
    .sort((a, b) => a.at - b.at);
  if (entries.length === 0 || totalMinor <= 0) return { refundable: false, freeCancellationUntil: null, timeZone };
  const full = entries.filter((e) => e.refund >= totalMinor);
  const freeUntil = full.length > 0 ? new Date(full[full.length - 1]!.at).toISOString() : null;
  if (full.length === entries.length) return { refundable: true, freeCancellationUntil: freeUntil, timeZone };
  const tiers = entries.map((e) => ({ until: lastWholeDayBefore(e.at, timeZone), refundShare: Math.min(1, e.refund / totalMinor) }));
  return { refundable: true, freeCancellationUntil: freeUntil, tiers, timeZone };
}

/** What cancelling at `at` refunds under the timeline, as a share of the total (0..1). */
export function refundShareAt(timeline: readonly StaysRateCancellationTimeline[], total: { amount: string; currency: string }, at: number): number {
  const totalMinor = toMinorUnits(total.amount, total.currency) ?? 0;
  const entry = [...timeline].sort((a, b) => Date.parse(a.before) - Date.parse(b.before)).find((e) => at < Date.parse(e.before));
  const refund = entry && entry.currency === total.currency ? (toMinorUnits(entry.refund_amount, entry.currency) ?? 0) : 0;
  return totalMinor > 0 ? Math.min(1, Math.max(0, refund / totalMinor)) : 0;
}

/** Meals with the room: ours knows room only and breakfast; half board and more include breakfast (the plan's name says which). */
export const boardOf = (type: StaysRate['board_type']): Board => (type === 'room_only' ? 'room_only' : 'breakfast');

const BOARD_NAMES: Readonly<Record<StaysRate['board_type'], string>> = {
  room_only: 'Room only',
  breakfast: 'Breakfast included',
  half_board: 'Half board',
  full_board: 'Full board',
  all_inclusive: 'All inclusive',
};

export const planName = (r: StaysRate): string => r.name ?? BOARD_NAMES[r.board_type];

const bedWords = (beds: readonly StaysBed[] | undefined): string =>
  (beds ?? []).map((b) => `${b.count} ${b.type === 'sofabed' ? 'sofa bed' : `${b.type} bed`}${b.count > 1 ? 's' : ''}`).join(', ');

export interface RoomContext {
  searchResultId: string;
  rooms: RoomOccupancy[];
  timeZone: string;
}

/** A Duffel room and its rates as one of our room types; rates Duffel prices unreadably are left out. */
export function roomType(room: StaysAccommodation['rooms'][number], context: RoomContext, accommodationId: string): SupplierRoomType {
  const guests = context.rooms.reduce((n, r) => n + r.adults + r.childAges.length, 0);
  const rates: SupplierRatePlan[] = [];
  for (const r of room.rates) {
    const rate = stayRate(r);
    if (!rate) continue;
    const due = dueAtProperty(r.due_at_accommodation_amount, r.due_at_accommodation_currency);
    rates.push({
      rateId: encodeRateId({
        rateId: r.id,
        property: { accommodationId, searchResultId: context.searchResultId },
        listedBaseMinor: rate.wholesaleBase.amountMinor,
        listedTotalMinor: rate.publishedRate.amountMinor,
        currency: rate.publishedRate.currency,
        rooms: context.rooms,
      }),
      name: planName(r),
      board: boardOf(r.board_type),
      rate,
      ...cancellationTerms(r.cancellation_timeline, { amount: r.total_amount, currency: r.total_currency }, context.timeZone),
      ...(due ? { dueAtProperty: due } : {}),
    });
  }
  const known = room.rates.map((r) => r.quantity_available).filter((q): q is number => typeof q === 'number');
  return {
    roomTypeId: room.name,
    name: room.name,
    description: '',
    bed: bedWords(room.beds),
    // Duffel gives no room size or capacity: its rooms are those that fit the party searched.
    sizeSqm: 0,
    maxOccupancy: Math.ceil(guests / Math.max(1, context.rooms.length)),
    amenities: [],
    photo: room.photos?.[0]?.url ?? '',
    // Duffel listed the rate as bookable; without a quantity there is no count to show.
    roomsLeft: known.length > 0 ? Math.max(...known) : null,
    rates,
  };
}

/** The cheapest rate Duffel sent with a search result (search answers carry some rates; fetch_all_rates all). */
export function cheapestRate(result: StaysSearchResult): StaysRate | null {
  let best: { rate: StaysRate; total: number } | null = null;
  for (const room of result.accommodation.rooms ?? []) {
    for (const r of room.rates) {
      const total = toMinorUnits(r.total_amount, r.total_currency);
      if (total !== null && r.total_currency === result.cheapest_rate_currency && (!best || total < best.total)) best = { rate: r, total };
    }
  }
  return best?.rate ?? null;
}
