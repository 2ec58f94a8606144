import { createHash } from 'node:crypto';
import type { PricingSettings } from '@tripfront/domain';
import type { SupplierResult } from '@tripfront/suppliers';
import { etagFor, type CachedJson } from './json-cache.ts';
import type { KeyValueStore } from './store.ts';

/**
 * Final answers kept in this process in front of Redis (no round trip, no parsing). In front of
 * the in-process store they would be a second copy of what it holds: none then (decision 0062).
 */
const LOCAL_ANSWERS = 2_000;

/** Who an answer is priced for: agents see wholesale and markup rows (spec §5, §6), everyone else does not. */
export type Viewer = 'agent' | 'public';

export interface AnswerKey {
  tenantId: string;
  kind: string;
  /** Everything the answer depends on from the request, currency included. */
  query: unknown;
  viewer: Viewer;
  /** The agency's markup settings, default and rules (digested whole): an edit shows in new answers at once. */
  pricing: PricingSettings;
}

const digest = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

/**
 * Caches in the shared store (Redis when configured), the tenant in every key, so one agency never
 * receives another's results:
 * - `through`: successful supplier answers per query (failures are not cached), shared by every
 *   currency and viewer;
 * - `answer`: the final priced, serialised answer per query, currency and viewer, kept with its
 *   ETag so a hit costs a lookup and a send (its compressed bodies are made once, see
 *   sendCachedJson). Prices use the rates of the moment the answer was made, at most `ttlSeconds`
 *   old, like the supplier answer they come from.
 */
export function createSearchCache(store: KeyValueStore, ttlSeconds: number, now: () => number = Date.now) {
  const answers = createAnswerCache(store, ttlSeconds, { localEntries: store.kind === 'redis' ? LOCAL_ANSWERS : 0 }, now);
  return {
    key(tenantId: string, kind: string, query: unknown): string {
      return `search:${tenantId}:${kind}:${digest(query)}`;
    },
    async through<T>(key: string, load: () => Promise<SupplierResult<T>>): Promise<SupplierResult<T> & { cached: boolean }> {
      const hit = await store.get(key).catch(() => null);
      if (hit !== null) return { ok: true, value: JSON.parse(hit) as T, cached: true };
      const result = await load();
      if (result.ok) await store.set(key, JSON.stringify(result.value), ttlSeconds).catch(() => undefined);
      return { ...result, cached: false };
    },
    answerKey(k: AnswerKey): string {
      return `answer:${k.tenantId}:${k.kind}:${k.viewer}:${digest([k.query, k.pricing])}`;
    },
    answer: answers.answer,
  };
}
export type SearchCache = ReturnType<typeof createSearchCache>;

/**
 * Final serialised answers (with their ETags) by key: in this process (at most `localEntries`,
 * oldest out first) in front of the shared store (Redis when configured). Keys must start with
 * the kind of answer and the tenant id.
 */
export function createAnswerCache(store: KeyValueStore, ttlSeconds: number, { localEntries }: { localEntries: number }, now: () => number = Date.now) {
  const local = new Map<string, { value: CachedJson; until: number }>();
  const remember = (key: string, value: CachedJson, until: number) => {
    if (localEntries === 0) return;
    local.delete(key);
    if (local.size >= localEntries) local.delete(local.keys().next().value as string);
    local.set(key, { value, until });
  };
  return {
    /**
     * The cached answer for `key`, or `build()`'s answer serialised (and cached when it says so:
     * an answer after a supplier failure is not).
     */
    async answer(key: string, build: () => Promise<{ value: unknown; cacheable: boolean }>): Promise<CachedJson & { cached: boolean }> {
      const mine = local.get(key);
      if (mine && mine.until > now()) return { ...mine.value, cached: true };
      if (mine) local.delete(key);
      const shared = ttlSeconds > 0 ? await store.get(key).catch(() => null) : null;
      if (shared !== null) {
        const cut = shared.indexOf('\n');
        const value = { etag: shared.slice(0, cut), body: shared.slice(cut + 1) };
        // The shared entry's remaining life is unknown here; a short local life keeps them close.
        remember(key, value, now() + Math.min(ttlSeconds, 10) * 1000);
        return { ...value, cached: true };
      }
      const { value: answer, cacheable } = await build();
      const body = JSON.stringify(answer);
      const value = { body, etag: etagFor(body) };
      if (cacheable && ttlSeconds > 0) {
        remember(key, value, now() + ttlSeconds * 1000);
        await store.set(key, `${value.etag}\n${body}`, ttlSeconds).catch(() => undefined);
      }
      return { ...value, cached: false };
    },
    /** Entries held in this process (for tests of the bound). */
    get localSize(): number {
      return local.size;
    },
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
