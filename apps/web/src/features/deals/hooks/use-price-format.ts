import { formatPrice } from '@tripfront/domain/money';
import { useCallback } from 'react';
import { useAgency } from '../../agency/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { useDealsTranslation } from './use-deals-translation.ts';

/**
 * Formats a deal amount (spec §9): the interface language's separators (English when the agency
 * forces it), 0 decimals when whole, else 2, with the selected currency's symbol when the amount
 * is in that currency (an answer still in an earlier currency keeps its own code's symbol).
 */
export function usePriceFormat(): (amount: number, currency: string) => string {
  const agency = useAgency();
  const { selectedCurrency } = useSelectedCurrency();
  const { i18n } = useDealsTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const forceEnglish = agency.settings.forceEnglishNumberFormat;
  const { currency: selectedCode, symbol } = selectedCurrency;
  return useCallback(
    (amount: number, currency: string) => formatPrice(amount, currency, { locale, forceEnglish, ...(currency === selectedCode ? { symbol } : {}) }),
    [locale, forceEnglish, selectedCode, symbol],
  );
}
