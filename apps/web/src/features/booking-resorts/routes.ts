import { ROUTES } from '@tripfront/domain/navigation/routes';
import type { ProductRoutes } from '../../config/product-routes.ts';

/** /booknow/{service}: the search form (features/search, the chunk the home page's hero loads too). */
const searchForm = () => import('../search/index.ts').then((m) => m.loadSearchFormPage('resorts'));
// The results, the first screen of a search, are one chunk; the steps after them another.
const pages = () => import('./components/resort-pages.tsx');
const steps = () => import('./components/resort-step-pages.tsx');

/** The resort URLs of spec §2 and the page each shows (the router adds them only when the Resorts item is active). */
export const resortRoutes: ProductRoutes = {
  service: 'resorts',
  routes: [
    { path: ROUTES.resort.root, step: 'start', page: searchForm },
    { path: ROUTES.resort.search, step: 'search', page: () => pages().then((m) => m.ResortResults) },
    { path: ROUTES.resort.details, step: 'details', page: () => steps().then((m) => m.ResortDetails) },
    { path: ROUTES.resort.checkout, step: 'checkout', page: () => steps().then((m) => m.ResortCheckout) },
  ],
};
