import { BookingConfirmation } from '../../booking/index.ts';
import CarBookedSummary from './car-booked-summary.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { DetailsPage } from './details-page.tsx';
import { CarPage } from './car-pages.tsx';

/* The car steps after the results (CarDetails, CarReservation, CarCheckout, CarConfirmation): a chunk of their own, so the results do not carry them. */

export function CarDetails() {
  return (
    <CarPage>
      <DetailsPage review={false} />
    </CarPage>
  );
}

/** The reservation review: the car's details with the extras chosen. */
export function CarReservation() {
  return (
    <CarPage>
      <DetailsPage review />
    </CarPage>
  );
}

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
