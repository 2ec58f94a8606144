import type { PublicAgency } from '@tripfront/domain/agency';
import { hostRouteFlags, type HostRouteFlags } from '@tripfront/domain/navigation/host-routes';
import { isGuestUser } from '@tripfront/domain/navigation/roles';
import { afterLoginTarget, requireLoginRedirect, versionRedirect } from '@tripfront/domain/navigation/redirects';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import { SIGNUP_SESSION_KEYS } from '@tripfront/domain/navigation/signup';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { currentUserQueryOptions } from '../features/auth/index.ts';
import { RouteError } from '../features/errors/index.ts';
import { travellerRoutes } from '../features/traveller/index.ts';
// By its file too: the settings index brings the settings query and zod, which only the pages need.
import { settingsRoutes } from '../features/settings/routes.tsx';
import { loadProductSettingsPage } from '../features/settings-product/index.ts';
import { loadSupplierSettingsPage } from '../features/settings-suppliers/index.ts';
import { loadLoginSettingsPage } from '../features/settings-login/index.ts';
import { loadProfilePage } from '../features/profile/index.ts';
import { loadSupportPage } from '../features/settings-support/index.ts';
import { loadAuditPage } from '../features/settings-audit/index.ts';
import { peopleRoutes } from '../features/people/index.ts';
import { loadCommandCenterPage } from '../features/command-center/index.ts';
import { loadSearchesPage } from '../features/agent-searches/index.ts';
import { loadDealLinkPage, loadShortUrlRoute } from '../features/deal-links/index.ts';
import { loadWebsiteSettingsPage } from '../features/settings-website/index.ts';
import { loadThemeSettingsPage } from '../features/settings-theme/index.ts';
import { loadContentSettingsPage } from '../features/content/index.ts';
// By its file, not features/booking/index.ts: everything the router reaches joins the start-up chunk
// (decision 0017), and the index also serves the lazily loaded booking screens (checkout, price breakdown …).
import { bookingDetailsRoute, guestBookingRoutes } from '../features/booking/routes.tsx';
import { agentBookingsRoutes } from '../features/agent-bookings/routes.tsx';
// Each product's index is light: its routes table and its booked summary, the screens load lazily.
import { hotelBookedSummary, hotelRoutes } from '../features/booking-hotels/index.ts';
import { flightBookedSummary, flightRoutes } from '../features/booking-flights/index.ts';
import { cruiseBookedSummary, cruiseRoutes } from '../features/booking-cruises/index.ts';
import { activityBookedSummary, activityRoutes } from '../features/booking-activities/index.ts';
import { carBookedSummary, carRoutes } from '../features/booking-cars/index.ts';
import { resortBookedSummary, resortRoutes } from '../features/booking-resorts/index.ts';
import { SEARCH_NS } from '../features/search/hooks/use-search-translation.ts';
import { ACCOUNT_NS } from '../features/account/hooks/use-account-translation.ts';
import { walletDetailsRoute } from '../features/wallet/routes.tsx';
import { subscriptionRoutes } from '../features/subscription/routes.tsx';
import { proposalsRoutes } from '../features/proposals/routes.tsx';
import type { ProductRoutes } from '../config/product-routes.ts';
import { storage } from '../lib/storage.ts';
import type { Environment } from '../lib/bootstrap.ts';
import { BootFallback } from './layout/boot-fallback.tsx';
import { ShellLayout } from './layout/shell-layout.tsx';
import { REMOTE_PART_OF, remoteRoute } from './remote-parts.ts';
import type { PlaceholderPage, RouteHandle } from './route-handle.ts';

export interface RouterOptions {
  agency: PublicAgency;
  environment: Environment;
  queryClient: QueryClient;
}

/** The pages of spec §2 not built yet (app/routes/coming-soon.tsx), in the spec's main remote part. */
const comingSoon = remoteRoute('app', () => import('./routes/coming-soon.tsx').then((m) => m.Component));

/** A route module once the account screens' texts are loaded too (the server renders /login and /signup with them). */
const withAccountTexts = <M,>(module: Promise<M>): Promise<M> => Promise.all([module, i18next.loadNamespaces(ACCOUNT_NS)]).then(([m]) => m);

/** Redirect-only routes render nothing; their loader always redirects. */
const RedirectOnly = () => null;

const page = (path: string, key: PlaceholderPage): RouteObject => ({ path, lazy: comingSoon, handle: { kind: 'page', page: key } satisfies RouteHandle });
const policyPage = (path: string, key: PlaceholderPage): RouteObject => ({
  path,
  lazy: () => import('./routes/cancellation-policy.tsx'),
  handle: { kind: 'page', page: key } satisfies RouteHandle,
});

/**
 * Blog and destinations (issue #44): the agency's posts and destination pages. A destination's page
 * always exists (hidden gems link to it); the lists only with displayTopDestinations.
 */
function contentRoutes(flags: HostRouteFlags): RouteObject[] {
  return [
    { path: ROUTES.content.blog, lazy: () => import('./routes/blog.tsx') },
    { path: ROUTES.content.blogPost, lazy: () => import('./routes/blog-post.tsx') },
    { path: ROUTES.content.hiddenGems, lazy: () => import('./routes/hidden-gems.tsx') },
    {
      path: ROUTES.content.destinationPage,
      // Its search form speaks the search feature's words.
      lazy: () => Promise.all([import('./routes/destination.tsx'), i18next.loadNamespaces(SEARCH_NS)]).then(([module]) => module),
    },
    ...(flags.shareRedirects
      ? [
          { path: ROUTES.content.blogShare, loader: () => redirect(ROUTES.content.blog), Component: RedirectOnly },
          { path: ROUTES.content.destinationShare, loader: () => redirect(ROUTES.content.destination), Component: RedirectOnly },
        ]
      : // Elsewhere they are unknown pages, not a post or destination called "share".
        [ROUTES.content.blogShare, ROUTES.content.destinationShare].map((path) => ({ path, loader: () => redirect(ROUTES.errors), Component: RedirectOnly }))),
    ...(flags.topDestinations
      ? [
          { path: ROUTES.content.topDestination, lazy: () => import('./routes/top-destinations.tsx') },
          { path: ROUTES.content.destination, lazy: () => import('./routes/destinations.tsx') },
        ]
      : []),
  ];
}

/** The host routes of spec §2 for one agency in one environment. */
export function createRoutes({ agency, environment, queryClient }: RouterOptions): RouteObject[] {
  const flags = hostRouteFlags(agency, environment);
  const signedIn = () => queryClient.getQueryData(currentUserQueryOptions().queryKey) != null;
  const guest = () => isGuestUser(queryClient.getQueryData(currentUserQueryOptions().queryKey) ?? null);

  // v1 ⇄ v2 redirects for hotels and flights (spec §2).
  const versionLoader = ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const target = versionRedirect(url.pathname, url.search, agency);
    return target ? redirect(target) : null;
  };
  // A product's routes as its feature declares them (features/booking-<product>/routes.ts): the URL
  // opens its page, loaded on first use; a route without a page yet shows the coming-soon page.
  const product = ({ service, routes }: ProductRoutes): RouteObject[] =>
    routes.map(({ path, step, page: load, versioned }) => ({
      path,
      lazy: load ? remoteRoute(REMOTE_PART_OF[service], load) : comingSoon,
      loader: versioned ? versionLoader : undefined,
      handle: { kind: 'booking', service, step } satisfies RouteHandle,
    }));

  const children: RouteObject[] = [
    {
      index: true,
      loader: () => {
        const target = requireLoginRedirect(ROUTES.home, agency.settings.requireLogin, signedIn());
        return target ? redirect(target) : null;
      },
      lazy: () => import('./routes/home.tsx'),
    },
    { path: ROUTES.info.faqs, lazy: () => import('./routes/faqs.tsx') },
    { path: ROUTES.info.about, lazy: () => import('./routes/about.tsx') },
    { path: ROUTES.info.privacyPolicy, lazy: () => import('./routes/legal.tsx'), handle: { kind: 'legal', document: 'privacyPolicy' } satisfies RouteHandle },
    { path: ROUTES.info.cookiesPolicy, lazy: () => import('./routes/legal.tsx'), handle: { kind: 'legal', document: 'cookiesPolicy' } satisfies RouteHandle },
    { path: ROUTES.info.disclaimer, lazy: () => import('./routes/legal.tsx'), handle: { kind: 'legal', document: 'disclaimer' } satisfies RouteHandle },
    // The latest users' terms the agency published (issue #44), else its Terms of use setting.
    { path: ROUTES.info.userTerms, lazy: () => import('./routes/user-terms.tsx'), handle: { kind: 'legal', document: 'termsOfUse' } satisfies RouteHandle },
    { path: ROUTES.account.logout, lazy: () => import('./routes/logout.tsx') },
    {
      path: ROUTES.account.login,
      loader: ({ request }) => (signedIn() ? redirect(afterLoginTarget(new URL(request.url).searchParams.get('redirect'))) : null),
      // With the account texts: a page the server rendered with them hydrates only if they are there too.
      lazy: () => withAccountTexts(import('./routes/login.tsx')),
    },
    { path: ROUTES.errors, lazy: () => import('./routes/not-found.tsx') },

    // Account.
    {
      path: ROUTES.account.signup,
      lazy: () => withAccountTexts(import('./routes/signup.tsx')),
      loader: async ({ request }) => {
        if (!signedIn() || storage.get('session', SIGNUP_SESSION_KEYS.flag) === null) return null;
        // Loaded on demand: the date rule brings dayjs, which the start-up bundle does without.
        const { signupPageRedirect } = await import('@tripfront/domain/navigation/signup-redirect');
        const url = new URL(request.url);
        const storedAt = storage.get('session', SIGNUP_SESSION_KEYS.storedAt);
        const target = signupPageRedirect({
          signedIn: signedIn(),
          flag: storage.get('session', SIGNUP_SESSION_KEYS.flag),
          storedUrl: storage.get('session', SIGNUP_SESSION_KEYS.url),
          storedAtMs: storedAt === null ? null : Number(storedAt),
          nowMs: Date.now(),
          redirectParam: url.searchParams.get('redirect'),
          currentPath: url.pathname,
        });
        if (target === null) return null;
        // One-time: the stored checkout URL is used (or discarded) now.
        for (const key of Object.values(SIGNUP_SESSION_KEYS)) storage.remove('session', key);
        return redirect(target);
      },
    },
    { path: ROUTES.account.sso, lazy: () => import('./routes/sso.tsx'), loader: () => ({ sandbox: environment !== 'prod' }) },
    { path: ROUTES.account.social, lazy: () => import('./routes/social.tsx') },
    { path: ROUTES.account.forgotPassword, lazy: () => import('./routes/forgot-password.tsx') },
    { path: ROUTES.account.newPassword, lazy: () => import('./routes/new-password.tsx') },
    { path: ROUTES.account.verify, lazy: () => import('./routes/verify.tsx') },
    { path: ROUTES.account.acceptInvitation, lazy: () => import('./routes/invitation.tsx') },
    { path: ROUTES.account.expiry, lazy: () => import('./routes/expiry.tsx') },
    { path: ROUTES.account.expired, lazy: () => import('./routes/expired.tsx') },
    // Development only (the API answers 404 in production): the outbox, for mail-less demos.
    ...(environment !== 'prod' ? [{ path: '/dev/mail', lazy: () => import('./routes/dev-mail.tsx') }] : []),
    // The agency's subscription and its pay entry (decisions 0150 and 0151).
    ...subscriptionRoutes({ agency, signedIn }),

    // Legal and information.
    // The agency's terms, by version (issue #44).
    { path: ROUTES.info.agencyTerms, lazy: () => import('./routes/agency-terms.tsx') },
    // The cruise lines' cancellation policies (issue #19, decision 0053).
    policyPage(ROUTES.info.cancellationPolicy, 'cancellationPolicy'),
    policyPage(ROUTES.cancellationPolicies.royalCaribbean, 'cancellationRoyalCaribbean'),
    policyPage(ROUTES.cancellationPolicies.carnival, 'cancellationCarnival'),
    policyPage(ROUTES.cancellationPolicies.mcl, 'cancellationMcl'),
    policyPage(ROUTES.cancellationPolicies.celebrity, 'cancellationCelebrity'),
    policyPage(ROUTES.cancellationPolicies.disney, 'cancellationDisney'),

    // Deals and proposals.
    // A live /url/{code} never reaches the app: the server counts the click and redirects (decision 0118).
    { path: ROUTES.proposals.shortUrl, lazy: loadShortUrlRoute },

    ...contentRoutes(flags),

    // The booking journeys of spec §2, each product's declared once by its feature. Resorts only
    // when the Resorts booking menu item is active.
    ...product(hotelRoutes),
    ...product(flightRoutes),
    ...product(carRoutes),
    ...product(activityRoutes),
    ...product(cruiseRoutes),
    ...(flags.resorts ? product(resortRoutes) : []),
    // Proposals (decision 0118): the agent's list and editor, the client's pages, a proposal item's /checkout.
    ...proposalsRoutes({ agency, signedIn }),

    // A guest's ways back to a booking (decision 0104): public, beside the traveller area.
    ...guestBookingRoutes(),
    // Traveller area: signed-in users only.
    travellerRoutes({ agency, signedIn, guest }),
    // A booking's page, whatever its product; each product shows what was booked its own way.
    bookingDetailsRoute({
      agency,
      signedIn,
      summaries: {
        hotel: hotelBookedSummary,
        flight: flightBookedSummary,
        activity: activityBookedSummary,
        car: carBookedSummary,
        cruise: cruiseBookedSummary,
        resort: resortBookedSummary,
      },
    }),

    // Agent area.
    settingsRoutes({
      agency,
      signedIn,
      pages: {
        website: loadWebsiteSettingsPage,
        theme: loadThemeSettingsPage,
        markup: () => import('../features/settings-markup/index.ts').then((m) => m.MarkupSettingsPage),
        payment: () => import('../features/settings-payment/index.ts').then((m) => m.PaymentSettingsPage),
        product: loadProductSettingsPage,
        suppliers: loadSupplierSettingsPage,
        login: loadLoginSettingsPage,
        profile: loadProfilePage,
        support: loadSupportPage,
        audit: loadAuditPage,
        content: loadContentSettingsPage,
        dashboard: loadCommandCenterPage,
        searches: loadSearchesPage,
        dealLink: loadDealLinkPage,
      },
    }),
    walletDetailsRoute({ agency, signedIn }),
    // Agents, Clients, Applications and the public application form (issue #16).
    ...peopleRoutes({ agency, signedIn }),
    agentBookingsRoutes({ agency, signedIn }),
    page(ROUTES.agentExtra.academy, 'agentAcademy'),

    // Unknown paths (spec §2).
    { path: '*', loader: () => redirect(ROUTES.errors), Component: RedirectOnly },
  ];

  return [
    {
      id: 'root',
      element: <ShellLayout />,
      hydrateFallbackElement: <BootFallback />,
      errorElement: <RouteError />,
      children: [{ errorElement: <RouteError />, children }],
    },
  ];
}

export function createAppRouter(options: RouterOptions) {
  return createBrowserRouter(createRoutes(options));
}
