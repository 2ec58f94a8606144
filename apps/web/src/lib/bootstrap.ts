import type { NavigationEntry, PublicAgency } from '@tripfront/domain/agency';
import type { ExchangeRates } from '@tripfront/domain/currency/exchange';
import type { UserProfile } from '@tripfront/domain/user';
import { ApiError, apiRequest } from './api-client.ts';
import { DEFAULT_API_BASES, setApiBases, type ApiBases } from './api-bases.ts';

export type Environment = 'local' | 'dev' | 'qa' | 'uat' | 'prod';

/** The signed-in user; `permissions` may be absent, which means every item is readable. */
export type SessionUser = UserProfile & { permissions?: Record<string, { read: boolean }> };

export interface Bootstrap {
  agency: PublicAgency | null;
  user: SessionUser | null;
  environment: Environment;
  apiBases: ApiBases;
  /** The header's navigation entries, when the server inlined them (GET /api/agency/navigations). */
  navigations?: NavigationEntry[];
  /** Exchange rates, when the server inlined them (GET /api/multi-currency/exchange). */
  exchangeRates?: ExchangeRates;
}

const ENVIRONMENTS: readonly Environment[] = ['local', 'dev', 'qa', 'uat', 'prod'];

function isExchangeRates(value: unknown): value is ExchangeRates {
  const v = value as Partial<ExchangeRates> | null | undefined;
  return typeof v === 'object' && v !== null && v.base === 'USD' && typeof v.date === 'string' && typeof v.rates === 'object' && v.rates !== null;
}

/** The JSON the server inlines as <script id="tf-bootstrap" type="application/json">, or null. */
export function readInlineBootstrap(doc: Document = document): Bootstrap | null {
  const text = doc.getElementById('tf-bootstrap')?.textContent?.trim();
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Partial<Bootstrap>;
    return {
      agency: raw.agency ?? null,
      user: raw.user ?? null,
      environment: raw.environment && ENVIRONMENTS.includes(raw.environment) ? raw.environment : 'prod',
      apiBases: { ...DEFAULT_API_BASES, ...raw.apiBases },
      ...(Array.isArray(raw.navigations) ? { navigations: raw.navigations } : {}),
      ...(isExchangeRates(raw.exchangeRates) ? { exchangeRates: raw.exchangeRates } : {}),
    };
  } catch {
    return null;
  }
}

/** Without an inlined bootstrap (vite dev server), ask the API. */
async function fetchBootstrap(): Promise<Bootstrap> {
  const [agency, user] = await Promise.all([
    apiRequest<{ data: PublicAgency }>('/api/agency', { expectUnauthorized: true })
      .then((r) => r.data)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    apiRequest<{ data: SessionUser }>('/api/user/me', { expectUnauthorized: true })
      .then((r) => r.data)
      .catch(() => null),
  ]);
  return { agency, user, environment: 'local', apiBases: { ...DEFAULT_API_BASES } };
}

/** The page's bootstrap; its API bases become the ones every product request uses (lib/api-bases.ts). */
export async function loadBootstrap(doc: Document = document): Promise<Bootstrap> {
  const bootstrap = readInlineBootstrap(doc) ?? (await fetchBootstrap());
  setApiBases(bootstrap.apiBases);
  return bootstrap;
}
