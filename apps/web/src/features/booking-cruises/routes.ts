import { ROUTES } from '@tripfront/domain/navigation/routes';
import type { ProductRoutes } from '../../config/product-routes.ts';

/** /booknow/{service}: the search form (features/search, the chunk the home page's hero loads too). */
const searchForm = () => import('../search/index.ts').then((m) => m.loadSearchFormPage('cruise'));
// The results, the first screen of a search, are one chunk; the steps after them another.
const pages = () => import('./components/cruise-pages.tsx');
const steps = () => import('./components/cruise-step-pages.tsx');

/** The cruise URLs of spec §2 and the page each shows: search, search-details, checkout, confirmation/{referenceNumber}. */
export const cruiseRoutes: ProductRoutes = {
  service: 'cruise',
  routes: [
    { path: ROUTES.cruise.root, step: 'start', page: searchForm },
    { path: ROUTES.cruise.search, step: 'search', page: () => pages().then((m) => m.CruiseResults) },
    { path: ROUTES.cruise.searchDetails, step: 'searchDetails', page: () => steps().then((m) => m.CruiseDetails) },
    { path: ROUTES.cruise.checkout, step: 'checkout', page: () => steps().then((m) => m.CruiseCheckout) },
    { path: ROUTES.cruise.confirmation, step: 'confirmation', page: () => steps().then((m) => m.CruiseConfirmation) },
  ],
};
