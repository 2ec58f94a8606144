import { CURRENCY_CODES } from './codes.ts';
import { COUNTRY_CURRENCIES } from './country-currencies.ts';

export { enabledEntries } from './enabled-entries.ts';

// Enabled countries and currencies of an agency (spec §3 "Other lookups", §7
// /api/admin/country/enable and /enableCurrencies): lists of codes kept in its product settings;
// null means every built-in entry, so agencies that never chose keep the whole lists.

/** Countries an agency may enable: ISO 3166-1 alpha-2 codes of the country → currency table. */
export const KNOWN_COUNTRY_CODES: ReadonlySet<string> = new Set(Object.keys(COUNTRY_CURRENCIES).filter((code) => code !== 'EU'));
/** Currencies an agency may enable: those of the built-in picker list. */
export const KNOWN_CURRENCY_CODES: ReadonlySet<string> = new Set(CURRENCY_CODES);

/**
 * The agency's default currency: the currency of its default country when the picker offers it,
 * else the US dollar (spec §4's chain ends on "the agency's default country (or US)").
 */
export function agencyDefaultCurrency(defaultCountry: string | null | undefined): string {
  const currency = COUNTRY_CURRENCIES[(defaultCountry ?? '').trim().toUpperCase()];
  return currency !== undefined && KNOWN_CURRENCY_CODES.has(currency) ? currency : 'USD';
}

export const defaultCurrencyDisabledMessage = (currency: string): string =>
  `Keep ${currency} enabled: it is the currency of the agency's default country, which visitors see when no other applies.`;

/** Why an enabled-currency list cannot be saved for an agency with this default country, or null. */
export function enabledCurrenciesProblem(enabled: readonly string[] | null | undefined, defaultCountry: string | null | undefined): string | null {
  if (enabled == null) return null;
  const currency = agencyDefaultCurrency(defaultCountry);
  return enabled.includes(currency) ? null : defaultCurrencyDisabledMessage(currency);
}
