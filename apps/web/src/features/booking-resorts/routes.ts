import { ROUTES } from '@tripfront/domain/navigation/routes';
import { DETAILS_TEXTS, RESULTS_TEXTS } from '@tripfront/domain/navigation/services';
import i18next from 'i18next';
import type { ProductRoutes } from '../../config/product-routes.ts';

/** /booknow/{service}: the search form (features/search, the chunk the home page's hero loads too). */
const searchForm = () => import('../search/index.ts').then((m) => m.loadSearchFormPage('resorts'));
// The results, the first screen of a search, are one chunk; the steps after them another.
const pages = () => import('./components/resort-pages.tsx');
const steps = () => import('./components/resort-step-pages.tsx');
// With their texts and the search forms' (the prefilled form above the list): a page the server
// rendered hydrates only once they are here too (decision 0132).
const results = () =>
  Promise.all([pages(), i18next.loadNamespaces([...RESULTS_TEXTS.resorts]), import('../search/results.ts').then((search) => search.resultsSearchReady())]).then(
    ([m]) => m.ResortResults,
  );

// The details, which the server renders too (decision 0136): with the texts they show, so that a
// page the server rendered hydrates with them (a page waiting for its texts renders a blank placeholder).
const detailsPages = () => import('./components/resort-details-pages.tsx').then(async (m) => (await i18next.loadNamespaces([...DETAILS_TEXTS.resorts]), m));
const details = () => detailsPages().then((m) => m.ResortDetails);

/** The resort URLs of spec §2 and the page each shows (the router adds them only when the Resorts item is active). */
export const resortRoutes: ProductRoutes = {
  service: 'resorts',
  routes: [
    { path: ROUTES.resort.root, step: 'start', page: searchForm },
    { path: ROUTES.resort.search, step: 'search', page: results },
    { path: ROUTES.resort.details, step: 'details', page: details },
    { path: ROUTES.resort.checkout, step: 'checkout', page: () => steps().then((m) => m.ResortCheckout) },
  ],
};
