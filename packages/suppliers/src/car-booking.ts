import type { SupplierRate } from '@tripfront/domain/inventory';
import type {
  CarCoverCode,
  CarDriver,
  CarExtraChoices,
  CarExtraCode,
  FuelPolicy,
  MileagePolicy,
  Transmission,
  VehicleClass,
} from '@tripfront/domain/booking/car-api';
import type { SupplierMoney } from './flight-booking.ts';
import type { SupplierResult } from './result.ts';

// What the storefront needs from a car rental supplier (issue #18, decision 0048): search, the live
// offer, a hold of the car (with its extras) while the traveller pays, the booking, its
// cancellation, and recovery by our reference. Mirrors FlightSupplier: every method takes an
// optional AbortSignal last, answers a SupplierResult and never rejects; booking failures carry a
// BookingFailureCode (sold_out, hold_expired, not_found, invalid, not_cancellable).

export interface CarPoint {
  latitude: number;
  longitude: number;
}

export interface CarQuery {
  pickup: CarPoint;
  /** Where the car goes back: the pick-up point for a return rental. */
  dropoff: CarPoint;
  /** Local time at the counter, YYYY-MM-DDTHH:mm. */
  pickUpDateTime: string;
  returnDateTime: string;
  /** The driver's age at pick-up: it decides the young-driver surcharge and which cars rent. */
  driverAge: number;
  /** ISO 3166-1 alpha-2 of the driver's residence. */
  residence: string;
}

export interface SupplierCarExtra {
  code: CarExtraCode;
  perDay: SupplierMoney;
  maxQuantity: number;
}

export interface SupplierCarOffer {
  /** Self-describing: names the query and the car, so any instance re-prices it. At most 600 characters. */
  offerId: string;
  query: CarQuery;
  vehicle: {
    model: string;
    vehicleClass: VehicleClass;
    transmission: Transmission;
    seats: number;
    bags: number;
    doors: number;
    airConditioning: boolean;
    picture: string;
  };
  supplier: { name: string; logo: string };
  pickup: { name: string; dateTime: string; instructions: string };
  dropoff: { name: string; dateTime: string };
  countryCode: string;
  /** The pick-up counter's IANA zone: pick-up and drop-off times and the deadline are its local time. */
  timeZone: string;
  rentalDays: number;
  mileage: { policy: MileagePolicy; kmPerDay: number | null };
  fuelPolicy: FuelPolicy;
  includes: CarCoverCode[];
  excludes: CarCoverCode[];
  extras: SupplierCarExtra[];
  /** ISO date-time until which cancelling refunds in full; null when not refundable. */
  freeCancellationUntil: string | null;
  minDriverAge: number;
  /** Cars of this class left at the counter for every day of the rental. */
  carsLeft: number;
  /** The car for the whole rental, extras not included. */
  rate: SupplierRate;
  /**
   * True when the rental company takes the whole rate from the driver at the counter (Duffel's
   * `postpaid` rates) and nothing is owed to the supplier when booking: the storefront must not
   * charge it again. Absent means the sandbox's model, the rate paid when booking.
   */
  paidAtCounter?: boolean;
  /** True when booking it needs the driver's date of birth (`CarBookRequest.driverBirthDate`; Duffel Cars). */
  driverBirthDateRequired?: boolean;
}

export interface HeldCarExtra {
  code: CarExtraCode;
  quantity: number;
  perDay: SupplierMoney;
  total: SupplierMoney;
}

export interface CarHold {
  holdId: string;
  /** ISO date-time. */
  expiresAt: string;
  offer: SupplierCarOffer;
  extras: HeldCarExtra[];
  /** What is charged: the car and its extras. */
  rate: SupplierRate;
}

export interface CarBookRequest {
  holdId: string;
  /** Ours, unique per booking: booking twice with it books once. */
  clientReference: string;
  driver: CarDriver;
  contact: { email: string; phone?: string };
  /**
   * The driver's date of birth (YYYY-MM-DD), for suppliers that send it to the counter (Duffel Cars
   * requires it); an adapter needing it refuses the booking as invalid without it.
   */
  driverBirthDate?: string;
}

export interface CarBooking {
  supplierReference: string;
  /** The counter's confirmation number. */
  confirmationNumber: string;
  status: 'confirmed' | 'cancelled';
}

export interface CarCancelResult {
  supplierReference: string;
  /** Share of the price refunded under the offer's policy, 0..1. */
  refundShare: number;
}

type Call<T> = Promise<SupplierResult<T>>;

export interface CarSupplier {
  /** Which supplier this is, recorded on bookings ('sandbox'). */
  readonly name: string;
  /** Cars for the rental, in no particular order. An empty list is an answer, not an error. */
  carSearch(query: CarQuery, signal?: AbortSignal): Call<SupplierCarOffer[]>;
  /** The car re-priced now; not_found when it is gone (sold out or too late), invalid when the id means nothing. */
  carOffer(offerId: string, signal?: AbortSignal): Call<SupplierCarOffer>;
  /** Keeps the car (one of its class at the counter for every day) while the traveller pays; sold_out when none is left. */
  carHold(offerId: string, extras: CarExtraChoices, signal?: AbortSignal): Call<CarHold>;
  carReleaseHold(holdId: string, signal?: AbortSignal): Call<true>;
  /** Books a held car for the driver; idempotent by clientReference. */
  carBook(request: CarBookRequest, signal?: AbortSignal): Call<CarBooking>;
  /** Cancels under the offer's policy: in full until the free cancellation ends, nothing after. */
  carCancel(supplierReference: string, signal?: AbortSignal): Call<CarCancelResult>;
  /** For recovery: the booking made with our reference, or null. */
  carBookingByClientReference(clientReference: string, signal?: AbortSignal): Call<CarBooking | null>;
}
