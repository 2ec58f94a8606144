import type { ServiceKey } from '@tripfront/domain/booking/products';
import type { ComponentType } from 'react';
import type en from '../../public/locales/en/translation.json';

/**
 * How a product declares its booking URLs (spec §2): each product's feature exports one table of
 * path → page (features/booking-hotels/routes.ts …), which the router spreads as it is. A page is a
 * module loaded when its route first opens, so the router (in the start-up chunk, decision 0017)
 * carries the table and none of the screens. Types only: the entry page of every product, the
 * service's search form, is features/search's `loadSearchFormPage`.
 */

/** Booking steps named in the `bookingPages` translation group (the coming-soon placeholder's subtitle). */
export type BookingStep = keyof (typeof en)['bookingPages'];

/** A page loaded on demand: resolves to the component its route renders. */
export type PageLoader = () => Promise<ComponentType>;

/** One URL of a product's booking journey and the page it shows. */
export interface ProductRoute {
  path: string;
  step: BookingStep;
  /** None yet: the route shows the coming-soon page for its service and step. */
  page?: PageLoader;
  /** Hotels and flights: the v1 ⇄ v2 redirect of spec §2 runs first. */
  versioned?: boolean;
}

/** A product's booking routes, for one service of the booking menu. */
export interface ProductRoutes {
  service: ServiceKey;
  routes: readonly ProductRoute[];
}
