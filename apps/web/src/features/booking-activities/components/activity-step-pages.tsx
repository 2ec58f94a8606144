import { BookingConfirmation } from '../../booking/index.ts';
import ActivityBookedSummary from './activity-booked-summary.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { ActivityPage } from './activity-pages.tsx';

/* The activity steps after the details (checkout, confirmation): a chunk of their own, so neither the results nor the details carry them. */

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
