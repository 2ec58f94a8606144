import { placeInstant } from '@tripfront/domain/booking/place-time';
import type { Money, SupplierRate } from '@tripfront/domain/inventory';
import { toMinor } from '@tripfront/domain/money';
import type { Board, CancellationTerms, PropertySummary, SupplierRatePlan, SupplierRoomType } from '../hotel-booking.ts';
import { timeZoneAt } from '../world/time-zones.ts';
import type { RateKey } from './ids.ts';
import type { LiteCancellationPolicies, LiteHotelDetails, LiteHotelSummary, LiteMoney, LiteRate, LiteRoomContent, LiteRoomType } from './types.ts';

// LiteAPI's shapes into ours (decision 0107). Amounts are decimals in LiteAPI and minor units here;
// an offer is one room type for every room of the party, priced for the whole stay.

/** LiteAPI does not say how many rooms are left; an offer it lists can be booked (null: no count to show). */
export const ROOMS_LEFT_UNKNOWN = null;

const minor = (amount: number | undefined, currency: string): number => (amount === undefined || !Number.isFinite(amount) ? 0 : toMinor(amount, currency));
const first = (list: LiteMoney[] | undefined): LiteMoney | undefined => list?.[0];

/** What an offer costs: its total (taxes inside it included), those taxes, the suggested selling price, and what the hotel collects itself. */
export interface OfferPrice {
  currency: string;
  totalMinor: number;
  includedTaxesMinor: number;
  suggestedMinor: number;
  dueAtPropertyMinor: number;
}

export function offerPrice(offer: LiteRoomType): OfferPrice | null {
  const rates = offer.rates ?? [];
  const currency = offer.offerRetailRate?.currency ?? first(rates[0]?.retailRate?.total)?.currency;
  if (!currency || rates.length === 0) return null;
  const sum = (pick: (r: LiteRate) => number) => rates.reduce((s, r) => s + pick(r), 0);
  const taxes = (included: boolean) =>
    sum((r) => (r.retailRate?.taxesAndFees ?? []).filter((t) => (t.included ?? true) === included).reduce((s, t) => s + minor(t.amount, currency), 0));
  const totalMinor =
    offer.offerRetailRate?.amount !== undefined
      ? minor(offer.offerRetailRate.amount, currency)
      : sum((r) => minor(first(r.retailRate?.total)?.amount, currency));
  if (totalMinor <= 0) return null;
  const suggested =
    offer.suggestedSellingPrice?.amount !== undefined
      ? minor(offer.suggestedSellingPrice.amount, currency)
      : sum((r) => minor(first(r.retailRate?.suggestedSellingPrice)?.amount, currency));
  return { currency, totalMinor, includedTaxesMinor: taxes(true), suggestedMinor: suggested > 0 ? suggested : totalMinor, dueAtPropertyMinor: taxes(false) };
}

export function supplierRate(price: Pick<OfferPrice, 'currency' | 'totalMinor' | 'includedTaxesMinor' | 'suggestedMinor'>): SupplierRate {
  const money = (amountMinor: number): Money => ({ amountMinor, currency: price.currency });
  const taxes = Math.min(price.includedTaxesMinor, price.totalMinor);
  return {
    wholesaleBase: money(price.totalMinor - taxes),
    taxesAndFees: money(taxes),
    publishedRate: money(price.totalMinor),
    recommendedSellingPrice: money(Math.max(price.suggestedMinor, price.totalMinor)),
  };
}

export const dueAtProperty = (price: Pick<OfferPrice, 'currency' | 'dueAtPropertyMinor'>): { dueAtProperty?: Money } =>
  price.dueAtPropertyMinor > 0 ? { dueAtProperty: { amountMinor: price.dueAtPropertyMinor, currency: price.currency } } : {};

/**
 * The hotel's IANA zone: LiteAPI's content gives none, so it is the tz database's zone of the hotel's
 * country nearest its coordinates (world/time-zones.ts); UTC without a country or coordinates.
 */
export function hotelTimeZone(hotel: { country?: string; latitude?: number; longitude?: number } | undefined): string | undefined {
  if (!hotel?.country || hotel.latitude === undefined || hotel.longitude === undefined) return undefined;
  return timeZoneAt(hotel.country, hotel.latitude, hotel.longitude);
}

/** A cancelTime ('2027-03-08 07:00:00' in the policy's `timezone`, GMT in LiteAPI's examples) as an instant. */
function cancelInstant(cancelTime: string, zone: string | undefined): number {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(cancelTime.trim());
  if (m) return placeInstant(m[1]!, m[2]!, zone ?? 'UTC').getTime();
  return Date.parse(cancelTime);
}

/**
 * LiteAPI's policy as our terms. RFN is refundable, free of charge until the first moment a penalty
 * applies (the earliest cancelTime with an amount); after it we promise nothing back, though LiteAPI
 * may refund part, which hotelCancel reports from its answer. An RFN rate without penalties is free
 * until check-in day begins at the hotel. Shown in the hotel's zone.
 */
export function cancellationTerms(policies: LiteCancellationPolicies | undefined, checkin: string, timeZone: string | undefined): CancellationTerms {
  const zone = timeZone ? { timeZone } : {};
  if (policies?.refundableTag !== 'RFN') return { refundable: false, freeCancellationUntil: null, ...zone };
  const penalties = (policies.cancelPolicyInfos ?? [])
    .filter((p) => p.cancelTime && (p.amount ?? 0) > 0)
    .map((p) => cancelInstant(p.cancelTime!, p.timezone))
    .filter((t) => Number.isFinite(t));
  const deadline = penalties.length > 0 ? Math.min(...penalties) : placeInstant(checkin, '00:00', timeZone).getTime();
  return { refundable: true, freeCancellationUntil: new Date(deadline).toISOString(), ...zone };
}

/** LiteAPI's boardType: RO is room only; every other board (BB, HB, FB, AI …) includes breakfast. */
export const boardOf = (boardType: string | undefined): Board => (!boardType || boardType.toUpperCase() === 'RO' ? 'room_only' : 'breakfast');

export const roomTypeIdOf = (offer: LiteRoomType): string => String(offer.rates?.[0]?.mappedRoomId ?? offer.roomTypeId ?? '');

export function planName(rate: LiteRate | undefined, refundable: boolean): string {
  const board = rate?.boardName || (boardOf(rate?.boardType) === 'room_only' ? 'Room only' : 'Breakfast included');
  return `${board}, ${refundable ? 'free cancellation' : 'non-refundable'}`;
}

/** Our rate plan of an offer, or null when it has no price; `encode` makes its rate id. */
export function ratePlan(
  offer: LiteRoomType,
  stay: Pick<RateKey, 'hotelId' | 'checkin' | 'checkout' | 'rooms'>,
  timeZone: string | undefined,
  encode: (key: RateKey) => string,
): (SupplierRatePlan & { roomTypeId: string }) | null {
  const price = offerPrice(offer);
  const rate = offer.rates?.[0];
  if (!price || !offer.offerId || !rate) return null;
  const terms = cancellationTerms(rate.cancellationPolicies, stay.checkin, timeZone);
  const roomTypeId = roomTypeIdOf(offer);
  const rateId = encode({
    ...stay,
    roomTypeId,
    boardType: rate.boardType ?? 'RO',
    refundable: terms.refundable,
    listed: { totalMinor: price.totalMinor, includedTaxesMinor: price.includedTaxesMinor, suggestedMinor: price.suggestedMinor, currency: price.currency },
    offerId: offer.offerId,
  });
  return {
    ...terms,
    rateId,
    name: planName(rate, terms.refundable),
    board: boardOf(rate.boardType),
    rate: supplierRate(price),
    ...dueAtProperty(price),
    roomTypeId,
  };
}

const stars = (n: number | undefined) => Math.min(5, Math.max(1, Math.round(n ?? 1)));
/** LiteAPI's descriptions are HTML; ours are text. */
export const plainText = (html: string | undefined): string =>
  (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

export function summaryOfList(hotel: LiteHotelSummary): PropertySummary | null {
  if (!hotel.id || !hotel.name || hotel.latitude === undefined || hotel.longitude === undefined) return null;
  return {
    propertyId: hotel.id,
    name: hotel.name,
    stars: stars(hotel.stars),
    image: hotel.main_photo || hotel.thumbnail || '',
    address: hotel.address ?? '',
    city: hotel.city ?? '',
    countryCode: (hotel.country ?? '').toUpperCase(),
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    reviewScore: hotel.rating ?? 0,
    reviewCount: hotel.reviewCount ?? 0,
  };
}

/** The hotel of /data/hotel in the list's shape (its coordinates sit under `location`). */
export const listShapeOf = (hotel: LiteHotelDetails): LiteHotelSummary => ({
  id: hotel.id,
  name: hotel.name,
  country: hotel.country,
  city: hotel.city,
  latitude: hotel.location?.latitude,
  longitude: hotel.location?.longitude,
  address: hotel.address,
  main_photo: hotel.main_photo || hotel.hotelImages?.find((i) => i.defaultImage)?.url || hotel.hotelImages?.[0]?.url,
  stars: hotel.starRating,
  rating: hotel.rating,
  reviewCount: hotel.reviewCount,
});

/** '03:00 PM' or '15:00' → '15:00'; '' when LiteAPI does not say. */
export function clockTime(text: string | undefined): string {
  const m = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])?/.exec(text?.trim() ?? '');
  if (!m) return '';
  let hours = Number(m[1]) % (m[3] ? 12 : 24);
  if (m[3]?.toUpperCase() === 'PM') hours += 12;
  return `${String(hours).padStart(2, '0')}:${m[2]}`;
}

const SQ_FEET_PER_SQM = 10.7639;

/** A room type of the hotel's content with the plans offered for it. */
export function roomType(roomTypeId: string, content: LiteRoomContent | undefined, offers: LiteRoomType[], plans: SupplierRatePlan[]): SupplierRoomType {
  const rate = offers[0]?.rates?.[0];
  const bed = content?.bedTypes?.[0];
  const size = content?.roomSizeSquare ?? 0;
  const photo = content?.photos?.find((p) => p.mainPhoto) ?? content?.photos?.[0];
  return {
    roomTypeId,
    name: content?.roomName || rate?.name || 'Room',
    description: plainText(content?.description),
    bed: bed ? `${bed.quantity ?? 1} ${bed.bedType ?? ''}`.trim() : '',
    sizeSqm: Math.round(/feet|ft/i.test(content?.roomSizeUnit ?? '') ? size / SQ_FEET_PER_SQM : size),
    maxOccupancy: content?.maxOccupancy ?? rate?.maxOccupancy ?? 0,
    amenities: (content?.roomAmenities ?? []).map((a) => a.name ?? '').filter(Boolean),
    photo: photo?.url || photo?.hd_url || '',
    roomsLeft: ROOMS_LEFT_UNKNOWN,
    rates: plans,
  };
}
