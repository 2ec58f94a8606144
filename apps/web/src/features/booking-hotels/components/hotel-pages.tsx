import { ROUTES } from '@tripfront/domain/navigation/routes';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BookingConfirmation, preloadBookingScreens } from '../../booking/index.ts';
import { useHotelsTranslation } from '../hooks/use-hotels-translation.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { DetailsPage } from './details-page.tsx';
import HotelBookedSummary from './hotel-booked-summary.tsx';
import { ResultsPage } from './results-page.tsx';
import './hotels.css';

/*
 * The hotel booking pages of spec §2, one chunk loaded with the first of them (features/booking-hotels/routes.ts
 * says which URL shows which). v1 and v2 share the pages; a v2 URL (served by the host) keeps the
 * traveller on v2 links.
 */

// The shared checkout (and the booking styles the rates' price breakdown uses) loads while the traveller looks at hotels.
preloadBookingScreens();

/** The page once the hotel texts are in. */
function HotelPage({ children }: { children: ReactNode }) {
  const { ready } = useHotelsTranslation();
  return ready ? children : <div className="tf-container tf-page" aria-busy="true" />;
}

const useV2 = () => useLocation().pathname.startsWith(`${ROUTES.hotels.v2}/`);

export function HotelResults() {
  const v2 = useV2();
  return (
    <HotelPage>
      <ResultsPage v2={v2} />
    </HotelPage>
  );
}

export function HotelDetails() {
  const v2 = useV2();
  return (
    <HotelPage>
      <DetailsPage v2={v2} />
    </HotelPage>
  );
}

export function HotelCheckout() {
  return (
    <HotelPage>
      <CheckoutPage />
    </HotelPage>
  );
}

export function HotelConfirmation() {
  return (
    <HotelPage>
      <BookingConfirmation Summary={HotelBookedSummary} />
    </HotelPage>
  );
}
