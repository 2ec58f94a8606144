import { BOOKING_NS } from '../../booking/index.ts';
import { SEARCH_NS } from '../../search/index.ts';
import { RESORTS_NS } from '../hooks/use-resorts-translation.ts';
import { DetailsPage } from './details-page.tsx';
import { ResortPage } from './resort-pages.tsx';

/*
 * The resort details page, the step between the results and the checkout: a chunk of its own, which
 * the server renders for visitors (decision 0136) without the checkout's code (resort-step-pages.tsx).
 */

/**
 * The texts the page shows, which its route loads before the first render: its own, the search
 * forms' (the stay's form above the details) and the booking's (prices).
 */
export const DETAILS_TEXTS = [RESORTS_NS, SEARCH_NS, BOOKING_NS] as const;

export function ResortDetails() {
  return (
    <ResortPage>
      <DetailsPage />
    </ResortPage>
  );
}
