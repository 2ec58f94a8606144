import { BookingConfirmation } from '../../booking/index.ts';
import { CheckoutPage } from './checkout-page.tsx';
import CruiseBookedSummary from './cruise-booked-summary.tsx';
import { DetailsPage } from './details-page.tsx';
import { CruisePage } from './cruise-pages.tsx';

/* The cruise steps after the results (CruiseDetails, CruiseCheckout, CruiseConfirmation): a chunk of their own, so the results do not carry them. */

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
