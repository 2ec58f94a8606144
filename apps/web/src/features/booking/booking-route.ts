import { fillRoute, ROUTES } from '@tripfront/domain/navigation/routes';

/** /mytrip/mytrips/:reference: a booking's own page, whatever its product (light: the router imports it at start-up). */
export const BOOKING_DETAILS_ROUTE = `${ROUTES.traveller.trips}/:reference`;

export const bookingDetailsUrl = (reference: string) => fillRoute(BOOKING_DETAILS_ROUTE, { reference });
