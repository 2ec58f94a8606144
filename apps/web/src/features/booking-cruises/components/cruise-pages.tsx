import type { ReactNode } from 'react';
import { BookingConfirmation, preloadBookingScreens } from '../../booking/index.ts';
import { useCruiseTranslation } from '../hooks/use-cruise-translation.ts';
import { CheckoutPage } from './checkout-page.tsx';
import CruiseBookedSummary from './cruise-booked-summary.tsx';
import { DetailsPage } from './details-page.tsx';
import { ResultsPage } from './results-page.tsx';
import './cruise-styles.ts';

/*
 * The cruise booking pages of spec §2, one chunk loaded with the first of them
 * (features/booking-cruises/routes.ts says which URL shows which).
 */

// The shared checkout (and its styles, which the agents' price rows use) loads while the traveller looks at sailings.
preloadBookingScreens();

/** The page once the cruise texts are in. */
function CruisePage({ children }: { children: ReactNode }) {
  const { ready } = useCruiseTranslation();
  return ready ? children : <div className="tf-container tf-page" aria-busy="true" />;
}

export function CruiseResults() {
  return (
    <CruisePage>
      <ResultsPage />
    </CruisePage>
  );
}

export function CruiseDetails() {
  return (
    <CruisePage>
      <DetailsPage />
    </CruisePage>
  );
}

export function CruiseCheckout() {
  return (
    <CruisePage>
      <CheckoutPage />
    </CruisePage>
  );
}

export function CruiseConfirmation() {
  return (
    <CruisePage>
      <BookingConfirmation Summary={CruiseBookedSummary} />
    </CruisePage>
  );
}
