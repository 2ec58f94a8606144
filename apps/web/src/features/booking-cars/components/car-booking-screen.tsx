import { BookingConfirmation, preloadBookingScreens } from '../../booking/index.ts';
import { useCarsTranslation } from '../hooks/use-cars-translation.ts';
import CarBookedSummary from './car-booked-summary.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { DetailsPage } from './details-page.tsx';
import { ResultsPage } from './results-page.tsx';
import './cars-styles.ts';

export type CarStep = 'search' | 'searchDetails' | 'resultDetails' | 'reservationDetails' | 'checkout' | 'confirmPayment';

// The shared checkout (and its styles, which the price breakdown uses) loads while the traveller looks at cars.
preloadBookingScreens();

/** The car booking steps of spec §2 (issue #18). search-details shows the results too (decision 0049). */
export default function CarBookingScreen({ step }: { step: CarStep }) {
  const { ready } = useCarsTranslation();
  if (!ready) return <div className="tf-container tf-page" aria-busy="true" />;
  switch (step) {
    case 'search':
    case 'searchDetails':
      return <ResultsPage />;
    case 'resultDetails':
      return <DetailsPage review={false} />;
    case 'reservationDetails':
      return <DetailsPage review />;
    case 'checkout':
      return <CheckoutPage />;
    case 'confirmPayment':
      return <BookingConfirmation Summary={CarBookedSummary} />;
  }
}
