import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type travellerEn from '../../../../public/locales/en/traveller.json';

/** The traveller area's own namespace: /locales/{lng}/traveller.json, loaded with the area. */
export const TRAVELLER_NS = 'traveller';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of traveller.json ('nav.trips', 'profile.saved' …). */
export type TravellerKey = Leaves<typeof travellerEn>;
export type TravellerT = (key: TravellerKey, options?: Record<string, unknown>) => string;

/** `useTranslation('traveller')` with keys checked against the English file (as the deals feature does). */
export function useTravellerTranslation() {
  const { t, i18n, ready } = useTranslation(TRAVELLER_NS as 'translation');
  const tt = useMemo<TravellerT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: TRAVELLER_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
