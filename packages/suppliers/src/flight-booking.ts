import type { SupplierRate } from '@tripfront/domain/inventory';
import type { FlightPassenger, FlightSliceQuery, PassengerCounts, PassengerType } from '@tripfront/domain/booking/flight-api';
import type { Cabin } from '@tripfront/domain/search';
import type { SupplierResult } from './result.ts';

// What the storefront needs from a flight supplier (issue #17): search, the live offer, a hold
// while the traveller pays, the order, its cancellation, and recovery by our reference. The
// sandbox implements it (sandbox/flight-*.ts) and so does the Duffel adapter (duffel/), selected by
// DUFFEL_ACCESS_TOKEN. Every method takes an optional AbortSignal last, answers a SupplierResult and
// never rejects; booking failures carry a BookingFailureCode (sold_out, hold_expired, not_found,
// invalid, not_cancellable) and an error without a code is an unknown outcome.

export interface FlightQuery {
  /** One per leg, in order: a round trip is two, multi-city up to 5. */
  slices: FlightSliceQuery[];
  passengers: PassengerCounts;
  cabin: Cabin;
}

export interface SupplierAirport {
  iata: string;
  name: string;
  city: string;
  countryCode: string;
  /** The airport's IANA zone: departure and arrival times are its local time (decision 0097). */
  timeZone?: string;
}

export interface SupplierCarrier {
  iata: string;
  name: string;
}

export interface SupplierSegment {
  marketingCarrier: SupplierCarrier;
  operatingCarrier: SupplierCarrier;
  /** 'BA117'. */
  flightNumber: string;
  aircraft: string | null;
  origin: SupplierAirport;
  destination: SupplierAirport;
  /** Local times at each airport, YYYY-MM-DDTHH:mm. */
  departAt: string;
  arriveAt: string;
  durationMinutes: number;
}

export interface SupplierSlice {
  segments: SupplierSegment[];
  /** Door to door, connections included. */
  durationMinutes: number;
}

/** A money amount as the supplier charges it: minor units of its currency. */
export interface SupplierMoney {
  amountMinor: number;
  currency: string;
}

export interface SupplierFlightOffer {
  /** Opaque to callers; the supplier knows it again in flightOffer and flightHold. At most 600 characters. */
  offerId: string;
  owner: SupplierCarrier;
  cabin: Cabin;
  fareBrand: string;
  slices: SupplierSlice[];
  baggage: { carryOn: number; checked: number };
  conditions: {
    changeable: boolean;
    changeFee: SupplierMoney | null;
    refundable: boolean;
    refundFee: SupplierMoney | null;
  };
  /** Seats left at this fare, when known. */
  seatsLeft: number | null;
  passengers: PassengerCounts;
  /** The whole party's price (what is charged). */
  rate: SupplierRate;
  /** Per passenger of each type present; their sum times counts is `rate`. */
  passengerRates: { type: PassengerType; count: number; rate: SupplierRate }[];
  /** ISO date-time the offer can be held or ordered until. */
  expiresAt: string;
  /** ISO date-time the airline must ticket by once ordered. */
  ticketingDeadline: string;
  /** An international route: passengers need a document number and expiry. */
  documentRequired: boolean;
}

export interface FlightHold {
  holdId: string;
  /** ISO date-time. */
  expiresAt: string;
  /** The offer at its live price, as held. */
  offer: SupplierFlightOffer;
}

export interface FlightBookRequest {
  holdId: string;
  /** Ours, unique per booking: ordering twice with it orders once. */
  clientReference: string;
  passengers: FlightPassenger[];
  contact: { email: string; phone?: string };
}

export interface FlightOrder {
  supplierReference: string;
  /** The airline record locator (PNR), 6 characters. */
  recordLocator: string;
  status: 'confirmed' | 'cancelled';
}

export interface FlightCancelResult {
  supplierReference: string;
  /** Share of the price the airline refunds under the fare's conditions, 0..1. */
  refundShare: number;
}

type Call<T> = Promise<SupplierResult<T>>;

export interface FlightSupplier {
  /** Which supplier this is, recorded on bookings ('sandbox', 'duffel'). */
  readonly name: string;
  /** Offers for the trip and party, in no particular order. An empty list is an answer, not an error. */
  flightSearch(query: FlightQuery, signal?: AbortSignal): Call<SupplierFlightOffer[]>;
  /**
   * Lowest total per day for the trip moved by each shift (every slice by the same days), or null
   * for a day with nothing; a supplier that cannot answer cheaply fails with retryable false.
   */
  flightFareCalendar(query: FlightQuery, shifts: readonly number[], signal?: AbortSignal): Call<{ shift: number; lowest: SupplierRate | null }[]>;
  /** The offer re-priced now (its price may differ from the search's); not_found once it expired. */
  flightOffer(offerId: string, signal?: AbortSignal): Call<SupplierFlightOffer>;
  /** Keeps the seats while the traveller pays; sold_out when they are gone, not_found when the offer expired. */
  flightHold(offerId: string, signal?: AbortSignal): Call<FlightHold>;
  flightReleaseHold(holdId: string, signal?: AbortSignal): Call<true>;
  /** Orders (and tickets) a held offer; idempotent by clientReference. */
  flightBook(request: FlightBookRequest, signal?: AbortSignal): Call<FlightOrder>;
  /** Cancels under the fare's conditions; not_cancellable when the fare forbids it. */
  flightCancel(supplierReference: string, signal?: AbortSignal): Call<FlightCancelResult>;
  /** For recovery: the order made with our reference, or null when the supplier has none. */
  flightOrderByClientReference(clientReference: string, signal?: AbortSignal): Call<FlightOrder | null>;
}
