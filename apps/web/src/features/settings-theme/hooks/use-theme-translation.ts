import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type themeEn from '../../../../public/locales/en/settings-theme.json';

/** Customize Theme's namespace: /locales/{lng}/settings-theme.json, loaded with the page. */
export const THEME_NS = 'settings-theme';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of settings-theme.json ('colour.title', 'preview.button' …). */
export type ThemeKey = Leaves<typeof themeEn>;
export type ThemeT = (key: ThemeKey, options?: Record<string, unknown>) => string;

/** `useTranslation('settings-theme')` with keys checked against the English file. */
export function useThemeTranslation() {
  const { t, i18n, ready } = useTranslation(THEME_NS as 'translation');
  const tt = useMemo<ThemeT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: THEME_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
