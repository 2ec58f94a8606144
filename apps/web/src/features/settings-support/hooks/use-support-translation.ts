import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type supportEn from '../../../../public/locales/en/settings-support.json';

/** The support page's namespace: /locales/{lng}/settings-support.json, loaded with the page. */
export const SUPPORT_NS = 'settings-support';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type SupportKey = Leaves<typeof supportEn>;
export type SupportT = (key: SupportKey, options?: Record<string, unknown>) => string;

/** `useTranslation('settings-support')` with keys checked against the English file. */
export function useSupportTranslation() {
  const { t, i18n, ready } = useTranslation(SUPPORT_NS as 'translation');
  const tt = useMemo<SupportT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: SUPPORT_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
