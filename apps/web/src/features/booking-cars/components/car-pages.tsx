import { loadWhenIdle } from '../../../lib/idle.ts';
import type { ReactNode } from 'react';
import { preloadBookingScreens } from '../../booking/index.ts';
import { useCarsTranslation } from '../hooks/use-cars-translation.ts';
import { ResultsPage } from './results-page.tsx';
import { SearchFormFirst } from '../../search/results.ts';
import './cars-styles.ts';

/*
 * The car booking pages of spec §2 (issue #18): the results (the first screen of a
 * search) one chunk, the details another (car-details-pages.tsx), the checkout and confirmation a third (car-step-pages.tsx), loaded with their
 * route or once the browser is idle (features/booking-cars/routes.ts says which URL shows which).
 */

// The next steps and the shared checkout (and its styles, which the price breakdown uses) load, once the results have painted, while the traveller looks at cars.
loadWhenIdle(
  () => import('./car-details-pages.tsx'),
  () => import('./car-step-pages.tsx'),
);
preloadBookingScreens();

/** The page once the car texts are in. */
export function CarPage({ children }: { children: ReactNode }) {
  const { ready } = useCarsTranslation();
  return ready ? children : <div className="tf-container tf-page" aria-busy="true" />;
}

/** search and search-details alike (decision 0049). */
export function CarResults() {
  return (
    <CarPage>
      <SearchFormFirst>
        <ResultsPage />
      </SearchFormFirst>
    </CarPage>
  );
}
