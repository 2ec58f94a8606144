import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type subscriptionEn from '../../../../public/locales/en/subscription.json';

/** The subscription pages' own namespace (decision 0151): /locales/{lng}/subscription.json, loaded with the page. */
export const SUBSCRIPTION_NS = 'subscription';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type SubscriptionKey = Leaves<typeof subscriptionEn>;
export type SubscriptionT = (key: SubscriptionKey, options?: Record<string, unknown>) => string;

/** `useTranslation('subscription')` with keys checked against the English file; `ready` once the namespace is in. */
export function useSubscriptionTranslation() {
  const { t, i18n, ready } = useTranslation(SUBSCRIPTION_NS as 'translation');
  const tt = useMemo<SubscriptionT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: SUBSCRIPTION_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
