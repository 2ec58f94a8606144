import { normalizeText } from './normalize.ts';

/**
 * How a name of an item matches: 'name' is its main name, 'alias' another name people type,
 * 'code' an identifier like an IATA code. Every word of a name also matches, at a lower rank
 * ('york' finds New York).
 */
export type KeyKind = 'name' | 'alias' | 'code';
export type IndexKey = readonly [text: string, kind: KeyKind];

/** Match tiers, indexes into the weight tables below. */
type Tier = 0 | 1 | 2 | 3;
const WORD: Tier = 2;
/** Score multiplier of a prefix match, and the extra one when the whole key is typed. */
const PREFIX_WEIGHT = [1, 0.5, 0.3, 1] as const;
const EXACT_BONUS = [3, 3, 3, 1000] as const;
const TIER_OF: Readonly<Record<KeyKind, Tier>> = { name: 0, alias: 1, code: 3 };
/** Answers for one- and two-letter queries are kept: they are the most common and match the most keys. */
const CACHED_QUERY_LENGTH = 2;
/** Bounds the cache whatever people type (two-letter CJK queries alone could fill it). */
const MAX_CACHED = 5_000;

/**
 * Prefix search over item names: a sorted array of normalised keys and a binary search, built once.
 * Results rank by weight (population, airport traffic) times how well the name matched; equal
 * scores keep the order the items were given in.
 */
export class PrefixIndex<T> {
  private readonly keys: string[] = [];
  private readonly refs: Uint32Array;
  private readonly tiers: Uint8Array;
  private readonly weights: Float64Array;
  private readonly cache = new Map<string, readonly T[]>();

  constructor(
    private readonly items: readonly T[],
    keysOf: (item: T) => readonly IndexKey[],
    weightOf: (item: T) => number,
  ) {
    const entries: { key: string; ref: number; tier: Tier }[] = [];
    items.forEach((item, ref) => {
      for (const [text, kind] of keysOf(item)) {
        const key = normalizeText(text);
        if (key === '') continue;
        entries.push({ key, ref, tier: TIER_OF[kind] });
        if (kind === 'code') continue;
        for (let i = key.indexOf(' '); i >= 0; i = key.indexOf(' ', i + 1)) entries.push({ key: key.slice(i + 1), ref, tier: WORD });
      }
    });
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.ref - b.ref));
    this.refs = new Uint32Array(entries.length);
    this.tiers = new Uint8Array(entries.length);
    entries.forEach((e, i) => {
      this.keys.push(e.key);
      this.refs[i] = e.ref;
      this.tiers[i] = e.tier;
    });
    this.weights = Float64Array.from(items, (item) => Math.max(0, weightOf(item)) + 1);
  }

  get size(): number {
    return this.keys.length;
  }

  /** The best `limit` items with a name (or a word of one) starting with `query`, accents and case ignored. */
  search(query: string, limit = 10): readonly T[] {
    const q = normalizeText(query);
    if (q === '' || limit <= 0) return [];
    const cacheKey = `${limit}|${q}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const best = new Map<number, number>();
    for (let i = this.lowerBound(q); i < this.keys.length; i += 1) {
      const key = this.keys[i] as string;
      if (!key.startsWith(q)) break;
      const ref = this.refs[i] as number;
      const tier = this.tiers[i] as Tier;
      const score = (this.weights[ref] as number) * PREFIX_WEIGHT[tier] * (key.length === q.length ? EXACT_BONUS[tier] : 1);
      if (score > (best.get(ref) ?? 0)) best.set(ref, score);
    }
    const top = topK(best, limit).map((ref) => this.items[ref] as T);
    if (q.length <= CACHED_QUERY_LENGTH) {
      if (this.cache.size >= MAX_CACHED) this.cache.clear();
      this.cache.set(cacheKey, top);
    }
    return top;
  }

  private lowerBound(q: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid] as string) < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Refs of the `k` highest scores, best first; ties go to the lower ref. Linear in the match count. */
function topK(scores: ReadonlyMap<number, number>, k: number): number[] {
  const top: [ref: number, score: number][] = [];
  for (const [ref, score] of scores) {
    if (top.length === k) {
      const [lastRef, lastScore] = top[k - 1] as [number, number];
      if (score < lastScore || (score === lastScore && ref > lastRef)) continue;
      top.pop();
    }
    let i = top.length;
    while (i > 0) {
      const [r, s] = top[i - 1] as [number, number];
      if (s > score || (s === score && r < ref)) break;
      i -= 1;
    }
    top.splice(i, 0, [ref, score]);
  }
  return top.map(([ref]) => ref);
}
