import type { ServiceKey } from '@tripfront/domain/booking/products';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useMatches, useParams } from 'react-router';
import { SearchPage } from '../../features/search/index.ts';
import { lastHandle } from '../route-handle.ts';
import { RemotePlaceholder } from './remote-placeholder.tsx';

/**
 * Each product's screens: their own chunk, loaded with the product's first step after its search
 * form (so the hotel screens do not carry flights, cars … and the home page carries none), and the
 * steps they draw. The `start` and `search` steps not listed are the search form's.
 */
interface ProductScreens {
  // Each screen takes the steps it lists; the table cannot say which, the guard does.
  Screen: LazyExoticComponent<ComponentType<{ step: never }>>;
  steps: ReadonlySet<string>;
}
const screens = (load: () => Promise<{ default: ComponentType<{ step: never }> }>, steps: readonly string[]): ProductScreens => ({
  Screen: lazy(load),
  steps: new Set(steps),
});
const PRODUCT_SCREENS: Readonly<Partial<Record<ServiceKey, ProductScreens>>> = {
  hotels: screens(
    () => import('../../features/booking-hotels/components/hotel-booking-screen.tsx'),
    ['search', 'details', 'searchDetails', 'checkout', 'confirmPayment'],
  ),
  // Issue #17.
  flights: screens(
    () => import('../../features/booking-flights/components/flight-booking-screen.tsx'),
    ['search', 'searchDetails', 'reservationDetails', 'flightDetails', 'checkout', 'confirmation'],
  ),
  // Issue #18.
  cars: screens(
    () => import('../../features/booking-cars/components/car-booking-screen.tsx'),
    ['search', 'searchDetails', 'resultDetails', 'reservationDetails', 'checkout', 'confirmPayment'],
  ),
  activities: screens(
    () => import('../../features/booking-activities/components/activity-booking-screen.tsx'),
    ['search', 'searchDetails', 'resultDetails', 'checkout', 'confirmation'],
  ),
  // Issue #19.
  cruise: screens(() => import('../../features/booking-cruises/components/cruise-booking-screen.tsx'), ['search', 'searchDetails', 'checkout', 'confirmation']),
  // Issue #19 (in the resort remote).
  resorts: screens(() => import('../../features/booking-resorts/components/resort-booking-screen.tsx'), ['search', 'details', 'checkout']),
};

/**
 * What a booking route renders: the product's screens for the steps they draw (results, details,
 * checkout, confirmation), the service's search form on its entry (`start`) and results (`search`)
 * pages otherwise, and the coming-soon placeholder for steps no product draws yet.
 */
export function BookingScreen() {
  const handle = lastHandle(useMatches());
  const { proposalId } = useParams();
  // /booknow/hotels/deal?hotelId=…&<stay>: a hotel deal's link lands on that hotel for the deal's stay.
  const booking = handle?.kind === 'booking' ? handle : null;
  const step = booking?.step === 'deal' && proposalId === undefined ? 'details' : booking?.step;
  const product = booking ? PRODUCT_SCREENS[booking.service] : undefined;
  if (product && step !== undefined && product.steps.has(step)) {
    const { Screen } = product;
    return (
      <Suspense fallback={<div className="tf-container tf-page" aria-busy="true" />}>
        <Screen step={step as never} />
      </Suspense>
    );
  }
  if (booking && (booking.step === 'start' || booking.step === 'search')) {
    return <SearchPage key={`${booking.service}-${booking.step}`} service={booking.service} step={booking.step} />;
  }
  return <RemotePlaceholder />;
}
