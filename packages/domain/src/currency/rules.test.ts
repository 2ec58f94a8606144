import { describe, expect, it } from 'vitest';
import { CURRENCY_OPTIONS } from './countries.ts';
import type { CurrencyOption } from './currency-option.ts';
import { enabledEntries } from './enabled.ts';
import type { ChooseCurrencyInput } from './rules.ts';
import { filterCurrencies, pinCurrencies } from './picker-order.ts';
import { chooseCurrency, DEFAULT_CURRENCY_OPTION, US_DOLLAR_OPTION, renameCurrencyParamForFlightCheckout } from './rules.ts';

const option = (code: string, currency: string, name = code): CurrencyOption => ({
  name,
  code,
  currency,
  symbol: '$',
  image: `/flags/${code.toLowerCase()}.svg`,
});

describe('filterCurrencies (spec §5)', () => {
  const options = [
    option('US', 'USD', 'United States'),
    option('EC', 'USD', 'Ecuador'),
    option('SE', 'SEK', 'Sweden'),
    option('HR', 'EUR', 'Croatia'),
    option('MX', 'MXN', 'Mexico'),
  ];
  it.each([
    ['', ['US', 'EC', 'SE', 'HR', 'MX']],
    ['   ', ['US', 'EC', 'SE', 'HR', 'MX']],
    ['usd', ['US', 'EC']],
    ['USD', ['US', 'EC']],
    ['  swe ', ['SE']],
    ['ek', ['SE']], // by code: sEK
    ['ur', ['HR']], // by code: EUR
    ['cro', ['HR']],
    ['d', ['US', 'EC', 'SE']], // UnIteD States USD, Ecuador, SweDen
    ['mexico mxn', ['MX']], // name and code together
    ['yen', []],
  ])('%j finds %j', (query, codes) => {
    expect(filterCurrencies(options, query).map((o) => o.code)).toEqual(codes);
  });

  it('searches the built-in list by currency code', () => {
    expect(filterCurrencies(CURRENCY_OPTIONS, 'jpy').map((o) => o.name)).toEqual(['Japan']);
  });
});

describe('chooseCurrency (spec §4)', () => {
  const base: ChooseCurrencyInput = { pathname: '/booknow/hotels', stored: null, options: CURRENCY_OPTIONS };
  it.each<[string, Partial<ChooseCurrencyInput>, string, string, boolean]>([
    ['query currency wins over everything', { queryCurrency: 'EUR', stored: 'GBP', geoCountryCode: 'SE' }, 'EUR', 'EU', false],
    ['query currency with a country code picks that country', { queryCurrency: 'USD', queryCode: 'EC' }, 'USD', 'EC', false],
    ['query country code is case-insensitive', { queryCurrency: 'usd', queryCode: 'sv' }, 'USD', 'SV', false],
    ['query code of another currency falls back to the currency home', { queryCurrency: 'USD', queryCode: 'DE' }, 'USD', 'US', false],
    ['unknown query currency is ignored', { queryCurrency: 'XYZ', stored: 'GBP' }, 'GBP', 'GB', false],
    ['query currency applies on the home page too', { pathname: '/', queryCurrency: 'MXN', stored: 'GBP' }, 'MXN', 'MX', true],
    ['stored choice is used off the home page', { stored: 'GBP', geoCountryCode: 'SE' }, 'GBP', 'GB', false],
    ['stored choice is cleared on the home page', { pathname: '/', stored: 'GBP', geoCountryCode: 'SE' }, 'SEK', 'SE', true],
    ['unknown stored value falls through to geolocation', { stored: 'garbage', geoCountryCode: 'JP' }, 'JPY', 'JP', false],
    ['geolocation country', { geoCountryCode: 'BR', agencyDefaultCountry: 'DE' }, 'BRL', 'BR', false],
    ['geolocation in a country not listed uses its currency', { geoCountryCode: 'MC' }, 'EUR', 'EU', false],
    ['geolocation in a country with an unlisted currency goes on to the agency', { geoCountryCode: 'CU', agencyDefaultCountry: 'SE' }, 'SEK', 'SE', false],
    ['agency default country', { agencyDefaultCountry: 'DE' }, 'EUR', 'DE', false],
    ['United States when nothing else applies', {}, 'USD', 'US', false],
    ['United States when everything is unknown', { stored: '', geoCountryCode: 'ZZ', agencyDefaultCountry: 'QQ' }, 'USD', 'US', false],
  ])('%s', (_label, overrides, currency, code, clearStored) => {
    const choice = chooseCurrency({ ...base, ...overrides });
    expect({ currency: choice.option.currency, code: choice.option.code, clearStored: choice.clearStored }).toEqual({
      currency,
      code,
      clearStored,
    });
  });

  describe('over the currencies an agency enabled (enabledEntries)', () => {
    const euroAndDollar = enabledEntries(CURRENCY_OPTIONS, ['EUR', 'USD'], (o) => o.currency);
    it.each<[string, Partial<ChooseCurrencyInput>, string, string]>([
      ['a first visit from Sweden gets SEK when every currency is enabled', { pathname: '/', geoCountryCode: 'SE', options: CURRENCY_OPTIONS }, 'SEK', 'SE'],
      ['a first visit from Sweden without SEK enabled gets the agency default country', { geoCountryCode: 'SE', agencyDefaultCountry: 'DE' }, 'EUR', 'DE'],
      ['then the United States', { geoCountryCode: 'SE', agencyDefaultCountry: 'SE' }, 'USD', 'US'],
      ['a geolocated currency that is enabled, with its own country', { geoCountryCode: 'AT', agencyDefaultCountry: 'US' }, 'EUR', 'AT'],
      ['a stored currency no longer enabled is passed over', { stored: 'SEK', geoCountryCode: 'SE', agencyDefaultCountry: 'US' }, 'USD', 'US'],
    ])('%s', (_label, overrides, currency, code) => {
      const option = chooseCurrency({ ...base, options: euroAndDollar, ...overrides }).option;
      expect({ currency: option.currency, code: option.code }).toEqual({ currency, code });
    });
  });

  it('takes options from an agency list without US dollars: its first entry', () => {
    const options = [option('SE', 'SEK'), option('NO', 'NOK')];
    expect(chooseCurrency({ pathname: '/faqs', stored: null, options }).option.code).toBe('SE');
  });

  it('falls back to the built-in United States entry when the agency lists none', () => {
    expect(chooseCurrency({ pathname: '/', stored: null, options: [] }).option).toMatchObject({ code: 'US', currency: 'USD', symbol: '$' });
  });

  it('starts the picker on the first built-in entry', () => {
    expect(DEFAULT_CURRENCY_OPTION.currency).toBe('AED');
    // rules.ts keeps its own copies of two built-in entries (so it does not import the list).
    expect(DEFAULT_CURRENCY_OPTION).toEqual(CURRENCY_OPTIONS[0]);
    expect(US_DOLLAR_OPTION).toEqual(CURRENCY_OPTIONS.find((o) => o.code === 'US'));
  });
});

describe('pinCurrencies', () => {
  const options = [option('AE', 'AED'), option('MX', 'MXN'), option('US', 'USD'), option('EC', 'USD'), option('SE', 'SEK')];
  it.each([
    [['USD'], ['US', 'AE', 'MX', 'EC', 'SE']],
    [
      ['USD', 'MXN'],
      ['US', 'MX', 'AE', 'EC', 'SE'],
    ],
    [
      ['MXN', 'USD'],
      ['MX', 'US', 'AE', 'EC', 'SE'],
    ],
    [
      ['usd', 'USD', 'MXN'],
      ['US', 'MX', 'AE', 'EC', 'SE'],
    ],
    [
      ['XYZ', 'SEK'],
      ['SE', 'AE', 'MX', 'US', 'EC'],
    ],
    [[], ['AE', 'MX', 'US', 'EC', 'SE']],
  ])('pinned %j gives %j', (pinned, codes) => {
    expect(pinCurrencies(options, pinned).map((o) => o.code)).toEqual(codes);
  });

  it('keeps every option exactly once on the built-in list', () => {
    const pinned = pinCurrencies(CURRENCY_OPTIONS, ['USD', 'MXN']);
    expect(pinned.slice(0, 2).map((o) => o.name)).toEqual(['United States', 'Mexico']);
    expect(pinned).toHaveLength(CURRENCY_OPTIONS.length);
  });
});

describe('renameCurrencyParamForFlightCheckout (spec §4)', () => {
  it.each([
    ['?currency=EUR', '?curr=EUR'],
    ['currency=EUR', 'curr=EUR'],
    ['?id=42&currency=USD&code=EC', '?id=42&curr=USD&code=EC'],
    ['?curr=GBP&currency=EUR', '?curr=EUR'],
    ['?redirect=%2Fbooknow%2Fflights&currency=SEK', '?redirect=%2Fbooknow%2Fflights&curr=SEK'],
    ['?currencyCode=x&currency=JPY', '?currencyCode=x&curr=JPY'],
    ['?id=42', '?id=42'],
    ['', ''],
    ['?currency', '?curr'],
  ])('%j becomes %j', (search, expected) => {
    expect(renameCurrencyParamForFlightCheckout(search)).toBe(expected);
  });
});
