import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type dealsEn from '../../../../public/locales/en/deals.json';

/** The deals feature's own i18next namespace: /locales/{lng}/deals.json, loaded on first use. */
export const DEALS_NS = 'deals';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Unplural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? Unplural<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of deals.json ('price.viewDeal', 'card.seats' for the plural set …). */
export type DealsKey = Leaves<typeof dealsEn>;
export type DealsT = (key: DealsKey, options?: Record<string, unknown>) => string;

/**
 * `useTranslation('deals')` with keys checked against the English file. The app's i18next type
 * declaration lists only the default namespace, so the namespace is passed untyped here.
 */
export function useDealsTranslation() {
  const { t, i18n, ready } = useTranslation(DEALS_NS as 'translation');
  const dt = useMemo<DealsT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: DEALS_NS, ...options });
  }, [t]);
  return { t: dt, i18n, ready };
}
