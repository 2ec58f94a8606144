import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type flightsEn from '../../../../public/locales/en/flights.json';

/** The flight booking screens' own i18next namespace: /locales/{lng}/flights.json, loaded on first use. */
export const FLIGHTS_NS = 'flights';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Unplural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? Unplural<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type FlightsKey = Leaves<typeof flightsEn>;
export type FlightsT = (key: FlightsKey, options?: Record<string, unknown>) => string;

/** `useTranslation('flights')` with keys checked against the English file (as the hotels feature does). */
export function useFlightsTranslation() {
  const { t, i18n, ready } = useTranslation(FLIGHTS_NS as 'translation');
  const ft = useMemo<FlightsT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: FLIGHTS_NS, ...options });
  }, [t]);
  return { t: ft, i18n, ready };
}
