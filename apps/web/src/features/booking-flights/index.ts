/**
 * Flight booking screens (issue #17, spec §2): results with filters and the fare calendar, an
 * offer's details re-priced, and the flight's plug into the shared booking screens of
 * features/booking (checkout with every passenger, confirmation, the booking page). The screens
 * load with the booking routes that show them.
 */
export { flightBookedSummary } from './booked-summary.ts';
export { flightRoutes } from './routes.ts';
// A proposal item's checkout asks a held flight's passengers as the flight's own checkout does: loaded with
// that checkout, never at start-up (the router imports this file).
export const loadHeldFlightPassengers = () => import('./components/passenger-travellers.tsx').then((m) => ({ default: m.HeldFlightPassengers }));
export { FLIGHTS_NS } from './hooks/use-flights-translation.ts';
