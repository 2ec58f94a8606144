import { DetailsPage } from './details-page.tsx';
import { FlightPage, useV2 } from './flight-pages.tsx';

/*
 * The flight details page, the step between the results and the checkout: a chunk of its own, which
 * the server renders for visitors (decision 0136) without the checkout's code (flight-step-pages.tsx).
 */

/** An offer's details, re-priced: search-details, reservation-details and flight-details alike. */
export function FlightDetails() {
  const v2 = useV2();
  return (
    <FlightPage>
      <DetailsPage v2={v2} />
    </FlightPage>
  );
}
