/** Span attributes naming a request's agency (decision 0081). */
export const AGENCY_ID_ATTRIBUTE = 'tripfront.agency.id';
export const AGENCY_SUBDOMAIN_ATTRIBUTE = 'tripfront.agency.subdomain';
/** The route pattern ('/api/bookings/:reference'), as OpenTelemetry's semantic conventions name it. */
export const ROUTE_ATTRIBUTE = 'http.route';

/**
 * Where the raw request keeps its route and agency span attributes for the HTTP server span, which
 * the HTTP instrumentation ends after the app answered (lib/tracing.ts reads them there).
 */
export const SPAN_ATTRIBUTES = Symbol.for('tripfront.spanAttributes');
