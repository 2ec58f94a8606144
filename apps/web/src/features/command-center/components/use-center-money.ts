import { formatPrice, toMajor } from '@tripfront/domain/money';
import { useCallback } from 'react';
import { useAgency } from '../../agency/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { useCenterTranslation } from '../hooks/use-command-center-translation.ts';

/** Formats minor units of `currency` per spec §9 (language's separators, 0 decimals when whole, the picker's symbol). */
export function useCenterMoney(currency: string): (minor: number) => string {
  const agency = useAgency();
  const { selectedCurrency } = useSelectedCurrency();
  const { i18n } = useCenterTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const forceEnglish = agency.settings.forceEnglishNumberFormat;
  const symbol = selectedCurrency.currency === currency ? selectedCurrency.symbol : undefined;
  return useCallback(
    (minor: number) => formatPrice(toMajor(minor, currency), currency, { locale, forceEnglish, ...(symbol ? { symbol } : {}) }),
    [currency, locale, forceEnglish, symbol],
  );
}

/** A whole number in the interface language. */
export function useCount(): (n: number) => string {
  const { i18n } = useCenterTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useCallback((n: number) => new Intl.NumberFormat(locale).format(n), [locale]);
}

/** A bucket's label: "Mar 8, 2027" for a day, "Week of Mar 8, 2027", "March 2027". */
export function useBucketLabel(bucket: 'day' | 'week' | 'month'): (start: string) => string {
  const { t, i18n } = useCenterTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useCallback(
    (start: string) => {
      const date = new Date(`${start}T00:00:00Z`);
      if (bucket === 'month') return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
      const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
      return bucket === 'week' ? t('chart.weekOf', { date: day }) : day;
    },
    [bucket, locale, t],
  );
}
