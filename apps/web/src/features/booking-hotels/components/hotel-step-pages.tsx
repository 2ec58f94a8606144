import { BookingConfirmation } from '../../booking/index.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { DetailsPage } from './details-page.tsx';
import HotelBookedSummary from './hotel-booked-summary.tsx';
import { HotelPage, useV2 } from './hotel-pages.tsx';

/* The hotel steps after the results (details, checkout, confirmation): a chunk of their own, so the results do not carry them. */

export function HotelDetails() {
  const v2 = useV2();
  return (
    <HotelPage>
      <DetailsPage v2={v2} />
    </HotelPage>
  );
}

export function HotelCheckout() {
  return (
    <HotelPage>
      <CheckoutPage />
    </HotelPage>
  );
}

export function HotelConfirmation() {
  return (
    <HotelPage>
      <BookingConfirmation Summary={HotelBookedSummary} />
    </HotelPage>
  );
}
