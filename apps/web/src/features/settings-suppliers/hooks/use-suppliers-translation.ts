import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type suppliersEn from '../../../../public/locales/en/settings-suppliers.json';

/** Supplier accounts' namespace: /locales/{lng}/settings-suppliers.json, loaded with the page. */
export const SUPPLIERS_NS = 'settings-suppliers';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type SuppliersKey = Leaves<typeof suppliersEn>;
export type SuppliersT = (key: SuppliersKey, options?: Record<string, unknown>) => string;

/** `useTranslation('settings-suppliers')` with keys checked against the English file. */
export function useSuppliersTranslation() {
  const { t, i18n, ready } = useTranslation(SUPPLIERS_NS as 'translation');
  const tt = useMemo<SuppliersT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: SUPPLIERS_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
