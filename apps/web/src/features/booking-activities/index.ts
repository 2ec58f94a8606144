/**
 * Activity booking screens (issue #18, spec §2): results with filters, a tour's details with its
 * calendar of time slots and the party's prices, and the activity's plug into the shared booking
 * screens of features/booking (checkout with every participant, confirmation, the booking page).
 * The screens load with the booking routes that show them.
 */
export { activityBookedSummary } from './booked-summary.ts';
export { activityRoutes } from './routes.ts';
// A proposal item's checkout asks a held activity's participants as the activity's own checkout does: loaded with
// that checkout, never at start-up (the router imports this file).
export const loadHeldActivityParticipants = () => import('./components/participant-travellers.tsx').then((m) => ({ default: m.HeldActivityParticipants }));
export { ACTIVITIES_NS } from './hooks/use-activities-translation.ts';
