import { BOOKING_NS } from '../../booking/index.ts';
import { FLIGHTS_NS } from '../hooks/use-flights-translation.ts';
import { DetailsPage } from './details-page.tsx';
import { FlightPage, useV2 } from './flight-pages.tsx';

/*
 * The flight details page, the step between the results and the checkout: a chunk of its own, which
 * the server renders for visitors (decision 0136) without the checkout's code (flight-step-pages.tsx).
 */

/** The texts the page shows, which its route loads before the first render: its own and the booking's (prices). */
export const DETAILS_TEXTS = [FLIGHTS_NS, BOOKING_NS] as const;

/** An offer's details, re-priced: search-details, reservation-details and flight-details alike. */
export function FlightDetails() {
  const v2 = useV2();
  return (
    <FlightPage>
      <DetailsPage v2={v2} />
    </FlightPage>
  );
}
