import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { insertSearches, type Database, type NewSearch } from '@tripfront/db';
import { accessTokenOf } from './auth.ts';

// The search log (issue #16, docs/decisions/0037-command-center-figures.md): every product's search
// route tells it what was searched; it never makes the search wait for the database. Searches are
// written at once (decision 0080): the first goes straight to an insert; those that arrive while an
// insert is in flight go together in the next one (group commit), so under load one insert carries
// many searches and nothing waits in memory longer than one insert for a crash to lose. On the
// embedded database the insert runs on the server's own event loop, so the first search waits a
// short linger (`lingerMs`) for company: one insert per search cost searches under load their p99.
// A failed write is logged with what was lost, never swallowed.

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
  /** Writes a search of this request's agency and caller; returns at once (the write goes on). */
  record(request: FastifyRequest, search: SearchRecord): void;
  /** Waits for the writes (and caller look-ups) in flight; tests and close call it. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** The same search by the same person within this time is one search (paging, sorting, filtering re-ask page 1). */
const REPEAT_MS = 60_000;

/** How long the first search waits for others to share its insert on the embedded database. */
export const EMBEDDED_LINGER_MS = 100;

export function createSearchLog(
  db: Database,
  session: (request: FastifyRequest) => Promise<{ user: { id: string } } | null>,
  log: FastifyBaseLogger,
  { lingerMs = db.kind === 'pglite' ? EMBEDDED_LINGER_MS : 0 }: { lingerMs?: number } = {},
): SearchLog {
  const pending = new Set<Promise<void>>();
  const recent = new Map<string, number>();

  // Forgets repeats past their window (the map is only for de-duplication, never for data).
  const timer = setInterval(() => {
    const cutoff = Date.now() - REPEAT_MS;
    for (const [key, at] of recent) if (at < cutoff) recent.delete(key);
  }, REPEAT_MS);
  timer.unref();

  function track(work: Promise<void>): void {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  }

  let queue: NewSearch[] = [];
  let writing: Promise<void> | null = null;

  async function writeQueued(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
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
  }

  function write(tenantId: string, userId: string | null, search: SearchRecord): void {
    const key = `${tenantId}|${userId ?? ''}|${search.searchUrl}`;
    const now = Date.now();
    const last = recent.get(key);
    if (last !== undefined && now - last < REPEAT_MS) return;
    recent.set(key, now);
    queue.push({ tenantId, userId, ...search });
    if (!writing) {
      const lingered = lingerMs > 0 ? new Promise<void>((resolve) => setTimeout(resolve, lingerMs)) : Promise.resolve();
      writing = lingered.then(writeQueued).finally(() => (writing = null));
      track(writing);
    }
  }

  function record(request: FastifyRequest, search: SearchRecord): void {
    const tenantId = request.tenant.id;
    // Only a request with a token needs the session (usually already looked up for its prices).
    if (!accessTokenOf(request)) return write(tenantId, null, search);
    track(
      session(request).then(
        (s) => write(tenantId, s?.user.id ?? null, search),
        (err: unknown) => {
          log.error({ err }, 'search log: the caller could not be looked up; recorded as a visitor');
          write(tenantId, null, search);
        },
      ),
    );
  }

  async function flush(): Promise<void> {
    while (pending.size > 0) await Promise.all([...pending]);
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
