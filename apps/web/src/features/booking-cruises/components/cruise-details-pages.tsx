import { BOOKING_NS } from '../../booking/index.ts';
import { CRUISE_NS } from '../hooks/use-cruise-translation.ts';
import { DetailsPage } from './details-page.tsx';
import { CruisePage } from './cruise-pages.tsx';

/*
 * The cruise details page, the step between the results and the checkout: a chunk of its own, which
 * the server renders for visitors (decision 0136) without the checkout's code (cruise-step-pages.tsx).
 */

/** The texts the page shows, which its route loads before the first render: its own and the booking's (prices). */
export const DETAILS_TEXTS = [CRUISE_NS, BOOKING_NS] as const;

export function CruiseDetails() {
  return (
    <CruisePage>
      <DetailsPage />
    </CruisePage>
  );
}
