import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type peopleEn from '../../../../public/locales/en/people.json';

/** The agency's people pages' namespace: /locales/{lng}/people.json, loaded with the pages. */
export const PEOPLE_NS = 'people';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type PeopleKey = Leaves<typeof peopleEn>;
export type PeopleT = (key: PeopleKey, options?: Record<string, unknown>) => string;

/** `useTranslation('people')` with keys checked against the English file. */
export function usePeopleTranslation() {
  const { t, i18n, ready } = useTranslation(PEOPLE_NS as 'translation');
  const tt = useMemo<PeopleT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: PEOPLE_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
