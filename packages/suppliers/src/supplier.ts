import type {
  ActivityOffer,
  Airline,
  CarOffer,
  Country,
  CruiseOffer,
  CruiseShipLine,
  FlightOffer,
  HotelOffer,
  PlaceSuggestion,
  ResortOffer,
  ResortRegion,
  ResortSubregion,
} from '@tripfront/domain/inventory';
import type { ActivityDealSearch, CarDealSearch, HotelDealSearch } from '@tripfront/domain/deals/deal-search-payloads';
import type { SupplierResult } from './result.ts';
import type {
  BookRequest,
  CancelResult,
  HoldRequest,
  HotelAvailability,
  HotelAvailabilityQuery,
  HotelHold,
  PropertyDetails,
  PropertyQuery,
  RateQuote,
  SupplierBooking,
} from './hotel-booking.ts';

export interface FlightSearch {
  /** IATA codes. */
  origin: string;
  destination: string;
  /** YYYY-MM-DD. */
  departDate: string;
  adults: number;
}

export interface CruiseSearch {
  /** YYYY-MM. */
  departMonth: string;
  shipLineId?: string;
}

/** Spec §7 resort deals body. */
export interface ResortDealsQuery {
  lat: number;
  lon: number;
}

type Call<T> = Promise<SupplierResult<T>>;

/**
 * What the storefront needs from an inventory supplier. The sandbox implements it; a real
 * adapter (Expedia Rapid, Viator, Duffel …) would too. Every method takes an optional
 * AbortSignal as its last argument, answers a SupplierResult and never rejects.
 */
export interface InventorySupplier {
  hotelDeals(query: HotelDealSearch, signal?: AbortSignal): Call<HotelOffer[]>;
  activityDeals(query: ActivityDealSearch, signal?: AbortSignal): Call<ActivityOffer[]>;
  carDeals(query: CarDealSearch, signal?: AbortSignal): Call<CarOffer[]>;
  flightOffers(query: FlightSearch, signal?: AbortSignal): Call<FlightOffer[]>;
  cruiseDeals(query: CruiseSearch, signal?: AbortSignal): Call<CruiseOffer[]>;
  suggestHotelLocations(text: string, signal?: AbortSignal): Call<PlaceSuggestion[]>;
  suggestActivityDestinations(text: string, signal?: AbortSignal): Call<PlaceSuggestion[]>;
  suggestCarLocations(text: string, signal?: AbortSignal): Call<PlaceSuggestion[]>;
  suggestAirports(text: string, signal?: AbortSignal): Call<PlaceSuggestion[]>;
  /** The airports nearest a point, nearest first (spec §2 airportLat/airportLong). */
  nearestAirports(point: { latitude: number; longitude: number }, signal?: AbortSignal): Call<PlaceSuggestion[]>;
  carCountries(signal?: AbortSignal): Call<Country[]>;
  airlines(signal?: AbortSignal): Call<Airline[]>;
  cruiseShipLines(signal?: AbortSignal): Call<CruiseShipLine[]>;
  resortSuggest(text: string, signal?: AbortSignal): Call<PlaceSuggestion[]>;
  resortDeals(query: ResortDealsQuery, signal?: AbortSignal): Call<ResortOffer[]>;
  resortRegions(signal?: AbortSignal): Call<ResortRegion[]>;
  /** Subregions whose parent_id is one of `regionIds`. */
  resortSubregions(regionIds: readonly number[], signal?: AbortSignal): Call<ResortSubregion[]>;

  // ---- hotel booking (see hotel-booking.ts) ----
  /** Every property with a room for the party, nearest first, with its lowest listed rate. */
  hotelAvailability(query: HotelAvailabilityQuery, signal?: AbortSignal): Call<HotelAvailability[]>;
  /** Photos, description, amenities, room types and rate plans; error code not_found for an unknown property. */
  hotelPropertyDetails(query: PropertyQuery, signal?: AbortSignal): Call<PropertyDetails>;
  /** The live price and availability of a rate (it may differ from what was listed). */
  hotelPriceCheck(rateId: string, signal?: AbortSignal): Call<RateQuote>;
  /** Keeps the room while the traveller pays; error code sold_out when it is gone. */
  hotelHold(request: HoldRequest, signal?: AbortSignal): Call<HotelHold>;
  hotelReleaseHold(holdId: string, signal?: AbortSignal): Call<true>;
  /** Confirms a held room; idempotent by clientReference. */
  hotelBook(request: BookRequest, signal?: AbortSignal): Call<SupplierBooking>;
  /** Cancels under the rate's policy and says how much is refunded. */
  hotelCancel(supplierReference: string, signal?: AbortSignal): Call<CancelResult>;
  /** For recovery: the booking made with our reference, or null when the supplier has none. */
  hotelBookingByClientReference(clientReference: string, signal?: AbortSignal): Call<SupplierBooking | null>;
}

export type SupplierMethod = keyof InventorySupplier;

/** The hotel booking methods of InventorySupplier (hotel-booking.ts). */
export const HOTEL_SUPPLIER_METHODS = [
  'hotelAvailability',
  'hotelPropertyDetails',
  'hotelPriceCheck',
  'hotelHold',
  'hotelReleaseHold',
  'hotelBook',
  'hotelCancel',
  'hotelBookingByClientReference',
] as const satisfies readonly SupplierMethod[];
export type HotelSupplierMethod = (typeof HOTEL_SUPPLIER_METHODS)[number];

/**
 * A hotel supplier (issue #41): the sandbox's hotel part, or a real adapter (Duffel Stays, LiteAPI)
 * that the booking pipeline picks per agency. Same rules as InventorySupplier: an optional
 * AbortSignal last, a SupplierResult, never a rejection; booking failures carry a BookingFailureCode.
 */
export interface HotelSupplier extends Pick<InventorySupplier, HotelSupplierMethod> {
  /** Which supplier this is, recorded on bookings ('sandbox', 'duffel-stays', 'liteapi'). */
  readonly name: string;
}

/** Where each method takes its AbortSignal, for wrappers that pass their own signal on. */
export const SIGNAL_ARGUMENT: Readonly<Record<SupplierMethod, 0 | 1>> = {
  hotelDeals: 1,
  activityDeals: 1,
  carDeals: 1,
  flightOffers: 1,
  cruiseDeals: 1,
  suggestHotelLocations: 1,
  suggestActivityDestinations: 1,
  suggestCarLocations: 1,
  suggestAirports: 1,
  nearestAirports: 1,
  carCountries: 0,
  airlines: 0,
  cruiseShipLines: 0,
  resortSuggest: 1,
  resortDeals: 1,
  resortRegions: 0,
  resortSubregions: 1,
  hotelAvailability: 1,
  hotelPropertyDetails: 1,
  hotelPriceCheck: 1,
  hotelHold: 1,
  hotelReleaseHold: 1,
  hotelBook: 1,
  hotelCancel: 1,
  hotelBookingByClientReference: 1,
};

export const SUPPLIER_METHODS = Object.keys(SIGNAL_ARGUMENT) as SupplierMethod[];
