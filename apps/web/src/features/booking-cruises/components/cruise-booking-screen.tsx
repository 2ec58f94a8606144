import { BookingConfirmation, preloadBookingScreens } from '../../booking/index.ts';
import { useCruiseTranslation } from '../hooks/use-cruise-translation.ts';
import { CheckoutPage } from './checkout-page.tsx';
import CruiseBookedSummary from './cruise-booked-summary.tsx';
import { DetailsPage } from './details-page.tsx';
import { ResultsPage } from './results-page.tsx';
import './cruise-styles.ts';

export type CruiseStep = 'search' | 'searchDetails' | 'checkout' | 'confirmation';

// The shared checkout (and its styles, which the agents' price rows use) loads while the traveller looks at sailings.
preloadBookingScreens();

/** The cruise booking steps of spec §2: /booknow/cruise/search, search-details, checkout, confirmation/{referenceNumber}. */
export default function CruiseBookingScreen({ step }: { step: CruiseStep }) {
  const { ready } = useCruiseTranslation();
  if (!ready) return <div className="tf-container tf-page" aria-busy="true" />;
  switch (step) {
    case 'search':
      return <ResultsPage />;
    case 'searchDetails':
      return <DetailsPage />;
    case 'checkout':
      return <CheckoutPage />;
    case 'confirmation':
      return <BookingConfirmation Summary={CruiseBookedSummary} />;
  }
}
