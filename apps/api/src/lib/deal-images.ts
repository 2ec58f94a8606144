import { createHash } from 'node:crypto';
import type { KeyValueStore } from './store.ts';

/** Where deal pictures are served: content-addressed, so a URL's picture never changes. */
export const DEAL_IMAGE_PATH = '/img/deals';
const DATA_SVG = 'data:image/svg+xml,';
/** A day: longer than any answer that links to the picture lives in the cache. */
const STORE_TTL_SECONDS = 24 * 60 * 60;
const LOCAL_IMAGES = 20_000;

/**
 * Deal pictures that suppliers send inline (the sandbox draws each as an SVG data: URI, ~1.5 kB)
 * are moved out of deal answers: each becomes a URL under /img/deals/ named by the hash of the
 * picture, kept here and in the shared store (so another instance can serve it) and served with
 * a year-long immutable cache. Answers shrink to a fraction and browsers keep the pictures.
 */
export function createDealImages(store: KeyValueStore) {
  const local = new Map<string, string>();
  const keep = (name: string, svg: string) => {
    if (local.has(name)) return;
    if (local.size >= LOCAL_IMAGES) local.delete(local.keys().next().value as string);
    local.set(name, svg);
    void store.set(`img:${name}`, svg, STORE_TTL_SECONDS).catch(() => undefined);
  };

  /** The picture's URL, or the value unchanged when it is not an inline SVG. */
  const externalise = (value: string): string => {
    if (!value.startsWith(DATA_SVG)) return value;
    let svg: string;
    try {
      svg = decodeURIComponent(value.slice(DATA_SVG.length));
    } catch {
      return value;
    }
    const name = `${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}.svg`;
    keep(name, svg);
    return `${DEAL_IMAGE_PATH}/${name}`;
  };

  return {
    /** A copy of `answer` with every inline SVG picture replaced by its URL. */
    externalise<T>(answer: T): T {
      const walk = (v: unknown): unknown => {
        if (typeof v === 'string') return externalise(v);
        if (Array.isArray(v)) return v.map(walk);
        if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
        return v;
      };
      return walk(answer) as T;
    },
    /** The SVG text of a picture by its file name, or null when this instance and the store do not know it. */
    async get(name: string): Promise<string | null> {
      return local.get(name) ?? (await store.get(`img:${name}`).catch(() => null));
    },
  };
}
export type DealImages = ReturnType<typeof createDealImages>;
