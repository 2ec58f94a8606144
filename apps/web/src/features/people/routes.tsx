import type { PublicAgency } from '@tripfront/domain/agency';
import { loginRedirectTarget } from '@tripfront/domain/navigation/redirects';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PEOPLE_NS } from './hooks/use-people-translation.ts';

/** A component with the people texts: the namespace loads with the first people page. */
const withTexts = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), i18next.loadNamespaces(PEOPLE_NS)]);
  return { Component };
};

/**
 * The agency's people in the agent area (issue #16): Agents (/users/agents and the agent view of
 * spec §2), Clients (/users/clients) and Applications (/applications), for signed-in users (the
 * layout tells travellers they are for agents; each page checks its role and read permission).
 * Visitors go where "Log In" sends them, as in the settings.
 */
export function peopleRoutes({ agency, signedIn }: { agency: PublicAgency; signedIn: () => boolean }): RouteObject[] {
  const requireSignIn = ({ request }: LoaderFunctionArgs) => {
    if (signedIn()) return null;
    const url = new URL(request.url);
    return redirect(loginRedirectTarget({ sso: agency.sso, returnUrl: agency.returnUrl, pathname: url.pathname, search: url.search }));
  };
  return [
    {
      loader: requireSignIn,
      lazy: withTexts(() => import('./components/people-layout.tsx').then((m) => m.PeopleLayout)),
      children: [
        { path: ROUTES.agent.agents, lazy: withTexts(() => import('./components/agents-page.tsx').then((m) => m.AgentsPage)) },
        { path: ROUTES.agent.agentView, lazy: withTexts(() => import('./components/agent-view-page.tsx').then((m) => m.AgentViewPage)) },
        { path: ROUTES.agent.clients, lazy: withTexts(() => import('./components/clients-page.tsx').then((m) => m.ClientsPage)) },
        { path: ROUTES.agent.applications, lazy: withTexts(() => import('./components/applications-page.tsx').then((m) => m.ApplicationsPage)) },
      ],
    },
    // The public form to apply (anyone).
    {
      path: ROUTES.account.applyAsAgent,
      lazy: withTexts(() => import('./components/apply-page.tsx').then((m) => m.ApplyPage)),
    },
  ];
}
