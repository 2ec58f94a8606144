import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_MESSAGE = 'This request came from another site and was refused.';

/**
 * Cookie-authenticated writes must come from this site's own pages. Three layers:
 * - the access cookie is SameSite=Lax, so browsers do not send it on cross-site POSTs at all;
 * - browsers say where a request comes from in Sec-Fetch-Site: anything but same-origin (or a
 *   user-typed navigation, 'none') is refused, including 'same-site', i.e. a sibling agency's
 *   subdomain;
 * - the Origin header, when present, must be this request's origin (scheme, host and port; the
 *   scheme honours TRUST_PROXY through request.protocol) or the agency's canonical origin.
 * The plugin applies to every state-changing method in the scopes that register it (app.ts: the
 * APIs and the pages, after the tenant); a GET that changes state (saving the language) registers
 * `refuseCrossSite` on its own subtree. API clients that send neither browser header and
 * authenticate with the x-access-token header are unaffected.
 */
export default fp(async (app) => {
  // Synchronous (no promise per request): reads run on every page view.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE.has(request.method)) return done();
    done(crossSite(request));
  });
});

/** For a subtree whose routes change state whatever their method: every request is checked. */
export function refuseCrossSite(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => done(crossSite(request)));
}

/** The 403 for a request from another site, or undefined. */
function crossSite(request: FastifyRequest): Error | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return forbidden(CSRF_MESSAGE);
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  const from = originOf(origin);
  // An https page may not write to the http site of the same host, nor the other way round.
  const allowed = from !== null && (from === originOf(`${request.protocol}://${request.host}`) || from === request.tenant.origin);
  return allowed ? undefined : forbidden(CSRF_MESSAGE);
}

/** `scheme://host[:port]` as browsers send it (lower-case, default port left out), or null. */
function originOf(url: string): string | null {
  if (url === 'null') return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
