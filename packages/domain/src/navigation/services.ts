import type { BookingMenuItem } from '../agency.ts';
import { ROUTES } from './routes.ts';

/** The bookable services. */
export type ServiceKey = 'hotels' | 'flights' | 'resorts' | 'cars' | 'activities' | 'cruise';

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

/** Home Product Deals tabs (spec §2) in the general order; Resorts has no deals tab. The value is the `tab` query value. */
export const HOME_TABS: ReadonlyArray<{ service: ServiceKey; tab: string }> = [
  { service: 'hotels', tab: 'Hotels' },
  { service: 'flights', tab: 'Air Travel' },
  { service: 'cars', tab: 'Car Rentals' },
  { service: 'activities', tab: 'Activities' },
  { service: 'cruise', tab: 'Cruise' },
];

export function isServiceActive(items: readonly BookingMenuItem[], service: ServiceKey): boolean {
  return items.some((item) => item.id === BOOKING_MENU_IDS[service] && item.active);
}

/** Active services in the general order, whatever order the agency stored its menu in. */
export function activeServices(items: readonly BookingMenuItem[]): ServiceKey[] {
  return SERVICE_ORDER.filter((service) => isServiceActive(items, service));
}

/**
 * The selected home tab: the `tab` query parameter when it names an enabled tab, otherwise the
 * first enabled tab; null when the agency enables no tab service.
 */
export function selectHomeTab(tabQuery: string | null | undefined, items: readonly BookingMenuItem[]): ServiceKey | null {
  const enabled = HOME_TABS.filter(({ service }) => isServiceActive(items, service));
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

/** The Book Now target: the first active service (spec §2), or null when none is active. */
export function bookNowTarget(items: readonly BookingMenuItem[], options: BookingLinkOptions): string | null {
  const first = activeServices(items)[0];
  return first ? bookingPath(first, options) : null;
}
