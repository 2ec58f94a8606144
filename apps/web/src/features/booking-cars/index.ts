/**
 * Car rentals (issue #18): results, details, reservation review, checkout with the driver, and the
 * summary of a car booking. The screens load lazily with the routes that show them (routes.ts); the summary
 * loads when the booking page shows a car booking.
 */
export { carBookedSummary } from './booked-summary.ts';
export { carRoutes } from './routes.ts';
// A proposal item's checkout asks a held car's driver as the car's own checkout does: loaded with
// that checkout, never at start-up (the router imports this file).
export const loadHeldCarDriver = () => import('./components/driver-travellers.tsx').then((m) => ({ default: m.HeldCarDriver }));
export { CARS_NS } from './hooks/use-cars-translation.ts';
