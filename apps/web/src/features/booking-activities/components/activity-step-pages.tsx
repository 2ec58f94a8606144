import { BookingConfirmation } from '../../booking/index.ts';
import ActivityBookedSummary from './activity-booked-summary.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { DetailsPage } from './details-page.tsx';
import { ActivityPage } from './activity-pages.tsx';

/* The activity steps after the results (ActivityDetails, ActivityCheckout, ActivityConfirmation): a chunk of their own, so the results do not carry them. */

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
