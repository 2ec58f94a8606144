import { existsSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@tripfront/domain';
import { DETAILS_PATHS, DETAILS_TEXTS, detailsServiceOf, RESULTS_TEXTS } from '@tripfront/domain/navigation/services';
import { describe, expect, it } from 'vitest';
import { activityRoutes } from '../features/booking-activities/index.ts';
import { carRoutes } from '../features/booking-cars/index.ts';
import { cruiseRoutes } from '../features/booking-cruises/index.ts';
import { flightRoutes } from '../features/booking-flights/index.ts';
import { hotelRoutes } from '../features/booking-hotels/index.ts';
import { resortRoutes } from '../features/booking-resorts/index.ts';

// A product's results, its details and the steps after them are separate chunks (decisions 0131,
// 0136): a route pointing at a name its chunk no longer exports would load nothing and show a blank page.
describe.each([hotelRoutes, flightRoutes, carRoutes, activityRoutes, cruiseRoutes, resortRoutes])('$service booking pages', ({ service, routes }) => {
  it("the server's list of details pages (DETAILS_PATHS) names this product's details routes", () => {
    expect(DETAILS_PATHS[service].filter((path) => !routes.some((route) => route.path === path))).toEqual([]);
  });

  it('the texts its results and details pages load (the lists the server preloads too) exist in every language', () => {
    const missing = [...RESULTS_TEXTS[service], ...DETAILS_TEXTS[service]].flatMap((ns) =>
      LANGUAGES.map((lng) => `${lng}/${ns}.json`).filter((file) => !existsSync(path.resolve(import.meta.dirname, '../../public/locales', file))),
    );
    expect(missing).toEqual([]);
  });

  it('every URL loads a page component, the results from the results chunk and the later steps from theirs', { timeout: 30_000 }, async () => {
    for (const route of routes) {
      const Page = route.page ? await route.page() : null;
      if (route.page) expect(Page, route.path).toBeTypeOf('function');
      if (route.step === 'search') expect(Page?.name, route.path).toMatch(/Results$/);
      // The details chunk's pages (a car's reservation review is its details with the extras chosen).
      if (detailsServiceOf(route.path) !== null) expect(Page?.name, route.path).toMatch(/Details$|Reservation$/);
      if (route.step === 'checkout') expect(Page?.name, route.path).toMatch(/Checkout$/);
      if (route.step === 'confirmPayment' || route.step === 'confirmation') expect(Page?.name, route.path).toMatch(/Confirmation$/);
    }
  });
});
