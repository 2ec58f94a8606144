import { formatPrice, toMajor } from '@tripfront/domain/money';
import { useMemo } from 'react';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { useAgency } from '../../agency/index.ts';

/** Money (minor units) per spec §9, and dates as the storefront's one date display (spec §5), in the interface language. */
export function useBillingFormat() {
  const agency = useAgency();
  const dates = useDisplayDate();
  const locale = dates.language;
  const forceEnglish = agency.settings.forceEnglishNumberFormat;
  return useMemo(
    () => ({
      money: (amountMinor: number, currency: string) => formatPrice(toMajor(amountMinor, currency), currency, { locale, forceEnglish }),
      date: (iso: string) => dates.date(iso),
    }),
    [locale, forceEnglish, dates],
  );
}
