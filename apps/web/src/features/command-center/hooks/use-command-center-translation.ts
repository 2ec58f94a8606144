import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type centerEn from '../../../../public/locales/en/command-center.json';

/** The Command Center's namespace: /locales/{lng}/command-center.json, loaded with the page. */
export const CENTER_NS = 'command-center';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type CenterKey = Leaves<typeof centerEn>;
export type CenterT = (key: CenterKey, options?: Record<string, unknown>) => string;

/** `useTranslation('command-center')` with keys checked against the English file. */
export function useCenterTranslation() {
  const { t, i18n, ready } = useTranslation(CENTER_NS as 'translation');
  const tt = useMemo<CenterT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: CENTER_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
