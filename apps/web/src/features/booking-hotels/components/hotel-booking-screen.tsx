import { ROUTES } from '@tripfront/domain/navigation/routes';
import { useLocation } from 'react-router';
import { BookingConfirmation, preloadBookingScreens } from '../../booking/index.ts';
import { useHotelsTranslation } from '../hooks/use-hotels-translation.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { DetailsPage } from './details-page.tsx';
import HotelBookedSummary from './hotel-booked-summary.tsx';
import { ResultsPage } from './results-page.tsx';
import './hotels.css';

export type HotelStep = 'search' | 'details' | 'searchDetails' | 'checkout' | 'confirmPayment';

// The shared checkout (and the booking styles the rates' price breakdown uses) loads while the traveller looks at hotels.
preloadBookingScreens();

/** The hotel booking steps of spec §2 (v1 in the hotel remote, v2 served by the host). */
export default function HotelBookingScreen({ step }: { step: HotelStep }) {
  const { ready } = useHotelsTranslation();
  const { pathname } = useLocation();
  const v2 = pathname.startsWith(`${ROUTES.hotels.v2}/`);
  if (!ready) return <div className="tf-container tf-page" aria-busy="true" />;
  switch (step) {
    case 'search':
      return <ResultsPage v2={v2} />;
    case 'details':
    case 'searchDetails':
      return <DetailsPage v2={v2} />;
    case 'checkout':
      return <CheckoutPage />;
    case 'confirmPayment':
      return <BookingConfirmation Summary={HotelBookedSummary} />;
  }
}
