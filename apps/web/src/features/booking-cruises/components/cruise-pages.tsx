import { loadWhenIdle } from '../../../lib/idle.ts';
import type { ReactNode } from 'react';
import { preloadBookingScreens } from '../../booking/index.ts';
import { useCruiseTranslation } from '../hooks/use-cruise-translation.ts';
import { ResultsPage } from './results-page.tsx';
import { SearchFormFirst } from '../../search/results.ts';
import './cruise-styles.ts';

/*
 * The cruise booking pages of spec §2: the results (the first screen of a
 * search) one chunk, the details another (cruise-details-pages.tsx), the checkout and confirmation a third (cruise-step-pages.tsx), loaded with their
 * route or once the browser is idle (features/booking-cruises/routes.ts says which URL shows which).
 */

// The next steps and the shared checkout (and its styles, which the agents' price rows use) load, once the results have painted, while the traveller looks at sailings.
loadWhenIdle(
  () => import('./cruise-details-pages.tsx'),
  () => import('./cruise-step-pages.tsx'),
);
preloadBookingScreens();

/** The page once the cruise texts are in. */
export function CruisePage({ children }: { children: ReactNode }) {
  const { ready } = useCruiseTranslation();
  return ready ? children : <div className="tf-container tf-page" aria-busy="true" />;
}

export function CruiseResults() {
  return (
    <CruisePage>
      <SearchFormFirst>
        <ResultsPage />
      </SearchFormFirst>
    </CruisePage>
  );
}
