import type { PublicAgency } from '@tripfront/domain/agency';
import { loginRedirectTarget } from '@tripfront/domain/navigation/redirects';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import i18next from 'i18next';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { WALLET_NS } from './hooks/use-wallet-translation.ts';

/** /wallet/details/ for signed-in users (the page tells travellers it is for agents); visitors go where Log In sends them. */
export function walletDetailsRoute({ agency, signedIn }: { agency: PublicAgency; signedIn: () => boolean }): RouteObject {
  return {
    path: ROUTES.agent.walletDetails,
    loader: ({ request }: LoaderFunctionArgs) => {
      if (signedIn()) return null;
      const url = new URL(request.url);
      return redirect(loginRedirectTarget({ sso: agency.sso, returnUrl: agency.returnUrl, pathname: url.pathname, search: url.search }));
    },
    lazy: async () => {
      const [{ AgencyWalletPage }] = await Promise.all([import('./components/agency-wallet-page.tsx'), i18next.loadNamespaces(WALLET_NS)]);
      return { Component: AgencyWalletPage };
    },
  };
}
