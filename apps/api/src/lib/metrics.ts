import { sql } from 'drizzle-orm';
import { createRequire } from 'node:module';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
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
  /** A payment gateway call (authorize, complete_action, capture, void or refund) and what it answered, or a webhook delivery (operation 'webhook'). */
  payment(gateway: string, operation: string, outcome: string): void;
  /** An exchange-rate refresh: stored a new day, found nothing new (a holiday), or failed. */
  exchangeRatesRefresh(outcome: 'stored' | 'unchanged' | 'failed'): void;
  /** Reads the age of the rates in use when scraped (seconds since their day began, UTC; null: not read yet). */
  watchExchangeRates(ageSeconds: () => number | null): void;
}

export type BookingOutcome = 'confirmed' | 'failed' | 'declined' | 'pending';
export type SupplierOutcome = 'ok' | 'error' | 'timeout' | 'canceled';

/** How long a scrape's email counts are reused: counting runs one query per agency. */
export const EMAIL_COUNT_TTL_MS = 15_000;

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(db: Database, now: () => number = Date.now): AppMetrics {
  const registry = new Registry();
  // Process CPU, memory, handles and event-loop lag (nodejs_eventloop_lag_*), as prom-client measures them.
  collectRuntimeMetrics(registry);

  // The request families (http_requests_total, http_request_duration_seconds) are kept as plain
  // numbers per series and read when scraped (requestFamilies below).
  const requestSeries = requestFamilies(registry);
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
    help: "Payment gateway calls by gateway, operation and outcome (authorized, requires_action, declined, error, ok, failed); operation webhook counts the gateway's webhook deliveries (received, duplicate, refused).",
    labelNames: ['gateway', 'operation', 'outcome'] as const,
    registers: [registry],
  });

  const ratesRefreshes = new Counter({
    name: 'tripfront_exchange_rates_refreshes_total',
    help: 'Exchange-rate refreshes by outcome: stored (a new day), unchanged (nothing new: a weekend or holiday), failed (the last stored rates keep serving).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  let ratesAge: () => number | null = () => null;
  new Gauge({
    name: 'tripfront_exchange_rates_age_seconds',
    help: 'Age of the exchange rates prices are converted with: seconds since the start (UTC) of the day they are for. Above ~4 days (a long weekend) the refresh is failing.',
    registers: [registry],
    collect() {
      const age = ratesAge();
      if (age !== null) this.set(age);
    },
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

  return {
    registry,
    request(route, method, status, seconds) {
      const s = requestSeries(route, method, status);
      s.count += 1;
      s.timed += 1;
      s.sum += seconds;
      let i = 0;
      while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]!) i += 1;
      s.buckets[i]! += 1;
    },
    repeated(route, method, status) {
      requestSeries(route, method, status).count += 1;
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
    exchangeRatesRefresh(outcome) {
      ratesRefreshes.inc({ outcome });
    },
    watchExchangeRates(ageSeconds) {
      ratesAge = ageSeconds;
    },
  };
}

/**
 * prom-client's default metrics (its collectDefaultMetrics) but the garbage collector's: each of
 * those is read when scraped, while nodejs_gc_duration_seconds keeps a PerformanceObserver on every
 * collection for the life of the process, which Node's documentation warns against. Measured on a
 * request-like loop that allocates (~400 scavenges a second, paired runs on one core), the observer
 * cost 6% of its CPU; prom-client's own issues report the same (decision 0081). The collectors are
 * the files collectDefaultMetrics itself calls (lib/defaultMetrics.js), so the names and values are
 * its own; the metrics test fails if a version of prom-client moves them.
 */
const RUNTIME_COLLECTORS = [
  'processCpuTotal',
  'processStartTime',
  'osMemoryHeap',
  'processOpenFileDescriptors',
  'processMaxFileDescriptors',
  'eventLoopLag',
  'processResources',
  'processHandles',
  'processRequests',
  'heapSizeAndUsed',
  'heapSpacesSizeAndUsed',
  'version',
] as const;

function collectRuntimeMetrics(registry: Registry): void {
  const require = createRequire(import.meta.url);
  for (const name of RUNTIME_COLLECTORS) {
    const collect = require(`prom-client/lib/metrics/${name}`) as (registry: Registry, config: { eventLoopMonitoringPrecision: number }) => void;
    collect(registry, { eventLoopMonitoringPrecision: 10 });
  }
}

/** One route, method and status: its answers, and the times of those the app answered. */
interface RequestSeries {
  labels: { route: string; method: string; status_code: number };
  /** Answers, front-door repeats included. */
  count: number;
  /** Answers the app timed, their total seconds, and how many fell in each bucket (the last: above every bound). */
  timed: number;
  sum: number;
  buckets: number[];
}

interface FamilyValue {
  metricName?: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * The request families as plain numbers per series, turned into Prometheus' values when scraped.
 * prom-client's Counter and Histogram check and hash the labels at every increment, even through a
 * child from labels(): measured, ~6 µs a request, 16% of GET /api/agency's throughput through the
 * app (decision 0081). Here a request costs two map lookups and a few additions. The families are
 * registered as prom-client reads any metric: an object with name, help, type and get().
 */
function requestFamilies(registry: Registry): (route: string, method: string, status: number) => RequestSeries {
  const byRoute = new Map<string, Map<string, RequestSeries>>();
  const all: RequestSeries[] = [];
  const series = (route: string, method: string, status: number): RequestSeries => {
    let routes = byRoute.get(route);
    if (!routes) byRoute.set(route, (routes = new Map()));
    const key = `${method} ${status}`;
    let s = routes.get(key);
    if (!s) {
      s = { labels: { route, method, status_code: status }, count: 0, timed: 0, sum: 0, buckets: new Array<number>(LATENCY_BUCKETS.length + 1).fill(0) };
      routes.set(key, s);
      all.push(s);
    }
    return s;
  };
  const family = (name: string, help: string, type: 'counter' | 'histogram', values: () => FamilyValue[]) => {
    const read = () => Promise.resolve({ name, help, type, aggregator: 'sum', values: values() });
    // prom-client's types name its own classes only; its registry reads any object of this shape.
    registry.registerMetric({ name, help, type, aggregator: 'sum', get: read, reset: () => undefined } as unknown as Counter);
  };
  family('http_requests_total', 'HTTP requests answered, by route pattern, method and status code.', 'counter', () =>
    all.map((s) => ({ labels: s.labels, value: s.count })),
  );
  family(
    'http_request_duration_seconds',
    'Time to answer a request in the app (front-door repeats are not timed), by route pattern, method and status code.',
    'histogram',
    () =>
      all
        .filter((s) => s.timed > 0)
        .flatMap((s) => {
          let below = 0;
          const buckets = LATENCY_BUCKETS.map((le, i) => {
            below += s.buckets[i]!;
            return { metricName: 'http_request_duration_seconds_bucket', labels: { ...s.labels, le }, value: below };
          });
          return [
            ...buckets,
            { metricName: 'http_request_duration_seconds_bucket', labels: { ...s.labels, le: '+Inf' }, value: s.timed },
            { metricName: 'http_request_duration_seconds_sum', labels: s.labels, value: s.sum },
            { metricName: 'http_request_duration_seconds_count', labels: s.labels, value: s.timed },
          ];
        }),
  );
  return series;
}
