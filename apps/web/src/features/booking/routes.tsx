import type { PublicAgency } from '@tripfront/domain/agency';
import { loginRedirectTarget } from '@tripfront/domain/navigation/redirects';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import i18next from 'i18next';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { BOOKING_DETAILS_ROUTE } from './booking-route.ts';
import { BOOKING_NS } from './hooks/use-booking-translation.ts';
import type { BookedSummaries } from './product.ts';

interface BookingDetailsRouteOptions {
  agency: PublicAgency;
  signedIn: () => boolean;
  /** Each product's summary of a stored booking (the app passes the products it has). */
  summaries: BookedSummaries;
}

/** /mytrip/mytrips/:reference for signed-in travellers; visitors go where Log In sends them (spec §4). */
export function bookingDetailsRoute({ agency, signedIn, summaries }: BookingDetailsRouteOptions): RouteObject {
  return {
    path: BOOKING_DETAILS_ROUTE,
    loader: ({ request }: LoaderFunctionArgs) => {
      if (signedIn()) return null;
      const url = new URL(request.url);
      return redirect(loginRedirectTarget({ sso: agency.sso, returnUrl: agency.returnUrl, pathname: url.pathname, search: url.search }));
    },
    lazy: async () => {
      const [{ BookingDetailsPage }] = await Promise.all([import('./components/booking-details-page.tsx'), i18next.loadNamespaces(BOOKING_NS)]);
      return { Component: () => <BookingDetailsPage summaries={summaries} /> };
    },
  };
}

/**
 * The guest's ways back to a booking (decision 0104), public: /mytrip/find asks for a link by
 * reference and e-mail, /mytrip/access?token= opens the booking the e-mailed link names.
 */
export function guestBookingRoutes(): RouteObject[] {
  return [
    {
      path: ROUTES.traveller.findBooking,
      lazy: async () => {
        const [{ FindBookingPage }] = await Promise.all([import('./components/find-booking-page.tsx'), i18next.loadNamespaces(BOOKING_NS)]);
        return { Component: FindBookingPage };
      },
    },
    {
      path: ROUTES.traveller.bookingAccess,
      lazy: async () => {
        const [{ BookingAccessPage }] = await Promise.all([import('./components/booking-access-page.tsx'), i18next.loadNamespaces(BOOKING_NS)]);
        return { Component: BookingAccessPage };
      },
    },
  ];
}
