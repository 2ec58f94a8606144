// The adapter contract's conformance suite (docs/suppliers.md, decision 0109): one function per
// product that registers vitest tests for a subject (an adapter, a query, a harness).
export { carConformance, type CarConformanceHarness, type CarConformanceSubject } from './car.ts';
export { flightConformance, type FlightConformanceHarness, type FlightConformanceSubject } from './flight.ts';
export { HOTEL_CLIENT_REFERENCE, hotelConformance, type HotelConformanceHarness, type HotelConformanceSubject, type HotelTarget } from './hotel.ts';
export { MAX_ID_LENGTH, UNKNOWN_CLIENT_REFERENCE, UNKNOWN_ID } from './checks.ts';
export type { Awaitable, BaseHarness, ConformanceSubject } from './subject.ts';
