import type { Attributes, Context, Tracer } from '@opentelemetry/api';
import type { Sampler, SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AGENCY_ID_ATTRIBUTE, AGENCY_SUBDOMAIN_ATTRIBUTE, ROUTE_ATTRIBUTE } from './span-agency.ts';

/** Records each answered request as one OpenTelemetry server span (TRACING_MODE=requests, decision 0088). */
export interface RequestTracer {
  /** Called as the answer is sent: the span covers the request from its arrival to now. */
  record(request: FastifyRequest, reply: FastifyReply): void;
  /** An answer the front door repeated (lib/front-door.ts): no route ran, it took no measurable time. */
  recordRepeated(req: IncomingMessage, res: ServerResponse, answer: { route: string; id: string; subdomain: string }): void;
  /** Exports the spans still buffered and stops. */
  shutdown(): Promise<void>;
}

export interface RequestTracingOptions {
  /** Where spans go: OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT, batched, unless a test passes its processor. */
  spanProcessor?: SpanProcessor;
  exporter?: SpanExporter;
  /**
   * The collector (the server's OTEL_EXPORTER_OTLP_ENDPOINT): spans are posted to its /v1/traces
   * unless OTEL_EXPORTER_OTLP_TRACES_ENDPOINT names another address.
   */
  endpoint?: string;
  /** Told when the spans of the last batch could not be exported as the tracer stopped. */
  onShutdownError?: (err: unknown) => void;
  /** The service's name on the spans when OTEL_SERVICE_NAME is not set. */
  serviceName?: string;
  /** Which requests are traced; by default OTEL_TRACES_SAMPLER's choice, or DEFAULT_SAMPLE_RATIO of them when it is unset. */
  sampler?: Sampler;
}

/**
 * The share of requests traced when OTEL_TRACES_SAMPLER is not set (OpenTelemetry's own default is
 * every one): a request whose caller sampled its trace is always traced, and one in a hundred of the
 * others. A traced request costs ~10 µs more (its span made, batched and serialised for export)
 * against ~20–35 µs for a light route such as GET /api/agency: every request traced cost a
 * quarter of its throughput, one in ten ~4%, one in a hundred nothing measurable
 * (docs/benchmarks.md, decision 0088).
 */
export const DEFAULT_SAMPLE_RATIO = 0.01;

/** A request's span as the event loop knows it when the answer is sent: plain data, so it can be handed to the traces thread. */
export interface SpanRecord {
  name: string;
  /** Epoch milliseconds. */
  startTime: number;
  endTime: number;
  attributes: Attributes;
  /** The caller's W3C trace context, when it sent one. */
  traceparent?: string;
  tracestate?: string;
  error: boolean;
}

/** Makes and ends the spans of records with OpenTelemetry's SDK, and exports them. */
export interface SpanWriter {
  write(record: SpanRecord): void;
  shutdown(): Promise<void>;
}

type WriterOptions = Pick<RequestTracingOptions, 'spanProcessor' | 'exporter' | 'endpoint' | 'serviceName' | 'sampler'>;

/**
 * A tracer provider of OpenTelemetry's SDK (its sampler from OTEL_TRACES_SAMPLER unless given, its
 * batching and OTLP/HTTP export) with no context manager and no instrumentation: each record becomes
 * one server span, a child of the caller's span when a `traceparent` came with it. Runs on the
 * traces thread (lib/trace-worker.ts), or in the caller's thread when a test passes its own
 * processor, exporter or sampler.
 */
export async function createSpanWriter(options: WriterOptions = {}): Promise<SpanWriter> {
  const [api, core, { AlwaysOnSampler, BasicTracerProvider, BatchSpanProcessor, ParentBasedSampler }, { defaultResource, resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/core'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/resources'),
    ]);
  let processor = options.spanProcessor;
  if (!processor) {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    const url = options.endpoint && !process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ? `${options.endpoint.replace(/\/+$/, '')}/v1/traces` : undefined;
    processor = new BatchSpanProcessor(options.exporter ?? new OTLPTraceExporter(url ? { url } : {}));
  }
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (read by defaultResource) win over the default name.
  const named = process.env.OTEL_SERVICE_NAME || !options.serviceName ? {} : { 'service.name': options.serviceName };
  // Without an operator's OTEL_TRACES_SAMPLER the draw was made before the record (startRequestTracing):
  // what reaches here is kept as its caller decided, or always.
  const operatorSampler = options.sampler !== undefined || Boolean(process.env.OTEL_TRACES_SAMPLER);
  const sampler = options.sampler ?? (operatorSampler ? undefined : new ParentBasedSampler({ root: new AlwaysOnSampler() }));
  const provider = new BasicTracerProvider({
    // Unset, the provider reads OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG.
    ...(sampler ? { sampler } : {}),
    resource: resourceFromAttributes(named).merge(defaultResource()),
    spanProcessors: [processor],
  });
  const tracer: Tracer = provider.getTracer('tripfront-api');
  const propagator = new core.W3CTraceContextPropagator();
  const { ROOT_CONTEXT, SpanKind, SpanStatusCode, defaultTextMapGetter } = api;
  return {
    write(record) {
      const parent: Context = record.traceparent
        ? propagator.extract(
            ROOT_CONTEXT,
            { traceparent: record.traceparent, ...(record.tracestate ? { tracestate: record.tracestate } : {}) },
            defaultTextMapGetter,
          )
        : ROOT_CONTEXT;
      const span = tracer.startSpan(record.name, { kind: SpanKind.SERVER, startTime: record.startTime }, parent);
      if (!span.isRecording()) return;
      span.setAttributes(record.attributes);
      if (record.error) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end(record.endTime);
    },
    shutdown: () => provider.shutdown(),
  };
}

/** Set by the server's build (scripts/server-process.mjs): the compiled server starts the compiled thread. */
declare const TRIPFRONT_COMPILED: boolean | undefined;
const traceWorkerFile = () =>
  typeof TRIPFRONT_COMPILED === 'boolean' ? new URL('../../dist/trace-worker.mjs', import.meta.url) : new URL('./trace-worker.mjs', import.meta.url);

/** Records waiting for the traces thread are sent at least this often, or as soon as this many wait. */
const HAND_OVER_MS = 1000;
const HAND_OVER_BATCH = 256;
/** How long a stopping server waits for the traces thread to export what it holds. */
const THREAD_SHUTDOWN_MS = 10_000;

/**
 * The traces thread: the SDK, its batching, serialisation and OTLP export run on a worker thread of
 * their own, and the event loop hands it records in batches. With the export on the event loop the
 * spans' serialisation and the exporter's HTTP client cost GET /api/agency 14–15% of its throughput
 * in the paired bench, with one request in a hundred traced, while making the spans without
 * exporting them cost nothing measurable (docs/benchmarks.md, decision 0088).
 */
async function startTracesThread(options: WriterOptions): Promise<SpanWriter> {
  const worker = new Worker(traceWorkerFile(), { name: 'traces', workerData: { endpoint: options.endpoint, serviceName: options.serviceName } });
  const [ready] = (await once(worker, 'message')) as [{ ready?: true; error?: string }];
  if (!ready.ready) {
    await worker.terminate();
    throw new Error(`the traces thread could not start: ${ready.error ?? 'no answer'}`);
  }
  // The thread never keeps the process alive; a stopping server flushes it (shutdown below).
  worker.unref();
  let alive = true;
  worker.once('exit', () => (alive = false));
  let waiting: SpanRecord[] = [];
  const handOver = () => {
    if (waiting.length === 0 || !alive) return;
    worker.postMessage({ spans: waiting });
    waiting = [];
  };
  const timer = setInterval(handOver, HAND_OVER_MS);
  timer.unref();
  return {
    write(record) {
      waiting.push(record);
      if (waiting.length >= HAND_OVER_BATCH) handOver();
    },
    async shutdown() {
      clearInterval(timer);
      handOver();
      if (!alive) return;
      worker.postMessage({ shutdown: true });
      const answer = await Promise.race([
        once(worker, 'message').then(([m]) => m as { closed: true; error?: string }),
        new Promise<{ closed: false }>((resolve) => setTimeout(() => resolve({ closed: false }), THREAD_SHUTDOWN_MS).unref()),
      ]);
      await worker.terminate();
      if (!answer.closed) throw new Error('the traces thread did not finish exporting in time');
      if (answer.error) throw new Error(answer.error);
    },
  };
}

/**
 * The request tracer (decision 0088). On Node 20 a context manager is an AsyncLocalStorage, and once
 * one is entered Node runs its hooks for every promise of every request: that alone halved the
 * throughput of GET /api/agency (decision 0081). Here nothing follows the request through its
 * awaits; its span is made from what Fastify knows when it answers (method, route pattern, status,
 * the agency the tenant plugin found, the time since the request arrived), on the traces thread.
 * Queries and supplier calls get no spans of their own: TRACING_MODE=deep (lib/tracing.ts) has them.
 */
export async function startRequestTracing(options: RequestTracingOptions = {}): Promise<RequestTracer> {
  // With the default, a request that brings no trace of its caller is drawn here, before anything
  // is read for its span: the 99% not traced cost one Math.random().
  const operatorSampler = options.sampler !== undefined || Boolean(process.env.OTEL_TRACES_SAMPLER);
  const rootRatio = operatorSampler ? null : DEFAULT_SAMPLE_RATIO;
  const inProcess = options.spanProcessor !== undefined || options.exporter !== undefined || options.sampler !== undefined;
  const writer = inProcess ? await createSpanWriter(options) : await startTracesThread(options);

  /** Whether the default's draw leaves this request untraced (before anything is read for its span). */
  const notDrawn = (headers: IncomingHttpHeaders) => rootRatio !== null && headers.traceparent === undefined && Math.random() >= rootRatio;

  function recordSpan(
    method: string,
    route: string | undefined,
    url: string,
    scheme: string,
    status: number,
    headers: IncomingHttpHeaders,
    durationMs: number,
    agency: { id: string; subdomain: string } | undefined,
  ): void {
    const attributes: Attributes = {
      'http.request.method': method,
      'http.response.status_code': status,
      'url.path': url.split('?', 1)[0]!,
      'url.scheme': scheme,
    };
    if (route) attributes[ROUTE_ATTRIBUTE] = route;
    if (agency) {
      attributes[AGENCY_ID_ATTRIBUTE] = agency.id;
      attributes[AGENCY_SUBDOMAIN_ATTRIBUTE] = agency.subdomain;
    }
    const end = Date.now();
    const record: SpanRecord = { name: route ? `${method} ${route}` : method, startTime: end - durationMs, endTime: end, attributes, error: status >= 500 };
    if (typeof headers.traceparent === 'string') record.traceparent = headers.traceparent;
    if (typeof headers.tracestate === 'string') record.tracestate = headers.tracestate;
    writer.write(record);
  }

  return {
    record(request, reply) {
      if (notDrawn(request.headers)) return;
      // request.tenant is set by the tenant plugin's onRequest hook; absent when no agency answers to the Host.
      const tenant = request.tenant as typeof request.tenant | null | undefined;
      recordSpan(
        request.method,
        request.routeOptions.url,
        request.url,
        request.protocol,
        reply.statusCode,
        request.headers,
        reply.elapsedTime,
        tenant ? { id: tenant.id, subdomain: tenant.agency.subdomain } : undefined,
      );
    },
    recordRepeated(req, res, agency) {
      if (notDrawn(req.headers)) return;
      recordSpan(req.method ?? 'GET', agency.route, req.url ?? '/', 'http', res.statusCode, req.headers, 0, agency);
    },
    // A collector that is gone must not make the server's shutdown fail.
    shutdown: () => writer.shutdown().catch((err: unknown) => options.onShutdownError?.(err)),
  };
}
