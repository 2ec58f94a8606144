export * from './result.ts';
export * from './supplier.ts';
export * from './hotel-booking.ts';
export { createSandboxSupplier, DEFAULT_HOLD_MINUTES } from './sandbox/sandbox-supplier.ts';
export { createMemoryInventoryStore, peakRoomsTaken, takesRooms } from './sandbox/inventory-store.ts';
export type { BookOutcome, HoldRecord, NewHold, SandboxInventoryStore } from './sandbox/inventory-store.ts';
export type { HoldStatus } from './sandbox/memory-holds.ts';
export { PRICE_CHANGE_FACTOR, decodeRateId, encodeRateId } from './sandbox/hotel-availability.ts';
export { HOLD_EXPIRED_MESSAGE, SOLD_OUT_MESSAGE, supplierReferenceFor } from './sandbox/hotel-reservations.ts';
export { ROOM_TYPES, FREE_CANCELLATION_DAYS } from './sandbox/hotel-content.ts';
export type { SandboxSupplierOptions } from './sandbox/sandbox-supplier.ts';
export { DEMO_HOLDS } from './sandbox/resort-holds.ts';
export * from './resort-booking.ts';
export {
  createSandboxResortSupplier,
  decodeResortOfferId,
  encodeResortOfferId,
  referenceNumberOf,
  resortSupplierReferenceFor,
  RESORT_HOLD_EXPIRED_MESSAGE,
  RESORT_HOLD_NOT_FOUND_MESSAGE,
  RESORT_NOT_FOUND_MESSAGE,
  RESORT_NOT_HELD_MESSAGE,
  RESORT_SOLD_OUT_MESSAGE,
} from './sandbox/resort-supplier.ts';
export type { SandboxResortOptions } from './sandbox/resort-supplier.ts';
export { RESORT_FREE_CANCELLATION_DAYS, roomBucket, roomCapacity } from './sandbox/resort-content.ts';
export { withTimeout } from './wrappers/with-timeout.ts';
export { DEFAULT_FAULT, withFaults } from './wrappers/with-faults.ts';
export type { FaultOptions } from './wrappers/with-faults.ts';
export { wrapSupplier } from './wrappers/wrap-supplier.ts';
export type { Around, Proceed } from './wrappers/wrap-supplier.ts';
export {
  DEFAULT_SUGGESTION_LIMIT,
  preloadSuggestionIndexes,
  suggestAirports,
  suggestCarLocations,
  suggestCities,
  suggestCountries,
  suggestResortAreas,
} from './search/suggest.ts';
export { normalizeText } from './search/normalize.ts';
export { haversineKm } from './world/geo.ts';
export { AIRLINES } from './world/airlines.ts';
export { CRUISE_SHIP_LINES } from './world/cruise-lines.ts';
export { RESORT_REGIONS, RESORT_SUBREGIONS } from './world/resort-regions.ts';
export * from './flight-booking.ts';
export {
  createSandboxFlightSupplier,
  FLIGHT_HOLD_EXPIRED_MESSAGE,
  FLIGHT_OFFER_EXPIRED_MESSAGE,
  FLIGHT_SOLD_OUT_MESSAGE,
  flightSupplierReferenceFor,
  recordLocatorFor,
} from './sandbox/flight-supplier.ts';
export type { SandboxFlightOptions } from './sandbox/flight-supplier.ts';
export { createMemoryFlightSeatStore, flightSeatStore } from './sandbox/flight-seat-store.ts';
export { createMemoryUnitStore, countUnits, datesFromTo, takesUnits, UNIT_PRODUCTS } from './sandbox/unit-store.ts';
export type { NewUnitHold, SandboxUnitStore, UnitBookOutcome, UnitHoldRecord, UnitProduct } from './sandbox/unit-store.ts';
export type { FlightBookOutcome, FlightHoldRecord, NewFlightHold, SandboxFlightSeatStore } from './sandbox/flight-seat-store.ts';
// For API tests: an offer whose price changes on re-check, and a day whose Economy Light fares have one seat left.
export { FLIGHT_PRICE_CHANGE_FACTOR, OFFER_MINUTES, flightOfferChangesPriceOnCheck } from './sandbox/flight-offers.ts';
export { LAST_SEAT_DAY_OF_MONTH, bucketCapacity, lastSeatDateFrom } from './sandbox/flight-fares.ts';
export { createDuffelFlightSupplier, FARE_CALENDAR_UNSUPPORTED } from './duffel/duffel-supplier.ts';
export { DUFFEL_API_URL } from './duffel/caller.ts';
export type { DuffelFlightOptions } from './duffel/duffel-supplier.ts';
export { createLiteApiHotelSupplier, LITEAPI_HOLD_MINUTES } from './liteapi/liteapi-supplier.ts';
export type { LiteApiHotelOptions } from './liteapi/liteapi-supplier.ts';
export { LITEAPI_API_URL, LITEAPI_BOOK_URL } from './liteapi/client.ts';
export { createDuffelCarSupplier } from './duffel-cars/duffel-car-supplier.ts';
export type { DuffelCarOptions } from './duffel-cars/duffel-car-supplier.ts';
export * from './activity-booking.ts';
export {
  ACTIVITY_HOLD_EXPIRED_MESSAGE,
  ACTIVITY_NOT_FOUND_MESSAGE,
  ACTIVITY_SLOT_GONE_MESSAGE,
  ACTIVITY_SOLD_OUT_MESSAGE,
  LAST_SALE_HOURS,
  activitySupplierReferenceFor,
  createSandboxActivitySupplier,
  decodeActivityOfferId,
  encodeActivityOfferId,
} from './sandbox/activity-supplier.ts';
export type { SandboxActivityOptions } from './sandbox/activity-supplier.ts';
// For tests: a day whose first slot of every tour has one place, and a day whose first slot is full.
export { FULL_SLOT_DAY_OF_MONTH, LAST_PLACE_DAY_OF_MONTH, fullSlotDateFrom, lastPlaceDateFrom } from './sandbox/activity-slots.ts';
export * from './car-booking.ts';
export {
  CAR_HOLD_EXPIRED_MESSAGE,
  CAR_INVALID_OFFER_MESSAGE,
  CAR_OFFER_GONE_MESSAGE,
  CAR_SOLD_OUT_MESSAGE,
  carConfirmationFor,
  carRefundShare,
  carSupplierReferenceFor,
  createSandboxCarSupplier,
} from './sandbox/car-supplier.ts';
export type { SandboxCarOptions } from './sandbox/car-supplier.ts';
// For tests: the class whose fleet is one car at every counter, and how the ids name a car.
export { EXTRAS as CAR_EXTRAS, FREE_CANCELLATION_HOURS, LAST_CAR_CLASS, decodeCarId, encodeCarId, fleetSize } from './sandbox/cars.ts';
export * from './cruise-booking.ts';
export {
  CRUISE_GONE_MESSAGE,
  CRUISE_HOLD_EXPIRED_MESSAGE,
  CRUISE_NOT_FOUND_MESSAGE,
  CRUISE_SOLD_OUT_MESSAGE,
  LAST_SALE_DAYS,
  createSandboxCruiseSupplier,
  cruiseSupplierReferenceFor,
  decodeCruiseOfferId,
  encodeCruiseOfferId,
  sailingById,
} from './sandbox/cruise-supplier.ts';
export type { SandboxCruiseOptions } from './sandbox/cruise-supplier.ts';
// For tests: every sailing whose id ends in '-1' has exactly one suite.
export { LAST_CABIN_CATEGORY, cabinCapacity, isLastCabinSailing } from './sandbox/cruise-content.ts';
export { checkSupplierAccount } from './account-check.ts';
export type { AccountCheck, AccountCheckInput, AccountSupplier } from './account-check.ts';
export { createDuffelStaysHotelSupplier, DEFAULT_QUOTE_MINUTES } from './duffel-stays/duffel-stays-supplier.ts';
export type { DuffelStaysOptions } from './duffel-stays/duffel-stays-supplier.ts';
export { createHotelRouter } from './accounts/hotel-router.ts';
export type { HotelCalls, HotelRouterOptions } from './accounts/hotel-router.ts';
export { createCarRouter, createFlightRouter } from './accounts/single-routers.ts';
export type { SingleRouterOptions } from './accounts/single-routers.ts';
export { ACCOUNT_UNAVAILABLE, NOT_THIS_AGENCYS } from './accounts/routing.ts';
export type { RoutedAccount } from './accounts/routing.ts';
export { mergeListings, sameProperty, SAME_PROPERTY_WITHIN_KM } from './accounts/merge.ts';
