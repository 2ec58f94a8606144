import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type carsEn from '../../../../public/locales/en/cars.json';

/** The car booking screens' own i18next namespace: /locales/{lng}/cars.json, loaded on first use. */
export const CARS_NS = 'cars';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Unplural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? Unplural<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type CarsKey = Leaves<typeof carsEn>;
export type CarsT = (key: CarsKey, options?: Record<string, unknown>) => string;

/** `useTranslation('cars')` with keys checked against the English file (as the flights feature does). */
export function useCarsTranslation() {
  const { t, i18n, ready } = useTranslation(CARS_NS as 'translation');
  const ct = useMemo<CarsT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: CARS_NS, ...options });
  }, [t]);
  return { t: ct, i18n, ready };
}
