import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_RATE_LIMITED } from '@tripfront/domain/search-limits';
import { PARIS, query, stay } from './booking-helpers.ts';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

/**
 * Searches per client address and per agency in a minute (decision 0083): 3 per address and 5 per
 * agency here. The clock is set (only Date is faked: timers run), so a window ends without waiting.
 */
let t: TestApp;
const START = Date.parse('2026-12-01T10:00:10Z');

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  t = await createTestApp({ config: { SEARCH_LIMIT_PER_IP: '3', SEARCH_LIMIT_PER_AGENCY: '5' } });
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const hotels = (host: string, remoteAddress: string) =>
  t.call(host, { method: 'GET', remoteAddress, url: `/hotel-api/search?${query({ ...PARIS, ...stay(), occupancy: 2, searchString: 'Paris' })}` });
const cars = (host: string, remoteAddress: string) =>
  t.call(host, { method: 'GET', remoteAddress, url: `/api/car-rental/search?${query({ pickUpLocation: 'CDG' })}` });

describe('search limits', () => {
  it('refuses the 4th search from one address with 429, Retry-After and a code; another address still searches', async () => {
    for (let i = 0; i < 3; i++) expect((await hotels(SUNRISE, '203.0.113.1')).statusCode).toBe(200);
    const refused = await hotels(SUNRISE, '203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('50');
    expect(refused.json()).toMatchObject({
      code: SEARCH_RATE_LIMITED,
      scope: 'ip',
      retryAfter: 50,
      message: expect.stringContaining('Too many searches from your network'),
    });
    expect((await hotels(SUNRISE, '203.0.113.2')).statusCode).toBe(200);
  });

  it('does not count a search refused for its input', async () => {
    // 203.0.113.2 has 1 search; a car search with a bad query is refused for its input, not counted.
    expect((await cars(SUNRISE, '203.0.113.2')).statusCode).toBe(400);
    expect((await hotels(SUNRISE, '203.0.113.2')).statusCode).toBe(200);
  });

  it('stops every address once the agency had its 5 searches; another agency is unaffected', async () => {
    // Sunrise has 3 + 2 searches: its sixth, from a fresh address, is refused for the agency.
    const refused = await hotels(SUNRISE, '203.0.113.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: SEARCH_RATE_LIMITED, scope: 'agency' });
    expect(refused.headers['retry-after']).toBe('50');
    expect((await hotels(NORDIC, '203.0.113.4')).statusCode).toBe(200);
  });

  it('lets the address and the agency search again in the next minute', async () => {
    vi.setSystemTime(START + 50_000);
    expect((await hotels(SUNRISE, '203.0.113.1')).statusCode).toBe(200);
    expect((await hotels(SUNRISE, '203.0.113.3')).statusCode).toBe(200);
  });
});
