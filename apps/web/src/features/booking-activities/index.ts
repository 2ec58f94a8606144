/**
 * Activity booking screens (issue #18, spec §2): results with filters, a tour's details with its
 * calendar of time slots and the party's prices, and the activity's plug into the shared booking
 * screens of features/booking (checkout with every participant, confirmation, the booking page).
 * The screens load with the booking routes that show them.
 */
export { activityBookedSummary } from './booked-summary.ts';
export { activityRoutes } from './routes.ts';
