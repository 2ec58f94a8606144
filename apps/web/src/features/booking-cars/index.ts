/**
 * Car rentals (issue #18): results, details, reservation review, checkout with the driver, and the
 * summary of a car booking. The screens load lazily (app/remotes/booking-screen.tsx); the summary
 * loads when the booking page shows a car booking.
 */
export { carBookedSummary } from './booked-summary.ts';
export type { CarStep } from './components/car-booking-screen.tsx';
