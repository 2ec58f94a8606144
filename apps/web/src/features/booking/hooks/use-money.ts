import type { BookingMoney } from '@tripfront/domain/booking/price';
import { formatPrice, toMajor } from '@tripfront/domain/money';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgency } from '../../agency/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';

/**
 * Formats the booking API's money ({ amount in minor units, currency }) per spec §9: the interface
 * language's separators (English when the agency forces it), 0 decimals when whole, else 2, with the
 * selected currency's symbol when the amount is in that currency.
 */
export function useMoney(): (money: BookingMoney) => string {
  const agency = useAgency();
  const { selectedCurrency } = useSelectedCurrency();
  // The language only: the app's own namespace, always loaded. Asking through the booking namespace
  // loaded it on every results page at hydration and then rendered each card again when it came.
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const forceEnglish = agency.settings.forceEnglishNumberFormat;
  const { currency: selectedCode, symbol } = selectedCurrency;
  return useCallback(
    ({ amount, currency }: BookingMoney) =>
      formatPrice(toMajor(amount, currency), currency, { locale, forceEnglish, ...(currency === selectedCode ? { symbol } : {}) }),
    [locale, forceEnglish, selectedCode, symbol],
  );
}
