import { describe, expect, it } from 'vitest';
import { activeServices, bookNowTarget, bookingPath, selectHomeTab, type ServiceKey } from './services.ts';
import { makeMenu } from './test-factories.ts';

const off = (...ids: number[]) => Object.fromEntries(ids.map((id) => [id, false]));

describe('activeServices', () => {
  it.each<[string, ReturnType<typeof makeMenu>, ServiceKey[]]>([
    ['all, in the general order', makeMenu(), ['hotels', 'flights', 'resorts', 'cars', 'activities', 'cruise']],
    ['hotels and cars only', makeMenu(off(3, 4, 5, 6)), ['hotels', 'cars']],
    ['none', makeMenu(off(1, 2, 3, 4, 5, 6)), []],
    [
      'stored out of order',
      [
        { id: 4, title: 'Cruise', active: true },
        { id: 1, title: 'Hotels', active: true },
      ],
      ['hotels', 'cruise'],
    ],
  ])('%s', (_, menu, expected) => {
    expect(activeServices(menu)).toEqual(expected);
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
