import type { ResortHoldView, ResortRoomType } from '@tripfront/domain/booking/resort-api';
import type { ResortTheme, SupplierRate } from '@tripfront/domain/inventory';
import type { SupplierResult } from './result.ts';

// What the storefront needs from a resort supplier (issue #19, decision 0054), as ActivitySupplier
// does for tours: resorts of an area with their rooms for a stay and a party, a resort's details, the
// live offer of one room, a HOLD on it while the traveller pays under a reference number the resort
// API's hold-check and release (PUT /itineraries?status=RELEASE) take, the booking, its cancellation
// and recovery by our reference. Every method takes an optional AbortSignal last, answers a
// SupplierResult and never rejects; failures carry a BookingFailureCode.

export interface ResortParty {
  adults: number;
  children: number;
}

/** Where to look: a region, a subregion (area) or one resort. */
export type ResortWhere = { regionId: number } | { subregionId: number } | { resortId: string };

export interface ResortAvailabilityRequest {
  where: ResortWhere;
  /** YYYY-MM-DD; the nights are checkIn .. checkOut - 1. */
  checkIn: string;
  checkOut: string;
  party: ResortParty;
}

export interface SupplierResortRoomType {
  roomType: ResortRoomType;
  name: string;
  bedding: string;
  sizeM2: number;
  maxGuests: number;
}

export interface SupplierResort {
  resortId: string;
  name: string;
  stars: number;
  regionId: number;
  subregionId: number;
  subregionName: string;
  countryCode: string;
  themes: Exclude<ResortTheme, 'All'>[];
  latitude: number;
  longitude: number;
  /** The resort's IANA zone: check-in and the cancellation deadline are its local time. */
  timeZone: string;
  imageUrl: string;
  photos: string[];
  description: string;
  amenities: string[];
  freeCancellationDays: number;
  roomTypes: SupplierResortRoomType[];
}

export interface SupplierResortRoom extends SupplierResortRoomType {
  unitsLeft: number;
  /** Null when no room is left on a night of the stay or the party does not fit. */
  offerId: string | null;
  /** The party's whole stay in one room. */
  rate: SupplierRate;
}

export interface SupplierResortAvailability {
  resort: SupplierResort;
  rooms: SupplierResortRoom[];
  /** ISO date-time: cancelling this stay before then refunds in full (as its offers say); null when not refundable. */
  freeCancellationUntil: string | null;
}

export interface SupplierResortOffer {
  offerId: string;
  resort: SupplierResort;
  room: SupplierResortRoomType;
  checkIn: string;
  checkOut: string;
  nights: number;
  party: ResortParty;
  unitsLeft: number;
  /** The whole stay. */
  rate: SupplierRate;
  /** ISO date-time: cancelling before then refunds in full; null when not refundable. */
  freeCancellationUntil: string | null;
}

export interface ResortHoldResult {
  /** The reference number: hold-check and release take it; it is also the hold's id. */
  referenceNumber: string;
  expiresAt: string;
  offer: SupplierResortOffer;
}

export interface ResortBookRequest {
  referenceNumber: string;
  /** Ours, unique per booking: booking twice with it books once. */
  clientReference: string;
  guestName: string;
}

export interface ResortBooking {
  supplierReference: string;
  status: 'confirmed' | 'cancelled';
}

/** Who made a hold, so that they (and the agency's desk) may check and release it. */
export interface ResortHoldOwner {
  tenantId: string;
  userId: string;
}

export interface ResortHoldState extends ResortHoldView {
  owner: ResortHoldOwner | null;
}

type Call<T> = Promise<SupplierResult<T>>;

export interface ResortSupplier {
  readonly name: string;
  /** Resorts of the place with every room type priced for the party and units left; invalid for a party no room takes. */
  resortAvailability(request: ResortAvailabilityRequest, signal?: AbortSignal): Call<SupplierResortAvailability[]>;
  /** A resort's details; not_found for an unknown id. */
  resortDetails(resortId: string, signal?: AbortSignal): Call<SupplierResort>;
  /** The offer re-priced now; invalid when the id is not one, not_found when the resort is unknown. */
  resortOffer(offerId: string, signal?: AbortSignal): Call<SupplierResortOffer>;
  /** Holds one room for every night of the stay; sold_out when one night has none left. */
  resortHold(offerId: string, owner: ResortHoldOwner | null, signal?: AbortSignal): Call<ResortHoldResult>;
  /** The hold (or booking) a reference number names as it is now; not_found for an unknown one. */
  resortHoldCheck(referenceNumber: string, signal?: AbortSignal): Call<ResortHoldState>;
  /**
   * Releases a live hold exactly once (spec §4 status=RELEASE): not_found for an unknown reference,
   * not_cancellable when it is no longer held (released, booked, or it lost a race).
   */
  resortRelease(referenceNumber: string, signal?: AbortSignal): Call<ResortHoldState>;
  /** Books a live hold; idempotent by clientReference; hold_expired once it expired or was released. */
  resortBook(request: ResortBookRequest, signal?: AbortSignal): Call<ResortBooking>;
  resortCancel(supplierReference: string, signal?: AbortSignal): Call<{ supplierReference: string; refundShare: number }>;
  resortBookingByClientReference(clientReference: string, signal?: AbortSignal): Call<ResortBooking | null>;
}
