import type { IncomingMessage } from 'node:http';
import type { SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { SPAN_ATTRIBUTES, ROUTE_ATTRIBUTE } from './span-agency.ts';

export interface Tracing {
  /** Ends the SDK: exports the spans still buffered. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** Where spans go: OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (batched) unless a test passes its processor. */
  spanProcessor?: SpanProcessor;
  exporter?: SpanExporter;
  /** The service's name on its spans; unset, the SDK's (OTEL_SERVICE_NAME). */
  serviceName?: string | undefined;
  /** METRICS_PORT: its scrapes are not traced. */
  metricsPort?: number | undefined;
}

/**
 * TRACING_MODE=deep: starts OpenTelemetry's Node SDK with the HTTP and pg instrumentations
 * (decisions 0081, 0088). The default mode, `requests`, is lib/request-tracing.ts.
 * Every OpenTelemetry package is imported here, dynamically, so a server without
 * OTEL_EXPORTER_OTLP_ENDPOINT never loads one. It must run before pg is imported (src/tracing.ts,
 * loaded with `node --import`); a test may start it in-process before it builds its app.
 *
 * The request's span is the HTTP server span: the app (lib/observe.ts) leaves its route pattern and
 * its agency on the raw request, and they are put on the span as it ends. @fastify/otel's request
 * and handler spans measured a third of the traced throughput for nothing this span lacks.
 * Traces only: the SDK's own OTLP metrics and logs (on by default, fed by the HTTP
 * instrumentation's duration histograms on every request) are off; metrics are Prometheus's.
 */
export async function startTracing(options: TracingOptions = {}): Promise<Tracing> {
  const { metricsPort } = options;
  // The stable HTTP attribute names (http.request.method, http.response.status_code, url.path), not
  // the old ones nor both; an operator's own choice stands.
  process.env.OTEL_SEMCONV_STABILITY_OPT_IN ??= 'http';
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { OTLPTraceExporter }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);
  const sdk = new NodeSDK({
    ...(options.serviceName ? { serviceName: options.serviceName } : {}),
    ...(options.spanProcessor ? { spanProcessors: [options.spanProcessor] } : { traceExporter: options.exporter ?? new OTLPTraceExporter() }),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // The metrics port's scrapes are not traffic worth a trace.
        ignoreIncomingRequestHook: (request) => metricsPort !== undefined && request.socket.localPort === metricsPort,
        // The route pattern and the agency, left on the raw request by the app once known (lib/observe.ts).
        applyCustomAttributesOnSpan: (span, request) => {
          const attributes = (request as IncomingMessage & { [SPAN_ATTRIBUTES]?: Record<string, string> })[SPAN_ATTRIBUTES];
          if (!attributes) return;
          span.setAttributes(attributes);
          const route = attributes[ROUTE_ATTRIBUTE];
          if (route) span.updateName(`${(request as IncomingMessage).method ?? 'GET'} ${route}`);
        },
      }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
