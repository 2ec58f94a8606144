/**
 * Cruise booking screens (issue #19, spec §2): results of a month's sailings with filters, a
 * sailing's itinerary, ship and cabins for the party, and the cruise's plug into the shared booking
 * screens of features/booking (checkout with every guest, confirmation, the booking page), plus the
 * cruise lines' cancellation-policy pages. The screens load with the routes that show them.
 */
export { cruiseBookedSummary } from './booked-summary.ts';
export { cruiseRoutes } from './routes.ts';
// A proposal item's checkout asks a held cabin's guests as the cruise's own checkout does: loaded with
// that checkout, never at start-up (the router imports this file).
export const loadHeldCruiseGuests = () => import('./components/guest-travellers.tsx').then((m) => ({ default: m.HeldCruiseGuests }));
export { CRUISE_NS } from './hooks/use-cruise-translation.ts';
