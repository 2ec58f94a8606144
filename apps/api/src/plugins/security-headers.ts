import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const ANALYTICS_HOSTS = ['https://www.googletagmanager.com', 'https://connect.facebook.net'];
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://www.googletagmanager.com', 'https://www.facebook.com'];

/** The storefront's policy: no inline scripts; analytics hosts allowed; framing by this site only. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'script-src': ["'self'", ...ANALYTICS_HOSTS],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https:'],
      'connect-src': ["'self'", ...ANALYTICS_CONNECT],
      'frame-ancestors': ["'self'"],
      'object-src': ["'none'"],
      'upgrade-insecure-requests': null,
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * With Stripe keys configured, the checkout loads Stripe.js from Stripe (PCI: never a copy), which
 * talks to api.stripe.com and shows the card fields and 3-D Secure in frames of js.stripe.com and
 * hooks.stripe.com (https://docs.stripe.com/security/guide#content-security-policy).
 */
export function helmetOptions({ stripe }: { stripe: boolean }): HelmetOptions {
  if (!stripe) return HELMET_OPTIONS;
  const csp = HELMET_OPTIONS.contentSecurityPolicy as { useDefaults: boolean; directives: Record<string, string[] | null> };
  const d = csp.directives;
  return {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      ...csp,
      directives: {
        ...d,
        'script-src': [...(d['script-src'] ?? []), 'https://js.stripe.com'],
        'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        'connect-src': [...(d['connect-src'] ?? []), 'https://api.stripe.com'],
      },
    },
  };
}

/**
 * The security headers helmet would set, worked out once at start-up. @fastify/helmet runs
 * helmet's middleware for every request, which validates the options and parses the CSP again
 * each time (a third of a bare route's throughput); the headers never change, so they are
 * computed here by running that same middleware once against a throwaway response.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as never, res as never, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

/**
 * Sets the headers on every answer, in onRequest as @fastify/helmet did, so a route can still
 * override one (the API docs send their own CSP). They go into Fastify's own header list (kept
 * on error answers too) rather than through `res.setHeader`, which would validate and store each
 * of them per request before Node validates them again when it writes the head.
 */
export default fp<{ helmet?: HelmetOptions }>(async (app, options) => {
  // The app's config is decorated before this plugin; a bare instance (tests) gets the plain policy.
  const config = app.hasDecorator('deps') ? app.deps.config : undefined;
  const stripe = Boolean(config?.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY);
  const headers = securityHeaders(options.helmet ?? helmetOptions({ stripe }));
  const names = Object.keys(headers);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const name of names) void reply.header(name, headers[name] as string);
    done();
  });
});
