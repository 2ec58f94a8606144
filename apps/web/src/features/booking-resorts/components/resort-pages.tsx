import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BookingConfirmation, preloadBookingScreens } from '../../booking/index.ts';
import { resortConfirmationReference } from '../resort-urls.ts';
import { useResortsTranslation } from '../hooks/use-resorts-translation.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { DetailsPage } from './details-page.tsx';
import ResortBookedSummary from './resort-booked-summary.tsx';
import { ResultsPage } from './results-page.tsx';
import './resorts-styles.ts';

/*
 * The resort booking pages of spec §2, one chunk loaded with the first of them
 * (features/booking-resorts/routes.ts says which URL shows which).
 */

// The shared checkout (and its styles, which the price breakdown uses) loads while the traveller looks at resorts.
preloadBookingScreens();

/** The page once the resort texts are in. */
function ResortPage({ children }: { children: ReactNode }) {
  const { ready } = useResortsTranslation();
  return ready ? children : <div className="tf-container tf-page" aria-busy="true" />;
}

export function ResortResults() {
  return (
    <ResortPage>
      <ResultsPage />
    </ResortPage>
  );
}

export function ResortDetails() {
  return (
    <ResortPage>
      <DetailsPage />
    </ResortPage>
  );
}

/** The checkout, or once paid (?reference=…) the booking's confirmation, as the other products show it. */
export function ResortCheckout() {
  const { search } = useLocation();
  return <ResortPage>{resortConfirmationReference(search) ? <BookingConfirmation Summary={ResortBookedSummary} /> : <CheckoutPage />}</ResortPage>;
}
