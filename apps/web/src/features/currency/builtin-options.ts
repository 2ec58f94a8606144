import { COUNTRY_CURRENCIES } from '@tripfront/domain/currency/country-currencies';
import type { CurrencyOption } from '@tripfront/domain/currency/currency-option';

// The built-in option list (~19 kB of country names, symbols and flags) is only needed once the
// picker opens, so it is loaded beside the start-up bundle instead of inside it (main.tsx starts
// the download at once). Until it arrives, the selection is worked out from the small
// country → currency table with the same rules, so the selected currency (which deal searches
// ask for) does not change when the list arrives; only the symbol and flag may be refined.

let list: readonly CurrencyOption[] | null = null;
let loading: Promise<readonly CurrencyOption[]> | null = null;

/** The built-in list when it has arrived, else null. */
export function loadedCurrencyOptions(): readonly CurrencyOption[] | null {
  return list;
}

/** Downloads the built-in list once. */
export function loadCurrencyOptions(): Promise<readonly CurrencyOption[]> {
  loading ??= import('@tripfront/domain/currency/countries').then((module) => (list = module.CURRENCY_OPTIONS));
  return loading;
}

const symbolOf = (currency: string): string => {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((part) => part.type === 'currency')
        ?.value ?? currency
    );
  } catch {
    return currency;
  }
};

let standIns: CurrencyOption[] | null = null;

/**
 * Stand-in options, one per country of the table, each currency's home country first (USD: US,
 * SEK: SE, EUR: the euro's own EU entry), as the built-in list orders them. Names and symbols are
 * left empty: `withSymbol` fills in the chosen one.
 */
export function standInOptions(): readonly CurrencyOption[] {
  if (standIns) return standIns;
  const entries = Object.entries(COUNTRY_CURRENCIES).map(([code, currency]) => ({
    name: code,
    code,
    currency,
    symbol: '',
    image: `/flags/${code.toLowerCase()}.svg`,
  }));
  const home = (o: CurrencyOption) => (o.currency.startsWith(o.code) ? 0 : 1);
  standIns = [{ name: 'EU', code: 'EU', currency: 'EUR', symbol: '', image: '/flags/eu.svg' }, ...entries.sort((a, b) => home(a) - home(b))];
  return standIns;
}

export const withSymbol = (option: CurrencyOption): CurrencyOption => (option.symbol ? option : { ...option, symbol: symbolOf(option.currency) });
