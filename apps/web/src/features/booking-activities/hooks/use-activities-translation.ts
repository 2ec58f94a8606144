import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type activitiesEn from '../../../../public/locales/en/activities.json';

/** The activity booking screens' own i18next namespace: /locales/{lng}/activities.json, loaded on first use. */
export const ACTIVITIES_NS = 'activities';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Unplural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? Unplural<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ActivitiesKey = Leaves<typeof activitiesEn>;
export type ActivitiesT = (key: ActivitiesKey, options?: Record<string, unknown>) => string;

/** `useTranslation('activities')` with keys checked against the English file (as the hotels feature does). */
export function useActivitiesTranslation() {
  const { t, i18n, ready } = useTranslation(ACTIVITIES_NS as 'translation');
  const ft = useMemo<ActivitiesT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: ACTIVITIES_NS, ...options });
  }, [t]);
  return { t: ft, i18n, ready };
}
