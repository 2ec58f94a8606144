import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type productEn from '../../../../public/locales/en/settings-product.json';

/** Product settings' namespace: /locales/{lng}/settings-product.json, loaded with the page. */
export const PRODUCT_NS = 'settings-product';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ProductKey = Leaves<typeof productEn>;
export type ProductT = (key: ProductKey, options?: Record<string, unknown>) => string;

/** `useTranslation('settings-product')` with keys checked against the English file. */
export function useProductTranslation() {
  const { t, i18n, ready } = useTranslation(PRODUCT_NS as 'translation');
  const tt = useMemo<ProductT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: PRODUCT_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
