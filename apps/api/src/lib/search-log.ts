import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { insertSearches, type Database, type NewSearch } from '@tripfront/db';
import { accessTokenOf } from './auth.ts';

// The search log (issue #16, docs/decisions/0037-command-center-figures.md): every product's search
// route tells it what was searched; it never makes the search wait for the database. Entries queue
// in memory and are written in one insert per agency every second, and on close. A failed write is
// logged with what was lost, never swallowed.

/** What a product's search route reports (the route knows its own parameters; the log knows who asked). */
export interface SearchRecord {
  /** The spec's service: hotels, flights, cars, activities, cruise, resorts. */
  service: string;
  destination: string;
  countryCode: string | null;
  startDate: string | null;
  endDate: string | null;
  party: Record<string, number>;
  resultCount: number;
  /** The storefront path and query that runs the search again (domain `searchUrl`). */
  searchUrl: string;
}

export interface SearchLog {
  /** Queues a search of this request's agency and caller; returns at once. */
  record(request: FastifyRequest, search: SearchRecord): void;
  /** Writes what is queued (and waits for callers being looked up); tests and close call it. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** The same search by the same person within this time is one search (paging, sorting, filtering re-ask page 1). */
const REPEAT_MS = 60_000;
const FLUSH_MS = 1000;
/** Beyond this many queued entries, new ones are dropped (and counted in the log) until the next flush. */
const MAX_QUEUED = 5000;

export function createSearchLog(
  db: Database,
  session: (request: FastifyRequest) => Promise<{ user: { id: string } } | null>,
  log: FastifyBaseLogger,
): SearchLog {
  let queue: NewSearch[] = [];
  const pending = new Set<Promise<void>>();
  const recent = new Map<string, number>();
  let dropped = 0;
  let flushing: Promise<void> = Promise.resolve();

  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  function enqueue(tenantId: string, userId: string | null, search: SearchRecord): void {
    const key = `${tenantId}|${userId ?? ''}|${search.searchUrl}`;
    const now = Date.now();
    const last = recent.get(key);
    if (last !== undefined && now - last < REPEAT_MS) return;
    recent.set(key, now);
    if (queue.length >= MAX_QUEUED) {
      dropped += 1;
      return;
    }
    queue.push({ tenantId, userId, ...search });
  }

  function record(request: FastifyRequest, search: SearchRecord): void {
    const tenantId = request.tenant.id;
    // Only a request with a token needs the session (usually already looked up for its prices).
    if (!accessTokenOf(request)) return enqueue(tenantId, null, search);
    const lookup = session(request).then(
      (s) => enqueue(tenantId, s?.user.id ?? null, search),
      (err: unknown) => {
        log.error({ err }, 'search log: the caller could not be looked up; recorded as a visitor');
        enqueue(tenantId, null, search);
      },
    );
    pending.add(lookup);
    void lookup.finally(() => pending.delete(lookup));
  }

  async function write(): Promise<void> {
    await Promise.all([...pending]);
    const batch = queue;
    queue = [];
    if (dropped > 0) {
      log.error({ dropped }, 'search log: the queue was full; searches were not recorded');
      dropped = 0;
    }
    const cutoff = Date.now() - REPEAT_MS;
    for (const [key, at] of recent) if (at < cutoff) recent.delete(key);
    const byTenant = new Map<string, NewSearch[]>();
    for (const entry of batch) byTenant.set(entry.tenantId, [...(byTenant.get(entry.tenantId) ?? []), entry]);
    for (const [tenantId, rows] of byTenant) {
      try {
        await db.withTenant(tenantId, (tx) => insertSearches(tx, rows));
      } catch (err) {
        log.error({ err, tenantId, lost: rows.length }, 'search log: searches could not be written');
      }
    }
  }

  function flush(): Promise<void> {
    // One write at a time, in order.
    flushing = flushing.then(write, write);
    return flushing;
  }

  return {
    record,
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
