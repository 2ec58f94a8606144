import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type settingsEn from '../../../../public/locales/en/settings.json';

/** The back-office settings' namespace: /locales/{lng}/settings.json, loaded with the first settings page. */
export const SETTINGS_NS = 'settings';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of settings.json ('common.save', 'website.identity.title' …). */
export type SettingsKey = Leaves<typeof settingsEn>;
export type SettingsT = (key: SettingsKey, options?: Record<string, unknown>) => string;

/** `useTranslation('settings')` with keys checked against the English file. */
export function useSettingsTranslation() {
  const { t, i18n, ready } = useTranslation(SETTINGS_NS as 'translation');
  const tt = useMemo<SettingsT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: SETTINGS_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
