import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerFactory, RawServerDefault } from 'fastify';
import { negotiateEncoding } from './precompressed.ts';
import { createSizedCache } from './sized-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answers to anonymous GETs may be repeated by the front door for
     * FRONT_DOOR_MS (front-door.ts): answers the same for every visitor of the host.
     */
    frontDoor?: boolean;
  }
}

/** How long the front door repeats an answer before the app is asked again (decision 0063). */
export const FRONT_DOOR_MS = 1_000;

/**
 * Bytes of answers kept at most (hosts × paths × codings × Accept headers), by size rather than by
 * count: 2,000 entries were the whole visitor traffic of one agency but not the first page and the
 * agency of a thousand, so the answers of a spread load left before they were asked for again.
 */
export const FRONT_DOOR_MAX_BYTES = 32 * 1024 * 1024;
/** What an entry holds besides its body (key, head, bookkeeping), roughly. */
const ENTRY_OVERHEAD = 1024;

interface Entry {
  tenantId: string;
  /** The agency's subdomain, for the repeated answer's trace span. */
  subdomain: string;
  /** The route pattern that made the answer (for metrics). */
  route: string;
  until: number;
  /** The answer's head as Node's writeHead takes it: [name, value, name, value, …]. */
  head: string[];
  body: Buffer;
}

/**
 * The answer's key for a request the front door may answer, or null: GETs that carry no cookie,
 * no credentials and no condition (a conditional request gets its 304 from the app).
 */
function keyOf(req: IncomingMessage): string | null {
  if (req.method !== 'GET') return null;
  const h = req.headers;
  if (
    h.cookie !== undefined ||
    h.authorization !== undefined ||
    h['x-access-token'] !== undefined ||
    h['if-none-match'] !== undefined ||
    h['if-modified-since'] !== undefined ||
    h.range !== undefined
  ) {
    return null;
  }
  // The host as the tenant plugin may see it (X-Forwarded-Host with TRUST_PROXY) is part of the key.
  return `${h.host ?? ''}\n${String(h['x-forwarded-host'] ?? '')}\n${String(h['x-forwarded-proto'] ?? '')}\n${req.url ?? ''}\n${negotiateEncoding(h['accept-encoding'])}\n${h.accept ?? ''}`;
}

/** What made an answer the front door repeats. */
export interface RepeatedAnswer {
  /** The route pattern. */
  route: string;
  /** The agency's id and subdomain. */
  id: string;
  subdomain: string;
}

export interface FrontDoorOptions {
  now?: () => number;
  /**
   * Called for each answer the front door gives (the app's request log, metrics and traces, when
   * on), with the route that made it and its agency.
   */
  served?: (req: IncomingMessage, res: ServerResponse, answer: RepeatedAnswer) => void;
  /** The request id each repeated answer carries in x-request-id, as the app's own answers do. */
  requestId?: (req: IncomingMessage) => string;
  /** Bytes of answers kept at most (FRONT_DOOR_MAX_BYTES). */
  maxBytes?: number;
}

/**
 * The front door (decision 0063): in front of Fastify, a one-second memory of the answers that are
 * the same for every anonymous visitor of a host (the agency, its FAQ, the visitor pages). Under
 * load, most requests for them are answered from here with their stored head and body, without
 * routing, hooks or handlers; the app answers the first request of each second and every request
 * that carries a cookie, credentials or a condition. An agency's settings change drops its
 * answers at once (`forget`).
 */
export function createFrontDoor({ now = Date.now, served, requestId, maxBytes = FRONT_DOOR_MAX_BYTES }: FrontDoorOptions = {}) {
  // Bounded by bytes, oldest out first (they are the ones expired or about to).
  const entries = createSizedCache<Entry>(maxBytes, (entry) => entry.body.length + ENTRY_OVERHEAD);
  return {
    /** Answers `req` when it holds its answer; false when the app must. */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      if (entries.size === 0) return false;
      const key = keyOf(req);
      if (key === null) return false;
      const entry = entries.get(key);
      if (!entry) return false;
      if (entry.until <= now()) {
        entries.delete(key);
        return false;
      }
      // The stored head has no x-request-id: each answer carries its own request's. The whole head
      // goes to writeHead in one array: a header set before (setHeader) sends Node down its slow
      // path, which sets every header of the array one by one before writing them.
      res.writeHead(200, requestId ? [...entry.head, 'x-request-id', requestId(req)] : entry.head);
      res.end(entry.body);
      served?.(req, res, { route: entry.route, id: entry.tenantId, subdomain: entry.subdomain });
      return true;
    },

    /**
     * An onSend hook (registered after compression, so it sees the bytes that go out): keeps a 200
     * answer of a `frontDoor` route to a request the front door may answer, unless the answer is
     * private or sets a cookie.
     */
    keep(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void): void {
      if (
        request.routeOptions.config.frontDoor === true &&
        reply.statusCode === 200 &&
        request.tenant &&
        (typeof payload === 'string' || Buffer.isBuffer(payload))
      ) {
        const key = keyOf(request.raw);
        const cacheControl = String(reply.getHeader('cache-control') ?? '');
        if (key !== null && !reply.hasHeader('set-cookie') && !/private|no-store/.test(cacheControl)) {
          const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
          const head: string[] = [];
          for (const [name, value] of Object.entries(reply.getHeaders())) {
            if (value === undefined || name === 'content-length' || name === 'x-request-id') continue;
            for (const one of Array.isArray(value) ? value : [value]) head.push(name, String(one));
          }
          head.push('content-length', String(body.length));
          entries.set(key, {
            tenantId: request.tenant.id,
            subdomain: request.tenant.agency.subdomain,
            route: request.routeOptions.url ?? '',
            until: now() + FRONT_DOOR_MS,
            head,
            body,
          });
        }
      }
      done(null, payload);
    },

    /** Drops the answers of an agency (its settings changed). */
    forget(tenantId: string): void {
      entries.deleteWhere((_, entry) => entry.tenantId === tenantId);
    },

    /** Answers held (for tests). */
    get size(): number {
      return entries.size;
    },

    /** Bytes held, bodies and overhead (for tests). */
    get bytes(): number {
      return entries.bytes;
    },
  };
}
export type FrontDoor = ReturnType<typeof createFrontDoor>;

/**
 * Fastify's serverFactory with the front door before its handler: the same HTTP/1.1 server and
 * timeouts Fastify would make itself.
 */
export function frontDoorServer(frontDoor: FrontDoor): FastifyServerFactory<RawServerDefault> {
  return (handler, options) => {
    const server = http.createServer(options.http ?? {}, (req, res) => {
      if (!frontDoor.serve(req, res)) handler(req, res);
    });
    const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options;
    if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout;
    if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout;
    if (typeof connectionTimeout === 'number') server.setTimeout(connectionTimeout);
    if (typeof maxRequestsPerSocket === 'number' && maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}
