import { CURRENCY_CODES } from '@tripfront/domain/currency/codes';
import { CURRENCY_OPTIONS } from '@tripfront/domain/currency/countries';
import { useMemo, type ReactElement } from 'react';

interface NamedOption {
  code: string;
  name: string;
}

/** The <option>s of a select, made once. */
export type Options = ReactElement[];

const displayNames = (language: string, type: 'region' | 'currency'): Intl.DisplayNames | null => {
  try {
    return new Intl.DisplayNames([language, 'en'], { type });
  } catch {
    return null;
  }
};

/**
 * The destination countries a rule can name (the built-in country list, without the EU entry,
 * which is a currency's home, not a destination) and the currencies of fixed amounts, named in the
 * interface language and sorted for it.
 */
export function usePlaceNames(language: string) {
  return useMemo(() => {
    const collator = new Intl.Collator(language);
    const regions = displayNames(language, 'region');
    const currencies = displayNames(language, 'currency');
    const seen = new Set<string>();
    const countries: NamedOption[] = CURRENCY_OPTIONS.filter((o) => o.code !== 'EU' && !seen.has(o.code) && seen.add(o.code))
      .map((o) => ({ code: o.code, name: regions?.of(o.code) ?? o.name }))
      .sort((a, b) => collator.compare(a.name, b.name));
    const currencyList: NamedOption[] = CURRENCY_CODES.map((code) => ({ code, name: `${code} – ${currencies?.of(code) ?? code}` }));
    const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
    // Made once per language: a re-render of the form then skips these long lists.
    const optionsOf = (list: NamedOption[]): Options =>
      list.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ));
    return { countryOptions: optionsOf(countries), currencyOptions: optionsOf(currencyList), countryName };
  }, [language]);
}
