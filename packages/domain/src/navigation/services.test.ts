import { describe, expect, it } from 'vitest';
import { searchPath } from '../search/index.ts';
import {
  activeServices,
  bookingMenuInOrder,
  bookNowTarget,
  bookingPath,
  DETAILS_PATHS,
  detailsPageOf,
  detailsServiceOf,
  homeTabs,
  RESULTS_PATHS,
  resultsServiceOf,
  searchFormServiceOf,
  selectHomeTab,
} from './services.ts';
import type { ServiceKey } from '../booking/products.ts';
import { makeMenu } from './test-factories.ts';

const off = (...ids: number[]) => Object.fromEntries(ids.map((id) => [id, false]));

describe('activeServices', () => {
  it.each<[string, ReturnType<typeof makeMenu>, ServiceKey[]]>([
    ['all, in the general order', makeMenu(), ['hotels', 'flights', 'resorts', 'cars', 'activities', 'cruise']],
    ['hotels and cars only', makeMenu(off(3, 4, 5, 6)), ['hotels', 'cars']],
    ['none', makeMenu(off(1, 2, 3, 4, 5, 6)), []],
    [
      'in the order the agency stored (Product settings)',
      [
        { id: 4, title: 'Cruise', active: true },
        { id: 1, title: 'Hotels', active: true },
      ],
      ['cruise', 'hotels'],
    ],
    [
      'an unknown id and a repeated id ignored (the first counts)',
      [
        { id: 3, title: 'Activities', active: true },
        { id: 9, title: 'Spa', active: true },
        { id: 3, title: 'Activities', active: false },
        { id: 2, title: 'Car Rentals', active: true },
      ],
      ['activities', 'cars'],
    ],
  ])('%s', (_, menu, expected) => {
    expect(activeServices(menu)).toEqual(expected);
  });
});

describe('bookingMenuInOrder', () => {
  it('keeps the stored order and adds missing services, inactive, in the general order', () => {
    expect(
      bookingMenuInOrder([
        { id: 3, title: 'Activities', active: true },
        { id: 1, title: 'Hotels', active: false },
      ]),
    ).toEqual([
      { service: 'activities', active: true },
      { service: 'hotels', active: false },
      { service: 'flights', active: false },
      { service: 'resorts', active: false },
      { service: 'cars', active: false },
      { service: 'cruise', active: false },
    ]);
  });

  it('is the general order for the seed menu', () => {
    expect(bookingMenuInOrder(makeMenu()).map((e) => e.service)).toEqual(['hotels', 'flights', 'resorts', 'cars', 'activities', 'cruise']);
  });
});

describe('homeTabs', () => {
  it('lists the active services with a tab in the agency order (Resorts has none)', () => {
    const menu = [
      { id: 3, title: 'Activities', active: true },
      { id: 6, title: 'Resorts', active: true },
      { id: 1, title: 'Hotels', active: true },
      { id: 5, title: 'Air Travel', active: false },
      { id: 2, title: 'Car Rentals', active: true },
      { id: 4, title: 'Cruise', active: true },
    ];
    expect(homeTabs(menu).map((t) => t.tab)).toEqual(['Activities', 'Hotels', 'Car Rentals', 'Cruise']);
    expect(selectHomeTab(null, menu)).toBe('activities');
    expect(selectHomeTab('Air Travel', menu)).toBe('activities');
    expect(bookNowTarget(menu, { isAgent: false, enableHotelsV2: false, enableFlightsV2: false })).toBe('/booknow/activities');
  });
});

describe('selectHomeTab', () => {
  it.each<[string | null, ReturnType<typeof makeMenu>, ServiceKey | null]>([
    [null, makeMenu(), 'hotels'],
    ['Activities', makeMenu(), 'activities'],
    ['Car Rentals', makeMenu(), 'cars'],
    ['car rentals', makeMenu(), 'cars'],
    ['Air Travel', makeMenu(), 'flights'],
    ['Cruise', makeMenu(off(4)), 'hotels'],
    ['Resorts', makeMenu(), 'hotels'],
    ['Bogus', makeMenu(off(1)), 'flights'],
    [null, makeMenu(off(1, 5)), 'cars'],
    [null, makeMenu(off(1, 2, 3, 4, 5)), null],
    ['', makeMenu(off(1, 2, 5)), 'activities'],
  ])('tab=%j → %s', (tab, menu, expected) => {
    expect(selectHomeTab(tab, menu)).toBe(expected);
  });
});

describe('bookingPath / bookNowTarget', () => {
  const visitor = { isAgent: false, enableHotelsV2: true, enableFlightsV2: true };
  const agentV2 = { isAgent: true, enableHotelsV2: true, enableFlightsV2: true };
  const agentV1 = { isAgent: true, enableHotelsV2: false, enableFlightsV2: false };
  it.each<[ServiceKey, typeof visitor, string]>([
    ['hotels', visitor, '/booknow/hotels'],
    ['hotels', agentV2, '/booknow/hotels/v2'],
    ['hotels', agentV1, '/booknow/hotels'],
    ['flights', visitor, '/booknow/flights'],
    ['flights', agentV2, '/booknow/flights/v2'],
    ['resorts', agentV2, '/booknow/resort'],
    ['cars', agentV2, '/booknow/cars'],
    ['activities', visitor, '/booknow/activities'],
    ['cruise', visitor, '/booknow/cruise'],
  ])('%s for %j → %s', (service, options, expected) => {
    expect(bookingPath(service, options)).toBe(expected);
  });

  it.each<[ReturnType<typeof makeMenu>, typeof visitor, string | null]>([
    [makeMenu(), visitor, '/booknow/hotels'],
    [makeMenu(), agentV2, '/booknow/hotels/v2'],
    [makeMenu(off(1)), agentV2, '/booknow/flights/v2'],
    [makeMenu(off(1, 5)), visitor, '/booknow/resort'],
    [makeMenu(off(1, 5, 6, 2, 3)), visitor, '/booknow/cruise'],
    [makeMenu(off(1, 2, 3, 4, 5, 6)), visitor, null],
  ])('first active service (case %#)', (menu, options, expected) => {
    expect(bookNowTarget(menu, options)).toBe(expected);
  });
});

describe('searchFormServiceOf', () => {
  it.each<[string, ServiceKey | null]>([
    ['/booknow/hotels', 'hotels'],
    ['/booknow/hotels/v2', 'hotels'],
    ['/booknow/flights/v2', 'flights'],
    ['/booknow/resort', 'resorts'],
    ['/booknow/cars', 'cars'],
    ['/booknow/activities', 'activities'],
    ['/booknow/cruise', 'cruise'],
    // Results, details and anything else are not form pages.
    ['/booknow/hotels/search', null],
    ['/booknow/hotels/v2/search', null],
    ['/booknow/cars/result-details', null],
    ['/booknow/resorts', null],
    ['/', null],
  ])('%s → %s', (pathname, expected) => {
    expect(searchFormServiceOf(pathname)).toBe(expected);
  });

  it('every entry page Book Now can open is a form page of its service', () => {
    for (const service of ['hotels', 'flights', 'resorts', 'cars', 'activities', 'cruise'] as const)
      for (const isAgent of [false, true])
        expect(searchFormServiceOf(bookingPath(service, { isAgent, enableHotelsV2: true, enableFlightsV2: true }))).toBe(service);
  });
});

describe('resultsServiceOf', () => {
  it.each<[string, ServiceKey | null]>([
    ['/booknow/hotels/search', 'hotels'],
    ['/booknow/hotels/v2/search', 'hotels'],
    ['/booknow/flights/search', 'flights'],
    ['/booknow/flights/v2/search', 'flights'],
    ['/booknow/resort/search', 'resorts'],
    ['/booknow/cars/search', 'cars'],
    // Cars show their results at search-details too (decision 0049).
    ['/booknow/cars/search-details', 'cars'],
    ['/booknow/activities/search', 'activities'],
    ['/booknow/cruise/search', 'cruise'],
    // Forms and the steps after the results are not results pages.
    ['/booknow/hotels', null],
    ['/booknow/hotels/search-details', null],
    ['/booknow/activities/search-details', null],
    ['/booknow/cars/result-details', null],
    ['/', null],
  ])('%s → %s', (pathname, expected) => {
    expect(resultsServiceOf(pathname)).toBe(expected);
  });

  it('every address a search form submits to is a results page of its service', () => {
    for (const service of ['hotels', 'flights', 'resorts', 'cars', 'activities', 'cruise'] as const)
      for (const v2 of [false, true]) expect(resultsServiceOf(searchPath(service, { enableHotelsV2: v2, enableFlightsV2: v2 }))).toBe(service);
  });
});

describe('detailsServiceOf', () => {
  it.each<[string, ServiceKey | null]>([
    ['/hotel-details', 'hotels'],
    ['/booknow/hotels/v2/details', 'hotels'],
    ['/booknow/hotels/search-details', 'hotels'],
    ['/booknow/hotels/v2/search-details', 'hotels'],
    ['/booknow/hotels/deal', 'hotels'],
    ['/booknow/flights/search-details', 'flights'],
    ['/booknow/flights/v2/search-details', 'flights'],
    ['/booknow/flights/flight-details', 'flights'],
    ['/booknow/flights/reservation-details', 'flights'],
    ['/booknow/resort/details', 'resorts'],
    ['/booknow/cars/result-details', 'cars'],
    ['/booknow/cars/reservation-details', 'cars'],
    ['/booknow/activities/search-details', 'activities'],
    // The product code is a segment of the address.
    ['/booknow/activities/result-details/LIS-123', 'activities'],
    ['/booknow/cruise/search-details', 'cruise'],
    // Not details pages: results (cars show theirs at search-details, decision 0049), forms, checkouts, a proposal's deal.
    ['/booknow/cars/search-details', null],
    ['/booknow/hotels/v2/search', null],
    ['/booknow/activities/result-details', null],
    ['/booknow/activities/result-details/', null],
    ['/booknow/activities/result-details/LIS-123/more', null],
    ['/booknow/hotels/deal/42', null],
    ['/booknow/hotels/checkout', null],
    ['/booknow/cruise', null],
    ['/', null],
  ])('%s → %s', (pathname, expected) => {
    expect(detailsServiceOf(pathname)).toBe(expected);
  });

  it('names the pattern a details address matched, the key of its page', () => {
    expect(detailsPageOf('/booknow/activities/result-details/LIS-123')).toEqual({
      service: 'activities',
      path: '/booknow/activities/result-details/:productCode',
    });
    expect(detailsPageOf('/booknow/resort/details')).toEqual({ service: 'resorts', path: '/booknow/resort/details' });
  });

  it('no address is both a results page and a details page', () => {
    for (const paths of Object.values(RESULTS_PATHS)) for (const pathname of paths) expect(detailsServiceOf(pathname), pathname).toBeNull();
    for (const paths of Object.values(DETAILS_PATHS)) for (const pathname of paths) expect(resultsServiceOf(pathname), pathname).toBeNull();
  });
});
