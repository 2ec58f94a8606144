import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type searchesEn from '../../../../public/locales/en/searches.json';

/** The Searches page namespace: /locales/{lng}/searches.json, loaded with the page. */
export const SEARCHES_NS = 'searches';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type SearchesKey = Leaves<typeof searchesEn>;
export type SearchesT = (key: SearchesKey, options?: Record<string, unknown>) => string;

/** `useTranslation('searches')` with keys checked against the English file. */
export function useSearchesTranslation() {
  const { t, i18n, ready } = useTranslation(SEARCHES_NS as 'translation');
  const tt = useMemo<SearchesT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: SEARCHES_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
