import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type cruiseEn from '../../../../public/locales/en/cruise.json';

/** The cruise screens' own i18next namespace: /locales/{lng}/cruise.json, loaded on first use. */
export const CRUISE_NS = 'cruise';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Unplural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? Unplural<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type CruiseKey = Leaves<typeof cruiseEn>;
export type CruiseT = (key: CruiseKey, options?: Record<string, unknown>) => string;

/** `useTranslation('cruise')` with keys checked against the English file. */
export function useCruiseTranslation() {
  const { t, i18n, ready } = useTranslation(CRUISE_NS as 'translation');
  const ct = useMemo<CruiseT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: CRUISE_NS, ...options });
  }, [t]);
  return { t: ct, i18n, ready };
}
