import { convertMinor, formatPrice, toMajor, toMinor } from '@tripfront/domain/money';
import { useCallback } from 'react';
import { useAgency } from '../../agency/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { useTravellerTranslation } from './use-traveller-translation.ts';

export interface ShownMoney {
  text: string;
  /** The amount in its own currency when `text` shows a conversion into the selected currency. */
  original: string | null;
}

/**
 * Formats money for the traveller area (spec §9): the interface language's separators, 0 decimals
 * when whole; converted into the selected currency through the USD-based rates when asked and possible.
 */
export function useMoneyFormat() {
  const agency = useAgency();
  const { selectedCurrency, exchangeRates } = useSelectedCurrency();
  const { i18n } = useTravellerTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const forceEnglish = agency.settings.forceEnglishNumberFormat;

  const format = useCallback(
    (amountMinor: number, currency: string) =>
      formatPrice(toMajor(amountMinor, currency), currency, {
        locale,
        forceEnglish,
        ...(currency === selectedCurrency.currency ? { symbol: selectedCurrency.symbol } : {}),
      }),
    [locale, forceEnglish, selectedCurrency],
  );

  /** An amount in major units (wallet credits), shown in the selected currency when rates allow. */
  const inSelectedCurrency = useCallback(
    (amountMajor: number, currency: string): ShownMoney => {
      const minor = toMinor(amountMajor, currency);
      const target = selectedCurrency.currency;
      if (currency === target || !exchangeRates) return { text: format(minor, currency), original: null };
      try {
        return { text: format(convertMinor(minor, currency, target, exchangeRates), target), original: format(minor, currency) };
      } catch {
        // No rate for one of the two currencies: show the amount as held.
        return { text: format(minor, currency), original: null };
      }
    },
    [format, selectedCurrency.currency, exchangeRates],
  );

  return { format, inSelectedCurrency };
}
