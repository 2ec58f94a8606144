import { ROUTES } from '@tripfront/domain/navigation/routes';

/** /mytrip/mytrips/:reference — a booking's own page in the traveller area (kept light: the router imports it at start-up). */
export const BOOKING_DETAILS_ROUTE = `${ROUTES.traveller.trips}/:reference`;
