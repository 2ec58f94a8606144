import type { ActivityCategory, ActivityParticipant, ParticipantCounts, ParticipantType } from '@tripfront/domain/booking/activity-api';
import type { SupplierRate } from '@tripfront/domain/inventory';
import type { SupplierResult } from './result.ts';

// What the storefront needs from an activity supplier (issue #18, decision 0050): tours near a
// place, a tour's details, its calendar of time slots with places left and prices for a party, the
// live offer of one slot for one party, a hold on the party's places while the traveller pays, the
// booking, its cancellation, and recovery by our reference. The sandbox implements it
// (sandbox/activity-*.ts); a real one (Viator, GetYourGuide …) would be a sibling folder. Every
// method takes an optional AbortSignal last, answers a SupplierResult and never rejects; booking
// failures carry a BookingFailureCode (sold_out, hold_expired, not_found, invalid, not_cancellable).

export interface ActivitySearchQuery {
  latitude: number;
  longitude: number;
  /** YYYY-MM-DD, both included: the days the traveller is there. */
  from: string;
  to: string;
}

export interface SupplierMeetingPoint {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

export interface SupplierActivity {
  productCode: string;
  title: string;
  imageUrl: string;
  category: ActivityCategory;
  /** For people: '3 hours'. */
  duration: string;
  durationMinutes: number;
  isFreeCancellation: boolean;
  rating: number;
  reviewCount: number;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** The meeting point's IANA zone ('Europe/Lisbon'): slot times and deadlines are its local time. */
  timeZone: string;
  /** One adult's price (as on the home deal card). */
  rate: SupplierRate;
}

export interface SupplierActivitySearchItem extends SupplierActivity {
  /** Days of the asked range the tour runs on with a place left. */
  availableDays: number;
  /** Free cancellation until this many hours before the start; null when not refundable (as its details). */
  cancellationHours: number | null;
  /**
   * The offer of the earliest slot of the range with a place, for one adult: the price `rate` is
   * of, and what a result card adds to a proposal. Absent when the supplier's search names no slot.
   */
  firstOfferId?: string;
}

export interface SupplierActivityDetails extends SupplierActivity {
  description: string;
  itinerary: { title: string; minutes: number }[];
  inclusions: string[];
  exclusions: string[];
  meetingPoint: SupplierMeetingPoint;
  /** BCP 47 codes of the guides' languages. */
  languages: string[];
  /** Free cancellation until this many hours before the start; null when not refundable. */
  cancellationHours: number | null;
  /** The largest party one booking takes. */
  maxParticipants: number;
  /** One participant of each type. */
  typeRates: Record<ParticipantType, SupplierRate>;
}

export interface SupplierActivitySlot {
  /** Local time at the meeting point, HH:mm. */
  time: string;
  /** Places left for anyone now (infants take none). */
  placesLeft: number;
  /** Hold it to book the party here; null when the party does not fit (a full slot). */
  offerId: string | null;
  /** The whole party's price on this slot. */
  rate: SupplierRate;
}

export interface SupplierActivityDay {
  date: string;
  /** The tour does not run that day: no slots. */
  closed: boolean;
  slots: SupplierActivitySlot[];
}

export interface SupplierActivityOffer {
  offerId: string;
  activity: SupplierActivityDetails;
  date: string;
  time: string;
  participants: ParticipantCounts;
  placesLeft: number;
  /** The whole party's price. */
  rate: SupplierRate;
  /** Per participant of each type present; their sum times counts is `rate`. */
  participantRates: { type: ParticipantType; count: number; rate: SupplierRate }[];
  /** ISO date-time: the earliest instant the slot can start (its local time at UTC+14). */
  startsAt: string;
  /** ISO date-time: cancelling before then refunds in full; null when not refundable. */
  freeCancellationUntil: string | null;
}

export interface ActivityHold {
  holdId: string;
  /** ISO date-time. */
  expiresAt: string;
  /** The offer at its live price, as held. */
  offer: SupplierActivityOffer;
}

export interface ActivityBookRequest {
  holdId: string;
  /** Ours, unique per booking: booking twice with it books once. */
  clientReference: string;
  participants: ActivityParticipant[];
  contact: { email: string; phone?: string };
}

export interface ActivityBooking {
  supplierReference: string;
  status: 'confirmed' | 'cancelled';
}

export interface ActivityCancelResult {
  supplierReference: string;
  /** Share of the price refunded under the tour's policy, 0..1. */
  refundShare: number;
}

type Call<T> = Promise<SupplierResult<T>>;

export interface ActivitySupplier {
  /** Which supplier this is, recorded on bookings ('sandbox'). */
  readonly name: string;
  /** Tours near the point that run on a day of the range, in no particular order. */
  activitySearch(query: ActivitySearchQuery, signal?: AbortSignal): Call<SupplierActivitySearchItem[]>;
  /** A tour's details; not_found for an unknown product code. */
  activityDetails(productCode: string, signal?: AbortSignal): Call<SupplierActivityDetails>;
  /** Every day of the range with its slots, places left and the party's price; invalid for a party that cannot book. */
  activityAvailability(productCode: string, from: string, to: string, party: ParticipantCounts, signal?: AbortSignal): Call<SupplierActivityDay[]>;
  /** The slot's offer for the party, re-priced now; not_found when it no longer runs, invalid when the id is not one. */
  activityOffer(offerId: string, signal?: AbortSignal): Call<SupplierActivityOffer>;
  /** Takes the party's places on the slot while the traveller pays; sold_out when they are gone. */
  activityHold(offerId: string, signal?: AbortSignal): Call<ActivityHold>;
  activityReleaseHold(holdId: string, signal?: AbortSignal): Call<true>;
  /** Books a held slot; idempotent by clientReference. */
  activityBook(request: ActivityBookRequest, signal?: AbortSignal): Call<ActivityBooking>;
  /** Cancels under the tour's policy; not_cancellable once it started or when already cancelled. */
  activityCancel(supplierReference: string, signal?: AbortSignal): Call<ActivityCancelResult>;
  /** For recovery: the booking made with our reference, or null. */
  activityBookingByClientReference(clientReference: string, signal?: AbortSignal): Call<ActivityBooking | null>;
}
