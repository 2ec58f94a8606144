import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type businessInfoEn from '../../../../public/locales/en/businessInfo.json';

/** The business-information form's own namespace: /locales/{lng}/businessInfo.json, loaded with the modal. */
export const BUSINESS_INFO_NS = 'businessInfo';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of businessInfo.json ('emailRequired', 'engine.Hotels' …). */
export type BusinessInfoKey = Leaves<typeof businessInfoEn>;
export type BusinessInfoT = (key: BusinessInfoKey, options?: Record<string, unknown>) => string;

/** `useTranslation('businessInfo')` with keys checked against the English file (as the deals feature does). */
export function useBusinessInfoTranslation() {
  const { t, i18n, ready } = useTranslation(BUSINESS_INFO_NS as 'translation');
  const bt = useMemo<BusinessInfoT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: BUSINESS_INFO_NS, ...options });
  }, [t]);
  return { t: bt, i18n, ready };
}
