import { DetailsPage } from './details-page.tsx';
import { HotelPage, useV2 } from './hotel-pages.tsx';

/*
 * The hotel details page, the step between the results and the checkout: a chunk of its own, which
 * the server renders for visitors (decision 0136) without the checkout's code (hotel-step-pages.tsx).
 */

export function HotelDetails() {
  const v2 = useV2();
  return (
    <HotelPage>
      <DetailsPage v2={v2} />
    </HotelPage>
  );
}
