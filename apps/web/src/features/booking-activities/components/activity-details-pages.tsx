import { DetailsPage } from './details-page.tsx';
import { ActivityPage } from './activity-pages.tsx';

/*
 * The activity details page, the step between the results and the checkout: a chunk of its own, which
 * the server renders for visitors (decision 0136) without the checkout's code (activity-step-pages.tsx).
 */

/** A tour's details: search-details by ?productCode= and result-details/:productCode alike (decision 0051). */
export function ActivityDetails() {
  return (
    <ActivityPage>
      <DetailsPage />
    </ActivityPage>
  );
}
