import { ROUTES } from '@tripfront/domain/navigation/routes';
import { DETAILS_TEXTS, RESULTS_TEXTS } from '@tripfront/domain/navigation/services';
import i18next from 'i18next';
import type { ProductRoutes } from '../../config/product-routes.ts';

/** /booknow/{service}: the search form (features/search, the chunk the home page's hero loads too). */
const searchForm = () => import('../search/index.ts').then((m) => m.loadSearchFormPage('cars'));
// The results, the first screen of a search, are one chunk; the steps after them another.
const pages = () => import('./components/car-pages.tsx');
const steps = () => import('./components/car-step-pages.tsx');
// With their texts and the search forms' (the prefilled form above the list): a page the server
// rendered hydrates only once they are here too (decision 0132).
const results = () =>
  Promise.all([pages(), i18next.loadNamespaces([...RESULTS_TEXTS.cars]), import('../search/results.ts').then((search) => search.resultsSearchReady())]).then(
    ([m]) => m.CarResults,
  );

// The details, which the server renders too (decision 0136): with the texts they show, so that a
// page the server rendered hydrates with them (a page waiting for its texts renders a blank placeholder).
const detailsPages = () => import('./components/car-details-pages.tsx').then(async (m) => (await i18next.loadNamespaces([...DETAILS_TEXTS.cars]), m));
const details = () => detailsPages().then((m) => m.CarDetails);

/** The car rental URLs of spec §2 and the page each shows; search-details shows the results too (decision 0049). */
export const carRoutes: ProductRoutes = {
  service: 'cars',
  routes: [
    { path: ROUTES.cars.root, step: 'start', page: searchForm },
    { path: ROUTES.cars.search, step: 'search', page: results },
    { path: ROUTES.cars.searchDetails, step: 'searchDetails', page: results },
    { path: ROUTES.cars.resultDetails, step: 'resultDetails', page: details },
    { path: ROUTES.cars.reservationDetails, step: 'reservationDetails', page: () => detailsPages().then((m) => m.CarReservation) },
    { path: ROUTES.cars.checkout, step: 'checkout', page: () => steps().then((m) => m.CarCheckout) },
    { path: ROUTES.cars.confirmPayment, step: 'confirmPayment', page: () => steps().then((m) => m.CarConfirmation) },
  ],
};
