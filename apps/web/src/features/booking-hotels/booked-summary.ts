import i18next from 'i18next';
import { lazy } from 'react';
import type { BookedSummary } from '../booking/index.ts';
import { HOTELS_NS } from './hooks/use-hotels-translation.ts';

/**
 * The hotel's summary of a stored booking for the booking page (/mytrip/mytrips/:reference), which
 * the app registers at start-up: it loads, with the hotel texts, when a hotel booking is shown.
 */
export const hotelBookedSummary: BookedSummary = /* @__PURE__ */ lazy(() =>
  Promise.all([import('./components/hotel-booked-summary.tsx'), i18next.loadNamespaces(HOTELS_NS)]).then(([m]) => m),
);
