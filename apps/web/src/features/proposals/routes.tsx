import type { PublicAgency } from '@tripfront/domain/agency';
import { loginRedirectTarget } from '@tripfront/domain/navigation/redirects';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PROPOSALS_NS } from './namespace.ts';

type PageModule = { Component: ComponentType; namespaces?: readonly string[] };

/** A page with its texts: this feature's and those its module names (the booking namespace). */
const withTexts = (load: () => Promise<PageModule>) => async () => {
  const { Component, namespaces = [] } = await load();
  await i18next.loadNamespaces([PROPOSALS_NS, ...namespaces]);
  return { Component };
};

const pages = () => import('./components/proposal-pages.tsx');

/** The checkout of a proposal item as a product route's page (the hotel deal path, features/booking-hotels/routes.ts). */
export const loadProposalCheckout = async (): Promise<ComponentType> => (await withTexts(() => pages().then((m) => m.checkout))()).Component;

/**
 * The proposals' pages (decision 0118): /proposals and /proposals/:id for signed-in agents (the
 * page explains to others; visitors go where "Log In" sends them), the client's
 * /allowAgentProposal and /disapproveProposal (no sign-in: the link is the key) and the generic
 * /checkout of a proposal item. Imported by its file: the router must not pull the pages into start-up.
 */
export function proposalsRoutes({ agency, signedIn }: { agency: PublicAgency; signedIn: () => boolean }): RouteObject[] {
  const requireSignIn = ({ request }: LoaderFunctionArgs) => {
    if (signedIn()) return null;
    const url = new URL(request.url);
    return redirect(loginRedirectTarget({ sso: agency.sso, returnUrl: agency.returnUrl, pathname: url.pathname, search: url.search }));
  };
  return [
    {
      loader: requireSignIn,
      lazy: withTexts(() => pages().then((m) => m.agentLayout)),
      children: [
        { path: ROUTES.agentExtra.proposals, lazy: withTexts(() => pages().then((m) => m.list)) },
        { path: ROUTES.agentExtra.proposal, lazy: withTexts(() => pages().then((m) => m.editor)) },
      ],
    },
    { path: ROUTES.proposals.allowAgentProposal, lazy: withTexts(() => pages().then((m) => m.client)) },
    { path: ROUTES.proposals.disapproveProposal, lazy: withTexts(() => pages().then((m) => m.decline)) },
    { path: ROUTES.checkout, lazy: withTexts(() => pages().then((m) => m.checkout)) },
  ];
}
