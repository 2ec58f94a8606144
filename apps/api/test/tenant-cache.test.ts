import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { findTenantIdByHost, getAgency, schema } from '@tripfront/db';
import { createTenantResolver } from '../src/lib/tenant-resolver.ts';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

// As deployed: agencies held for AGENCY_CACHE_TTL seconds, so most requests take the synchronous path.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { AGENCY_CACHE_TTL: '5' } });
});
afterAll(() => t.close());

const SECURITY_HEADER_NAMES = ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'x-content-type-options', 'referrer-policy'];
const get = (host: string, url = '/api/agency') => t.call(host, { method: 'GET', url });
const nameOf = async (host: string) => (await get(host)).json().data.agencyName as string;

describe('tenant resolution with the agency cache on', () => {
  it('keeps answering each host with its own agency, however the hosts interleave', async () => {
    for (let round = 0; round < 3; round++) {
      expect(await nameOf(SUNRISE)).toBe('Sunrise Travel');
      expect(await nameOf(NORDIC)).toBe('Nordlys Reiser');
      expect(await nameOf('SUNRISE.LocalHost:8080')).toBe('Sunrise Travel');
      expect(await nameOf('localhost:3000')).toBe('Sunrise Travel');
    }
  });

  it('answers an unknown host 404 "Agency not found!" every time, as JSON for the API and as a page otherwise', async () => {
    for (let round = 0; round < 2; round++) {
      const api = await get('nope.localhost', '/api/agency/faqs');
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ message: 'Agency not found!' });
      const page = await get('nope.localhost', '/some/page');
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<h1>Agency not found!</h1>');
      for (const name of SECURITY_HEADER_NAMES) expect(page.headers[name], name).toBeDefined();
    }
  });

  it('refuses a cross-site write on a cached agency (CSRF check still runs)', async () => {
    await get(SUNRISE);
    const res = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'traveller@sunrise-travel.example', password: 'x' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This request came from another site and was refused.');
  });
});

describe('tenant resolver', () => {
  it('holds an answer for the TTL, per Host header as sent, and forgets it on invalidate', async () => {
    let now = 1_000_000;
    const resolver = createTenantResolver(t.db, 5, () => now);
    expect(resolver.cached(SUNRISE)).toBeUndefined();
    const sunrise = await resolver.resolve(SUNRISE);
    expect(sunrise?.agency.agencyName).toBe('Sunrise Travel');
    expect(resolver.cached(SUNRISE)).toBe(sunrise);
    expect(resolver.cached('sunrise.localhost')).toBeUndefined();
    expect(await resolver.resolve('nope.localhost')).toBeNull();
    expect(resolver.cached('nope.localhost')).toBeNull();
    expect(resolver.cached(undefined)).toBeUndefined();

    now += 4_999;
    expect(resolver.cached(SUNRISE)).toBe(sunrise);
    now += 1;
    expect(resolver.cached(SUNRISE)).toBeUndefined();
    expect(resolver.cached('nope.localhost')).toBeUndefined();

    await resolver.resolve(SUNRISE);
    expect(resolver.cached(SUNRISE)).toBeDefined();
    resolver.invalidate(sunrise!.id);
    expect(resolver.cached(SUNRISE)).toBeUndefined();
  });

  it('reads a forgotten agency once for all the requests that ask for it meanwhile', async () => {
    let now = 2_000_000;
    let queries = 0;
    const counting = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop === 'withTenant') queries += 1;
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const resolver = createTenantResolver(counting, 5, () => now);
    const first = await resolver.resolve(SUNRISE);
    expect(queries).toBe(1);
    now += 5_000;
    resolver.invalidate(first!.id);
    const all = await Promise.all(Array.from({ length: 25 }, () => resolver.resolve(SUNRISE)));
    expect(queries).toBe(2);
    expect(new Set(all)).toEqual(new Set([all[0]]));
    expect(all[0]?.agency.agencyName).toBe('Sunrise Travel');
  });

  it('keeps an unchanged agency, with its compressed answer, when its entry expires: nothing to compress again', async () => {
    let now = 3_000_000;
    const resolver = createTenantResolver(t.db, 5, () => now);
    const first = await resolver.resolve(NORDIC);
    // As sendCachedJson leaves it once a browser asked for brotli.
    first!.publicAnswer.encoded!.br = Buffer.from('made once');
    now += 5_000;
    expect(resolver.cached(NORDIC)).toBeUndefined();
    const again = await resolver.resolve(NORDIC);
    expect(again).toBe(first);
    expect(again!.publicAnswer.encoded!.br?.toString()).toBe('made once');
    expect(resolver.cached(NORDIC)).toBe(first);
  });

  it("shows another instance's save once the entry expires, without being told", async () => {
    let now = 4_000_000;
    const resolver = createTenantResolver(t.db, 5, () => now);
    const before = await resolver.resolve(NORDIC);
    const tenantId = (await findTenantIdByHost(t.db, 'nordic.localhost'))!;
    const rename = (agencyName: string) =>
      t.db.withTenant(tenantId, async (tx) => {
        const { languages: _languages, ...config } = (await getAgency(tx, tenantId))!.agency;
        await tx
          .update(schema.agencies)
          .set({ config: { ...config, agencyName } })
          .where(eq(schema.agencies.tenantId, tenantId));
      });
    await rename('Nordlys Reiser AS');
    try {
      now += 5_000;
      const after = await resolver.resolve(NORDIC);
      expect(after?.agency.agencyName).toBe('Nordlys Reiser AS');
      expect(after?.publicAnswer.etag).not.toBe(before?.publicAnswer.etag);
      expect(after?.publicAnswer.encoded).toEqual({});
    } finally {
      await rename('Nordlys Reiser');
    }
  });

  it('keeps nothing with a TTL of 0', async () => {
    const resolver = createTenantResolver(t.db, 0);
    expect((await resolver.resolve(SUNRISE))?.agency.agencyName).toBe('Sunrise Travel');
    expect(resolver.cached(SUNRISE)).toBeUndefined();
  });
});
