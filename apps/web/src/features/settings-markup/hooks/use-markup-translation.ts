import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type markupEn from '../../../../public/locales/en/settings-markup.json';

/** The Markup Settings page's namespace: /locales/{lng}/settings-markup.json, loaded when the page opens. */
export const MARKUP_NS = 'settings-markup';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MarkupKey = Leaves<typeof markupEn>;
export type MarkupT = (key: MarkupKey, options?: Record<string, unknown>) => string;

/** `useTranslation('settings-markup')` with keys checked against the English file; `ready` once it has loaded. */
export function useMarkupTranslation() {
  const { t, i18n, ready } = useTranslation(MARKUP_NS as 'translation');
  const mt = useMemo<MarkupT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: MARKUP_NS, ...options });
  }, [t]);
  return { t: mt, i18n, ready };
}
