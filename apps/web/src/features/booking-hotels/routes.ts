import { ROUTES } from '@tripfront/domain/navigation/routes';
import { DETAILS_TEXTS, RESULTS_TEXTS } from '@tripfront/domain/navigation/services';
import i18next from 'i18next';
import type { ProductRoutes } from '../../config/product-routes.ts';

/** /booknow/{service}: the search form (features/search, the chunk the home page's hero loads too). */
const searchForm = () => import('../search/index.ts').then((m) => m.loadSearchFormPage('hotels'));
// The results, the first screen of a search, are one chunk; the steps after them another.
// With their texts and the search forms' (the prefilled form above the list): a page the server
// rendered hydrates only once they are here too (decision 0132).
const results = () =>
  Promise.all([
    import('./components/hotel-pages.tsx'),
    i18next.loadNamespaces([...RESULTS_TEXTS.hotels]),
    import('../search/results.ts').then((search) => search.resultsSearchReady()),
  ]).then(([m]) => m.HotelResults);
const steps = () => import('./components/hotel-step-pages.tsx');

// The details, which the server renders too (decision 0136): with the texts they show, so that a
// page the server rendered hydrates with them (a page waiting for its texts renders a blank placeholder).
const detailsPages = () => import('./components/hotel-details-pages.tsx').then(async (m) => (await i18next.loadNamespaces([...DETAILS_TEXTS.hotels]), m));
const details = () => detailsPages().then((m) => m.HotelDetails);

/**
 * The hotel URLs of spec §2 and the page each shows. v1 and v2 pages are the same; the v1 ⇄ v2
 * redirect picks the agency's version first. /booknow/hotels/deal?hotelId=…&<stay>: a hotel deal's
 * link lands on that hotel's details for the deal's stay; /booknow/hotels/deal/{proposalId}?itemId=…
 * books a proposal's hotel item.
 */
export const hotelRoutes: ProductRoutes = {
  service: 'hotels',
  routes: [
    { path: ROUTES.hotels.root, step: 'start', page: searchForm, versioned: true },
    { path: ROUTES.hotels.search, step: 'search', page: results, versioned: true },
    { path: ROUTES.hotels.searchDetails, step: 'searchDetails', page: details, versioned: true },
    { path: ROUTES.hotels.v2, step: 'start', page: searchForm, versioned: true },
    { path: ROUTES.hotels.v2Search, step: 'search', page: results, versioned: true },
    { path: ROUTES.hotels.v2SearchDetails, step: 'searchDetails', page: details, versioned: true },
    { path: ROUTES.hotels.v2Details, step: 'details', page: details, versioned: true },
    { path: ROUTES.hotels.checkout, step: 'checkout', page: () => steps().then((m) => m.HotelCheckout) },
    { path: ROUTES.hotels.confirmPayment, step: 'confirmPayment', page: () => steps().then((m) => m.HotelConfirmation) },
    { path: ROUTES.hotels.details, step: 'details', page: details },
    { path: ROUTES.hotels.deal, step: 'deal', page: details },
    // A proposal's hotel item, booked by its client (decision 0118): the proposals' checkout.
    { path: ROUTES.hotels.dealProposal, step: 'deal', page: () => import('../proposals/index.ts').then((m) => m.loadProposalCheckout()) },
  ],
};
