import { ROUTES } from '@tripfront/domain/navigation/routes';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { loadWhenIdle } from '../../../lib/idle.ts';
import { preloadBookingScreens } from '../../booking/index.ts';
import { useHotelsTranslation } from '../hooks/use-hotels-translation.ts';
import { ResultsPage } from './results-page.tsx';
import { SearchFormFirst } from '../../search/results.ts';
import './hotels.css';

/*
 * The hotel results of spec §2, the first screen of a search: this chunk carries what it needs and
 * the page wrapper the later steps share; the details are a chunk of their own
 * (hotel-details-pages.tsx), checkout and confirmation another (hotel-step-pages.tsx), each loaded with
 * its route or once the browser is idle
 * (features/booking-hotels/routes.ts says which URL shows which). v1 and v2 share the pages; a v2
 * URL (served by the host) keeps the traveller on v2 links.
 */

// The next steps and the shared checkout load while the traveller looks at hotels, once the results have painted.
loadWhenIdle(
  () => import('./hotel-details-pages.tsx'),
  () => import('./hotel-step-pages.tsx'),
);
preloadBookingScreens();

/** The page once the hotel texts are in. */
export function HotelPage({ children }: { children: ReactNode }) {
  const { ready } = useHotelsTranslation();
  return ready ? children : <div className="tf-container tf-page" aria-busy="true" />;
}

export const useV2 = () => useLocation().pathname.startsWith(`${ROUTES.hotels.v2}/`);

export function HotelResults() {
  const v2 = useV2();
  return (
    <HotelPage>
      <SearchFormFirst>
        <ResultsPage v2={v2} />
      </SearchFormFirst>
    </HotelPage>
  );
}
