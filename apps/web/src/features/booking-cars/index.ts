/**
 * Car rentals (issue #18): results, details, reservation review, checkout with the driver, and the
 * summary of a car booking. The screens load lazily with the routes that show them (routes.ts); the summary
 * loads when the booking page shows a car booking.
 */
export { carBookedSummary } from './booked-summary.ts';
export { carRoutes } from './routes.ts';
