import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type contentEn from '../../../../public/locales/en/settings-content.json';

/** The content editor's namespace: /locales/{lng}/settings-content.json, loaded with the page. */
export const CONTENT_NS = 'settings-content';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of settings-content.json ('tabs.posts', 'form.title' …). */
export type ContentKey = Leaves<typeof contentEn>;
export type ContentT = (key: ContentKey, options?: Record<string, unknown>) => string;

/** `useTranslation('settings-content')` with keys checked against the English file. */
export function useContentTranslation() {
  const { t, i18n, ready } = useTranslation(CONTENT_NS as 'translation');
  const ct = useMemo<ContentT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: CONTENT_NS, ...options });
  }, [t]);
  return { t: ct, i18n, ready };
}
