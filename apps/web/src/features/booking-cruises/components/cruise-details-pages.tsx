import { DetailsPage } from './details-page.tsx';
import { CruisePage } from './cruise-pages.tsx';

/*
 * The cruise details page, the step between the results and the checkout: a chunk of its own, which
 * the server renders for visitors (decision 0136) without the checkout's code (cruise-step-pages.tsx).
 */

export function CruiseDetails() {
  return (
    <CruisePage>
      <DetailsPage />
    </CruisePage>
  );
}
