import i18next from 'i18next';
import { lazy } from 'react';
import type { BookedSummary } from '../booking/index.ts';
import { CARS_NS } from './hooks/use-cars-translation.ts';

/** The car's summary of a stored booking for the booking page (My Trips): it loads, with the car texts and styles, when a car booking is shown. */
export const carBookedSummary: BookedSummary = /* @__PURE__ */ lazy(() =>
  Promise.all([import('./components/car-booked-summary.tsx'), import('./components/cars-styles.ts'), i18next.loadNamespaces(CARS_NS)]).then(([m]) => m),
);
