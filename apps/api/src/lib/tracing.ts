import type { IncomingMessage } from 'node:http';
import type { SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { SPAN_AGENCY } from './span-agency.ts';

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
 * Starts OpenTelemetry's Node SDK with the HTTP, pg and Fastify instrumentations (decision 0081).
 * Every OpenTelemetry package is imported here, dynamically, so a server without
 * OTEL_EXPORTER_OTLP_ENDPOINT never loads one. It must run before fastify and pg are imported
 * (src/tracing.ts, loaded with `node --import`); @fastify/otel registers itself on every Fastify
 * instance made afterwards (registerOnInitialization), and a test may start it in-process before
 * it builds its app.
 */
export async function startTracing(options: TracingOptions = {}): Promise<Tracing> {
  const { metricsPort } = options;
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { FastifyOtelInstrumentation }, { OTLPTraceExporter }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);
  const sdk = new NodeSDK({
    ...(options.serviceName ? { serviceName: options.serviceName } : {}),
    ...(options.spanProcessor ? { spanProcessors: [options.spanProcessor] } : { traceExporter: options.exporter ?? new OTLPTraceExporter() }),
    instrumentations: [
      new HttpInstrumentation({
        // The metrics port's scrapes are not traffic worth a trace.
        ignoreIncomingRequestHook: (request) => metricsPort !== undefined && request.socket.localPort === metricsPort,
        // The HTTP server span names the agency too (set on the raw request once known: lib/observe.ts).
        applyCustomAttributesOnSpan: (span, request) => {
          const attributes = (request as IncomingMessage & { [SPAN_AGENCY]?: Record<string, string> })[SPAN_AGENCY];
          if (attributes) span.setAttributes(attributes);
        },
      }),
      new PgInstrumentation(),
      // One span per request and one for its handler; a span per hook (a dozen per request) costs more than it tells.
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
