import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMetrics, type MetricsServer } from '../src/lib/metrics-server.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { holdAndBook, steadyRate } from './booking-helpers.ts';

// Decision 0081: with METRICS_PORT set, /metrics on that port shows each family after a booking;
// the public port never serves it.
const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
let server: MetricsServer;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp({ config: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN } });
  server = await serveMetrics(t.app.deps.metrics!, { port: 0, host: '127.0.0.1', token: TOKEN });
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

const scrape = (token: string | null = TOKEN, path = '/metrics') =>
  fetch(`http://127.0.0.1:${server.port}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

/** The value of one series in Prometheus's text format, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)\{(.*)\} (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...m[2]!.matchAll(/([a-z_]+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('metrics', () => {
  it('after a confirmed and a declined booking: bookings, supplier calls, payments, request latency, email queue, event loop', async () => {
    const rate = await steadyRate(t, SUNRISE);
    const confirmed = await holdAndBook(t, SUNRISE, traveller, rate);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const declined = await holdAndBook(t, SUNRISE, traveller, await steadyRate(t, SUNRISE), 'decline');
    expect(declined.statusCode, declined.body).toBe(402);

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(sample(text, 'tripfront_bookings_total', { product: 'hotel', outcome: 'confirmed' })).toBe(1);
    expect(sample(text, 'tripfront_bookings_total', { product: 'hotel', outcome: 'declined' })).toBe(1);
    expect(sample(text, 'tripfront_supplier_calls_total', { supplier: 'sandbox', product: 'hotel', operation: 'hotelBook', outcome: 'ok' })).toBe(1);
    expect(
      sample(text, 'tripfront_supplier_calls_total', { supplier: 'sandbox', product: 'hotel', operation: 'hotelAvailability', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    expect(sample(text, 'tripfront_supplier_call_duration_seconds_count', { supplier: 'sandbox', product: 'hotel', operation: 'hotelBook' })).toBe(1);
    expect(sample(text, 'tripfront_payments_total', { gateway: 'sandbox', operation: 'authorize', outcome: 'authorized' })).toBe(1);
    expect(sample(text, 'tripfront_payments_total', { gateway: 'sandbox', operation: 'authorize', outcome: 'declined' })).toBe(1);
    expect(sample(text, 'tripfront_payments_total', { gateway: 'sandbox', operation: 'capture', outcome: 'ok' })).toBe(1);
    // By route pattern, never by URL.
    expect(sample(text, 'http_requests_total', { route: '/api/bookings', method: 'POST', status_code: '201' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route: '/api/bookings', method: 'POST', status_code: '402' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/bookings/holds', method: 'POST', status_code: '201' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/bookings/holds', method: 'POST', status_code: '201', le: '+Inf' })).toBe(2);
    // Buckets count cumulatively: none of the two holds took over 10 s, and none took no time at all.
    const holds = { route: '/api/bookings/holds', method: 'POST', status_code: '201' };
    const buckets = ['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10'].map((le) =>
      sample(text, 'http_request_duration_seconds_bucket', { ...holds, le }),
    );
    expect(buckets.at(-1)).toBe(2);
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]).toBeGreaterThanOrEqual(buckets[i - 1]!);
    expect(sample(text, 'http_request_duration_seconds_sum', holds)).toBeGreaterThan(0);
    expect(text).not.toMatch(/route="\/api\/bookings\/[A-Z0-9]/);
    // The confirmation email waits in the outbox (nothing delivers it in this test).
    expect(text).toMatch(/^tripfront_email_queue_depth [1-9]/m);
    expect(text).toMatch(/^tripfront_email_failed 0$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    // prom-client's runtime metrics, one of each of its collectors, but no observer on the garbage collector (decision 0081).
    for (const family of [
      'process_cpu_seconds_total',
      'process_start_time_seconds',
      'process_max_fds',
      'nodejs_active_handles_total',
      'nodejs_heap_size_used_bytes',
      'nodejs_heap_space_size_used_bytes',
      'nodejs_version_info',
    ]) {
      expect(text, family).toMatch(new RegExp(`^# TYPE ${family} `, 'm'));
    }
    expect(text).not.toMatch(/nodejs_gc_duration_seconds/);
  });

  it('the metrics port wants its token, and serves nothing but /metrics', async () => {
    expect((await scrape(null)).status).toBe(401);
    expect((await scrape('wrong-token-0123456789')).status).toBe(401);
    expect((await scrape(TOKEN, '/')).status).toBe(404);
  });

  it('the public port has no /metrics: a 404, not the web app', async () => {
    for (const url of ['/metrics', '/metrics/', '/prometheus', '/api/metrics']) {
      const res = await t.call(SUNRISE, { method: 'GET', url, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/html/);
    }
  });
});

describe('metrics off', () => {
  it('without METRICS_PORT nothing is collected: no registry, suppliers and gateways as they are', async () => {
    const off = await createTestApp();
    try {
      expect(off.app.deps.metrics).toBeNull();
      expect(Object.getPrototypeOf(off.app.deps.supplier)).toBe(Object.prototype);
    } finally {
      await off.close();
    }
  });
});
