import { BookingConfirmation, preloadBookingScreens } from '../../booking/index.ts';
import { useActivitiesTranslation } from '../hooks/use-activities-translation.ts';
import ActivityBookedSummary from './activity-booked-summary.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { DetailsPage } from './details-page.tsx';
import { ResultsPage } from './results-page.tsx';
import '../activities-styles.ts';

export type ActivityStep = 'search' | 'searchDetails' | 'resultDetails' | 'checkout' | 'confirmation';

// The shared checkout (and its styles, which the price breakdown uses) loads while the traveller looks at activities.
preloadBookingScreens();

/** The activity booking steps of spec §2 (decision 0051: search-details is the details page by ?productCode=). */
export default function ActivityBookingScreen({ step }: { step: ActivityStep }) {
  const { ready } = useActivitiesTranslation();
  if (!ready) return <div className="tf-container tf-page" aria-busy="true" />;
  switch (step) {
    case 'search':
      return <ResultsPage />;
    case 'searchDetails':
    case 'resultDetails':
      return <DetailsPage />;
    case 'checkout':
      return <CheckoutPage />;
    case 'confirmation':
      return <BookingConfirmation Summary={ActivityBookedSummary} />;
  }
}
