import { ROUTES } from '@tripfront/domain/navigation/routes';
import { DETAILS_TEXTS, RESULTS_TEXTS } from '@tripfront/domain/navigation/services';
import i18next from 'i18next';
import type { ProductRoutes } from '../../config/product-routes.ts';

/** /booknow/{service}: the search form (features/search, the chunk the home page's hero loads too). */
const searchForm = () => import('../search/index.ts').then((m) => m.loadSearchFormPage('activities'));
// The results, the first screen of a search, are one chunk; the steps after them another.
const pages = () => import('./components/activity-pages.tsx');
const steps = () => import('./components/activity-step-pages.tsx');
// With their texts and the search forms' (the prefilled form above the list): a page the server
// rendered hydrates only once they are here too (decision 0132).
const results = () =>
  Promise.all([
    pages(),
    i18next.loadNamespaces([...RESULTS_TEXTS.activities]),
    import('../search/results.ts').then((search) => search.resultsSearchReady()),
  ]).then(([m]) => m.ActivityResults);

// The details, which the server renders too (decision 0136): with the texts they show, so that a
// page the server rendered hydrates with them (a page waiting for its texts renders a blank placeholder).
const detailsPages = () =>
  import('./components/activity-details-pages.tsx').then(async (m) => (await i18next.loadNamespaces([...DETAILS_TEXTS.activities]), m));
const details = () => detailsPages().then((m) => m.ActivityDetails);

/** The activity URLs of spec §2 and the page each shows (decision 0051: search-details is the details page by ?productCode=). */
export const activityRoutes: ProductRoutes = {
  service: 'activities',
  routes: [
    { path: ROUTES.activities.root, step: 'start', page: searchForm },
    { path: ROUTES.activities.search, step: 'search', page: results },
    { path: ROUTES.activities.searchDetails, step: 'searchDetails', page: details },
    { path: ROUTES.activities.resultDetails, step: 'resultDetails', page: details },
    { path: ROUTES.activities.checkout, step: 'checkout', page: () => steps().then((m) => m.ActivityCheckout) },
    { path: ROUTES.activities.confirmation, step: 'confirmation', page: () => steps().then((m) => m.ActivityConfirmation) },
  ],
};
