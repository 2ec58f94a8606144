import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from '../src/lib/tracing.ts';
import { AGENCY_ID_ATTRIBUTE, AGENCY_SUBDOMAIN_ATTRIBUTE } from '../src/lib/span-agency.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { steadyRate } from './booking-helpers.ts';

// Decision 0081: the SDK runs in this process before the app is built (as tracing.ts starts it
// before the server), its spans kept in memory instead of sent over OTLP. The request's span is the
// HTTP server span, so the app listens and is called over HTTP (inject bypasses the server).
const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let t: TestApp;
let traveller: string;
let port: number;
beforeAll(async () => {
  tracing = await startTracing({ spanProcessor: new SimpleSpanProcessor(exporter) });
  t = await createTestApp({ tracing: true });
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  await tracing?.shutdown();
});

function send(host: string, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: { host, ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const serverSpans = () => exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.SERVER);

describe('traces', () => {
  it("a hold request's span names its route and its agency, in the caller's trace", async () => {
    const rate = await steadyRate(t, SUNRISE);
    exporter.reset();
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    const res = await send(
      SUNRISE,
      'POST',
      '/api/bookings/holds',
      { cookie: `x-access-token=${traveller}`, traceparent: `00-${traceId}-${parentId}-01` },
      { product: 'hotel', offerId: rate.rateId, currency: rate.price.total.currency, expectedTotal: rate.price.total },
    );
    expect(res.status, res.text).toBe(201);
    const span = serverSpans().find((s) => s.attributes['http.route'] === '/api/bookings/holds');
    expect(
      span,
      serverSpans()
        .map((s) => s.name)
        .join(', '),
    ).toBeDefined();
    expect(span!.name).toBe('POST /api/bookings/holds');
    expect(span!.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.response.status_code': 201,
      [AGENCY_ID_ATTRIBUTE]: expect.stringMatching(/^[0-9a-f-]{36}$/),
      [AGENCY_SUBDOMAIN_ATTRIBUTE]: 'sunrise',
    });
    // W3C traceparent: the span continues the caller's trace, as a child of the caller's span.
    expect(span!.spanContext().traceId).toBe(traceId);
    expect(span!.parentSpanContext?.spanId).toBe(parentId);
  });

  it('a request of no agency carries none', async () => {
    exporter.reset();
    const res = await send('nobody.localhost', 'GET', '/api/agency', {});
    expect(res.status).toBe(404);
    const [span] = serverSpans();
    expect(span).toBeDefined();
    expect(span!.attributes['http.response.status_code']).toBe(404);
    expect(span!.attributes[AGENCY_SUBDOMAIN_ATTRIBUTE]).toBeUndefined();
  });
});
