import { BOOKING_NS } from '../../booking/index.ts';
import { SEARCH_NS } from '../../search/index.ts';
import { HOTELS_NS } from '../hooks/use-hotels-translation.ts';
import { DetailsPage } from './details-page.tsx';
import { HotelPage, useV2 } from './hotel-pages.tsx';

/*
 * The hotel details page, the step between the results and the checkout: a chunk of its own, which
 * the server renders for visitors (decision 0136) without the checkout's code (hotel-step-pages.tsx).
 */

/**
 * The texts the page shows, which its route loads before the first render: its own, the search
 * forms' (the stay's form above the details) and the booking's (prices).
 */
export const DETAILS_TEXTS = [HOTELS_NS, SEARCH_NS, BOOKING_NS] as const;

export function HotelDetails() {
  const v2 = useV2();
  return (
    <HotelPage>
      <DetailsPage v2={v2} />
    </HotelPage>
  );
}
