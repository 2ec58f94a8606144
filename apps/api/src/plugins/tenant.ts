import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantContext, TenantResolver } from '../lib/tenant-resolver.ts';
import { agencyNotFoundPage } from '../lib/html.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The agency this request is for, resolved once from the Host header. */
    tenant: TenantContext;
  }
}

export const AGENCY_NOT_FOUND = 'Agency not found!';

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
  app.addHook('onRequest', (request, reply, done) => {
    if (TENANTLESS.test(request.url)) return done();
    const host = request.host;
    const known = resolver.cached(host);
    if (known !== undefined) return settle(request, reply, known, done);
    resolver.resolve(host).then((tenant) => settle(request, reply, tenant, done), done);
  });
});
