import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type agentBookingsEn from '../../../../public/locales/en/agent-bookings.json';

import { AGENT_BOOKINGS_NS } from '../namespace.ts';

// Its own module, so the router reaches the name without this hook (decision 0017).
export { AGENT_BOOKINGS_NS };

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Unplural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? Unplural<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type AgentBookingsKey = Leaves<typeof agentBookingsEn>;
export type AgentBookingsT = (key: AgentBookingsKey, options?: Record<string, unknown>) => string;

/** `useTranslation('agent-bookings')` with keys checked against the English file. */
export function useAgentBookingsTranslation() {
  const { t, i18n, ready } = useTranslation(AGENT_BOOKINGS_NS as 'translation');
  const tt = useMemo<AgentBookingsT>(() => {
    const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => translate(key, { ns: AGENT_BOOKINGS_NS, ...options });
  }, [t]);
  return { t: tt, i18n, ready };
}
