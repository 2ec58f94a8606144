import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type searchEn from '../../../../public/locales/en/search.json';

/** The search feature's own i18next namespace: /locales/{lng}/search.json, loaded on first use. */
export const SEARCH_NS = 'search';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Unplural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? Unplural<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of search.json ('form.submit', 'guests.adults' for the plural set …). */
export type SearchKey = Leaves<typeof searchEn>;
export type SearchT = (key: SearchKey, options?: Record<string, unknown>) => string;

/**
 * `useTranslation('search')` with keys checked against the English file. The app's i18next type
 * declaration lists only the default namespace, so the namespace is passed untyped here.
 */
export function useSearchTranslation() {
  const { t, i18n, ready } = useTranslation(SEARCH_NS as 'translation');
  const st = useMemo<SearchT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: SEARCH_NS, ...options });
  }, [t]);
  return { t: st, i18n, ready };
}
