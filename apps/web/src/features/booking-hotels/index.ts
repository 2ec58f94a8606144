/**
 * Hotel booking screens (issue #7, spec §2): results and details, and the hotel's plug into the
 * shared booking screens of features/booking (checkout, confirmation, the booking page). The screens
 * load with the booking routes that show them.
 */
export { hotelBookedSummary } from './booked-summary.ts';
export { hotelRoutes } from './routes.ts';
