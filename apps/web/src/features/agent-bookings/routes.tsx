import type { PublicAgency } from '@tripfront/domain/agency';
import { loginRedirectTarget } from '@tripfront/domain/navigation/redirects';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { AGENT_BOOKINGS_NS } from './namespace.ts';

/**
 * A page with its texts: this feature's, and those the page module names (the booking namespace
 * of the shared cancel dialog: naming it here would bring the booking feature into start-up).
 */
const withTexts = (load: () => Promise<{ Component: ComponentType; namespaces?: readonly string[] }>) => async () => {
  const { Component, namespaces = [] } = await load();
  await i18next.loadNamespaces([AGENT_BOOKINGS_NS, ...namespaces]);
  return { Component };
};

/**
 * /bookings, /bookings/receipts and /bookings/:reference (issue #16, decision 0087): the agency's bookings in the back-office, for
 * signed-in agents (the layout tells travellers it is for agents, as the settings do); visitors go
 * where "Log In" sends them. Imported by its file: the router must not pull the pages into start-up.
 */
export function agentBookingsRoutes({ agency, signedIn }: { agency: PublicAgency; signedIn: () => boolean }): RouteObject {
  const requireSignIn = ({ request }: LoaderFunctionArgs) => {
    if (signedIn()) return null;
    const url = new URL(request.url);
    return redirect(loginRedirectTarget({ sso: agency.sso, returnUrl: agency.returnUrl, pathname: url.pathname, search: url.search }));
  };
  return {
    loader: requireSignIn,
    lazy: withTexts(() => import('./components/bookings-layout.tsx').then((m) => ({ Component: m.BookingsLayout }))),
    children: [
      {
        path: ROUTES.agentExtra.bookings,
        lazy: withTexts(() => import('./components/bookings-page.tsx').then((m) => ({ Component: m.BookingsPage, namespaces: m.PAGE_NAMESPACES }))),
      },
      {
        path: ROUTES.agentExtra.receipts,
        lazy: withTexts(() => import('./components/receipts-page.tsx').then((m) => ({ Component: m.ReceiptsPage, namespaces: m.PAGE_NAMESPACES }))),
      },
      {
        path: ROUTES.agentExtra.bookingDetails,
        lazy: withTexts(() => import('./components/agent-booking-page.tsx').then((m) => ({ Component: m.AgentBookingPage, namespaces: m.PAGE_NAMESPACES }))),
      },
    ],
  };
}
