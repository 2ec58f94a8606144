import { lazy, Suspense } from 'react';
import { useMatches, useParams } from 'react-router';
import { SearchPage } from '../../features/search/index.ts';
import { lastHandle } from '../route-handle.ts';
import { RemotePlaceholder } from './remote-placeholder.tsx';

// Loaded with the first hotel step, so flight, car and other screens do not carry it.
const HotelBookingScreen = lazy(() => import('../../features/booking-hotels/components/hotel-booking-screen.tsx'));
const HOTEL_STEPS = new Set(['search', 'details', 'searchDetails', 'checkout', 'confirmPayment'] as const);
const isHotelStep = (step: string): step is 'search' | 'details' | 'searchDetails' | 'checkout' | 'confirmPayment' => (HOTEL_STEPS as Set<string>).has(step);
// Likewise the flight screens (issue #17): their own chunk, loaded with the first flight step after the form.
const FlightBookingScreen = lazy(() => import('../../features/booking-flights/components/flight-booking-screen.tsx'));
const FLIGHT_STEPS = new Set(['search', 'searchDetails', 'reservationDetails', 'flightDetails', 'checkout', 'confirmation'] as const);
type FlightStep = typeof FLIGHT_STEPS extends Set<infer S> ? S : never;
const isFlightStep = (step: string): step is FlightStep => (FLIGHT_STEPS as Set<string>).has(step);
// The cruise screens (issue #19): results, sailing details, checkout and confirmation in their own chunk.
const CruiseBookingScreen = lazy(() => import('../../features/booking-cruises/components/cruise-booking-screen.tsx'));
const CRUISE_STEPS = new Set(['search', 'searchDetails', 'checkout', 'confirmation'] as const);
type CruiseStep = typeof CRUISE_STEPS extends Set<infer S> ? S : never;
const isCruiseStep = (step: string): step is CruiseStep => (CRUISE_STEPS as Set<string>).has(step);

/**
 * What a booking route renders: the service's search form on its entry (`start`) and results
 * (`search`) pages (hotels: results, details, checkout and confirmation of features/booking-hotels;
 * flights: results, details, checkout and confirmation of features/booking-flights);
 * the coming-soon placeholder for the steps other issues build.
 */
export function BookingScreen() {
  const handle = lastHandle(useMatches());
  const { proposalId } = useParams();
  // /booknow/hotels/deal?hotelId=…&<stay>: a hotel deal's link lands on that hotel for the deal's stay.
  const booking = handle?.kind === 'booking' ? handle : null;
  const step = booking?.step === 'deal' && proposalId === undefined ? 'details' : booking?.step;
  if (booking?.service === 'hotels' && step !== undefined && isHotelStep(step)) {
    return (
      <Suspense fallback={<div className="tf-container tf-page" aria-busy="true" />}>
        <HotelBookingScreen step={step} />
      </Suspense>
    );
  }
  if (booking?.service === 'flights' && step !== undefined && isFlightStep(step)) {
    return (
      <Suspense fallback={<div className="tf-container tf-page" aria-busy="true" />}>
        <FlightBookingScreen step={step} />
      </Suspense>
    );
  }
  if (booking?.service === 'cruise' && step !== undefined && isCruiseStep(step)) {
    return (
      <Suspense fallback={<div className="tf-container tf-page" aria-busy="true" />}>
        <CruiseBookingScreen step={step} />
      </Suspense>
    );
  }
  if (booking && (booking.step === 'start' || booking.step === 'search')) {
    return <SearchPage key={`${booking.service}-${booking.step}`} service={booking.service} step={booking.step} />;
  }
  return <RemotePlaceholder />;
}
