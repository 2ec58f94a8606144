import { BookingConfirmation } from '../../booking/index.ts';
import { CheckoutPage } from './checkout-page.tsx';
import FlightBookedSummary from './flight-booked-summary.tsx';
import { FlightPage } from './flight-pages.tsx';

/* The flight steps after the details (checkout, confirmation): a chunk of their own, so neither the results nor the details carry them. */

export function FlightCheckout() {
  return (
    <FlightPage>
      <CheckoutPage />
    </FlightPage>
  );
}

export function FlightConfirmation() {
  return (
    <FlightPage>
      <BookingConfirmation Summary={FlightBookedSummary} />
    </FlightPage>
  );
}
