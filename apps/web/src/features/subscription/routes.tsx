import type { PublicAgency } from '@tripfront/domain/agency';
import { loginRedirectTarget } from '@tripfront/domain/navigation/redirects';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import i18next from 'i18next';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { SUBSCRIPTION_NS } from './hooks/use-subscription-translation.ts';

/**
 * /subscription and the pay entry /pay (decisions 0150 and 0151), for the agency owner and admins:
 * visitors go where Log In sends them; anyone else signed in is told who may manage them.
 */
export function subscriptionRoutes({ agency, signedIn }: { agency: PublicAgency; signedIn: () => boolean }): RouteObject[] {
  const loader = ({ request }: LoaderFunctionArgs) => {
    if (signedIn()) return null;
    const url = new URL(request.url);
    return redirect(loginRedirectTarget({ sso: agency.sso, returnUrl: agency.returnUrl, pathname: url.pathname, search: url.search }));
  };
  return [
    {
      path: ROUTES.account.subscription,
      loader,
      lazy: async () => {
        const [{ SubscriptionPage }] = await Promise.all([import('./components/subscription-page.tsx'), i18next.loadNamespaces(SUBSCRIPTION_NS)]);
        return { Component: SubscriptionPage };
      },
    },
    {
      path: ROUTES.agentExtra.pay,
      loader,
      lazy: async () => {
        const [{ PayPage }] = await Promise.all([import('./components/pay-page.tsx'), i18next.loadNamespaces(SUBSCRIPTION_NS)]);
        return { Component: PayPage };
      },
    },
  ];
}
