import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { listTenantIds, schema, type Database } from '@tripfront/db';

/**
 * The server's Prometheus metrics (decision 0081). Made only when METRICS_PORT is set: without
 * them nothing is recorded, no hook is registered and no supplier or gateway is wrapped.
 */
export interface AppMetrics {
  readonly registry: Registry;
  /** A request answered by the app: its route pattern (never the URL), method, status and time. */
  request(route: string, method: string, status: number, seconds: number): void;
  /** A request answered by the front door (lib/front-door.ts) from its one-second memory: counted, not timed. */
  repeated(route: string, method: string, status: number): void;
  /** A booking that reached an outcome: confirmed, failed, declined, or pending (left for recovery). */
  booking(product: string, outcome: BookingOutcome): void;
  supplierCall(supplier: string, product: string, operation: string, outcome: SupplierOutcome, seconds: number): void;
  /** A payment gateway call: authorize, complete_action, capture, void or refund, and what it answered. */
  payment(gateway: string, operation: string, outcome: string): void;
}

export type BookingOutcome = 'confirmed' | 'failed' | 'declined' | 'pending';
export type SupplierOutcome = 'ok' | 'error' | 'timeout' | 'canceled';

/** How long a scrape's email counts are reused: counting runs one query per agency. */
export const EMAIL_COUNT_TTL_MS = 15_000;

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(db: Database, now: () => number = Date.now): AppMetrics {
  const registry = new Registry();
  // Process CPU, memory, GC and event-loop lag (nodejs_eventloop_lag_*), as prom-client measures them.
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request in the app (front-door repeats are not timed), by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'tripfront_bookings_total',
    help: 'Bookings that reached an outcome, by product and outcome (confirmed, failed, declined, pending: left for recovery).',
    labelNames: ['product', 'outcome'] as const,
    registers: [registry],
  });
  const supplierCalls = new Counter({
    name: 'tripfront_supplier_calls_total',
    help: 'Supplier calls by supplier, product, operation and outcome (ok, error, timeout, canceled).',
    labelNames: ['supplier', 'product', 'operation', 'outcome'] as const,
    registers: [registry],
  });
  const supplierLatency = new Histogram({
    name: 'tripfront_supplier_call_duration_seconds',
    help: 'Supplier call time by supplier, product and operation.',
    labelNames: ['supplier', 'product', 'operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'tripfront_payments_total',
    help: 'Payment gateway calls by gateway, operation and outcome (authorized, requires_action, declined, error, ok, failed).',
    labelNames: ['gateway', 'operation', 'outcome'] as const,
    registers: [registry],
  });

  // Counted when scraped, at most every EMAIL_COUNT_TTL_MS, per agency (the outbox is under RLS).
  let emailCounts: { at: number; value: Promise<{ queued: number; failed: number }> } | undefined;
  const countEmails = async (): Promise<{ queued: number; failed: number }> => {
    let queued = 0;
    let failed = 0;
    for (const tenantId of await listTenantIds(db)) {
      const [row] = await db.withTenant(
        tenantId,
        (tx) =>
          tx
            .select({
              queued: sql<number>`count(*) filter (where ${schema.outbox.nextAttemptAt} is not null and ${schema.outbox.failedAt} is null)`.mapWith(Number),
              failed: sql<number>`count(*) filter (where ${schema.outbox.failedAt} is not null)`.mapWith(Number),
            })
            .from(schema.outbox),
        { readOnly: true },
      );
      queued += row?.queued ?? 0;
      failed += row?.failed ?? 0;
    }
    return { queued, failed };
  };
  const emails = () => {
    if (!emailCounts || now() - emailCounts.at >= EMAIL_COUNT_TTL_MS) {
      const value = countEmails();
      emailCounts = { at: now(), value };
      // A failed count is not kept: the next scrape tries again.
      value.catch(() => (emailCounts = undefined));
    }
    return emailCounts.value;
  };
  new Gauge({
    name: 'tripfront_email_queue_depth',
    help: 'Emails waiting for delivery (first attempt or a retry), across agencies (counted at most every 15 s).',
    registers: [registry],
    async collect() {
      this.set((await emails()).queued);
    },
  });
  new Gauge({
    name: 'tripfront_email_failed',
    help: 'Emails given up after their last delivery attempt, across agencies (counted at most every 15 s).',
    registers: [registry],
    async collect() {
      this.set((await emails()).failed);
    },
  });

  const pool = db.pool;
  if (pool) {
    new Gauge({
      name: 'tripfront_db_pool_connections',
      help: "The app's PostgreSQL pool: open (total) and idle connections, and requests waiting for one.",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  // Each series' children kept by route, then method and status: prom-client would otherwise hash
  // the labels on every request (a tenth of a cached answer's CPU, measured: decision 0081).
  interface Series {
    count: { inc(): void };
    time: { observe(value: number): void };
  }
  const byRoute = new Map<string, Map<string, Series>>();
  const series = (route: string, method: string, status: number): Series => {
    let routes = byRoute.get(route);
    if (!routes) byRoute.set(route, (routes = new Map()));
    const key = `${method} ${status}`;
    let s = routes.get(key);
    if (!s) {
      const labels = { route, method, status_code: status };
      routes.set(key, (s = { count: requests.labels(labels), time: latency.labels(labels) }));
    }
    return s;
  };

  return {
    registry,
    request(route, method, status, seconds) {
      const s = series(route, method, status);
      s.count.inc();
      s.time.observe(seconds);
    },
    repeated(route, method, status) {
      series(route, method, status).count.inc();
    },
    booking(product, outcome) {
      bookings.inc({ product, outcome });
    },
    supplierCall(supplier, product, operation, outcome, seconds) {
      supplierCalls.inc({ supplier, product, operation, outcome });
      supplierLatency.observe({ supplier, product, operation }, seconds);
    },
    payment(gateway, operation, outcome) {
      payments.inc({ gateway, operation, outcome });
    },
  };
}
