import { ROUTES } from '@tripfront/domain/navigation/routes';
import { useLocation } from 'react-router';
import { BookingConfirmation, preloadBookingScreens } from '../../booking/index.ts';
import { useFlightsTranslation } from '../hooks/use-flights-translation.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { DetailsPage } from './details-page.tsx';
import FlightBookedSummary from './flight-booked-summary.tsx';
import { ResultsPage } from './results-page.tsx';
import './flights-styles.ts';

export type FlightStep = 'search' | 'searchDetails' | 'reservationDetails' | 'flightDetails' | 'checkout' | 'confirmation';

// The shared checkout (and its styles, which the price breakdown uses) loads while the traveller looks at flights.
preloadBookingScreens();

/** The flight booking steps of spec §2 (v1 in the flight remote, v2 served by the host). */
export default function FlightBookingScreen({ step }: { step: FlightStep }) {
  const { ready } = useFlightsTranslation();
  const { pathname } = useLocation();
  const v2 = pathname.startsWith(`${ROUTES.flights.v2}/`);
  if (!ready) return <div className="tf-container tf-page" aria-busy="true" />;
  switch (step) {
    case 'search':
      return <ResultsPage v2={v2} />;
    case 'searchDetails':
    case 'reservationDetails':
    case 'flightDetails':
      return <DetailsPage v2={v2} />;
    case 'checkout':
      return <CheckoutPage />;
    case 'confirmation':
      return <BookingConfirmation Summary={FlightBookedSummary} />;
  }
}
