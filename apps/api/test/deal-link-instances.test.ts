import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DealLink } from '@tripfront/domain/proposals';
import { buildApp } from '../src/app.ts';
import { cookie, PARIS, query, stay } from './booking-helpers.ts';
import { redisReachable } from './fault-helpers.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';

// A deal link archived on one instance stops pricing on every instance at once (deal-link-lookup.ts
// keeps a looked-up link 30 s per instance; the archive tells the others through agency-changes.ts
// over Redis). Two apps on one database and one Redis stand for two instances.

const REDIS_URL = process.env.TF_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisReachable(REDIS_URL);
if (!redisUp) console.warn(`deal-link-instances.test.ts: no Redis at ${REDIS_URL} (set TF_TEST_REDIS_URL): the cross-instance test is skipped.`);

const dates = stay(45, 2);

/** Each hotel's total on `app` as a visitor who came through `code` reads it. */
async function totals(app: FastifyInstance, code: string): Promise<Map<string, number>> {
  const res = await app.inject({
    method: 'GET',
    url: `/hotel-api/search?${query({ ...PARIS, ...dates, occupancy: 2, pageSize: 10, currency: 'USD' })}`,
    headers: { host: SUNRISE, 'x-deal-link': code },
  });
  expect(res.statusCode, res.body).toBe(200);
  return new Map((res.json().data.hotels as { propertyId: string; price: { total: { amount: number } } }[]).map((h) => [h.propertyId, h.price.total.amount]));
}

/** Polls until every hotel of `expected` costs what it says there, or `ms` have passed; the last totals read. */
async function within(ms: number, app: FastifyInstance, code: string, expected: Map<string, number>): Promise<Map<string, number>> {
  const until = Date.now() + ms;
  const same = (seen: Map<string, number>) => [...expected].every(([id, total]) => seen.get(id) === total);
  let seen = await totals(app, code);
  while (!same(seen) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
    seen = await totals(app, code);
  }
  return seen;
}

describe.skipIf(!redisUp)('a deal link archived on one instance, with Redis (REDIS_URL set)', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let sales: string;
  beforeAll(async () => {
    // One channel per run, so runs sharing a Redis (CI jobs, other suites) do not hear each other.
    const channel = `tripfront-test:${randomUUID()}:agency-changed`;
    t = await createTestApp({ config: { REDIS_URL }, agencyChangesChannel: channel });
    other = await buildApp({ config: t.config, db: t.db, logger: false, agencyChangesChannel: channel });
    await other.ready();
    sales = await t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026');
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('stops pricing on the other instance at once, not when its 30 s copy ends', async () => {
    const res = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/agent/deal-links',
      cookies: cookie(sales),
      payload: { title: 'Paris in spring', product: 'hotel', target: '/booknow/hotels', agentMarkupBasisPoints: 1_500 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json().data as DealLink;
    const plain = await totals(other, 'ZZZZZZZZ');
    // Both instances price with the link, and keep it for 30 s.
    const marked = await totals(other, link.code);
    expect(marked.size).toBeGreaterThan(2);
    for (const [id, total] of plain) expect(marked.get(id), id).toBeGreaterThan(total);
    expect(await totals(t.app, link.code)).toEqual(marked);

    const archived = await t.call(SUNRISE, { method: 'POST', url: `/api/agent/deal-links/${link.id}/archive`, cookies: cookie(sales) });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await totals(t.app, link.code)).toEqual(plain);
    expect(await within(1_000, other, link.code, plain)).toEqual(plain);
  });
});
