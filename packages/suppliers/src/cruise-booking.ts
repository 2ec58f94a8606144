import type {
  CabinCategory,
  CruiseGuest,
  CruiseGuestCounts,
  CruiseGuestType,
  CruiseRegion,
  ItineraryDay,
  ShipFacts,
} from '@tripfront/domain/booking/cruise-api';
import type { SupplierRate } from '@tripfront/domain/inventory';
import type { SupplierResult } from './result.ts';

// What the storefront needs from a cruise supplier (issue #19, decision 0052): the sailings of a
// month, a sailing's details (itinerary day by day, ship facts, cabin categories with each guest
// type's fare and cabins left), the live offer of one cabin category for one party, a hold on one
// cabin while the traveller pays, the booking, its cancellation under the line's policy, and
// recovery by our reference. The sandbox implements it (sandbox/cruise-*.ts); a real one would be
// a sibling folder. Every method takes an optional AbortSignal last, answers a SupplierResult and
// never rejects; booking failures carry a BookingFailureCode (sold_out, hold_expired, not_found,
// invalid, not_cancellable).

export interface CruiseSailingQuery {
  /** YYYY-MM: the departure month. */
  month: string;
  /** Only these lines (ids); absent: every line. */
  lineIds?: readonly string[];
}

export interface SupplierSailing {
  sailingId: string;
  line: { id: string; name: string; cancellationPolicy?: string };
  ship: string;
  /** '7-Night Western Caribbean'. */
  title: string;
  region: CruiseRegion;
  departurePort: string;
  /** ISO country code of the departure port (for pricing rules by country). */
  countryCode: string;
  /** The departure port's IANA zone: the sailing's dates and refund tiers are its days. */
  timeZone: string;
  departDate: string;
  returnDate: string;
  nights: number;
  imageUrl: string;
  ports: string[];
}

export interface SupplierCabinCategory {
  category: CabinCategory;
  occupancy: number;
  cabinsLeft: number;
  /** One guest of each type sharing a cabin of this category, for the whole sailing. */
  typeRates: Record<CruiseGuestType, SupplierRate>;
}

export interface SupplierSailingItem extends SupplierSailing {
  /** Every category with cabins left now (prices per guest type). */
  cabins: SupplierCabinCategory[];
}

export interface SupplierSailingDetails extends SupplierSailingItem {
  description: string;
  shipFacts: ShipFacts;
  itinerary: ItineraryDay[];
}

export interface SupplierCruiseOffer {
  offerId: string;
  sailing: SupplierSailing;
  category: CabinCategory;
  guests: CruiseGuestCounts;
  cabinsLeft: number;
  /** The party's price for one cabin. */
  rate: SupplierRate;
  /** Each guest type present, each; their sum times counts is `rate`. */
  guestRates: { type: CruiseGuestType; count: number; rate: SupplierRate }[];
}

export interface CruiseHold {
  holdId: string;
  /** ISO date-time. */
  expiresAt: string;
  offer: SupplierCruiseOffer;
}

export interface CruiseBookRequest {
  holdId: string;
  /** Ours, unique per booking: booking twice with it books once. */
  clientReference: string;
  guests: CruiseGuest[];
  contact: { email: string; phone?: string };
}

export interface CruiseBooking {
  supplierReference: string;
  status: 'confirmed' | 'cancelled';
}

export interface CruiseCancelResult {
  supplierReference: string;
  /** Share of the price refunded under the line's policy by days before sailing, 0..1. */
  refundShare: number;
}

type Call<T> = Promise<SupplierResult<T>>;

export interface CruiseSupplier {
  readonly name: string;
  /** The sailings of the month (of the lines asked), with their cabins left; in no particular order. */
  cruiseSearch(query: CruiseSailingQuery, signal?: AbortSignal): Call<SupplierSailingItem[]>;
  /** A sailing's details; not_found for an unknown sailing. */
  cruiseSailing(sailingId: string, signal?: AbortSignal): Call<SupplierSailingDetails>;
  /** The offer id of one cabin of the category for the party; invalid when the party does not fit the cabin. */
  cruiseOfferId(sailingId: string, category: CabinCategory, guests: CruiseGuestCounts): string;
  /** The cabin's offer for the party, re-priced now; not_found when the sailing is gone, invalid when the id is not one. */
  cruiseOffer(offerId: string, signal?: AbortSignal): Call<SupplierCruiseOffer>;
  /** Takes one cabin of the category while the traveller pays; sold_out when none is left. */
  cruiseHold(offerId: string, signal?: AbortSignal): Call<CruiseHold>;
  cruiseReleaseHold(holdId: string, signal?: AbortSignal): Call<true>;
  /** Books a held cabin; idempotent by clientReference. */
  cruiseBook(request: CruiseBookRequest, signal?: AbortSignal): Call<CruiseBooking>;
  /** Cancels under the line's policy; not_cancellable on or after the day of sailing, or when already cancelled. */
  cruiseCancel(supplierReference: string, signal?: AbortSignal): Call<CruiseCancelResult>;
  cruiseBookingByClientReference(clientReference: string, signal?: AbortSignal): Call<CruiseBooking | null>;
}
