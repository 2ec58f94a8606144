import { BookingConfirmation } from '../../booking/index.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { DetailsPage } from './details-page.tsx';
import FlightBookedSummary from './flight-booked-summary.tsx';
import { FlightPage, useV2 } from './flight-pages.tsx';

/* The flight steps after the results (FlightDetails, FlightCheckout, FlightConfirmation): a chunk of their own, so the results do not carry them. */

/** An offer's details, re-priced: search-details, reservation-details and flight-details alike. */
export function FlightDetails() {
  const v2 = useV2();
  return (
    <FlightPage>
      <DetailsPage v2={v2} />
    </FlightPage>
  );
}

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
