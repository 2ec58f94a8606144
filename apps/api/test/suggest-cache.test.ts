import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceSuggestion } from '@tripfront/domain';
import { createSandboxSupplier, fail, ok, type InventorySupplier, type SupplierResult } from '@tripfront/suppliers';
import { buildApp } from '../src/app.ts';
import { createMemoryStore } from '../src/lib/store.ts';
import { createTestApp, DEMO_SEED, makeAgency, SUNRISE, type TestApp } from './helpers.ts';

const OTHER = 'other.localhost';
const SEED = { ...DEMO_SEED, agencies: [...DEMO_SEED.agencies, makeAgency('other')] };
const URL = '/api/v2/hotel/auto-suggest';

/**
 * The sandbox supplier, except that hotel locations are counted and each answer carries the
 * number of the call that made it: an answer served twice came from the cache.
 */
function countingSupplier(behaviour: (call: number, text: string) => SupplierResult<PlaceSuggestion[]> | 'sandbox' = () => 'sandbox') {
  const sandbox = createSandboxSupplier({ today: '2026-11-21' });
  const calls: string[] = [];
  const supplier: InventorySupplier = {
    ...sandbox,
    async suggestHotelLocations(text, signal) {
      calls.push(text);
      const wanted = behaviour(calls.length, text);
      if (wanted !== 'sandbox') return wanted;
      const result = await sandbox.suggestHotelLocations(text, signal);
      if (!result.ok) return result;
      return ok(result.value.map((p, i) => (i === 0 ? { ...p, label: `${p.label} #${calls.length}` } : p)));
    },
  };
  return { supplier, calls };
}

const post = (t: TestApp, host: string, text: string, headers: Record<string, string> = {}) =>
  t.call(host, { method: 'POST', url: URL, payload: { text, isManageLocation: false }, headers });

describe('auto-suggest answer cache', () => {
  const counting = countingSupplier();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ supplier: counting.supplier, seed: SEED });
  });
  afterAll(() => t.close());

  it('answers the same query twice with the same body and asks the supplier once', async () => {
    const first = await post(t, SUNRISE, 'par');
    const second = await post(t, SUNRISE, 'par');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.locationSuggestions[0]).toMatchObject({ name: 'Paris', label: expect.stringMatching(/ #1$/) });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(counting.calls).toEqual(['par']);
  });

  it('shares one entry between spellings of the same query (case, accents, spaces)', async () => {
    const before = counting.calls.length;
    const plain = await post(t, SUNRISE, 'sao paulo');
    const spelled = await post(t, SUNRISE, '  São  PAULO ');
    expect(spelled.body).toBe(plain.body);
    expect(plain.json().data.locationSuggestions[0].name).toBe('São Paulo');
    expect(counting.calls.length - before).toBe(1);
  });

  it('never serves one agency the answer cached for another', async () => {
    const before = counting.calls.length;
    const sunrise = (await post(t, SUNRISE, 'lon')).json().data.locationSuggestions[0].label as string;
    const other = (await post(t, OTHER, 'lon')).json().data.locationSuggestions[0].label as string;
    expect(counting.calls.length - before).toBe(2);
    expect(other).not.toBe(sunrise);
    // Each agency keeps its own entry.
    expect((await post(t, SUNRISE, 'lon')).json().data.locationSuggestions[0].label).toBe(sunrise);
    expect((await post(t, OTHER, 'lon')).json().data.locationSuggestions[0].label).toBe(other);
    expect(counting.calls.length - before).toBe(2);
  });

  it('sends the cached answer compressed as the client accepts, with Vary and one ETag', async () => {
    const plain = await post(t, SUNRISE, 'ber');
    const br = await post(t, SUNRISE, 'ber', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await post(t, SUNRISE, 'ber', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gzip]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('answers a POST with its body even when the client sends the ETag (304 is for GET)', async () => {
    const first = await post(t, SUNRISE, 'par');
    const again = await post(t, SUNRISE, 'par', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const airports = await t.call(SUNRISE, { method: 'GET', url: '/api/flight/airports?search=cdg' });
    const revalidated = await t.call(SUNRISE, {
      method: 'GET',
      url: '/api/flight/airports?search=CDG',
      headers: { 'if-none-match': String(airports.headers.etag) },
    });
    expect(airports.json().data.airports[0].iata).toBe('CDG');
    expect(revalidated.statusCode).toBe(304);
  });

  it('still refuses bad input with a 400 before the cache', async () => {
    const res = await post(t, SUNRISE, 'x'.repeat(101));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('text');
  });
});

describe('auto-suggest failures', () => {
  it('does not cache an error: the next request asks the supplier again and gets the places', async () => {
    const flaky = countingSupplier((call) => (call === 1 ? fail('Supplier unavailable', true) : 'sandbox'));
    const t = await createTestApp({ supplier: flaky.supplier, seed: SEED });
    try {
      const failed = await post(t, SUNRISE, 'par');
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toEqual({ data: { locationSuggestions: [], allData: false }, error: 'Supplier unavailable' });
      const recovered = await post(t, SUNRISE, 'par');
      expect(recovered.json().data.locationSuggestions[0].name).toBe('Paris');
      expect(recovered.json().error).toBeUndefined();
      expect(flaky.calls).toEqual(['par', 'par']);
      // …and the good answer is the one kept.
      expect((await post(t, SUNRISE, 'par')).body).toBe(recovered.body);
      expect(flaky.calls).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});

describe('auto-suggest answers in the shared store', () => {
  it('lets a second instance on the same database and store (Redis in production) answer without its supplier', async () => {
    const store = createMemoryStore();
    const a = countingSupplier();
    const b = countingSupplier();
    const first = await createTestApp({ supplier: a.supplier, store, seed: SEED });
    const second = await buildApp({ config: first.config, db: first.db, store, supplier: b.supplier, logger: false });
    await second.ready();
    const postSecond = (host: string, text: string) =>
      second.inject({ method: 'POST', url: URL, payload: { text, isManageLocation: false }, headers: { host } });
    try {
      const fromFirst = await post(first, SUNRISE, 'rom');
      const fromSecond = await postSecond(SUNRISE, 'rom');
      expect(fromSecond.body).toBe(fromFirst.body);
      expect(a.calls).toEqual(['rom']);
      expect(b.calls).toEqual([]);
      // The shared entry is the agency's own: another agency on the second instance asks its supplier.
      await postSecond(OTHER, 'rom');
      expect(b.calls).toEqual(['rom']);
    } finally {
      await second.close();
      await first.close();
      await store.close();
    }
  });
});
