import type { CancellationTerms } from '@tripfront/domain/booking/refund';
import type { Money, SupplierRate } from '@tripfront/domain/inventory';
import type { RoomOccupancy } from '@tripfront/domain/search/occupancy';

// What a supplier answers for hotel availability and booking, in the supplier's currency (minor
// units). Adapters map their own shapes onto these; the API prices them for the agency.

export type { RoomOccupancy };

export interface HotelAvailabilityQuery {
  latitude: number;
  longitude: number;
  radiusKm: number;
  /** YYYY-MM-DD. */
  checkin: string;
  checkout: string;
  /** One entry per room. */
  rooms: readonly RoomOccupancy[];
  /** What latitude/longitude stand for, for distanceFrom. */
  searchString: string;
}

export interface PropertySummary {
  propertyId: string;
  name: string;
  stars: number;
  image: string;
  address: string;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** Guest review score out of 10. */
  reviewScore: number;
  reviewCount: number;
}

export interface HotelAvailability extends PropertySummary {
  distanceKm: number;
  distanceFrom: string;
  /** Some rate that fits the party can be cancelled free of charge. */
  freeCancellation: boolean;
  /** The cheapest listed rate that fits the party, for the whole stay and all rooms. */
  lowestRate: SupplierRate;
  /**
   * The rate id of that cheapest rate, as price checks and holds take it: the offer a result card
   * adds to a proposal. Absent when the search answer names no rate (Duffel Stays may send only a price).
   */
  lowestRateId?: string;
  /** The cancellation terms of that cheapest rate, with the hotel's time zone (the result card's sentence). */
  lowestRateTerms: CancellationTerms;
  /** Taxes and fees of that cheapest rate the guest pays at the property, not included in lowestRate; see SupplierRatePlan.dueAtProperty. */
  lowestRateDueAtProperty?: Money;
}

export type Board = 'room_only' | 'breakfast';

export type { CancellationTerms };

export interface SupplierRatePlan extends CancellationTerms {
  /** Opaque to callers; names the property, room, plan, stay and party. */
  rateId: string;
  name: string;
  board: Board;
  /** The listed price for the whole stay and all rooms. */
  rate: SupplierRate;
  /**
   * Mandatory taxes and fees the guest pays the property itself (a city tax, a resort fee, at
   * check-in or check-out): not included in `rate` and never charged by us, but shown beside the
   * price paid now. Absent when none or unknown (the sandbox). Duffel Stays'
   * due_at_accommodation_amount (decision 0106); LiteAPI's taxesAndFees with `included: false` (0107).
   */
  dueAtProperty?: Money;
}

export interface SupplierRoomType {
  roomTypeId: string;
  name: string;
  description: string;
  bed: string;
  sizeSqm: number;
  maxOccupancy: number;
  amenities: string[];
  photo: string;
  /** Rooms still free on every night of the stay (0: sold out; null: bookable, the supplier does not say how many). */
  roomsLeft: number | null;
  rates: SupplierRatePlan[];
}

export interface PropertyQuery {
  propertyId: string;
  checkin: string;
  checkout: string;
  rooms: readonly RoomOccupancy[];
}

export interface PropertyDetails extends PropertySummary {
  description: string;
  photos: { url: string; caption: string }[];
  amenities: string[];
  checkInTime: string;
  checkOutTime: string;
  /** Room types that fit every room of the party. */
  roomTypes: SupplierRoomType[];
}

/** A rate as the supplier would sell it now. */
export interface RateQuote extends CancellationTerms {
  rateId: string;
  property: PropertySummary;
  roomTypeId: string;
  roomName: string;
  planName: string;
  board: Board;
  checkin: string;
  checkout: string;
  nights: number;
  rooms: RoomOccupancy[];
  /** What search and details showed. */
  listedRate: SupplierRate;
  /** What the supplier charges now; differs from listedRate when the price changed. */
  rate: SupplierRate;
  /** Taxes and fees the guest pays at the property, apart from `rate`, as the supplier says now (see SupplierRatePlan.dueAtProperty). */
  dueAtProperty?: Money;
  /** As for a room type: 0 sold out, null bookable without a count. */
  roomsLeft: number | null;
}

export interface HoldRequest {
  rateId: string;
}

export interface HotelHold {
  holdId: string;
  /** ISO date-time. */
  expiresAt: string;
  quote: RateQuote;
}

export interface BookRequest {
  holdId: string;
  /** Our reference for this booking; booking twice with it answers the first booking. */
  clientReference: string;
  /** `phone` (E.164) where the supplier requires one for the property to reach the guest (Duffel Stays does). */
  leadGuest: { firstName: string; lastName: string; email: string; phone?: string };
}

export interface SupplierBooking extends CancellationTerms {
  supplierReference: string;
  clientReference: string;
  holdId: string;
  status: 'confirmed' | 'cancelled';
  propertyId: string;
  roomTypeId: string;
  checkin: string;
  checkout: string;
  rooms: number;
  /** What the supplier charges, taxes included. */
  total: Money;
  /** Due at the property on top of `total` (see SupplierRatePlan.dueAtProperty). */
  dueAtProperty?: Money;
}

export interface CancelResult {
  supplierReference: string;
  status: 'cancelled';
  /** Share of the price the supplier refunds under the rate's policy: 1 (all) or 0 (none). */
  refundShare: number;
}

/** Why a booking call failed, for callers that react differently (sold out is not a server error). */
export type BookingFailureCode = 'sold_out' | 'hold_expired' | 'not_found' | 'invalid' | 'not_cancellable';
