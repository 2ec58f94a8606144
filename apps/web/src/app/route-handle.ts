import type { ServiceKey } from '@tripfront/domain/booking/products';
import type en from '../../public/locales/en/translation.json';
import type { BookingStep } from '../config/product-routes.ts';
import type { LegalDocument } from '../features/legal/index.ts';

/** Placeholder pages named in the `pages` translation group. */
export type PlaceholderPage = keyof (typeof en)['pages'];

/** Data the router attaches to a route for the module that renders it. */
export type RouteHandle =
  { kind: 'page'; page: PlaceholderPage } | { kind: 'booking'; service: ServiceKey; step: BookingStep } | { kind: 'legal'; document: LegalDocument };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

/** The handle of the deepest matched route. */
export function lastHandle(matches: ReadonlyArray<{ handle: unknown }>): RouteHandle | null {
  const handle = matches.at(-1)?.handle;
  return isRouteHandle(handle) ? handle : null;
}
