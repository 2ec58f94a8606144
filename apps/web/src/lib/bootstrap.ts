import type { NavigationEntry, PublicAgency } from '@tripfront/domain/agency';
import type { ExchangeRates } from '@tripfront/domain/currency/exchange-rates';
import type { GeoLocation } from '@tripfront/domain/geolocation';
import type { UserProfile } from '@tripfront/domain/user';
import type { DehydratedState } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client.ts';
import { DEFAULT_API_BASES, setApiBases, type ApiBases } from './api-bases.ts';

export type Environment = 'local' | 'dev' | 'qa' | 'uat' | 'prod';

/** The signed-in user; `permissions` may be absent, which means every item is readable. */
export type SessionUser = UserProfile & { permissions?: Record<string, { read: boolean }> };

/** What the browser needs to hydrate a page the server rendered (entry-server.tsx, decision 0059). */
export interface ServerRenderState {
  /** The language the page was rendered in: the browser hydrates only in the same one. */
  lang: string;
  /** The answers the page's screens asked for, as TanStack Query dehydrates them. */
  queries: DehydratedState;
  /** React Router's loader (and action) data of the matched routes, by route id. */
  hydrationData: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null };
}

export interface Bootstrap {
  agency: PublicAgency | null;
  user: SessionUser | null;
  environment: Environment;
  apiBases: ApiBases;
  /** The header's navigation entries, when the server inlined them (GET /api/agency/navigations). */
  navigations?: NavigationEntry[];
  /** Exchange rates, when the server inlined them (GET /api/multi-currency/exchange). */
  exchangeRates?: ExchangeRates;
  /** The session's geoLocation, on pages rendered for a signed-in person (decision 0147); others ask GET /api/user/geolocation. */
  geoLocation?: GeoLocation;
  /** Present when the page's HTML was rendered by the server: hydrate instead of rendering. */
  ssr?: ServerRenderState;
}

const ENVIRONMENTS: readonly Environment[] = ['local', 'dev', 'qa', 'uat', 'prod'];

function isExchangeRates(value: unknown): value is ExchangeRates {
  const v = value as Partial<ExchangeRates> | null | undefined;
  return typeof v === 'object' && v !== null && v.base === 'USD' && typeof v.date === 'string' && typeof v.rates === 'object' && v.rates !== null;
}

function isGeoLocation(value: unknown): value is GeoLocation {
  const v = value as Partial<GeoLocation> | null | undefined;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.country === 'string' &&
    typeof v.countryCode === 'string' &&
    /^[A-Z]{2}$/.test(v.countryCode) &&
    typeof v.located === 'boolean'
  );
}

function isRenderState(value: unknown): value is ServerRenderState {
  const v = value as Partial<ServerRenderState> | null | undefined;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.lang === 'string' &&
    typeof v.queries === 'object' &&
    v.queries !== null &&
    Array.isArray(v.queries.queries) &&
    typeof v.hydrationData === 'object' &&
    v.hydrationData !== null
  );
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
      ...(isGeoLocation(raw.geoLocation) ? { geoLocation: raw.geoLocation } : {}),
      ...(isRenderState(raw.ssr) ? { ssr: raw.ssr } : {}),
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
