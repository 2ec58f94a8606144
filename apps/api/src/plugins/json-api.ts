import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on the scope of the JSON APIs (app.ts); its subtrees inherit it. */
    jsonApi?: true;
  }
}

/**
 * Marks a scope whose routes answer JSON: the main API and the partner APIs. Hooks that answer
 * differently for an API and a page (security headers, an unknown host) read it from the request's
 * own scope (`request.server`), a property lookup instead of a test of the URL.
 */
export function markJsonApi(scope: FastifyInstance): void {
  scope.decorate('jsonApi', true);
}

/** True when the request was routed to a route (or not-found handler) of a JSON API scope. */
export function isJsonApi(request: FastifyRequest): boolean {
  return request.server.jsonApi === true;
}
