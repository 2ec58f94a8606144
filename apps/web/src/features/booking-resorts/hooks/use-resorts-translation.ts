import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type resortsEn from '../../../../public/locales/en/resorts.json';

/** The resort booking screens' own i18next namespace: /locales/{lng}/resorts.json, loaded on first use. */
export const RESORTS_NS = 'resorts';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Unplural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? Unplural<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ResortsKey = Leaves<typeof resortsEn>;
export type ResortsT = (key: ResortsKey, options?: Record<string, unknown>) => string;

/** `useTranslation('resorts')` with keys checked against the English file (as the flights feature does). */
export function useResortsTranslation() {
  const { t, i18n, ready } = useTranslation(RESORTS_NS as 'translation');
  const rt = useMemo<ResortsT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: RESORTS_NS, ...options });
  }, [t]);
  return { t: rt, i18n, ready };
}
