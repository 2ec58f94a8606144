import { BookingConfirmation } from '../../booking/index.ts';
import { CheckoutPage } from './checkout-page.tsx';
import CruiseBookedSummary from './cruise-booked-summary.tsx';
import { CruisePage } from './cruise-pages.tsx';

/* The cruise steps after the details (checkout, confirmation): a chunk of their own, so neither the results nor the details carry them. */

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
