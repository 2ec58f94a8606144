import i18next from 'i18next';
import { lazy } from 'react';
import type { BookedSummary } from '../booking/index.ts';
import { RESORTS_NS } from './hooks/use-resorts-translation.ts';

/**
 * The resort's summary of a stored booking for the booking page (/mytrip/mytrips/:reference), which
 * the app registers at start-up: it loads, with the resort texts and styles, when a resort booking is shown.
 */
export const resortBookedSummary: BookedSummary = /* @__PURE__ */ lazy(() =>
  Promise.all([import('./components/resort-booked-summary.tsx'), import('./components/resorts-styles.ts'), i18next.loadNamespaces(RESORTS_NS)]).then(
    ([m]) => m,
  ),
);
