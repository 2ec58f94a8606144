import { ROUTES } from '@tripfront/domain/navigation/routes';
import { useLocation } from 'react-router';
import { useHotelsTranslation } from '../hooks/use-hotels-translation.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';
import { DetailsPage } from './details-page.tsx';
import { ResultsPage } from './results-page.tsx';
import './hotels.css';

export type HotelStep = 'search' | 'details' | 'searchDetails' | 'checkout' | 'confirmPayment';

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
      return <ConfirmationPage />;
  }
}
