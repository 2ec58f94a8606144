import type { PublicAgency } from '@tripfront/domain/agency';
import { loginRedirectTarget } from '@tripfront/domain/navigation/redirects';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadProfilePage } from '../profile/index.ts';
import { TRAVELLER_NS } from './hooks/use-traveller-translation.ts';

interface TravellerRouteOptions {
  agency: PublicAgency;
  signedIn: () => boolean;
  /** A guest session (decision 0104): only My Trips is theirs, the API refuses the other sections. */
  guest: () => boolean;
}

/** A route module with its texts: the area's namespace loads with its first page. */
const withTexts = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), i18next.loadNamespaces(TRAVELLER_NS)]);
  return { Component };
};

/**
 * The traveller area of spec §2 (/mytrip/*) for signed-in users; visitors go where "Log In" sends
 * them (spec §4): /login?redirect=<this page>, or the agency's return URL for SSO-only agencies.
 */
export function travellerRoutes({ agency, signedIn, guest }: TravellerRouteOptions): RouteObject {
  const requireSignIn = ({ request }: LoaderFunctionArgs) => {
    if (signedIn()) return null;
    const url = new URL(request.url);
    return redirect(loginRedirectTarget({ sso: agency.sso, returnUrl: agency.returnUrl, pathname: url.pathname, search: url.search }));
  };
  // A guest opening the dashboard, the profile, support or the wallet lands on its trips instead of an error.
  const notForGuests = () => (guest() ? redirect(ROUTES.traveller.trips) : null);
  return {
    path: '/mytrip',
    loader: requireSignIn,
    lazy: withTexts(() => import('./components/traveller-layout.tsx').then((m) => m.TravellerLayout)),
    children: [
      { index: true, loader: () => redirect(guest() ? ROUTES.traveller.trips : ROUTES.traveller.dashboard) },
      { path: ROUTES.traveller.dashboard, loader: notForGuests, lazy: withTexts(() => import('./components/dashboard-page.tsx').then((m) => m.DashboardPage)) },
      { path: ROUTES.traveller.trips, lazy: withTexts(() => import('./components/trips-page.tsx').then((m) => m.loadTripsPage())) },
      { path: ROUTES.traveller.profile, loader: notForGuests, lazy: withTexts(loadProfilePage) },
      { path: ROUTES.traveller.support, loader: notForGuests, lazy: withTexts(() => import('./components/support-page.tsx').then((m) => m.SupportPage)) },
      { path: ROUTES.traveller.wallet, loader: notForGuests, lazy: withTexts(() => import('./components/wallet-page.tsx').then((m) => m.WalletPage)) },
    ],
  };
}
