import { ROUTES } from '@tripfront/domain/navigation/routes';
import { DETAILS_TEXTS, RESULTS_TEXTS } from '@tripfront/domain/navigation/services';
import i18next from 'i18next';
import type { ProductRoutes } from '../../config/product-routes.ts';

/** /booknow/{service}: the search form (features/search, the chunk the home page's hero loads too). */
const searchForm = () => import('../search/index.ts').then((m) => m.loadSearchFormPage('flights'));
// The results, the first screen of a search, are one chunk; the steps after them another.
const pages = () => import('./components/flight-pages.tsx');
const steps = () => import('./components/flight-step-pages.tsx');
// With their texts and the search forms' (the prefilled form above the list): a page the server
// rendered hydrates only once they are here too (decision 0132).
const results = () =>
  Promise.all([pages(), i18next.loadNamespaces([...RESULTS_TEXTS.flights]), import('../search/results.ts').then((search) => search.resultsSearchReady())]).then(
    ([m]) => m.FlightResults,
  );

// The details, which the server renders too (decision 0136): with the texts they show, so that a
// page the server rendered hydrates with them (a page waiting for its texts renders a blank placeholder).
const detailsPages = () => import('./components/flight-details-pages.tsx').then(async (m) => (await i18next.loadNamespaces([...DETAILS_TEXTS.flights]), m));
const details = () => detailsPages().then((m) => m.FlightDetails);

/** The flight URLs of spec §2 and the page each shows; the v1 ⇄ v2 redirect picks the agency's version first. */
export const flightRoutes: ProductRoutes = {
  service: 'flights',
  routes: [
    { path: ROUTES.flights.root, step: 'start', page: searchForm, versioned: true },
    { path: ROUTES.flights.search, step: 'search', page: results, versioned: true },
    { path: ROUTES.flights.searchDetails, step: 'searchDetails', page: details, versioned: true },
    { path: ROUTES.flights.v2, step: 'start', page: searchForm, versioned: true },
    { path: ROUTES.flights.v2Search, step: 'search', page: results, versioned: true },
    { path: ROUTES.flights.v2SearchDetails, step: 'searchDetails', page: details, versioned: true },
    { path: ROUTES.flights.reservationDetails, step: 'reservationDetails', page: details },
    { path: ROUTES.flights.checkout, step: 'checkout', page: () => steps().then((m) => m.FlightCheckout) },
    { path: ROUTES.flights.confirmation, step: 'confirmation', page: () => steps().then((m) => m.FlightConfirmation) },
    { path: ROUTES.flights.flightDetails, step: 'flightDetails', page: details },
  ],
};
