import type { BookingMenuItem } from '../agency.ts';
import type { ServiceKey } from '../booking/products.ts';
import { ROUTES } from './routes.ts';

/** Booking menu ids of spec §9. */
export const BOOKING_MENU_IDS: Readonly<Record<ServiceKey, number>> = {
  hotels: 1,
  cars: 2,
  activities: 3,
  cruise: 4,
  flights: 5,
  resorts: 6,
};

/** The general order of services (spec §2): Hotels, Air Travel, Resorts, Cars, Activities, Cruise. */
export const SERVICE_ORDER: readonly ServiceKey[] = ['hotels', 'flights', 'resorts', 'cars', 'activities', 'cruise'];

/** The spec's name of each booking menu item (spec §2 labels); Product settings keeps these titles. */
export const BOOKING_MENU_TITLES: Readonly<Record<ServiceKey, string>> = {
  hotels: 'Hotels',
  flights: 'Air Travel',
  resorts: 'Resorts',
  cars: 'Car Rentals',
  activities: 'Activities',
  cruise: 'Cruise',
};

/** The service a booking menu id stands for, or null for an id spec §9 does not give. */
export function serviceOfMenuId(id: number): ServiceKey | null {
  return SERVICE_ORDER.find((service) => BOOKING_MENU_IDS[service] === id) ?? null;
}

/** Home Product Deals tabs (spec §2) in the general order; Resorts has no deals tab. The value is the `tab` query value. See homeTabs for an agency's. */
export const HOME_TABS: ReadonlyArray<{ service: ServiceKey; tab: string }> = [
  { service: 'hotels', tab: 'Hotels' },
  { service: 'flights', tab: 'Air Travel' },
  { service: 'cars', tab: 'Car Rentals' },
  { service: 'activities', tab: 'Activities' },
  { service: 'cruise', tab: 'Cruise' },
];

export function isServiceActive(items: readonly BookingMenuItem[], service: ServiceKey): boolean {
  // The first item of an id counts, as in bookingMenuInOrder.
  return items.find((item) => item.id === BOOKING_MENU_IDS[service])?.active ?? false;
}

/**
 * The agency's whole booking menu in its order (Product settings, issue #15): the items it stored,
 * then any service it lacks, inactive, in the general order. An agency that never reordered its
 * menu (the seed stores the general order) sees the general order.
 */
export function bookingMenuInOrder(items: readonly BookingMenuItem[]): Array<{ service: ServiceKey; active: boolean }> {
  const listed: Array<{ service: ServiceKey; active: boolean }> = [];
  for (const item of items) {
    const service = serviceOfMenuId(item.id);
    if (service && !listed.some((entry) => entry.service === service)) listed.push({ service, active: item.active });
  }
  const missing = SERVICE_ORDER.filter((service) => !listed.some((entry) => entry.service === service));
  return [...listed, ...missing.map((service) => ({ service, active: false }))];
}

/** Active services in the agency's order (Product settings); the home tabs, Book Now and the side navigation follow it. */
export function activeServices(items: readonly BookingMenuItem[]): ServiceKey[] {
  return bookingMenuInOrder(items)
    .filter((entry) => entry.active)
    .map((entry) => entry.service);
}

/** The home page's Product Deals tabs: the active services that have a tab, in the agency's order. */
export function homeTabs(items: readonly BookingMenuItem[]): Array<{ service: ServiceKey; tab: string }> {
  return activeServices(items).flatMap((service) => HOME_TABS.filter((tab) => tab.service === service));
}

/**
 * The selected home tab: the `tab` query parameter when it names an enabled tab, otherwise the
 * first enabled tab; null when the agency enables no tab service.
 */
export function selectHomeTab(tabQuery: string | null | undefined, items: readonly BookingMenuItem[]): ServiceKey | null {
  const enabled = homeTabs(items);
  const wanted = tabQuery?.trim().toLowerCase();
  const fromQuery = wanted ? enabled.find(({ tab }) => tab.toLowerCase() === wanted) : undefined;
  return (fromQuery ?? enabled[0])?.service ?? null;
}

export interface BookingLinkOptions {
  isAgent: boolean;
  enableHotelsV2: boolean;
  enableFlightsV2: boolean;
}

/** Entry page of a service. Agents get the /v2 suffix when that service's v2 flag is on (spec §2). */
export function bookingPath(service: ServiceKey, { isAgent, enableHotelsV2, enableFlightsV2 }: BookingLinkOptions): string {
  switch (service) {
    case 'hotels':
      return isAgent && enableHotelsV2 ? ROUTES.hotels.v2 : ROUTES.hotels.root;
    case 'flights':
      return isAgent && enableFlightsV2 ? ROUTES.flights.v2 : ROUTES.flights.root;
    case 'resorts':
      return ROUTES.resort.root;
    case 'cars':
      return ROUTES.cars.root;
    case 'activities':
      return ROUTES.activities.root;
    case 'cruise':
      return ROUTES.cruise.root;
  }
}

/**
 * The search form pages, by service: /booknow/{service}, and the v2 forms of hotels and flights
 * (spec §2). The server renders them for visitors when the service is active (decision 0129).
 */
export const SEARCH_FORM_PATHS: Readonly<Record<ServiceKey, readonly string[]>> = {
  hotels: [ROUTES.hotels.root, ROUTES.hotels.v2],
  flights: [ROUTES.flights.root, ROUTES.flights.v2],
  resorts: [ROUTES.resort.root],
  cars: [ROUTES.cars.root],
  activities: [ROUTES.activities.root],
  cruise: [ROUTES.cruise.root],
};

/** The service whose search form page `pathname` is, or null. */
export function searchFormServiceOf(pathname: string): ServiceKey | null {
  return SERVICE_ORDER.find((service) => SEARCH_FORM_PATHS[service].includes(pathname)) ?? null;
}

/**
 * The results pages, by service: where a search lands (spec §2; cars also show their results at
 * search-details, decision 0049). The server renders them for visitors when the service is active
 * (decision 0132).
 */
export const RESULTS_PATHS: Readonly<Record<ServiceKey, readonly string[]>> = {
  hotels: [ROUTES.hotels.search, ROUTES.hotels.v2Search],
  flights: [ROUTES.flights.search, ROUTES.flights.v2Search],
  resorts: [ROUTES.resort.search],
  cars: [ROUTES.cars.search, ROUTES.cars.searchDetails],
  activities: [ROUTES.activities.search],
  cruise: [ROUTES.cruise.search],
};

/**
 * The texts (i18next namespaces, besides 'translation') each product's results page shows: its
 * own and the search forms' (the prefilled form above the list). The one list both sides read: the
 * server preloads them with a page it renders, and the browser's route loads them before it
 * hydrates (a page waiting for its texts renders a blank placeholder; decision 0132).
 */
export const RESULTS_TEXTS: Readonly<Record<ServiceKey, readonly string[]>> = {
  hotels: ['hotels', 'search'],
  flights: ['flights', 'search'],
  resorts: ['resorts', 'search'],
  cars: ['cars', 'search'],
  activities: ['activities', 'search'],
  cruise: ['cruise', 'search'],
};

/** The service whose results page `pathname` is, or null. */
export function resultsServiceOf(pathname: string): ServiceKey | null {
  return SERVICE_ORDER.find((service) => RESULTS_PATHS[service].includes(pathname)) ?? null;
}

/**
 * The details pages, by service: the page after a result is chosen, before checkout (spec §2),
 * as route patterns (an activity's result-details carries its product code in the path). Each
 * shows what its address names, asked of the API by GET. The server renders them for visitors
 * when the service is active (decision 0136).
 */
export const DETAILS_PATHS: Readonly<Record<ServiceKey, readonly string[]>> = {
  hotels: [ROUTES.hotels.details, ROUTES.hotels.v2Details, ROUTES.hotels.searchDetails, ROUTES.hotels.v2SearchDetails, ROUTES.hotels.deal],
  flights: [ROUTES.flights.searchDetails, ROUTES.flights.v2SearchDetails, ROUTES.flights.flightDetails, ROUTES.flights.reservationDetails],
  resorts: [ROUTES.resort.details],
  cars: [ROUTES.cars.resultDetails, ROUTES.cars.reservationDetails],
  activities: [ROUTES.activities.searchDetails, ROUTES.activities.resultDetails],
  cruise: [ROUTES.cruise.searchDetails],
};

/**
 * The texts each product's details page shows besides 'translation', read by the server and the
 * browser alike (as RESULTS_TEXTS): its own, the booking's (prices), and the search forms' where
 * the page shows the stay's form above the details (decision 0136).
 */
export const DETAILS_TEXTS: Readonly<Record<ServiceKey, readonly string[]>> = {
  hotels: ['hotels', 'search', 'booking'],
  flights: ['flights', 'booking'],
  resorts: ['resorts', 'search', 'booking'],
  cars: ['cars', 'booking'],
  activities: ['activities', 'booking'],
  cruise: ['cruise', 'booking'],
};

/** Whether `pathname` is the route `pattern`: each `:param` stands for one non-empty segment. */
function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  return want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]));
}

/** The details page `pathname` is: its service and its DETAILS_PATHS pattern, or null. */
export function detailsPageOf(pathname: string): { service: ServiceKey; path: string } | null {
  for (const service of SERVICE_ORDER) {
    const path = DETAILS_PATHS[service].find((pattern) => matchesPattern(pattern, pathname));
    if (path !== undefined) return { service, path };
  }
  return null;
}

/** The service whose details page `pathname` is, or null. */
export function detailsServiceOf(pathname: string): ServiceKey | null {
  return detailsPageOf(pathname)?.service ?? null;
}

/** The Book Now target: the first active service (spec §2) in the agency's order, or null when none is active. */
export function bookNowTarget(items: readonly BookingMenuItem[], options: BookingLinkOptions): string | null {
  const first = activeServices(items)[0];
  return first ? bookingPath(first, options) : null;
}
