import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { normaliseHost, type TenantContext, type TenantResolver } from '../lib/tenant-resolver.ts';
import { agencyNotFoundPage } from '../lib/html.ts';
import { isJsonApi } from './json-api.ts';
import { bindRequestLog } from '../lib/lazy-logger.ts';

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

/**
 * The agency of the request, from its Host header, for every route of the scope that registers
 * this plugin (app.ts: the APIs and the pages; probes, the API document and the web app's files
 * are outside it and need no agency). A host of no agency gets 404: JSON from the APIs, a page
 * from the pages.
 */
export default fp<{ resolver: TenantResolver }>(async (app, { resolver }) => {
  app.decorateRequest('tenant', null as unknown as TenantContext);
  const settle = (request: FastifyRequest, reply: FastifyReply, tenant: TenantContext | null, done: HookHandlerDoneFunction) => {
    if (tenant) {
      request.tenant = tenant;
      // Every later log line of the request names its agency (decision 0081).
      bindRequestLog(request.log, { tenantId: tenant.id, agency: tenant.agency.subdomain });
      return done();
    }
    // Answered here: the request goes no further (the hook does not call done).
    if (isJsonApi(request)) {
      void reply.status(404).send({ statusCode: 404, error: 'Not Found', message: AGENCY_NOT_FOUND });
    } else {
      void reply.status(404).type('text/html; charset=utf-8').send(agencyNotFoundPage());
    }
  };
  // Synchronous while the host's agency is held in this instance (nearly every request): no promise per request.
  const refuse = (reply: FastifyReply) => void reply.status(400).send({ statusCode: 400, error: 'Bad Request', message: BAD_HOST });
  app.addHook('onRequest', (request, reply, done) => {
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
