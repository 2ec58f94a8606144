import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_API_BASES, setApiBases } from '../../../lib/api-bases.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { getProperty } from './get-property.ts';
import { NO_FILTERS, searchHotels } from './search-hotels.ts';

afterEach(() => setApiBases());

const stay = { checkin: '2026-12-01', checkout: '2026-12-03', occupancy: ['2'], currency: 'USD' };

describe('hotel API base', () => {
  it('searches and opens a property under the base the bootstrap gives', async () => {
    setApiBases({ ...DEFAULT_API_BASES, hotel: '/stays-api' });
    mockApi({ 'GET /stays-api/search': { body: { data: { hotels: [], page: 1, hasMore: false } } }, 'GET /stays-api/properties/P1': { body: { data: {} } } });
    await searchHotels({ ...stay, latitude: 1, longitude: 2, label: 'Lisbon', sort: 'recommended', filters: NO_FILTERS }, 1);
    await getProperty({ ...stay, propertyId: 'P1' });
    expect(fetchCalls.map((c) => c.url.pathname)).toEqual(['/stays-api/search', '/stays-api/properties/P1']);
  });

  it('keeps /hotel-api without one', async () => {
    mockApi({ 'GET /hotel-api/properties/P1': { body: { data: {} } } });
    await getProperty({ ...stay, propertyId: 'P1' });
    expect(fetchCalls[0]?.url.pathname).toBe('/hotel-api/properties/P1');
  });
});
