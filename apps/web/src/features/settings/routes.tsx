import type { PublicAgency } from '@tripfront/domain/agency';
import { loginRedirectTarget } from '@tripfront/domain/navigation/redirects';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { SETTINGS_NS } from './hooks/use-settings-translation.ts';

/** The settings pages of the agent area (spec §2), by the page each feature provides. */
export const SETTINGS_PAGES = {
  profile: ROUTES.agent.profileSettings,
  website: ROUTES.agent.websiteSettings,
  support: ROUTES.agent.support,
  markup: ROUTES.agent.markupSettings,
  payment: ROUTES.agent.paymentSettings,
  product: ROUTES.agent.productSettings,
  suppliers: ROUTES.agent.supplierSettings,
  login: ROUTES.agent.loginSettings,
  theme: ROUTES.agentExtra.customizeTheme,
  audit: ROUTES.agentExtra.settingsAudit,
  // The agency's posts, destination pages, hidden gems and terms (issue #44).
  content: ROUTES.agentExtra.contentSettings,
  // The agent area's other pages share the layout (sign-in, agents only): issue #16.
  dashboard: ROUTES.agent.dashboard,
  searches: ROUTES.agentExtra.searches,
  dealLink: ROUTES.proposals.dealLink,
} as const;
export type SettingsPageKey = keyof typeof SETTINGS_PAGES;

interface SettingsRouteOptions {
  agency: PublicAgency;
  signedIn: () => boolean;
  /** Each page's component, loaded when the page opens (the app passes the features' pages). */
  pages: Partial<Record<SettingsPageKey, () => Promise<ComponentType>>>;
}

/** A page with its texts: the settings namespace loads with the first settings page. */
const withTexts = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), i18next.loadNamespaces(SETTINGS_NS)]);
  return { Component };
};

/**
 * /settings/* for signed-in users (the layout tells travellers it is for agents); visitors go where
 * "Log In" sends them, as in the traveller area. Pages not given here stay with the app's placeholders.
 */
export function settingsRoutes({ agency, signedIn, pages }: SettingsRouteOptions): RouteObject {
  const requireSignIn = ({ request }: LoaderFunctionArgs) => {
    if (signedIn()) return null;
    const url = new URL(request.url);
    return redirect(loginRedirectTarget({ sso: agency.sso, returnUrl: agency.returnUrl, pathname: url.pathname, search: url.search }));
  };
  const children = (Object.keys(SETTINGS_PAGES) as SettingsPageKey[]).flatMap((key) => {
    const load = pages[key];
    return load ? [{ path: SETTINGS_PAGES[key], lazy: withTexts(load) }] : [];
  });
  return {
    loader: requireSignIn,
    lazy: withTexts(() => import('./components/settings-layout.tsx').then((m) => m.SettingsLayout)),
    children,
  };
}
