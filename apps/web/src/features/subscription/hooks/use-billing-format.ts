import { formatPrice, toMajor } from '@tripfront/domain/money';
import { useMemo } from 'react';
import { useAgency } from '../../agency/index.ts';
import { useSubscriptionTranslation } from './use-subscription-translation.ts';

/** Money (minor units) per spec §9 and dates, in the interface language. */
export function useBillingFormat() {
  const agency = useAgency();
  const { i18n } = useSubscriptionTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const forceEnglish = agency.settings.forceEnglishNumberFormat;
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return {
      money: (amountMinor: number, currency: string) => formatPrice(toMajor(amountMinor, currency), currency, { locale, forceEnglish }),
      date: (iso: string) => dates.format(new Date(iso)),
    };
  }, [locale, forceEnglish]);
}
