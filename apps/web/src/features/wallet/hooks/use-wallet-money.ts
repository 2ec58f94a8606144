import { formatPrice, toMajor } from '@tripfront/domain/money';
import { useCallback } from 'react';
import { useAgency } from '../../agency/index.ts';
import { useWalletTranslation } from './use-wallet-translation.ts';

/** Formats wallet money ({ amount in minor units, currency }) per spec §9 in the interface language; `signed` adds + to credits. */
export function useWalletMoney(): (money: { amount: number; currency: string }, signed?: boolean) => string {
  const agency = useAgency();
  const { i18n } = useWalletTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const forceEnglish = agency.settings.forceEnglishNumberFormat;
  return useCallback(
    ({ amount, currency }, signed = false) => {
      const text = formatPrice(toMajor(Math.abs(amount), currency), currency, { locale, forceEnglish });
      if (amount < 0) return `−${text}`;
      return signed && amount > 0 ? `+${text}` : text;
    },
    [locale, forceEnglish],
  );
}
