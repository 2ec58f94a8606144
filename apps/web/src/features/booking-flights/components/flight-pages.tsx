import { ROUTES } from '@tripfront/domain/navigation/routes';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BookingConfirmation, preloadBookingScreens } from '../../booking/index.ts';
import { useFlightsTranslation } from '../hooks/use-flights-translation.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { DetailsPage } from './details-page.tsx';
import FlightBookedSummary from './flight-booked-summary.tsx';
import { ResultsPage } from './results-page.tsx';
import './flights-styles.ts';

/*
 * The flight booking pages of spec §2, one chunk loaded with the first of them (features/booking-flights/routes.ts
 * says which URL shows which). v1 and v2 share the pages; a v2 URL (served by the host) keeps the
 * traveller on v2 links.
 */

// The shared checkout (and its styles, which the price breakdown uses) loads while the traveller looks at flights.
preloadBookingScreens();

/** The page once the flight texts are in. */
function FlightPage({ children }: { children: ReactNode }) {
  const { ready } = useFlightsTranslation();
  return ready ? children : <div className="tf-container tf-page" aria-busy="true" />;
}

const useV2 = () => useLocation().pathname.startsWith(`${ROUTES.flights.v2}/`);

export function FlightResults() {
  const v2 = useV2();
  return (
    <FlightPage>
      <ResultsPage v2={v2} />
    </FlightPage>
  );
}

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
