import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type auditEn from '../../../../public/locales/en/settings-audit.json';

/** The audit log's namespace: /locales/{lng}/settings-audit.json, loaded with the page. */
export const AUDIT_NS = 'settings-audit';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type AuditKey = Leaves<typeof auditEn>;
export type AuditT = (key: AuditKey, options?: Record<string, unknown>) => string;

/** `useTranslation('settings-audit')` with keys checked against the English file. */
export function useAuditTranslation() {
  const { t, i18n, ready } = useTranslation(AUDIT_NS as 'translation');
  const tt = useMemo<AuditT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: AUDIT_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
