import { describe, expect, it } from 'vitest';
import {
  defaultActivitySearch,
  defaultCarSearch,
  defaultCruiseSearch,
  defaultFlightSearch,
  defaultHotelSearch,
  defaultResortSearch,
  searchSummary,
  type SearchSummary,
} from './index.ts';

const lisbon = { label: 'Lisbon, Portugal', latitude: 38.72, longitude: -9.14, countryCode: 'PT' };
const porto = { label: 'Porto, Portugal', latitude: 41.15, longitude: -8.61, countryCode: 'PT' };
const lhr = { iata: 'LHR', label: 'Heathrow (LHR)' };
const lis = { iata: 'LIS', label: 'Lisbon (LIS)' };
const jfk = { iata: 'JFK', label: 'New York (JFK)' };
const none: SearchSummary = { place: null, dates: null, month: null, guests: null, rooms: null };

describe('searchSummary', () => {
  it.each<[string, SearchSummary, SearchSummary]>([
    [
      'hotel stay: place, range, everyone in every room',
      searchSummary('hotels', {
        destination: lisbon,
        checkin: '2026-12-26',
        checkout: '2026-12-29',
        rooms: [
          { adults: 2, childAges: [5] },
          { adults: 1, childAges: [] },
        ],
      }),
      { ...none, place: 'Lisbon, Portugal', dates: 'Dec 26, 2026 | Dec 29, 2026', guests: 4, rooms: 2 },
    ],
    ['hotel search not filled in yet', searchSummary('hotels', defaultHotelSearch()), { ...none, guests: 2, rooms: 1 }],
    [
      'round trip: the route, both days, infants count',
      searchSummary('flights', { ...defaultFlightSearch(), from: lhr, to: lis, departDate: '2027-03-01', returnDate: '2027-03-08', infants: 1 }),
      { ...none, place: 'LHR – LIS', dates: 'Mar 01, 2027 | Mar 08, 2027', guests: 2 },
    ],
    [
      'one way ignores a leftover return date',
      searchSummary('flights', { ...defaultFlightSearch(), tripType: 'oneway', from: lhr, to: lis, departDate: '2027-03-01', returnDate: '2027-03-08' }),
      { ...none, place: 'LHR – LIS', dates: 'Mar 01, 2027', guests: 1 },
    ],
    [
      'multi-city: every stop, first to last day',
      searchSummary('flights', {
        ...defaultFlightSearch(),
        tripType: 'multicity',
        legs: [
          { from: lhr, to: lis, date: '2027-03-01' },
          { from: lis, to: jfk, date: '2027-03-05' },
        ],
      }),
      { ...none, place: 'LHR – LIS – JFK', dates: 'Mar 01, 2027 | Mar 05, 2027', guests: 1 },
    ],
    ['flight without airports', searchSummary('flights', defaultFlightSearch()), { ...none, guests: 1 }],
    [
      'car returned elsewhere names both places',
      searchSummary('cars', {
        ...defaultCarSearch(),
        pickup: lisbon,
        differentDropoff: true,
        dropoff: porto,
        pickupDate: '2027-01-10',
        dropoffDate: '2027-01-12',
      }),
      { ...none, place: 'Lisbon, Portugal – Porto, Portugal', dates: 'Jan 10, 2027 | Jan 12, 2027' },
    ],
    [
      'car returned where picked up',
      searchSummary('cars', { ...defaultCarSearch(), pickup: lisbon, dropoff: porto, pickupDate: '2027-01-10', dropoffDate: '2027-01-12' }),
      { ...none, place: 'Lisbon, Portugal', dates: 'Jan 10, 2027 | Jan 12, 2027' },
    ],
    [
      'activities: place and days',
      searchSummary('activities', { ...defaultActivitySearch(), destination: lisbon, startDate: '2027-01-10', endDate: '2027-01-10' }),
      { ...none, place: 'Lisbon, Portugal', dates: 'Jan 10, 2027 | Jan 10, 2027' },
    ],
    [
      'cruise: the month and the party',
      searchSummary('cruise', { ...defaultCruiseSearch(), month: '2027-05', children: 1 }),
      { ...none, month: '2027-05', guests: 3 },
    ],
    [
      'resort: place, nights, adults and children',
      searchSummary('resorts', {
        ...defaultResortSearch(),
        place: { label: 'Bali', regionId: 1, subregionId: null },
        checkin: '2027-02-01',
        checkout: '2027-02-05',
        children: 1,
      }),
      { ...none, place: 'Bali', dates: 'Feb 01, 2027 | Feb 05, 2027', guests: 3 },
    ],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it("writes the dates in the page's language", () => {
    const stay = { ...defaultHotelSearch(), destination: lisbon, checkin: '2026-12-26', checkout: '2026-12-29' };
    expect(searchSummary('hotels', stay, 'ar').dates).toBe('26 ديسمبر 2026 | 29 ديسمبر 2026');
    expect(searchSummary('flights', { ...defaultFlightSearch(), tripType: 'oneway', departDate: '2027-03-01' }, 'de').dates).toBe('01. März 2027');
  });
});
