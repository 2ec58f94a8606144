import i18next from 'i18next';
import { lazy } from 'react';
import type { BookedSummary } from '../booking/index.ts';
import { CRUISE_NS } from './hooks/use-cruise-translation.ts';

/**
 * The cruise's summary of a stored booking for the booking page (/mytrip/mytrips/:reference), which
 * the app registers at start-up: it loads, with the cruise texts and styles, when a cruise booking is shown.
 */
export const cruiseBookedSummary: BookedSummary = /* @__PURE__ */ lazy(() =>
  Promise.all([import('./components/cruise-booked-summary.tsx'), import('./components/cruise-styles.ts'), i18next.loadNamespaces(CRUISE_NS)]).then(([m]) => m),
);
