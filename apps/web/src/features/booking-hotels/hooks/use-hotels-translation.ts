import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type hotelsEn from '../../../../public/locales/en/hotels.json';

/** The hotel booking screens' own i18next namespace: /locales/{lng}/hotels.json, loaded on first use. */
export const HOTELS_NS = 'hotels';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Unplural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? Unplural<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type HotelsKey = Leaves<typeof hotelsEn>;
export type HotelsT = (key: HotelsKey, options?: Record<string, unknown>) => string;

/** `useTranslation('hotels')` with keys checked against the English file (as the deals feature does). */
export function useHotelsTranslation() {
  const { t, i18n, ready } = useTranslation(HOTELS_NS as 'translation');
  const ht = useMemo<HotelsT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: HOTELS_NS, ...options });
  }, [t]);
  return { t: ht, i18n, ready };
}
