import { BOOKING_NS } from '../../booking/index.ts';
import { CARS_NS } from '../hooks/use-cars-translation.ts';
import { DetailsPage } from './details-page.tsx';
import { CarPage } from './car-pages.tsx';

/*
 * The car details page, the step between the results and the checkout: a chunk of its own, which
 * the server renders for visitors (decision 0136) without the checkout's code (car-step-pages.tsx).
 */

/** The texts the page shows, which its route loads before the first render: its own and the booking's (prices). */
export const DETAILS_TEXTS = [CARS_NS, BOOKING_NS] as const;

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
