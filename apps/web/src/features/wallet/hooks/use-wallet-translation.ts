import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type walletEn from '../../../../public/locales/en/wallet.json';

/** The wallet's own namespace (issue #16): /locales/{lng}/wallet.json, loaded with its first page or control. */
export const WALLET_NS = 'wallet';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type WalletKey = Leaves<typeof walletEn>;
export type WalletT = (key: WalletKey, options?: Record<string, unknown>) => string;

/** `useTranslation('wallet')` with keys checked against the English file; `ready` once the namespace is in. */
export function useWalletTranslation() {
  const { t, i18n, ready } = useTranslation(WALLET_NS as 'translation');
  const tt = useMemo<WalletT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: WALLET_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
