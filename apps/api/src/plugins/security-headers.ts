import fp from 'fastify-plugin';
import { AD_CSP, adUnit } from '@tripfront/domain/advertising';
import { mapStyleOrigin } from '@tripfront/domain/map-style';
import helmet, { type HelmetOptions } from 'helmet';
import { PAGE_SCRIPT_SOURCE } from '../lib/html.ts';
import { isJsonApi } from './json-api.ts';

const ANALYTICS_HOSTS = ['https://www.googletagmanager.com', 'https://connect.facebook.net'];
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://www.googletagmanager.com', 'https://www.facebook.com'];

/**
 * The storefront's policy: no inline scripts but the page's Intl warm-up (allowed by its hash);
 * analytics hosts allowed; framing by this site only.
 */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'script-src': ["'self'", PAGE_SCRIPT_SOURCE, ...ANALYTICS_HOSTS],
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
 * Stripe's hosts, as its security guide lists them for Stripe.js, the Payment Element and 3-D Secure
 * (https://docs.stripe.com/security/guide#content-security-policy): the script (never a copy, PCI)
 * from js.stripe.com, the card fields and the bank's check in frames of js.stripe.com and
 * hooks.stripe.com, and Stripe.js's own calls (createPaymentMethod) to api.stripe.com.
 */
export const STRIPE_CSP = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
} as const;

/**
 * The storefront's policy with what an agency's pages need besides: Stripe's hosts when its gateway
 * is Stripe, its maps' tile provider (the style's origin, fetched by MapLibre; decision 0101), and
 * AdSense's hosts when it shows ads (decision 0149; never otherwise).
 */
export function helmetOptions({ stripe, mapOrigin = null, ads = false }: { stripe: boolean; mapOrigin?: string | null; ads?: boolean }): HelmetOptions {
  if (!stripe && !mapOrigin && !ads) return HELMET_OPTIONS;
  const csp = HELMET_OPTIONS.contentSecurityPolicy as { useDefaults: boolean; directives: Record<string, string[] | null> };
  const d = csp.directives;
  const frames = [...(stripe ? STRIPE_CSP['frame-src'] : []), ...(ads ? AD_CSP['frame-src'] : [])];
  return {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      ...csp,
      directives: {
        ...d,
        'script-src': [...(d['script-src'] ?? []), ...(stripe ? STRIPE_CSP['script-src'] : []), ...(ads ? AD_CSP['script-src'] : [])],
        ...(frames.length > 0 ? { 'frame-src': ["'self'", ...frames] } : {}),
        'connect-src': [
          ...(d['connect-src'] ?? []),
          ...(stripe ? STRIPE_CSP['connect-src'] : []),
          ...(mapOrigin ? [mapOrigin] : []),
          ...(ads ? AD_CSP['connect-src'] : []),
        ],
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
 * What a JSON answer needs (OWASP REST Security Cheat Sheet, "Security headers"): nothing in it may
 * run, load or be framed, and browsers must not guess its type. The document policy (script and
 * analytics hosts, COOP, DNS prefetch …) governs pages; on an API answer it only costs ~1 kB per
 * answer. HSTS and CORP stay as on documents. Left out, as they do nothing on such an answer:
 * X-Frame-Options (browsers ignore it where the CSP has frame-ancestors; only Internet Explorer
 * read it alone) and Referrer-Policy (with default-src 'none' a JSON answer cannot load or send
 * anything). Every header is parsed again by every client on every call.
 */
export function apiHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const keep = ['strict-transport-security', 'cross-origin-resource-policy'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    ...Object.fromEntries(keep.filter((name) => documentHeaders[name] !== undefined).map((name) => [name, documentHeaders[name] as string])),
  };
}

/**
 * Sets the headers on every answer, in onRequest as @fastify/helmet did, so a route can still
 * override one (the API docs send their own CSP, deal pictures theirs). They go into Fastify's own
 * header list (kept on error answers too) rather than through `res.setHeader`, which would validate
 * and store each of them per request before Node validates them again when it writes the head.
 * Pages get the document policy; answers of the JSON API scopes (json-api.ts: the main and partner
 * APIs, their not-found answers included) the short API set. The API document is a page.
 */
export default fp<{ helmet?: HelmetOptions }>(async (app, options) => {
  const documentSet = securityHeaders(options.helmet ?? HELMET_OPTIONS);
  const apiSet = apiHeaders(documentSet);
  const documentNames = Object.keys(documentSet);
  const apiNames = Object.keys(apiSet);
  app.addHook('onRequest', (request, reply, done) => {
    if (isJsonApi(request)) {
      for (const name of apiNames) void reply.header(name, apiSet[name] as string);
    } else {
      for (const name of documentNames) void reply.header(name, documentSet[name] as string);
    }
    done();
  });
});

/** The document policy of each combination in use (a handful of map providers at most), worked out once. */
const pagePolicies = new Map<string, string>();
export function pagePolicy(stripe: boolean, mapOrigin: string | null, ads = false): string {
  const key = `${stripe}|${mapOrigin ?? ''}|${ads}`;
  let policy = pagePolicies.get(key);
  if (policy === undefined) {
    policy = securityHeaders(helmetOptions({ stripe, mapOrigin, ads }))['content-security-policy'] as string;
    if (pagePolicies.size < 1000) pagePolicies.set(key, policy);
  }
  return policy;
}

/**
 * Pages of an agency whose gateway is Stripe get the policy that lets Stripe.js run (decision 0032),
 * and pages of one with a map tile provider (its own or the platform's) may fetch from it (decision
 * 0101), and pages of one that shows ads may load AdSense (decision 0149); every other agency's pages
 * keep the plain one. Registered in the pages scope after the
 * tenant plugin (app.ts), so the agency is known; a route's own CSP set later still wins.
 */
export const agencyPagePolicy = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    const tenant = request.tenant;
    if (tenant) {
      const stripe = tenant.agency.currentGateway.trim().toLowerCase() === 'stripe';
      const mapOrigin = mapStyleOrigin(tenant.publicAgency.mapStyleUrl ?? null);
      const ads = adUnit(tenant.publicAgency.advertising) !== null;
      if (stripe || mapOrigin || ads) void reply.header('content-security-policy', pagePolicy(stripe, mapOrigin, ads));
    }
    done();
  });
});
