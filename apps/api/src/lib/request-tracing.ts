import type { Attributes, Context, Tracer } from '@opentelemetry/api';
import type { Sampler, SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
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

/**
 * The request tracer: a tracer provider of OpenTelemetry's SDK (its sampler from OTEL_TRACES_SAMPLER,
 * its batching and OTLP export) with no context manager and no instrumentation. On Node 20 a
 * context manager is an AsyncLocalStorage, and once one is entered Node runs its hooks for every
 * promise of every request: that alone halved the throughput of GET /api/agency (decision 0081).
 * Here nothing follows the request through its awaits; its span is made from what Fastify knows when
 * it answers (method, route pattern, status, the agency the tenant plugin found, the time since the
 * request arrived), as a child of the caller's span when a W3C `traceparent` came with it.
 * Queries and supplier calls get no spans of their own: TRACING_MODE=deep (lib/tracing.ts) has them.
 */
export async function startRequestTracing(options: RequestTracingOptions = {}): Promise<RequestTracer> {
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
  // With the default, a request that brings no trace of its caller is drawn here, before the SDK
  // makes ids for it (the ratio sampler's decision needs a trace id): the 99% not traced cost one
  // Math.random(). The SDK then samples what is left as its caller decided, or always.
  const operatorSampler = options.sampler !== undefined || Boolean(process.env.OTEL_TRACES_SAMPLER);
  const rootRatio = operatorSampler ? null : DEFAULT_SAMPLE_RATIO;
  const sampler = options.sampler ?? (operatorSampler ? undefined : new ParentBasedSampler({ root: new AlwaysOnSampler() }));
  const provider = new BasicTracerProvider({
    // Unset, the provider reads OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG.
    ...(sampler ? { sampler } : {}),
    resource: resourceFromAttributes(named).merge(defaultResource()),
    spanProcessors: [processor],
  });
  const tracer: Tracer = provider.getTracer('tripfront-api');
  const propagator = new core.W3CTraceContextPropagator();
  const getter = api.defaultTextMapGetter;
  const { ROOT_CONTEXT, SpanKind, SpanStatusCode } = api;

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
    const parent: Context = headers.traceparent ? propagator.extract(ROOT_CONTEXT, headers, getter) : ROOT_CONTEXT;
    const end = Date.now();
    const span = tracer.startSpan(route ? `${method} ${route}` : method, { kind: SpanKind.SERVER, startTime: end - durationMs }, parent);
    if (!span.isRecording()) return;
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
    span.setAttributes(attributes);
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end(end);
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
    shutdown: () => provider.shutdown().catch((err: unknown) => options.onShutdownError?.(err)),
  };
}
