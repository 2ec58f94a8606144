import { loadWhenIdle } from '../../../lib/idle.ts';
import type { ReactNode } from 'react';
import { preloadBookingScreens } from '../../booking/index.ts';
import { useActivitiesTranslation } from '../hooks/use-activities-translation.ts';
import { ResultsPage } from './results-page.tsx';
import { SearchFormFirst } from '../../search/results.ts';
import '../activities-styles.ts';

/*
 * The activity booking pages of spec §2: the results (the first screen of a
 * search) one chunk, the details another (activity-details-pages.tsx), the checkout and confirmation a third (activity-step-pages.tsx), loaded with their
 * route or once the browser is idle (features/booking-activities/routes.ts says which URL shows which).
 */

// The next steps and the shared checkout (and its styles, which the price breakdown uses) load, once the results have painted, while the traveller looks at activities.
loadWhenIdle(
  () => import('./activity-details-pages.tsx'),
  () => import('./activity-step-pages.tsx'),
);
preloadBookingScreens();

/** The page once the activity texts are in. */
export function ActivityPage({ children }: { children: ReactNode }) {
  const { ready } = useActivitiesTranslation();
  return ready ? children : <div className="tf-container tf-page" aria-busy="true" />;
}

export function ActivityResults() {
  return (
    <ActivityPage>
      <SearchFormFirst>
        <ResultsPage />
      </SearchFormFirst>
    </ActivityPage>
  );
}
