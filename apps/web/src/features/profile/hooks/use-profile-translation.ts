import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type profileEn from '../../../../public/locales/en/profile.json';

/** The profile's namespace (/mytrip/profile and /settings/profile): /locales/{lng}/profile.json. */
export const PROFILE_NS = 'profile';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ProfileKey = Leaves<typeof profileEn>;
export type ProfileT = (key: ProfileKey, options?: Record<string, unknown>) => string;

/** `useTranslation('profile')` with keys checked against the English file. */
export function useProfileTranslation() {
  const { t, i18n, ready } = useTranslation(PROFILE_NS as 'translation');
  const tt = useMemo<ProfileT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: PROFILE_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
