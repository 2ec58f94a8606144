import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeDealKind } from '@tripfront/domain/deals/home-deal-requests';
import type { HotelOffer } from '@tripfront/domain';
import { createSandboxSupplier, fail, wrapSupplier } from '@tripfront/suppliers';
import { dealPictures, visitorDealRequest } from '../src/lib/home-deals.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';

// A cached home page is checked when its deal span ends (decision 0137): kept when its deal row is
// the one it shows, rendered again when the row changed. Spans of 1 s (SEARCH_CACHE_TTL=1).

/** When true, each hotel deal shows the next one's picture: the row's pictures change. */
let shifted = false;
/** When true, the hotel deal search fails (a supplier's timeout). */
let failing = false;
let t: TestApp;
beforeAll(async () => {
  const supplier = wrapSupplier(createSandboxSupplier(), async (method, signal, proceed) => {
    if (method === 'hotelDeals' && failing) return fail('Supplier timed out', true);
    const result = await proceed(signal);
    if (method !== 'hotelDeals' || !shifted || !result.ok) return result;
    const offers = result.value as HotelOffer[];
    return { ok: true, value: offers.map((offer, i) => ({ ...offer, heroImage: offers[(i + 1) % offers.length]!.heroImage })) };
  });
  t = await createTestApp({ supplier, config: { SEARCH_CACHE_TTL: '1' } });
}, 120_000);
afterAll(() => t.close());

const preloaded = (body: string) => [...body.matchAll(/<link rel="preload" as="image" href="(\/img\/deals\/[^"]+)"/g)].map((m) => m[1]);

/** The first row's pictures of the search the home page makes for a visitor it cannot place. */
async function rowNow(): Promise<string[]> {
  const agency = (await t.call(SUNRISE, { method: 'GET', url: '/api/agency' })).json().data;
  const request = visitorDealRequest(agency, 'hotels', new Date(), t.config.HOTEL_API_BASE);
  const answer = await t.call(SUNRISE, { method: request.method, url: request.path, ...(request.body ? { payload: request.body as object } : {}) });
  return dealPictures(homeDealKind('hotels', agency.enableHotelsV2), answer.json()).slice(0, 4);
}

/** The home page, asked for until `done` holds of it or 10 s have passed. */
async function homeUntil(done: (body: string) => boolean) {
  const until = Date.now() + 10_000;
  for (;;) {
    const res = await t.call(SUNRISE, { method: 'GET', url: '/' });
    if (done(res.body) || Date.now() > until) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a home page past its deal span', () => {
  it('keeps its page while the deal row is the same, shows the new row once it changed, and keeps it while the search fails', async () => {
    const first = await t.call(SUNRISE, { method: 'GET', url: '/' });
    const before = preloaded(first.body);
    expect(before).toEqual(await rowNow());
    expect(before.length).toBe(4);

    // Spans end; the deal row is the same: the same page (its ETag: a browser's copy is still current).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await t.call(SUNRISE, { method: 'GET', url: '/' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const kept = await t.call(SUNRISE, { method: 'GET', url: '/' });
    expect(kept.headers.etag).toBe(first.headers.etag);

    // The supplier's deals change: the page shows the new row within a span or two.
    shifted = true;
    const after = await homeUntil((body) => preloaded(body)[0] !== before[0]);
    expect(preloaded(after.body)).toEqual(await rowNow());
    expect(preloaded(after.body)).not.toEqual(before);

    // The search fails for a while: the page keeps the row it shows rather than losing it.
    failing = true;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await t.call(SUNRISE, { method: 'GET', url: '/' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const during = await t.call(SUNRISE, { method: 'GET', url: '/' });
    expect(during.headers.etag).toBe(after.headers.etag);
    expect(preloaded(during.body)).toEqual(preloaded(after.body));
  });
});
