import 'react-toastify/ReactToastify.css';
import './styles/global.css';
import i18next from 'i18next';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.tsx';
import { createRoutes } from './app/router.tsx';
import { seedQueryClient } from './app/seed-queries.ts';
import { applyTheme } from './features/agency/apply-theme.ts';
import { startAnalytics } from './features/analytics/index.ts';
import { AgencyNotFound, GlobalErrorBoundary, installGlobalErrorHandlers, toastError } from './features/errors/index.ts';
import { SomethingWentWrong } from './features/errors/components/something-went-wrong.tsx';
import { initI18n } from './features/language/index.ts';
import { setUnauthorizedHandler } from './lib/api-client.ts';
import { currentDealLink, setSignedInProbe } from './lib/deal-link.ts';
import { dealLinkCodeIn } from '@tripfront/domain/navigation/deal-link';
import { currentUserQueryOptions } from './features/auth/index.ts';
import { loadBootstrap, type Bootstrap } from './lib/bootstrap.ts';
import { markServerRendered, yieldToBrowser } from './lib/hydration.ts';
import { replayEarlyInput } from './lib/early-input.ts';
import { createQueryClient } from './lib/query-client.ts';
import { loadCurrencyOptions } from './features/currency/builtin-options.ts';

/**
 * Loads the lazily loaded modules of the routes the page matches, as the server did before
 * rendering it: hydration must not meet a route that is still loading.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  let root: ReturnType<typeof createRoot> | null = null;
  const clientRoot = () => {
    // The server's markup (if any) gives way to the browser's render.
    root ??= createRoot(container);
    return root;
  };
  // The start-up module's evaluation is a task of its own; what follows starts in the next one.
  await yieldToBrowser();
  installGlobalErrorHandlers();
  // Off the start-up bundle, fetched beside it: usually here before the first render needs it.
  void loadCurrencyOptions();
  await yieldToBrowser();

  let bootstrap: Bootstrap | null = null;
  try {
    bootstrap = await loadBootstrap();
  } catch (error) {
    console.warn('Could not load the agency', error);
  }
  await initI18n(bootstrap?.agency?.defaultLanguage ?? 'en');
  await yieldToBrowser();

  if (!bootstrap) {
    clientRoot().render(
      <GlobalErrorBoundary>
        <SomethingWentWrong />
      </GlobalErrorBoundary>,
    );
    return;
  }
  const { agency } = bootstrap;
  if (!agency) {
    clientRoot().render(<AgencyNotFound />);
    return;
  }

  applyTheme(agency.primaryColor);
  startAnalytics(agency);
  await yieldToBrowser();

  // Translation keys in query meta become toasts for background failures (spec §8).
  const queryClient = createQueryClient((key) => toastError(i18next.t(key as 'errors.generic')));
  // What the header shows on every page, from the page itself: no requests, no second render.
  seedQueryClient(queryClient, { ...bootstrap, agency });
  // Requests of a deal link's visitor say whether they have a session (x-auth-optional, spec §6).
  setSignedInProbe(() => queryClient.getQueryData(currentUserQueryOptions().queryKey) != null);
  // A deal link's landing page keeps its code for the session now: a page the server rendered
  // (its results in the HTML, decision 0132) may make no request of its own before the next page.
  const dealLink = currentDealLink();
  await yieldToBrowser();

  const routes = createRoutes({ agency, environment: bootstrap.environment, queryClient });
  // A page the server rendered is hydrated when the browser would show it in the same language
  // (the server cannot see local storage or the browser's languages) and at the same prices: the
  // server prices with the deal link in the page's address only, so a deal link's visitor on a page
  // whose address does not name it (a result followed before the app ran) gets the page rendered
  // afresh, with the agent's prices (decision 0136). Otherwise rendered afresh.
  const { ssr } = bootstrap;
  const hydrating = ssr !== undefined && (i18next.resolvedLanguage ?? i18next.language) === ssr.lang && dealLinkCodeIn(window.location.search) === dealLink;
  if (hydrating) {
    markServerRendered();
    hydrate(queryClient, ssr.queries);
    await yieldToBrowser();
    await Promise.all([loadMatchedRoutes(routes), loadCurrencyOptions()]);
    await yieldToBrowser();
  }
  const router = createBrowserRouter(routes, hydrating ? { hydrationData: ssr.hydrationData } : {});
  // A 401 from the API ends the session (spec §4/§8).
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname !== '/logout') void router.navigate('/logout');
  });

  const app = (
    <StrictMode>
      <AppReady>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </AppReady>
    </StrictMode>
  );
  // Hydration as a transition is time-sliced: React yields to the browser every few milliseconds
  // instead of hydrating the whole page in one long task (a blocking lane would), so a tap during
  // start-up is not held up and the page's Total Blocking Time stays low (issue #20).
  if (hydrating) {
    await yieldToBrowser();
    startTransition(() => {
      hydrateRoot(container, app, {
        // React's own report of a mismatch names the error only (a minified #418): the component
        // stack says which part of the page the server and the browser rendered differently.
        onRecoverableError: (error, info) => console.error(error, info.componentStack ?? ''),
      });
    });
  } else clientRoot().render(app);
}

/**
 * Marks the page once the app has rendered or hydrated it (`<html data-app-ready>`): a
 * server-rendered page is shown before its code runs (decision 0059), and what needs the app (the
 * end-to-end tests, a support tool) can wait for this. Taps made before are replayed then (decision 0145).
 */
function AppReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
    // Its children's effects have run: the whole page answers now, so the taps it missed are replayed.
    replayEarlyInput();
  }, []);
  // A wrapper, not a sibling: a second child would change every useId below it from the server's.
  return children;
}

void start();
