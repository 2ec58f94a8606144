import { afterEach, describe, expect, it } from 'vitest';
import { makeAgency, makeUser } from '../test/factories.ts';
import { apiBase, setApiBases } from './api-bases.ts';
import { loadBootstrap, readInlineBootstrap } from './bootstrap.ts';

function docWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = 'tf-bootstrap';
    script.type = 'application/json';
    script.textContent = json;
    doc.body.appendChild(script);
  }
  return doc;
}

describe('readInlineBootstrap', () => {
  it('reads the JSON the server inlines', () => {
    const agency = makeAgency();
    const user = makeUser();
    const result = readInlineBootstrap(docWith(JSON.stringify({ agency, user, environment: 'qa', apiBases: { hotel: '/h' } })));
    expect(result).toEqual({ agency, user, environment: 'qa', apiBases: { hotel: '/h', flight: '/flight-api', resort: '/resort-api' } });
  });

  it("passes on the header's inlined menu and exchange rates, and drops malformed ones", () => {
    const agency = makeAgency();
    const navigations = [{ label: 'Blog', path: '/blog' }];
    const exchangeRates = { base: 'USD', date: '2026-11-01', source: 'test', rates: { EUR: 0.9 } };
    const good = readInlineBootstrap(docWith(JSON.stringify({ agency, user: null, environment: 'prod', navigations, exchangeRates })));
    expect(good?.navigations).toEqual(navigations);
    expect(good?.exchangeRates).toEqual(exchangeRates);
    const bad = readInlineBootstrap(docWith(JSON.stringify({ agency, user: null, environment: 'prod', navigations: 'x', exchangeRates: { base: 'EUR' } })));
    expect(bad).not.toHaveProperty('navigations');
    expect(bad).not.toHaveProperty('exchangeRates');
  });

  it("passes on a signed-in page's geoLocation, and drops a malformed one", () => {
    const agency = { agencyName: 'Sunrise Travel' };
    const geoLocation = { country: 'Sweden', countryCode: 'SE', located: true };
    expect(readInlineBootstrap(docWith(JSON.stringify({ agency, user: null, environment: 'prod', geoLocation })))?.geoLocation).toEqual(geoLocation);
    const bad = readInlineBootstrap(
      docWith(JSON.stringify({ agency, user: null, environment: 'prod', geoLocation: { country: 'Sweden', countryCode: 'sweden' } })),
    );
    expect(bad).not.toHaveProperty('geoLocation');
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['malformed', '{"agency":'],
  ])('returns null when the script is %s', (_, json) => {
    expect(readInlineBootstrap(docWith(json))).toBeNull();
  });

  it('treats an unknown environment as prod', () => {
    expect(readInlineBootstrap(docWith('{"agency":null,"user":null,"environment":"staging"}'))?.environment).toBe('prod');
  });
});

describe('loadBootstrap', () => {
  afterEach(() => setApiBases());

  it('makes the inlined API bases the ones the product requests use', async () => {
    const doc = docWith(JSON.stringify({ agency: makeAgency(), user: null, environment: 'prod', apiBases: { hotel: '/stays-api', resort: '/resorts' } }));
    await loadBootstrap(doc);
    expect([apiBase('hotel'), apiBase('flight'), apiBase('resort')]).toEqual(['/stays-api', '/flight-api', '/resorts']);
  });
});
