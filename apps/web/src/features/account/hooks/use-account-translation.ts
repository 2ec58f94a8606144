import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type accountEn from '../../../../public/locales/en/account.json';

/** The account screens' own i18next namespace: /locales/{lng}/account.json, loaded on first use. */
export const ACCOUNT_NS = 'account';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of account.json ('signup.title', 'errors.emailRequired' …). */
export type AccountKey = Leaves<typeof accountEn>;
export type AccountT = (key: AccountKey, options?: Record<string, unknown>) => string;

/** `useTranslation('account')` with keys checked against the English file (as the deals feature does). */
export function useAccountTranslation() {
  const { t, i18n, ready } = useTranslation(ACCOUNT_NS as 'translation');
  const at = useMemo<AccountT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: ACCOUNT_NS, ...options });
  }, [t]);
  return { t: at, i18n, ready };
}
