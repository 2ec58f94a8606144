import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_API_BASES, setApiBases } from '../../../lib/api-bases.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { getResortRegions } from './get-resort-regions.ts';
import { suggestResortPlaces } from './suggest-resort-places.ts';

afterEach(() => setApiBases());

describe('resort API base', () => {
  it('suggests places and lists regions under the base the bootstrap gives', async () => {
    setApiBases({ ...DEFAULT_API_BASES, resort: '/resorts' });
    mockApi({ 'GET /resorts/search': { body: { data: [] } }, 'GET /resorts/regions': { body: { data: [] } } });
    await suggestResortPlaces('Cancun');
    await getResortRegions();
    expect(fetchCalls.map((c) => c.url.pathname)).toEqual(['/resorts/search', '/resorts/regions']);
  });
});
