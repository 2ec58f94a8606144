import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type websiteEn from '../../../../public/locales/en/settings-website.json';

/** The Website settings page's namespace: /locales/{lng}/settings-website.json, loaded with the page. */
export const WEBSITE_NS = 'settings-website';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of settings-website.json ('identity.title', 'errors.tooLong' …). */
export type WebsiteKey = Leaves<typeof websiteEn>;
export type WebsiteT = (key: WebsiteKey, options?: Record<string, unknown>) => string;

/** `useTranslation('settings-website')` with keys checked against the English file. */
export function useWebsiteTranslation() {
  const { t, i18n, ready } = useTranslation(WEBSITE_NS as 'translation');
  const wt = useMemo<WebsiteT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: WEBSITE_NS, ...options });
  }, [t]);
  return { t: wt, i18n, ready };
}
