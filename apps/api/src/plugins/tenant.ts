import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { normaliseHost, type TenantContext, type TenantResolver } from '../lib/tenant-resolver.ts';
import { agencyNotFoundPage } from '../lib/html.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The agency this request is for, resolved once from the Host header. */
    tenant: TenantContext;
  }
}

export const AGENCY_NOT_FOUND = 'Agency not found!';
export const BAD_HOST = 'The Host header is not valid: it must be one host name with at most one port.';

/** True when the request carries the Host header more than once (Node keeps only the first). */
function repeatsHost(rawHeaders: string[]): boolean {
  let seen = false;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length === 4 && name.toLowerCase() === 'host') {
      if (seen) return true;
      seen = true;
    }
  }
  return false;
}

/** Paths that are the same for every host and need no agency. */
const TENANTLESS = /^\/(?:api\/docs(?:\/|$)|healthz$|readyz$|assets\/|locales\/|flags\/|img\/|fonts\/)/;

export default fp<{ resolver: TenantResolver }>(async (app, { resolver }) => {
  app.decorateRequest('tenant', null as unknown as TenantContext);
  const settle = (request: FastifyRequest, reply: FastifyReply, tenant: TenantContext | null, done: HookHandlerDoneFunction) => {
    if (tenant) {
      request.tenant = tenant;
      return done();
    }
    // Answered here: the request goes no further (the hook does not call done).
    if (request.url.startsWith('/api/')) {
      void reply.status(404).send({ statusCode: 404, error: 'Not Found', message: AGENCY_NOT_FOUND });
    } else {
      void reply.status(404).type('text/html; charset=utf-8').send(agencyNotFoundPage());
    }
  };
  // Synchronous while the host's agency is held in this instance (nearly every request): no promise per request.
  const refuse = (reply: FastifyReply) => void reply.status(400).send({ statusCode: 400, error: 'Bad Request', message: BAD_HOST });
  app.addHook('onRequest', (request, reply, done) => {
    if (TENANTLESS.test(request.url)) return done();
    // A proxy in front may read the other copy of a repeated Host: refuse rather than guess.
    if (repeatsHost(request.raw.rawHeaders)) return refuse(reply);
    const host = request.host;
    // Only well-formed headers are ever cached, so a hit needs no second look.
    const known = resolver.cached(host);
    if (known !== undefined) return settle(request, reply, known, done);
    if (normaliseHost(host) === null) return refuse(reply);
    resolver.resolve(host).then((tenant) => settle(request, reply, tenant, done), done);
  });
});
