import 'react-toastify/ReactToastify.css';
import './styles/global.css';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { agencyQueryOptions, languagesQueryOptions, navigationsQueryOptions } from './features/agency/index.ts';
import { exchangeRatesQueryOptions } from './features/currency/index.ts';
import { applyTheme } from './features/agency/apply-theme.ts';
import { startAnalytics } from './features/analytics/index.ts';
import { currentUserQueryOptions } from './features/auth/index.ts';
import { AgencyNotFound, GlobalErrorBoundary, installGlobalErrorHandlers, toastError } from './features/errors/index.ts';
import { SomethingWentWrong } from './features/errors/components/something-went-wrong.tsx';
import { initI18n } from './features/language/index.ts';
import { setUnauthorizedHandler } from './lib/api-client.ts';
import { loadBootstrap, type Bootstrap } from './lib/bootstrap.ts';
import { createQueryClient } from './lib/query-client.ts';
import { loadCurrencyOptions } from './features/currency/builtin-options.ts';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  installGlobalErrorHandlers();
  // Off the start-up bundle, fetched beside it: usually here before the first render needs it.
  void loadCurrencyOptions();

  let bootstrap: Bootstrap | null = null;
  try {
    bootstrap = await loadBootstrap();
  } catch (error) {
    console.warn('Could not load the agency', error);
  }
  await initI18n(bootstrap?.agency?.defaultLanguage ?? 'en');

  if (!bootstrap) {
    root.render(
      <GlobalErrorBoundary>
        <SomethingWentWrong />
      </GlobalErrorBoundary>,
    );
    return;
  }
  const { agency } = bootstrap;
  if (!agency) {
    root.render(<AgencyNotFound />);
    return;
  }

  applyTheme(agency.primaryColor);
  startAnalytics(agency);

  // Translation keys in query meta become toasts for background failures (spec §8).
  const queryClient = createQueryClient((key) => toastError(i18next.t(key as 'errors.generic')));
  queryClient.setQueryData(agencyQueryOptions().queryKey, agency);
  queryClient.setQueryData(currentUserQueryOptions().queryKey, bootstrap.user);
  // What the header shows on every page, from the page itself: no requests, no second render.
  queryClient.setQueryData(languagesQueryOptions().queryKey, agency.languages);
  if (bootstrap.navigations) queryClient.setQueryData(navigationsQueryOptions().queryKey, bootstrap.navigations);
  if (bootstrap.exchangeRates) queryClient.setQueryData(exchangeRatesQueryOptions().queryKey, bootstrap.exchangeRates);

  const router = createAppRouter({ agency, environment: bootstrap.environment, queryClient });
  // A 401 from the API ends the session (spec §4/§8).
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname !== '/logout') void router.navigate('/logout');
  });

  root.render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
