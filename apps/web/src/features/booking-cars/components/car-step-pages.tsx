import { BookingConfirmation } from '../../booking/index.ts';
import CarBookedSummary from './car-booked-summary.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { CarPage } from './car-pages.tsx';

/* The car steps after the details (checkout, confirmation): a chunk of their own, so neither the results nor the details carry them. */

export function CarCheckout() {
  return (
    <CarPage>
      <CheckoutPage />
    </CarPage>
  );
}

export function CarConfirmation() {
  return (
    <CarPage>
      <BookingConfirmation Summary={CarBookedSummary} />
    </CarPage>
  );
}
