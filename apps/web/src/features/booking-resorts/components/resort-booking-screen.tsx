import { preloadBookingScreens } from '../../booking/index.ts';
import { useResortsTranslation } from '../hooks/use-resorts-translation.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { DetailsPage } from './details-page.tsx';
import { ResultsPage } from './results-page.tsx';
import './resorts-styles.ts';

export type ResortStep = 'search' | 'details' | 'checkout';

// The shared checkout (and its styles, which the price breakdown uses) loads while the traveller looks at resorts.
preloadBookingScreens();

/** The resort booking steps of spec §2 (/booknow/resort/search, /details, /checkout), in the resort remote. */
export default function ResortBookingScreen({ step }: { step: ResortStep }) {
  const { ready } = useResortsTranslation();
  if (!ready) return <div className="tf-container tf-page" aria-busy="true" />;
  switch (step) {
    case 'search':
      return <ResultsPage />;
    case 'details':
      return <DetailsPage />;
    case 'checkout':
      return <CheckoutPage />;
  }
}
