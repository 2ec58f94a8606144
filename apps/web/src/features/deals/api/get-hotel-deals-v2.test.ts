import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_API_BASES, setApiBases } from '../../../lib/api-bases.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { getHotelDealsV2 } from './get-hotel-deals-v2.ts';

afterEach(() => setApiBases());

describe('getHotelDealsV2', () => {
  it("asks the hotel API's deals under the base the bootstrap gives", async () => {
    setApiBases({ ...DEFAULT_API_BASES, hotel: '/stays-api' });
    mockApi({ 'GET /stays-api/deals': { body: { data: { hotels: [] } } } });
    await getHotelDealsV2({ location: { latitude: 1, longitude: 2, countryCode: 'US' }, currency: 'USD', disallowSameDayBooking: false, viewer: 'visitor' });
    expect(fetchCalls.map((c) => c.url.pathname)).toEqual(['/stays-api/deals']);
  });
});
