import { ROUTES } from '@tripfront/domain/navigation/routes';
import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

type Tree = { [key: string]: string | Tree };

function patterns(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : patterns(value)));
}

/** Calls every builder with sample arguments and collects the results. */
function built(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) => {
    if (typeof value === 'function') {
      const builder = value as (...args: string[]) => string;
      const withArg = builder('ID');
      try {
        return [withArg, builder()];
      } catch {
        return [withArg];
      }
    }
    if (typeof value === 'object' && value !== null) return built(value);
    return [];
  });
}

describe('paths', () => {
  it('has a builder for every route constant', () => {
    const all = built(paths);
    for (const pattern of patterns(ROUTES as unknown as Tree)) {
      const expected = pattern.replace(/:[A-Za-z]+/g, 'ID');
      expect(
        all.some((path) => path === expected || path.startsWith(`${expected}?`)),
        expected,
      ).toBe(true);
    }
  });

  it.each([
    [paths.home(), '/'],
    [paths.home({ tab: 'Car Rentals' }), '/?tab=Car+Rentals'],
    [paths.login('/booknow/hotels?x=1'), '/login?redirect=%2Fbooknow%2Fhotels%3Fx%3D1'],
    [paths.login(), '/login'],
    [paths.agencyTerms('a/b'), '/agency-terms-and-conditions/a%2Fb'],
    [paths.hotels.search(), '/booknow/hotels/search'],
    [paths.hotels.v2.details(), '/booknow/hotels/v2/details'],
    [paths.hotels.deal(), '/booknow/hotels/deal'],
    [paths.hotels.deal('42'), '/booknow/hotels/deal/42'],
    [paths.cars.checkout(), '/booknow/Cars/checkout'],
    [paths.activities.resultDetails('P-1'), '/booknow/activities/result-details/P-1'],
    [paths.cruise.confirmation('R9'), '/booknow/cruise/confirmation/R9'],
    [paths.flights.v2.search(), '/booknow/flights/v2/search'],
    [paths.agent.agentView('u1'), '/users/agents/view/u1'],
    [paths.traveller.wallet(), '/mytrip/wallet/'],
    [paths.shortUrl('abc'), '/url/abc'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
