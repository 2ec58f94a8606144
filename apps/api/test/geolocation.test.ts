import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCurrency, CURRENCY_OPTIONS, type AgencySettings, type CurrencyOption } from '@tripfront/domain';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

// Issue #46: the session's geoLocation (spec §3, default United States / US) from the client
// address or a trusted proxy's country header, and each agency's enabled countries and currencies
// (spec §7 /api/admin/country/enable and /enableCurrencies), edited in its product settings.

const SWEDISH = '81.224.0.1';

let trusted: TestApp;
let direct: TestApp;
beforeAll(async () => {
  [trusted, direct] = await Promise.all([
    // The agency cache on: a product save must show in the country answers at once.
    createTestApp({ config: { TRUST_PROXY: 'true', GEO_COUNTRY_HEADER: 'cf-ipcountry', AGENCY_CACHE_TTL: '60' } }),
    createTestApp({ config: { GEO_COUNTRY_HEADER: 'cf-ipcountry' } }),
  ]);
});
afterAll(() => Promise.all([trusted.close(), direct.close()]));

const geolocation = (t: TestApp, headers: Record<string, string> = {}) => t.call(SUNRISE, { method: 'GET', url: '/api/user/geolocation', headers });

describe('geoLocation', () => {
  it('is Sweden / SE for a Swedish address forwarded by a trusted proxy, never cached by a shared cache', async () => {
    const res = await geolocation(trusted, { 'x-forwarded-for': `${SWEDISH}, 10.0.0.2` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { country: 'Sweden', countryCode: 'SE', located: true } });
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The same address again: the remembered answer.
    expect((await geolocation(trusted, { 'x-forwarded-for': SWEDISH })).json().data.countryCode).toBe('SE');
  });

  it("makes a Swedish visitor's first visit SEK: spec §4's chain (the one the web runs) over the server's answers", async () => {
    const firstVisit = async (headers: Record<string, string>) => {
      const geo = (await geolocation(trusted, headers)).json<{ data: { countryCode: string; located: boolean } }>().data;
      const agency = (await trusted.call(SUNRISE, { method: 'GET', url: '/api/agency' })).json<{ data: { defaultCountry: string } }>().data;
      const options = (await trusted.call(SUNRISE, { method: 'GET', url: '/api/admin/country/enableCurrencies' })).json<{ data: CurrencyOption[] }>().data;
      // No stored choice, no query: the geolocation's country, else the agency's default country.
      return chooseCurrency({
        pathname: '/hotels',
        stored: null,
        geoCountryCode: geo.located ? geo.countryCode : null,
        agencyDefaultCountry: agency.defaultCountry,
        options,
      }).option.currency;
    };
    expect(await firstVisit({ 'x-forwarded-for': SWEDISH })).toBe('SEK');
    expect(await firstVisit({ 'x-forwarded-for': '10.1.2.3' })).toBe('USD');
  });

  it('is the default United States / US for loopback, private and unknown addresses', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      { 'x-forwarded-for': '10.1.2.3' },
      { 'x-forwarded-for': '192.168.1.10' },
      { 'x-forwarded-for': 'fd00::1' },
    ];
    for (const headers of cases) {
      expect((await geolocation(trusted, headers)).json()).toEqual({ data: { country: 'United States', countryCode: 'US', located: false } });
    }
  });

  it("takes the trusted proxy's country header first, unless it names no country", async () => {
    expect((await geolocation(trusted, { 'cf-ipcountry': 'DE', 'x-forwarded-for': SWEDISH })).json().data).toEqual({
      country: 'Germany',
      countryCode: 'DE',
      located: true,
    });
    expect((await geolocation(trusted, { 'cf-ipcountry': 'XX', 'x-forwarded-for': SWEDISH })).json().data.countryCode).toBe('SE');
  });

  it('ignores X-Forwarded-For and the country header without TRUST_PROXY', async () => {
    const res = await geolocation(direct, { 'x-forwarded-for': SWEDISH, 'cf-ipcountry': 'SE' });
    expect(res.json()).toEqual({ data: { country: 'United States', countryCode: 'US', located: false } });
  });

  it('is in the bootstrap of a page rendered for one signed-in person', async () => {
    const token = await trusted.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const res = await trusted.call(SUNRISE, { method: 'GET', url: '/faqs', cookies: { 'x-access-token': token }, headers: { 'x-forwarded-for': SWEDISH } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const boot = JSON.parse(/<script id="tf-bootstrap" type="application\/json">([^<]*)<\/script>/.exec(res.body)![1]!) as { geoLocation?: unknown };
    expect(boot.geoLocation).toEqual({ country: 'Sweden', countryCode: 'SE', located: true });
  });

  it("is never written into a visitor page's shared bytes", async () => {
    const res = await trusted.call(SUNRISE, { method: 'GET', url: '/', headers: { 'x-forwarded-for': SWEDISH } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('geoLocation');
    expect(res.body).not.toContain('"Sweden"');
  });
});

async function owner(t: TestApp, host: string, email: string) {
  const token = await t.login(host, email, 'Owner#2026');
  const settings = async () =>
    (await t.call(host, { method: 'GET', url: '/api/agency/settings', cookies: { 'x-access-token': token } })).json<{ data: AgencySettings }>().data;
  const saveProduct = async (product: Partial<AgencySettings['product']>) => {
    const s = await settings();
    return t.call(host, {
      method: 'PUT',
      url: '/api/agency/settings/product',
      cookies: { 'x-access-token': token },
      payload: { version: s.version, settings: { ...s.product, ...product } },
    });
  };
  return { settings, saveProduct, token };
}

const currenciesOf = async (t: TestApp, host: string) =>
  (await t.call(host, { method: 'GET', url: '/api/admin/country/enableCurrencies' })).json<{ data: Array<{ currency: string; code: string }> }>().data;
const countriesOf = async (t: TestApp, host: string) =>
  (await t.call(host, { method: 'GET', url: '/api/admin/country/enable' })).json<{ data: Array<{ name: string; code: string; currency: string }> }>().data;

describe('enabled countries and currencies', () => {
  it('answers every built-in entry for an agency that never chose', async () => {
    const currencies = await currenciesOf(trusted, SUNRISE);
    expect(currencies).toHaveLength(CURRENCY_OPTIONS.length);
    expect((await countriesOf(trusted, SUNRISE)).map((c) => c.code)).toContain('SE');
    await expect((await owner(trusted, SUNRISE, 'owner@sunrise-travel.example')).settings()).resolves.toMatchObject({
      product: { enabledCountries: null, enabledCurrencies: null },
    });
  });

  it('an agency that enables only EUR and USD gets only those, and other agencies keep theirs', async () => {
    const o = await owner(trusted, SUNRISE, 'owner@sunrise-travel.example');
    const before = await currenciesOf(trusted, SUNRISE);
    expect(before.map((c) => c.currency)).toContain('SEK');
    const res = await o.saveProduct({ enabledCurrencies: ['EUR', 'USD'], enabledCountries: ['SE', 'DE', 'US'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.product).toMatchObject({ enabledCurrencies: ['EUR', 'USD'], enabledCountries: ['SE', 'DE', 'US'] });

    const currencies = await currenciesOf(trusted, SUNRISE);
    expect(new Set(currencies.map((c) => c.currency))).toEqual(new Set(['EUR', 'USD']));
    expect(currencies[0]).toMatchObject({ currency: 'EUR', code: 'EU' });
    expect(await countriesOf(trusted, SUNRISE)).toEqual([
      { name: 'Germany', code: 'DE', currency: 'EUR' },
      { name: 'Sweden', code: 'SE', currency: 'SEK' },
      { name: 'United States', code: 'US', currency: 'USD' },
    ]);
    // Another agency's lists are its own.
    expect(await currenciesOf(trusted, NORDIC)).toHaveLength(CURRENCY_OPTIONS.length);

    // The default country cannot move to a currency the agency does not enable.
    const s = await o.settings();
    const website = { ...s.website, agency: { ...s.website.agency, defaultCountry: 'SE' } };
    const moved = await trusted.call(SUNRISE, {
      method: 'PUT',
      url: '/api/agency/settings/website',
      cookies: { 'x-access-token': o.token },
      payload: { version: s.version, settings: website },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ field: 'settings.agency.defaultCountry' });
    expect(moved.json().message).toMatch(/Keep SEK enabled/);

    // Back to every currency: null.
    expect((await o.saveProduct({ enabledCurrencies: null, enabledCountries: null })).statusCode).toBe(200);
    expect(await currenciesOf(trusted, SUNRISE)).toHaveLength(CURRENCY_OPTIONS.length);
  });

  it('refuses unknown codes, empty lists and a list without the default country’s currency, with a clear 400', async () => {
    const o = await owner(trusted, SUNRISE, 'owner@sunrise-travel.example');
    const cases: Array<[Partial<AgencySettings['product']>, string, RegExp]> = [
      [{ enabledCurrencies: ['EUR', 'USD', 'ABC'] }, 'settings.enabledCurrencies.2', /ABC is not a supported currency/],
      [{ enabledCountries: ['SE', 'QQ'] }, 'settings.enabledCountries.1', /QQ is not a known country code/],
      [{ enabledCurrencies: [] }, 'settings.enabledCurrencies', /Enable at least one currency/],
      [{ enabledCurrencies: ['EUR', 'SEK'] }, 'settings.enabledCurrencies', /Keep USD enabled/],
    ];
    for (const [product, field, message] of cases) {
      const res = await o.saveProduct(product);
      expect(res.statusCode, JSON.stringify(product)).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().message).toMatch(message);
    }
    // Nordlys sells in Swedish crowns by default.
    const nordic = await owner(trusted, NORDIC, 'owner@nordlys.example');
    const res = await nordic.saveProduct({ enabledCurrencies: ['EUR', 'USD'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Keep SEK enabled/);
    expect(await currenciesOf(trusted, NORDIC)).toHaveLength(CURRENCY_OPTIONS.length);
  });

  it('refuses a traveller and a visitor (the product settings are the owner’s and admin’s)', async () => {
    const token = await trusted.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const payload = { version: 1, settings: { bookingMenuItemOptions: [], enabledCurrencies: ['USD'] } };
    expect(
      (await trusted.call(SUNRISE, { method: 'PUT', url: '/api/agency/settings/product', cookies: { 'x-access-token': token }, payload })).statusCode,
    ).toBe(403);
    expect((await trusted.call(SUNRISE, { method: 'PUT', url: '/api/agency/settings/product', payload })).statusCode).toBe(401);
  });
});
