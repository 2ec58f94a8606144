import i18next from 'i18next';
import { lazy } from 'react';
import type { BookedSummary } from '../booking/index.ts';
import { FLIGHTS_NS } from './hooks/use-flights-translation.ts';

/**
 * The flight's summary of a stored booking for the booking page (/mytrip/mytrips/:reference), which
 * the app registers at start-up: it loads, with the flight texts and styles, when a flight booking is shown.
 */
export const flightBookedSummary: BookedSummary = /* @__PURE__ */ lazy(() =>
  Promise.all([import('./components/flight-booked-summary.tsx'), import('./components/flights-styles.ts'), i18next.loadNamespaces(FLIGHTS_NS)]).then(
    ([m]) => m,
  ),
);
