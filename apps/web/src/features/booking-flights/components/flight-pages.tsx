import { loadWhenIdle } from '../../../lib/idle.ts';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { preloadBookingScreens } from '../../booking/index.ts';
import { useFlightsTranslation } from '../hooks/use-flights-translation.ts';
import { ResultsPage } from './results-page.tsx';
import { SearchFormFirst } from '../../search/results.ts';
import './flights-styles.ts';

/*
 * The flight booking pages of spec §2: the results (the first screen of a search) one chunk, the
 * details another (flight-details-pages.tsx), checkout and confirmation a third (flight-step-pages.tsx), loaded with their route or once the browser is
 * idle (features/booking-flights/routes.ts says which URL shows which). v1 and v2 share the pages; a v2 URL (served by the host) keeps the
 * traveller on v2 links.
 */

// The next steps and the shared checkout (and its styles, which the price breakdown uses) load, once the results have painted, while the traveller looks at flights.
loadWhenIdle(
  () => import('./flight-details-pages.tsx'),
  () => import('./flight-step-pages.tsx'),
);
preloadBookingScreens();

/** The page once the flight texts are in. */
export function FlightPage({ children }: { children: ReactNode }) {
  const { ready } = useFlightsTranslation();
  return ready ? children : <div className="tf-container tf-page" aria-busy="true" />;
}

export const useV2 = () => useLocation().pathname.startsWith(`${ROUTES.flights.v2}/`);

export function FlightResults() {
  const v2 = useV2();
  return (
    <FlightPage>
      <SearchFormFirst>
        <ResultsPage v2={v2} />
      </SearchFormFirst>
    </FlightPage>
  );
}
