import type { ReactNode } from 'react';
import { BookingConfirmation, preloadBookingScreens } from '../../booking/index.ts';
import { useActivitiesTranslation } from '../hooks/use-activities-translation.ts';
import ActivityBookedSummary from './activity-booked-summary.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { DetailsPage } from './details-page.tsx';
import { ResultsPage } from './results-page.tsx';
import '../activities-styles.ts';

/*
 * The activity booking pages of spec §2, one chunk loaded with the first of them
 * (features/booking-activities/routes.ts says which URL shows which).
 */

// The shared checkout (and its styles, which the price breakdown uses) loads while the traveller looks at activities.
preloadBookingScreens();

/** The page once the activity texts are in. */
function ActivityPage({ children }: { children: ReactNode }) {
  const { ready } = useActivitiesTranslation();
  return ready ? children : <div className="tf-container tf-page" aria-busy="true" />;
}

export function ActivityResults() {
  return (
    <ActivityPage>
      <ResultsPage />
    </ActivityPage>
  );
}

/** A tour's details: search-details by ?productCode= and result-details/:productCode alike (decision 0051). */
export function ActivityDetails() {
  return (
    <ActivityPage>
      <DetailsPage />
    </ActivityPage>
  );
}

export function ActivityCheckout() {
  return (
    <ActivityPage>
      <CheckoutPage />
    </ActivityPage>
  );
}

export function ActivityConfirmation() {
  return (
    <ActivityPage>
      <BookingConfirmation Summary={ActivityBookedSummary} />
    </ActivityPage>
  );
}
