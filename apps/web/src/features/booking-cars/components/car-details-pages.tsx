import { DetailsPage } from './details-page.tsx';
import { CarPage } from './car-pages.tsx';

/*
 * The car details page, the step between the results and the checkout: a chunk of its own, which
 * the server renders for visitors (decision 0136) without the checkout's code (car-step-pages.tsx).
 */

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
