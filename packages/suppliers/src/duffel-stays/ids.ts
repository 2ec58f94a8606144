import type { RoomOccupancy } from '../hotel-booking.ts';

// Our ids for Duffel Stays. Each says everything the next step needs, so any instance can continue
// a traveller's booking (nothing is kept between calls): the property id names Duffel's
// accommodation and the search result whose rates it lists; the rate id adds Duffel's rate, the
// price it was listed at (so a quote can say the price changed) and the party, room by room (Duffel
// counts guests for the whole stay, we need them per room); the hold id is Duffel's quote and when
// it expires.

const ID = '[A-Za-z0-9_]+';
const PROPERTY_ID = new RegExp(`^duffel-stays:(${ID})(?::(${ID}))?$`);
const RATE_ID = new RegExp(`^duffel-stays-rate:(${ID}):(${ID}):(${ID}):(\\d+):(\\d+):([A-Z]{3}):([\\d._-]+)$`);
const HOLD_ID = new RegExp(`^duffel-stays-hold:(${ID}):(\\d+)$`);

export interface PropertyRef {
  accommodationId: string;
  /** The search result whose rates hotelPropertyDetails fetches; absent on a booking's property. */
  searchResultId: string | null;
}

export const encodePropertyId = ({ accommodationId, searchResultId }: PropertyRef): string =>
  searchResultId ? `duffel-stays:${accommodationId}:${searchResultId}` : `duffel-stays:${accommodationId}`;

export function decodePropertyId(propertyId: string): PropertyRef | null {
  const match = PROPERTY_ID.exec(propertyId);
  return match ? { accommodationId: match[1]!, searchResultId: match[2] ?? null } : null;
}

/** '2-5.7_1': two adults with children of 5 and 7 in one room, one adult in another. */
export const encodeOccupancy = (rooms: readonly RoomOccupancy[]): string =>
  rooms.map((r) => (r.childAges.length > 0 ? `${r.adults}-${r.childAges.join('.')}` : `${r.adults}`)).join('_');

export function decodeOccupancy(text: string): RoomOccupancy[] | null {
  const rooms = text.split('_').map((room) => {
    const [adults = '', ages] = room.split('-');
    return { adults: Number(adults), childAges: ages ? ages.split('.').map(Number) : [] };
  });
  const valid = rooms.every((r) => Number.isInteger(r.adults) && r.adults > 0 && r.childAges.every((a) => Number.isInteger(a) && a >= 0 && a < 18));
  return valid ? rooms : null;
}

export interface RateRef {
  rateId: string;
  property: PropertyRef & { searchResultId: string };
  /** The price search or details listed, minor units: base (before taxes) and total. */
  listedBaseMinor: number;
  listedTotalMinor: number;
  currency: string;
  rooms: RoomOccupancy[];
}

export const encodeRateId = (ref: RateRef): string =>
  `duffel-stays-rate:${ref.rateId}:${ref.property.accommodationId}:${ref.property.searchResultId}:${ref.listedBaseMinor}:${ref.listedTotalMinor}:${ref.currency}:${encodeOccupancy(ref.rooms)}`;

export function decodeRateId(rateId: string): RateRef | null {
  const match = RATE_ID.exec(rateId);
  const rooms = match ? decodeOccupancy(match[7]!) : null;
  if (!match || !rooms) return null;
  return {
    rateId: match[1]!,
    property: { accommodationId: match[2]!, searchResultId: match[3]! },
    listedBaseMinor: Number(match[4]),
    listedTotalMinor: Number(match[5]),
    currency: match[6]!,
    rooms,
  };
}

export const encodeHoldId = (quoteId: string, expiresAt: Date): string => `duffel-stays-hold:${quoteId}:${Math.floor(expiresAt.getTime() / 1000)}`;

export function decodeHoldId(holdId: string): { quoteId: string; expiresAt: number } | null {
  const match = HOLD_ID.exec(holdId);
  return match ? { quoteId: match[1]!, expiresAt: Number(match[2]) * 1000 } : null;
}
