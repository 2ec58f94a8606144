import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHotelDealSearch } from '@tripfront/domain';
import { createSandboxSupplier, wrapSupplier } from '@tripfront/suppliers';
import { flightQueryString, roundTrip } from './flight-helpers.ts';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

// What the hot paths keep doing once answers are cached and compressed once: the same bytes a
// client could decode, the same validators, the same security headers, and one supplier call.

let supplierCalls = 0;
let t: TestApp;
beforeAll(async () => {
  const counting = wrapSupplier(createSandboxSupplier({ today: '2026-11-21' }), async (_method, signal, proceed) => {
    supplierCalls++;
    return proceed(signal);
  });
  t = await createTestApp({ supplier: counting });
});
afterAll(() => t.close());

const decode = (raw: Buffer, coding: unknown) =>
  coding === 'br' ? zlib.brotliDecompressSync(raw).toString() : coding === 'gzip' ? zlib.gunzipSync(raw).toString() : raw.toString();

describe('GET /api/agency, compressed once', () => {
  it('answers br, gzip or plain as the client accepts, with Vary, the same ETag and the same JSON', async () => {
    const plain = await t.call(SUNRISE, { method: 'GET', url: '/api/agency' });
    const br = await t.call(SUNRISE, { method: 'GET', url: '/api/agency', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const gzip = await t.call(SUNRISE, { method: 'GET', url: '/api/agency', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gzip]) {
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(JSON.parse(decode(res.rawPayload, res.headers['content-encoding']))).toEqual(plain.json());
    }
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const again = await t.call(SUNRISE, { method: 'GET', url: '/api/agency', headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe("a product search's long answer, compressed off the event loop", () => {
  it('arrives br- or gzip-compressed as the client accepts and decodes to the same offers', async () => {
    const url = `/flight-api/search?${flightQueryString({ slice: roundTrip(50), adults: 1, currency: 'USD', page: 1, pageSize: 20 })}`;
    const plain = await t.call(SUNRISE, { method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024);
    for (const accept of ['gzip, deflate, br, zstd', 'gzip, br;q=0']) {
      const res = await t.call(SUNRISE, { method: 'GET', url, headers: { 'accept-encoding': accept } });
      const coding = accept.startsWith('gzip, br;q=0') ? 'gzip' : 'br';
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decode(res.rawPayload, coding))).toEqual(plain.json());
    }
  });
});

describe('deal searches, answered from a cache of final answers', () => {
  const body = {
    ...defaultHotelDealSearch({ now: new Date('2026-11-21T09:00:00'), latitude: 41.9028, longitude: 12.4964, searchString: 'Rome' }),
    destinationCountryCode: 'IT',
  };
  const search = (headers: Record<string, string> = {}, token?: string, payload: object = body) =>
    t.call(SUNRISE, { method: 'POST', url: '/api/dealray/deals/hotel-search', payload, headers, ...(token ? { cookies: { 'x-access-token': token } } : {}) });

  it('asks the supplier once and then answers the same bytes, compressed, per currency and viewer', async () => {
    const before = supplierCalls;
    const first = await search({ 'accept-encoding': 'br' });
    const second = await search({ 'accept-encoding': 'br' });
    const plain = await search();
    expect(supplierCalls - before).toBe(1);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(JSON.parse(decode(second.rawPayload, 'br'))).toEqual(plain.json());
    expect(plain.json().response.length).toBeGreaterThan(3);

    // Another currency or an agent is another answer (from the same supplier list).
    const eur = (await search({}, undefined, { ...body, currency: 'EUR' })).json().response[0];
    expect(eur.rates.currency).toBe('EUR');
    const agent = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const agentDeal = (await search({}, agent)).json().response[0];
    expect(agentDeal.rates.wholesaleRate).toBeGreaterThan(0);
    expect(plain.json().response[0].rates.wholesaleRate).toBeUndefined();
    expect(supplierCalls - before).toBe(1);
  });

  it('links pictures instead of inlining them; an unknown picture is a 404', async () => {
    const res = await search();
    expect(res.body).not.toContain('data:image');
    const url = res.json().response[0].hotel.hotelDetails.heroImage as string;
    const picture = await t.call(SUNRISE, { method: 'GET', url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-security-policy']).toContain("default-src 'none'");
    // Named by content: any agency's page may show it.
    expect((await t.call(NORDIC, { method: 'GET', url })).body).toBe(picture.body);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/img/deals/AAAAAAAAAAAAAAAAAAAAAA.svg' })).statusCode).toBe(404);
  });
});

describe('the per-tenant page', () => {
  it('is compressed, keeps its security headers and preloads the texts of its language', async () => {
    const res = await t.call(SUNRISE, { method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    // A visitor's page is the same for everyone: a cache in front may keep it and must revalidate
    // it (decision 0059); a signed-in user's page is no-store (below).
    expect(res.headers['cache-control']).toBe('public, max-age=0, stale-while-revalidate=60');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = decode(res.rawPayload, 'br');
    expect(html).toContain('<link rel="preload" href="/locales/en/translation.json" as="fetch" crossorigin />');
    expect(html).toContain('<link rel="preload" href="/locales/en/deals.json" as="fetch" crossorigin />');

    const nordic = (await t.call(NORDIC, { method: 'GET', url: '/about' })).body;
    expect(nordic).toContain('href="/locales/sv/translation.json"');
    expect(nordic).toContain('href="/locales/en/translation.json"');
    expect(nordic).not.toContain('deals.json');
    // The visitor's chosen language (cookie) is the one preloaded.
    const german = (await t.call(NORDIC, { method: 'GET', url: '/about', cookies: { pll_language: 'de' } })).body;
    expect(german).toContain('href="/locales/de/translation.json"');
    // …and the page's language, as the server renders the public pages in it (decision 0059).
    expect(german).toContain('<html lang="de"');
  });

  it('is the same page, with the same validator, whichever coding the client takes', async () => {
    // Kept in brotli alone (decision 0140): the other codings are made from it.
    const ask = (coding: string) => t.call(SUNRISE, { method: 'GET', url: '/about', headers: { 'accept-encoding': coding } });
    const br = await ask('br');
    const gzip = await ask('gzip');
    const plain = await ask('identity');
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect(plain.body).toContain('<html lang="en"');
    expect(decode(br.rawPayload, 'br')).toBe(plain.body);
    expect(decode(gzip.rawPayload, 'gzip')).toBe(plain.body);
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(1);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('serves the same page to every visitor and a personal page to a signed-in user', async () => {
    const a = await t.call(SUNRISE, { method: 'GET', url: '/faqs' });
    const b = await t.call(SUNRISE, { method: 'GET', url: '/faqs' });
    expect(b.body).toBe(a.body);
    const token = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const mine = await t.call(SUNRISE, { method: 'GET', url: '/faqs', cookies: { 'x-access-token': token } });
    expect(mine.body).toContain('traveller@sunrise-travel.example');
    expect((await t.call(SUNRISE, { method: 'GET', url: '/faqs' })).body).not.toContain('traveller@sunrise-travel.example');
  });

  it('answers unknown API paths and missing files with a JSON 404, not the page', async () => {
    for (const url of ['/api/nothing-here', '/assets/missing-abc.js', '/img/deals/nope']) {
      const res = await t.call(SUNRISE, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toBe('Not found.');
    }
  });
});
