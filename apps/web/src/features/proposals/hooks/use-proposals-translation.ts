import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type proposalsEn from '../../../../public/locales/en/proposals.json';
import { PROPOSALS_NS } from '../namespace.ts';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Unplural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? Unplural<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ProposalsKey = Leaves<typeof proposalsEn>;
export type ProposalsT = (key: ProposalsKey, options?: Record<string, unknown>) => string;

/** `useTranslation('proposals')` with keys checked against the English file. */
export function useProposalsTranslation() {
  const { t, i18n, ready } = useTranslation(PROPOSALS_NS as 'translation');
  const tt = useMemo<ProposalsT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: PROPOSALS_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
