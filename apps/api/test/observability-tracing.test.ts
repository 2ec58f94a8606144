import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from '../src/lib/tracing.ts';
import { AGENCY_ID_ATTRIBUTE, AGENCY_SUBDOMAIN_ATTRIBUTE } from '../src/lib/span-agency.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { cookie, hold, steadyRate } from './booking-helpers.ts';

// Decision 0081: the SDK runs in this process before the app is built (as tracing.ts starts it
// before the server), its spans kept in memory instead of sent over OTLP.
const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let t: TestApp;
let traveller: string;
beforeAll(async () => {
  tracing = await startTracing({ spanProcessor: new SimpleSpanProcessor(exporter) });
  t = await createTestApp({ tracing: true });
  traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
});
afterAll(async () => {
  await t?.close();
  await tracing?.shutdown();
});

describe('traces', () => {
  it("a hold request's span names its route and its agency", async () => {
    const rate = await steadyRate(t, SUNRISE);
    exporter.reset();
    const res = await hold(t, SUNRISE, traveller, rate);
    expect(res.statusCode, res.body).toBe(201);
    const spans = exporter.getFinishedSpans();
    const request = spans.find((s) => s.attributes['http.route'] === '/api/bookings/holds' && s.name === 'request');
    expect(request, spans.map((s) => s.name).join(', ')).toBeDefined();
    expect(request!.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.response.status_code': 201,
      [AGENCY_ID_ATTRIBUTE]: expect.stringMatching(/^[0-9a-f-]{36}$/),
      [AGENCY_SUBDOMAIN_ATTRIBUTE]: 'sunrise',
    });
    // Its handler's span belongs to the same trace.
    const handler = spans.find((s) => s.name.startsWith('handler') && s.spanContext().traceId === request!.spanContext().traceId);
    expect(handler).toBeDefined();
  });

  it('a request of no agency carries none', async () => {
    exporter.reset();
    const res = await t.call('nobody.localhost', { method: 'GET', url: '/api/agency', cookies: cookie('x') });
    expect(res.statusCode).toBe(404);
    const request = exporter.getFinishedSpans().find((s) => s.name === 'request');
    expect(request).toBeDefined();
    expect(request!.attributes[AGENCY_SUBDOMAIN_ATTRIBUTE]).toBeUndefined();
  });
});
