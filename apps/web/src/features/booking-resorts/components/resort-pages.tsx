import { loadWhenIdle } from '../../../lib/idle.ts';
import type { ReactNode } from 'react';
import { preloadBookingScreens } from '../../booking/index.ts';
import { useResortsTranslation } from '../hooks/use-resorts-translation.ts';
import { ResultsPage } from './results-page.tsx';
import { SearchFormFirst } from '../../search/results.ts';
import './resorts-styles.ts';

/*
 * The resort booking pages of spec §2: the results (the first screen of a
 * search) one chunk, the details another (resort-details-pages.tsx), the checkout and confirmation a third (resort-step-pages.tsx), loaded with their
 * route or once the browser is idle (features/booking-resorts/routes.ts says which URL shows which).
 */

// The next steps and the shared checkout (and its styles, which the price breakdown uses) load, once the results have painted, while the traveller looks at resorts.
loadWhenIdle(
  () => import('./resort-details-pages.tsx'),
  () => import('./resort-step-pages.tsx'),
);
preloadBookingScreens();

/** The page once the resort texts are in. */
export function ResortPage({ children }: { children: ReactNode }) {
  const { ready } = useResortsTranslation();
  return ready ? children : <div className="tf-container tf-page" aria-busy="true" />;
}

export function ResortResults() {
  return (
    <ResortPage>
      <SearchFormFirst>
        <ResultsPage />
      </SearchFormFirst>
    </ResortPage>
  );
}
