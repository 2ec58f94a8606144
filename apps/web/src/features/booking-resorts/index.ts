/**
 * Resort booking screens (issue #19, spec §2): results by region or area with the §9 themes as
 * filters, a resort's details with its rooms for the stay and the party and resorts nearby, and the
 * resort's plug into the shared checkout (the room held with a countdown, checked with the resort
 * API while the traveller pays, released with status=RELEASE on leaving or expiry). The screens
 * load with the resort routes, which exist only when the agency's Resorts item is active.
 */
export { resortBookedSummary } from './booked-summary.ts';
export { resortRoutes } from './routes.ts';
