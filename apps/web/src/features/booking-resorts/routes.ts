import { ROUTES } from '@tripfront/domain/navigation/routes';
import i18next from 'i18next';
import type { ProductRoutes } from '../../config/product-routes.ts';
import { RESORTS_NS } from './hooks/use-resorts-translation.ts';

/** /booknow/{service}: the search form (features/search, the chunk the home page's hero loads too). */
const searchForm = () => import('../search/index.ts').then((m) => m.loadSearchFormPage('resorts'));
// The results, the first screen of a search, are one chunk; the steps after them another.
const pages = () => import('./components/resort-pages.tsx');
const steps = () => import('./components/resort-step-pages.tsx');
// With their texts and the search forms' (the prefilled form above the list): a page the server
// rendered hydrates only once they are here too (decision 0132).
const results = () =>
  Promise.all([pages(), i18next.loadNamespaces(RESORTS_NS), import('../search/results.ts').then((search) => search.resultsSearchReady())]).then(
    ([m]) => m.ResortResults,
  );

/** The resort URLs of spec §2 and the page each shows (the router adds them only when the Resorts item is active). */
export const resortRoutes: ProductRoutes = {
  service: 'resorts',
  routes: [
    { path: ROUTES.resort.root, step: 'start', page: searchForm },
    { path: ROUTES.resort.search, step: 'search', page: results },
    { path: ROUTES.resort.details, step: 'details', page: () => steps().then((m) => m.ResortDetails) },
    { path: ROUTES.resort.checkout, step: 'checkout', page: () => steps().then((m) => m.ResortCheckout) },
  ],
};
