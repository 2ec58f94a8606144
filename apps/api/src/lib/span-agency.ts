/** Span attributes naming a request's agency (decision 0081). */
export const AGENCY_ID_ATTRIBUTE = 'tripfront.agency.id';
export const AGENCY_SUBDOMAIN_ATTRIBUTE = 'tripfront.agency.subdomain';

/**
 * Where the raw request keeps its agency's span attributes for the HTTP server span, which the
 * HTTP instrumentation ends after the app answered (lib/tracing.ts reads them there).
 */
export const SPAN_AGENCY = Symbol.for('tripfront.spanAgency');
