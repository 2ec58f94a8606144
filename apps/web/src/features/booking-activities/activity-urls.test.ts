import { describe, expect, it } from 'vitest';
import {
  activityCheckoutUrl,
  activityConfirmationUrl,
  activityDetailsUrl,
  NO_ACTIVITY_FILTERS,
  readActivityCheckout,
  readActivitySearch,
  readActivityView,
  readParty,
  searchQuery,
  withActivityView,
} from './activity-urls.ts';

const RESULTS = 'destination=Lisbon%2C+Portugal&lat=38.7223&long=-9.1393&country=PT&start_date=2030-03-01&end_date=2030-03-04';

describe('activity URLs', () => {
  it('asks the API with the results URL keys and the currency, or not at all while incomplete', () => {
    const search = readActivitySearch(RESULTS);
    expect(Object.fromEntries(searchQuery(search, 'EUR')!)).toEqual({
      destination: 'Lisbon, Portugal',
      lat: '38.7223',
      long: '-9.1393',
      country: 'PT',
      start_date: '2030-03-01',
      end_date: '2030-03-04',
      currency: 'EUR',
    });
    expect(searchQuery(readActivitySearch('start_date=2030-03-01'), 'USD')).toBeNull();
  });

  it('keeps sort and filters in the URL and reads them back; unknown values fall back', () => {
    const view = { sort: 'price' as const, filters: { ...NO_ACTIVITY_FILTERS, categories: ['food' as const], minRating: 4, freeCancellation: true } };
    const query = withActivityView(RESULTS, view);
    expect(query).toContain('category=food');
    expect(readActivityView(query)).toEqual(view);
    expect(readActivityView('sort=cheapest&category=bungee,tours&minRating=x')).toEqual({
      sort: 'recommended',
      filters: { ...NO_ACTIVITY_FILTERS, categories: ['tours'] },
    });
  });

  it('details, checkout and confirmation addresses carry what the next page needs', () => {
    const search = readActivitySearch(RESULTS);
    expect(activityDetailsUrl('2267057P3', search)).toBe(`/booknow/activities/result-details/2267057P3?${RESULTS}`);
    const party = { adult: 2, child: 1, infant: 0, senior: 0 };
    const url = activityCheckoutUrl({
      offerId: 'A1.2267057P3.2030-03-02.0900.2-1-0-0',
      productCode: '2267057P3',
      total: { amount: 9000, currency: 'USD' },
      search,
      party,
    });
    expect(url.startsWith('/booknow/activities/bookings/checkout?')).toBe(true);
    expect(readActivityCheckout(url.split('?')[1]!)).toEqual({
      offerId: 'A1.2267057P3.2030-03-02.0900.2-1-0-0',
      productCode: '2267057P3',
      total: { amount: 9000, currency: 'USD' },
      search,
      party,
    });
    expect(readActivityCheckout('offer=x')).toBeNull();
    expect(activityConfirmationUrl('TF-ABC123')).toBe('/booknow/activities/confirmation/TF-ABC123');
  });

  it('reads the party from the URL: 2 adults when none is given, counts clamped', () => {
    expect(readParty('')).toEqual({ adult: 2, child: 0, infant: 0, senior: 0 });
    expect(readParty('adult=1&child=99&infant=-1')).toEqual({ adult: 1, child: 15, infant: 0, senior: 0 });
  });
});
