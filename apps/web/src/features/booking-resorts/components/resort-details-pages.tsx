import { DetailsPage } from './details-page.tsx';
import { ResortPage } from './resort-pages.tsx';

/*
 * The resort details page, the step between the results and the checkout: a chunk of its own, which
 * the server renders for visitors (decision 0136) without the checkout's code (resort-step-pages.tsx).
 */

export function ResortDetails() {
  return (
    <ResortPage>
      <DetailsPage />
    </ResortPage>
  );
}
