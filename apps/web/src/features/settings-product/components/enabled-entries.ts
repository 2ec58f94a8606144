import { countryNames } from '@tripfront/domain/country-names';
import { CURRENCY_CODES } from '@tripfront/domain/currency/codes';
import { KNOWN_COUNTRY_CODES } from '@tripfront/domain/currency/enabled';

/** The countries an agency may enable, named in the interface language and sorted for it. */
export function countryEntries(language: string): Array<{ code: string; label: string }> {
  return countryNames(language, [...KNOWN_COUNTRY_CODES]).map((c) => ({ code: c.code, label: c.name }));
}

/** The picker's currencies, 'Swedish Krona (SEK)' in the interface language, in code order. */
export function currencyEntries(language: string): Array<{ code: string; label: string }> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'currency' });
  } catch {
    names = null;
  }
  return CURRENCY_CODES.map((code) => {
    const name = names?.of(code);
    return { code, label: name && name !== code ? `${name} (${code})` : code };
  });
}
