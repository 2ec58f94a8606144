import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { AlwaysOnSampler, InMemorySpanExporter, ParentBasedSampler, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SAMPLE_RATIO, startRequestTracing, type RequestTracer } from '../src/lib/request-tracing.ts';
import { AGENCY_ID_ATTRIBUTE, AGENCY_SUBDOMAIN_ATTRIBUTE } from '../src/lib/span-agency.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { steadyRate } from './booking-helpers.ts';

// Decision 0088: TRACING_MODE=requests, the default. The app records one span per answer from its
// own hooks (no instrumentation, no context manager), so inject is enough: no socket is involved.
const exporter = new InMemorySpanExporter();
let tracer: RequestTracer;
let t: TestApp;
let traveller: string;
beforeAll(async () => {
  // Every request traced (unless its caller said not to), so each test sees its spans.
  tracer = await startRequestTracing({ spanProcessor: new SimpleSpanProcessor(exporter), sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }) });
  t = await createTestApp({ requestTracer: tracer });
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
});
afterAll(async () => {
  await t?.close();
  await tracer?.shutdown();
});

const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const parentId = '00f067aa0ba902b7';
const spansOf = (route: string) => exporter.getFinishedSpans().filter((s) => s.attributes['http.route'] === route);

describe('request traces', () => {
  it("a hold request's span names its route, its agency and its outcome, in the caller's trace", async () => {
    const rate = await steadyRate(t, SUNRISE);
    exporter.reset();
    const res = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/bookings/holds',
      headers: { cookie: `x-access-token=${traveller}`, traceparent: `00-${traceId}-${parentId}-01` },
      payload: { product: 'hotel', offerId: rate.rateId, currency: rate.price.total.currency, expectedTotal: rate.price.total },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [span, ...more] = spansOf('/api/bookings/holds');
    expect(more).toHaveLength(0);
    expect(span!.name).toBe('POST /api/bookings/holds');
    expect(span!.kind).toBe(SpanKind.SERVER);
    expect(span!.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.response.status_code': 201,
      'url.path': '/api/bookings/holds',
      [AGENCY_ID_ATTRIBUTE]: expect.stringMatching(/^[0-9a-f-]{36}$/),
      [AGENCY_SUBDOMAIN_ATTRIBUTE]: 'sunrise',
    });
    expect(span!.spanContext().traceId).toBe(traceId);
    expect(span!.parentSpanContext?.spanId).toBe(parentId);
    // The span covers the request: from its arrival to its answer.
    const [seconds, nanos] = span!.duration;
    expect(seconds * 1e9 + nanos).toBeGreaterThan(0);
  });

  it("a caller's trace that is not sampled stays unsampled", async () => {
    exporter.reset();
    const res = await t.call(SUNRISE, {
      method: 'GET',
      url: '/api/agency',
      headers: { cookie: 'pll_language=en', traceparent: `00-${traceId}-${parentId}-00` },
    });
    expect(res.statusCode).toBe(200);
    expect(exporter.getFinishedSpans()).toHaveLength(0);
  });

  it('a request of no agency carries none, and a 4xx is not an error of the server', async () => {
    exporter.reset();
    const res = await t.call('nobody.localhost', { method: 'GET', url: '/api/agency' });
    expect(res.statusCode).toBe(404);
    const [span] = exporter.getFinishedSpans();
    expect(span!.attributes['http.response.status_code']).toBe(404);
    expect(span!.attributes[AGENCY_SUBDOMAIN_ATTRIBUTE]).toBeUndefined();
    expect(span!.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('an answer of 5xx marks its span as an error', () => {
    exporter.reset();
    // As Fastify hands them to the onResponse hook; no route of the app answers 502 on demand.
    const request = { method: 'GET', routeOptions: { url: '/flight-api/search' }, url: '/flight-api/search?x=1', protocol: 'https', headers: {} };
    tracer.record(request as never, { statusCode: 502, elapsedTime: 12.5 } as never);
    const [span] = exporter.getFinishedSpans();
    expect(span!.status.code).toBe(SpanStatusCode.ERROR);
    expect(span!.attributes).toMatchObject({ 'http.response.status_code': 502, 'url.path': '/flight-api/search', 'url.scheme': 'https' });
    const [seconds, nanos] = span!.duration;
    expect(seconds * 1e3 + nanos / 1e6).toBeCloseTo(12.5, 0);
  });

  it('an answer the front door repeats is traced too, with its agency', async () => {
    exporter.reset();
    // The first anonymous request is the app's; the next, within the second, the front door's.
    for (let i = 0; i < 2; i++) expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency' })).statusCode).toBe(200);
    const spans = spansOf('/api/agency');
    expect(spans).toHaveLength(2);
    for (const span of spans) expect(span.attributes[AGENCY_SUBDOMAIN_ATTRIBUTE]).toBe('sunrise');
  });

  it('by default one request in a hundred is traced, and every one its caller sampled', async () => {
    const own = new InMemorySpanExporter();
    const byDefault = await startRequestTracing({ spanProcessor: new SimpleSpanProcessor(own) });
    try {
      const request = (headers: Record<string, string>) => ({
        method: 'GET',
        routeOptions: { url: '/api/agency' },
        url: '/api/agency',
        protocol: 'http',
        headers,
      });
      for (let i = 0; i < 20_000; i++) byDefault.record(request({}) as never, { statusCode: 200, elapsedTime: 1 } as never);
      // 200 expected; binomial spread ±14, so 140–260 fails only by a freak of chance.
      expect(own.getFinishedSpans().length).toBeGreaterThan(20_000 * DEFAULT_SAMPLE_RATIO - 60);
      expect(own.getFinishedSpans().length).toBeLessThan(20_000 * DEFAULT_SAMPLE_RATIO + 60);
      own.reset();
      for (let i = 0; i < 20; i++)
        byDefault.record(request({ traceparent: `00-${traceId}-${parentId}-01` }) as never, { statusCode: 200, elapsedTime: 1 } as never);
      expect(own.getFinishedSpans()).toHaveLength(20);
    } finally {
      await byDefault.shutdown();
    }
  });

  it('with OTEL_EXPORTER_OTLP_ENDPOINT set, spans reach the collector over OTLP/HTTP by the time the app has closed', async () => {
    const received: Array<{ url: string; body: string }> = [];
    const collector = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => (body += c));
      req.on('end', () => {
        received.push({ url: req.url ?? '', body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    const traced = await createTestApp({ config: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint } });
    try {
      // A caller's sampled trace is always kept, whatever the ratio.
      const res = await traced.call(SUNRISE, { method: 'GET', url: '/api/agency', headers: { traceparent: `00-${traceId}-${parentId}-01` } });
      expect(res.statusCode).toBe(200);
    } finally {
      await traced.close();
      await new Promise((resolve) => collector.close(resolve));
    }
    const traces = received.filter((r) => r.url === '/v1/traces');
    expect(traces.length).toBeGreaterThan(0);
    const body = traces.map((r) => r.body).join('\n');
    expect(body).toContain(traceId);
    expect(body).toContain('GET /api/agency');
    expect(body).toContain('tripfront-api');
    expect(body).toContain('"sunrise"');
  });
});
