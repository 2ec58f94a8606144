import { COUNTRY_CURRENCIES } from './country-currencies.ts';
import type { CurrencyOption } from './currency-option.ts';

// The built-in list (countries.ts, ~19 kB) is not imported here: the web app loads it with the
// currency picker, off its start-up bundle. A test keeps these two entries equal to the list's.

/** Spec §3: the picker's initial selection is the first built-in entry (United Arab Emirates, AED). */
export const DEFAULT_CURRENCY_OPTION: CurrencyOption = {
  name: 'United Arab Emirates',
  code: 'AE',
  currency: 'AED',
  symbol: 'د.إ',
  image: '/flags/ae.svg',
  emoji: '🇦🇪',
  unicode: 'U+1F1E6 U+1F1EA',
};

/** The built-in United States entry: the currency of last resort. */
export const US_DOLLAR_OPTION: CurrencyOption = {
  name: 'United States',
  code: 'US',
  currency: 'USD',
  symbol: '$',
  image: '/flags/us.svg',
  emoji: '🇺🇸',
  unicode: 'U+1F1FA U+1F1F8',
};

/** Spec §9: the currency of last resort is the US dollar of the default geolocation, United States. */
export const FALLBACK_COUNTRY_CODE = 'US';

/** Local storage key holding the chosen currency code (spec §3 "Stored identifiers"). */
export const SELECTED_CURRENCY_STORAGE_KEY = 'selectedCurrency';

/** A code as the options hold it: trimmed, upper case; empty for none. */
export const normaliseCode = (value: string | null | undefined): string => (value ?? '').trim().toUpperCase();
const normalise = normaliseCode;

/**
 * The option for a currency code, preferring the one for `countryCode` (USD + EC is Ecuador);
 * without a country match, the currency's first option (its home country: US for USD).
 */
export function findCurrencyOption(
  options: readonly CurrencyOption[],
  currency: string | null | undefined,
  countryCode?: string | null,
): CurrencyOption | undefined {
  const cur = normalise(currency);
  if (cur === '') return undefined;
  const code = normalise(countryCode);
  const sameCurrency = options.filter((o) => o.currency === cur);
  return sameCurrency.find((o) => o.code === code) ?? sameCurrency[0];
}

/** The option for a country: its own entry, else the first entry of the currency used there. */
export function currencyOptionForCountry(options: readonly CurrencyOption[], countryCode: string | null | undefined): CurrencyOption | undefined {
  const code = normalise(countryCode);
  if (code === '') return undefined;
  return options.find((o) => o.code === code) ?? findCurrencyOption(options, COUNTRY_CURRENCIES[code]);
}

export interface ChooseCurrencyInput {
  pathname: string;
  /** The selectedCurrency entry of local storage: a currency code, or null. */
  stored: string | null;
  /** The 'currency' query parameter. */
  queryCurrency?: string | null;
  /** The 'code' query parameter: the country, when several share the currency. */
  queryCode?: string | null;
  /** Country code of the user's geolocation. */
  geoCountryCode?: string | null;
  agencyDefaultCountry?: string | null;
  options: readonly CurrencyOption[];
}

export interface CurrencyChoice {
  option: CurrencyOption;
  /** True on the home page: the caller removes selectedCurrency from local storage. */
  clearStored: boolean;
}

export const isHomePath = (pathname: string): boolean => pathname === '/' || pathname === '';

/**
 * Spec §4 currency selection, first match wins: a 'currency' query parameter (with 'code' to pick
 * the country); the stored choice, except on the home page where it is cleared; the currency of
 * the geolocation country; the agency's default country; the United States.
 */
export function chooseCurrency(input: ChooseCurrencyInput): CurrencyChoice {
  const { options } = input;
  const clearStored = isHomePath(input.pathname);
  const option =
    findCurrencyOption(options, input.queryCurrency, input.queryCode) ??
    (clearStored ? undefined : findCurrencyOption(options, input.stored)) ??
    currencyOptionForCountry(options, input.geoCountryCode) ??
    currencyOptionForCountry(options, input.agencyDefaultCountry) ??
    currencyOptionForCountry(options, FALLBACK_COUNTRY_CODE) ??
    // An agency list without US dollars: its first entry; no list at all: the built-in US entry.
    options[0] ??
    US_DOLLAR_OPTION;
  return { option, clearStored };
}

const paramName = (pair: string): string => {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

/**
 * Spec §4: reloading the flight checkout after a currency change passes the currency as 'curr'.
 * Renames every 'currency' parameter to 'curr' (dropping an older 'curr') and leaves the other
 * parameters byte for byte. Keeps the leading '?' when the input had one.
 */
export function renameCurrencyParamForFlightCheckout(search: string): string {
  const hasQuestionMark = search.startsWith('?');
  const pairs = (hasQuestionMark ? search.slice(1) : search).split('&').filter((p) => p !== '');
  if (!pairs.some((p) => paramName(p) === 'currency')) return search;
  const renamed = pairs
    .filter((p) => paramName(p) !== 'curr')
    .map((p) => (paramName(p) === 'currency' ? `curr${p.slice(p.split('=', 1)[0]?.length ?? 0)}` : p));
  const query = renamed.join('&');
  return hasQuestionMark ? `?${query}` : query;
}
