import { BookingConfirmation } from '../../booking/index.ts';
import { CheckoutPage } from './checkout-page.tsx';
import HotelBookedSummary from './hotel-booked-summary.tsx';
import { HotelPage } from './hotel-pages.tsx';

/* The hotel steps after the details (checkout, confirmation): a chunk of their own, so neither the results nor the details carry them. */

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
