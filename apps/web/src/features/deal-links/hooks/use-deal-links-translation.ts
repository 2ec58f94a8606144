import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type dealLinksEn from '../../../../public/locales/en/deal-links.json';
import { DEAL_LINKS_NS } from '../namespace.ts';

// Its own module, so the router reaches the name without this hook (decision 0017).
export { DEAL_LINKS_NS };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type DealLinksKey = Leaves<typeof dealLinksEn>;
export type DealLinksT = (key: DealLinksKey, options?: Record<string, unknown>) => string;

/** `useTranslation('deal-links')` with keys checked against the English file. */
export function useDealLinksTranslation() {
  const { t, i18n, ready } = useTranslation(DEAL_LINKS_NS as 'translation');
  const tt = useMemo<DealLinksT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: DEAL_LINKS_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
