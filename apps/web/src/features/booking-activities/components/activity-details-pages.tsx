import { BOOKING_NS } from '../../booking/index.ts';
import { ACTIVITIES_NS } from '../hooks/use-activities-translation.ts';
import { DetailsPage } from './details-page.tsx';
import { ActivityPage } from './activity-pages.tsx';

/*
 * The activity details page, the step between the results and the checkout: a chunk of its own, which
 * the server renders for visitors (decision 0136) without the checkout's code (activity-step-pages.tsx).
 */

/** The texts the page shows, which its route loads before the first render: its own and the booking's (prices). */
export const DETAILS_TEXTS = [ACTIVITIES_NS, BOOKING_NS] as const;

/** A tour's details: search-details by ?productCode= and result-details/:productCode alike (decision 0051). */
export function ActivityDetails() {
  return (
    <ActivityPage>
      <DetailsPage />
    </ActivityPage>
  );
}
