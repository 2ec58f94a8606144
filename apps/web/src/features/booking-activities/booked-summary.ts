import i18next from 'i18next';
import { lazy } from 'react';
import type { BookedSummary } from '../booking/index.ts';
import { ACTIVITIES_NS } from './hooks/use-activities-translation.ts';

/**
 * The activity’s summary of a stored booking for the booking page (/mytrip/mytrips/:reference), which
 * the app registers at start-up: it loads, with the activity texts and styles, when an activity booking is shown.
 */
export const activityBookedSummary: BookedSummary = /* @__PURE__ */ lazy(() =>
  Promise.all([import('./components/activity-booked-summary.tsx'), import('./activities-styles.ts'), i18next.loadNamespaces(ACTIVITIES_NS)]).then(([m]) => m),
);
