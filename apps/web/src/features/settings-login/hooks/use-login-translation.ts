import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type loginEn from '../../../../public/locales/en/settings-login.json';

/** The Login settings' namespace: /locales/{lng}/settings-login.json, loaded with the page (and with the test sign-in's report on /sso). */
export const LOGIN_NS = 'settings-login';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of settings-login.json ('oidc.issuer', 'test.run' …). */
export type LoginKey = Leaves<typeof loginEn>;
export type LoginT = (key: LoginKey, options?: Record<string, unknown>) => string;

/** `useTranslation('settings-login')` with keys checked against the English file. */
export function useLoginTranslation() {
  const { t, i18n, ready } = useTranslation(LOGIN_NS as 'translation');
  const tt = useMemo<LoginT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: LOGIN_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
