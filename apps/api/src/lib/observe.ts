import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { ProductSuppliers } from '../booking/products/index.ts';
import type { AppMetrics } from './metrics.ts';
import { measureSupplier } from './measured.ts';
import type { RequestTracer } from './request-tracing.ts';
import { AGENCY_ID_ATTRIBUTE, AGENCY_SUBDOMAIN_ATTRIBUTE, ROUTE_ATTRIBUTE, SPAN_ATTRIBUTES } from './span-agency.ts';

/**
 * The request hooks of observability, each registered only when it is needed:
 * - always: the answer carries the request's id in x-request-id (the caller's when valid);
 * - metrics on: each answer is counted and timed by route pattern, method and status;
 * - TRACING_MODE=requests: each answer is recorded as a span (lib/request-tracing.ts);
 * - TRACING_MODE=deep: the HTTP instrumentation's span of the request names its route pattern and,
 *   once the tenant plugin found it, its agency.
 */
export function observe(
  app: FastifyInstance,
  { metrics, deepTracing, requestTracer }: { metrics: AppMetrics | null; deepTracing: boolean; requestTracer: RequestTracer | null },
): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // One onResponse hook for both (each hook is a call and a callback per request): the answer is
  // counted and timed by route pattern ('/api/bookings/:reference', never the URL: one series per
  // route; no route: 'unmatched'), and recorded as a span when drawn.
  if (metrics && requestTracer) {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.request(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode, reply.elapsedTime / 1000);
      requestTracer.record(request, reply);
      done();
    });
  } else if (metrics) {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.request(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  } else if (requestTracer) {
    app.addHook('onResponse', (request, reply, done) => {
      requestTracer.record(request, reply);
      done();
    });
  }
  if (deepTracing) {
    // After every onRequest hook, the tenant plugin's included.
    app.addHook('preParsing', (request, _reply, payload, done) => {
      const tenant = request.tenant as typeof request.tenant | null | undefined;
      const route = request.routeOptions.url;
      const attributes: Record<string, string> = route ? { [ROUTE_ATTRIBUTE]: route } : {};
      if (tenant) {
        attributes[AGENCY_ID_ATTRIBUTE] = tenant.id;
        attributes[AGENCY_SUBDOMAIN_ATTRIBUTE] = tenant.agency.subdomain;
      }
      // Read by the HTTP instrumentation as it ends the request's span (lib/tracing.ts).
      (request.raw as unknown as Record<symbol, unknown>)[SPAN_ATTRIBUTES] = attributes;
      done(null, payload);
    });
  }
}

/** The suppliers as given, or each counted and timed (lib/measured.ts) when metrics are on. */
export function measuredSuppliers(
  metrics: AppMetrics | null,
  config: Pick<Config, 'DUFFEL_ACCESS_TOKEN'>,
  given: Partial<ProductSuppliers>,
  suppliers: ProductSuppliers,
): ProductSuppliers {
  if (!metrics) return suppliers;
  // A supplier a test (or an embedding) passed in is 'custom': this server does not know what it is.
  const name = (key: keyof ProductSuppliers, own: string) => (given[key] ? 'custom' : own);
  return {
    supplier: measureSupplier(suppliers.supplier, metrics, name('supplier', 'sandbox'), 'hotel'),
    flightSupplier: measureSupplier(suppliers.flightSupplier, metrics, name('flightSupplier', config.DUFFEL_ACCESS_TOKEN ? 'duffel' : 'sandbox'), 'flight'),
    activitySupplier: measureSupplier(suppliers.activitySupplier, metrics, name('activitySupplier', 'sandbox'), 'activity'),
    carSupplier: measureSupplier(suppliers.carSupplier, metrics, name('carSupplier', 'sandbox'), 'car'),
    cruiseSupplier: measureSupplier(suppliers.cruiseSupplier, metrics, name('cruiseSupplier', 'sandbox'), 'cruise'),
    resortSupplier: measureSupplier(suppliers.resortSupplier, metrics, name('resortSupplier', 'sandbox'), 'resort'),
  };
}
