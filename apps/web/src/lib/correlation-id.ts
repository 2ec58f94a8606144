import { apiBase, type ApiBases } from './api-bases.ts';
import { apiRequest, renderingOnServer, type RequestOptions } from './api-client.ts';
import { randomId } from './session-id.ts';
import { storage } from './storage.ts';

/**
 * Spec §7: the hotel, flight and resort APIs take an x-correlation-id, which they echo and put on
 * their log lines. The page sends one per search journey of a product (decision 0148): a search for
 * a key other than the journey's (another place, dates or party; sort, filters and pages keep it)
 * starts a journey with a new id, and every later call to that product's API (details, checkout
 * steps) carries the same id until the next new search. A journey lives in session storage per
 * product: a reload, or a details page opened in a new tab (which copies session storage), stays in it.
 */
export type JourneyProduct = keyof ApiBases;

const PRODUCTS: readonly JourneyProduct[] = ['hotel', 'flight', 'resort'];

interface Journey {
  id: string;
  /** The search that started it; null when a page (a details link) began it without a search. */
  key: string | null;
}

const storageKey = (product: JourneyProduct) => `tf.correlation.${product}`;

function read(product: JourneyProduct): Journey | null {
  const raw = storage.get('session', storageKey(product));
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Journey>;
    return typeof value.id === 'string' && (typeof value.key === 'string' || value.key === null) ? { id: value.id, key: value.key } : null;
  } catch {
    return null;
  }
}

/** Which product API a request path goes to, if any. */
export function journeyProductOf(path: string): JourneyProduct | null {
  for (const product of PRODUCTS) {
    const base = apiBase(product);
    if (path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`)) return product;
  }
  return null;
}

/**
 * The product's journey id: a search (`searchKey` given) for another key than the journey's starts a
 * new journey; any other call keeps the current one (or starts one when there is none).
 */
export function journeyId(product: JourneyProduct, searchKey?: string): string {
  const current = read(product);
  if (current && (searchKey === undefined || current.key === searchKey)) return current.id;
  const next: Journey = { id: randomId(), key: searchKey ?? null };
  storage.set('session', storageKey(product), JSON.stringify(next));
  return next.id;
}

/** The x-correlation-id header of a request to the hotel, flight or resort API; none for other paths. */
export function correlationHeader(path: string, searchKey?: string): Record<string, string> {
  const product = journeyProductOf(path);
  return product ? { 'x-correlation-id': journeyId(product, searchKey) } : {};
}

export interface ProductRequestOptions extends RequestOptions {
  /**
   * The call is a product's search (hotel, flight or resort API) for this key (its place, dates,
   * party): a key other than the search journey's starts a new journey, with a new x-correlation-id.
   */
  searchKey?: string;
}

/**
 * A call through the app's client that carries the search journey's x-correlation-id when it goes
 * to the hotel, flight or resort API. Kept out of the client itself so the journeys load with the
 * product pages, not with every page's start-up code. The server's render has no journey: the
 * product APIs make their own id for it.
 */
export function productRequest<T>(path: string, { searchKey, ...options }: ProductRequestOptions = {}): Promise<T> {
  if (renderingOnServer()) return apiRequest<T>(path, options);
  return apiRequest<T>(path, { ...options, headers: { ...correlationHeader(path, searchKey), ...options.headers } });
}
