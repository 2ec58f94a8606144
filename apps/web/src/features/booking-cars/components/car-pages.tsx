import type { ReactNode } from 'react';
import { BookingConfirmation, preloadBookingScreens } from '../../booking/index.ts';
import { useCarsTranslation } from '../hooks/use-cars-translation.ts';
import CarBookedSummary from './car-booked-summary.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { DetailsPage } from './details-page.tsx';
import { ResultsPage } from './results-page.tsx';
import './cars-styles.ts';

/*
 * The car booking pages of spec §2 (issue #18), one chunk loaded with the first of them
 * (features/booking-cars/routes.ts says which URL shows which).
 */

// The shared checkout (and its styles, which the price breakdown uses) loads while the traveller looks at cars.
preloadBookingScreens();

/** The page once the car texts are in. */
function CarPage({ children }: { children: ReactNode }) {
  const { ready } = useCarsTranslation();
  return ready ? children : <div className="tf-container tf-page" aria-busy="true" />;
}

/** search and search-details alike (decision 0049). */
export function CarResults() {
  return (
    <CarPage>
      <ResultsPage />
    </CarPage>
  );
}

export function CarDetails() {
  return (
    <CarPage>
      <DetailsPage review={false} />
    </CarPage>
  );
}

/** The reservation review: the car's details with the extras chosen. */
export function CarReservation() {
  return (
    <CarPage>
      <DetailsPage review />
    </CarPage>
  );
}

export function CarCheckout() {
  return (
    <CarPage>
      <CheckoutPage />
    </CarPage>
  );
}

export function CarConfirmation() {
  return (
    <CarPage>
      <BookingConfirmation Summary={CarBookedSummary} />
    </CarPage>
  );
}
