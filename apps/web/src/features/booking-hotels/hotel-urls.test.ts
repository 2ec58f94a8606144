import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './api/search-hotels.ts';
import { hotelCheckoutUrl, hotelDetailsUrl, readCheckoutQuery, readHotelQuery, readResultsView, withoutResultsView, withResultsView } from './hotel-urls.ts';

const paris = { label: 'Paris, France', latitude: 48.8566, longitude: 2.3522, countryCode: 'FR' };
const search = {
  destination: paris,
  checkin: '2027-03-01',
  checkout: '2027-03-04',
  rooms: [
    { adults: 2, childAges: [5, 7] },
    { adults: 1, childAges: [] },
  ],
};

describe('page URLs keep the stay', () => {
  it.each([
    [true, '/booknow/hotels/v2/details'],
    [false, '/hotel-details'],
  ])('details (v2 %s) → %s with the search and the hotel', (v2, path) => {
    const href = hotelDetailsUrl(v2, 'sbx-h-1', search);
    const u = new URL(href, 'http://x');
    expect(u.pathname).toBe(path);
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      propertyId: 'sbx-h-1',
      checkin_date: '2027-03-01',
      checkout_date: '2027-03-04',
      occupancies: '2-5-7_1',
      destination: 'Paris, France',
    });
    expect(readHotelQuery(u.searchParams)).toEqual({ search, propertyId: 'sbx-h-1' });
  });

  it('checkout carries hotel, rate and shown total, and reads back', () => {
    const target = { propertyId: 'sbx-h-1', rateId: 'rate-abcdefghijk', total: { amount: 45_900, currency: 'EUR' }, search };
    const href = hotelCheckoutUrl(target);
    expect(href.startsWith('/booknow/hotels/checkout?')).toBe(true);
    expect(readCheckoutQuery(href.split('?')[1]!)).toEqual(target);
  });

  it.each([
    ['no rate', 'propertyId=p&total=100&totalCurrency=USD'],
    ['no hotel', 'rateId=rate-abcdefghijk&total=100&totalCurrency=USD'],
    ['total not a whole number', 'propertyId=p&rateId=rate-abcdefghijk&total=1.5&totalCurrency=USD'],
    ['bad currency', 'propertyId=p&rateId=rate-abcdefghijk&total=100&totalCurrency=usd'],
  ])('an incomplete checkout URL (%s) reads as null', (_, query) => {
    expect(readCheckoutQuery(query)).toBeNull();
  });
});

describe('results view in the URL: sort and filters', () => {
  const stayQuery = 'destination=Paris&lat=48.8566&long=2.3522&checkin_date=2027-03-01&checkout_date=2027-03-04&occupancies=2';

  it('writes only what differs from the defaults, keeps the search, and reads it back', () => {
    const view = { sort: 'price_asc' as const, filters: { minPrice: 12000, maxPrice: null, stars: [5, 4], maxDistanceKm: 3, freeCancellation: true } };
    const query = withResultsView(stayQuery, view);
    expect(query).toBe(`${stayQuery}&sort=price_asc&price_min=12000&stars=4%2C5&distance_km=3&free_cancellation=1`);
    expect(readResultsView(query)).toEqual({ ...view, filters: { ...view.filters, stars: [4, 5] } });
    expect(readHotelQuery(query).search).toEqual(readHotelQuery(stayQuery).search);
    expect(withoutResultsView(query)).toBe(stayQuery);
    expect(withResultsView(query, { sort: 'recommended', filters: NO_FILTERS })).toBe(stayQuery);
  });

  it('ignores values that are not a sort or a filter', () => {
    expect(readResultsView(`${stayQuery}&sort=cheapest&price_min=-5&price_max=abc&stars=0,6,x,3&distance_km=5000&free_cancellation=yes`)).toEqual({
      sort: 'recommended',
      filters: { ...NO_FILTERS, stars: [3] },
    });
  });
});

describe('deal links', () => {
  it.each([
    ['a v1 hotel deal (hotelId)', 'hotelId=sbx-h-12&checkin_date=2027-01-10&checkout_date=2027-01-12&rooms=1&lat=48.85&long=2.35&isFromDeal=true'],
    ['a v2 hotel deal (id)', 'id=sbx-h-12&checkin_date=2027-01-10&checkout_date=2027-01-12&lat=48.85&long=2.35&isFromDeal=true'],
  ])('open the hotel of %s for its stay and two adults', (_, query) => {
    expect(readHotelQuery(query)).toMatchObject({
      propertyId: 'sbx-h-12',
      search: { checkin: '2027-01-10', checkout: '2027-01-12', rooms: [{ adults: 2, childAges: [] }] },
    });
  });
});
