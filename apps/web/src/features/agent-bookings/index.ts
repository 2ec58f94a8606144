// The agency's bookings in the back-office (issue #16): list, search, filters, CSV export, a
// booking's details and cancelling it for the traveller. The app's router takes agentBookingsRoutes
// from routes.tsx by its file (decision 0017); the pages load lazily.
export { agentBookingsRoutes } from './routes.tsx';
export { AGENT_BOOKINGS_NS } from './hooks/use-agent-bookings-translation.ts';
