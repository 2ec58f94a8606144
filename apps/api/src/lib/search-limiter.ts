import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SEARCH_RATE_LIMITED, searchLimitMessage } from '@tripfront/domain/search-limits';
import { HttpError } from './http-errors.ts';
import type { KeyValueStore } from './store.ts';

/**
 * Searches per client address and per agency in a minute (decision 0083): a supplier's search will
 * cost money, and a scraper on one address, or a storm on one agency, must not spend it for all.
 * Counted in the shared store (Redis across instances; this process when there is no Redis or it is
 * down) with its atomic `incr`, the same counter the login throttle uses. Fixed windows: the count
 * of a window is the key `search:<scope>:<id>:<window number>`, so a window ends when the clock
 * passes it, and Retry-After is the time left in it.
 */
export interface SearchLimits {
  perIp: number;
  perAgency: number;
  windowSeconds: number;
}

export function createSearchLimiter(store: KeyValueStore, limits: SearchLimits, now: () => number = Date.now) {
  const windowMs = limits.windowSeconds * 1000;
  return {
    limits,
    /**
     * Counts one search by `ip` for the agency `tenantId`, or throws 429 with Retry-After. The
     * address is counted first: a search refused for its address does not use up the agency's.
     */
    async count(tenantId: string, ip: string): Promise<void> {
      const at = now();
      const window = Math.floor(at / windowMs);
      const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - at) / 1000));
      const byIp = await store.incr(`search:ip:${ip}:${window}`, limits.windowSeconds);
      if (byIp > limits.perIp) throw refusal('ip', retryAfter);
      const byAgency = await store.incr(`search:agency:${tenantId}:${window}`, limits.windowSeconds);
      if (byAgency > limits.perAgency) throw refusal('agency', retryAfter);
    },
  };
}
export type SearchLimiter = ReturnType<typeof createSearchLimiter>;

const refusal = (scope: 'ip' | 'agency', retryAfter: number) =>
  new HttpError(429, searchLimitMessage(scope, retryAfter), {
    code: SEARCH_RATE_LIMITED,
    headers: { 'retry-after': String(retryAfter) },
    extra: { scope, retryAfter },
  });

/**
 * The preHandler of a search route (after validation: a refused query costs nothing and is not
 * counted). A cached answer still counts: the limit is on asking, whatever the answer costs us.
 */
export function searchLimit(app: FastifyInstance): (request: FastifyRequest) => Promise<void> {
  const { store, config } = app.deps;
  const limiter = createSearchLimiter(store, { perIp: config.SEARCH_LIMIT_PER_IP, perAgency: config.SEARCH_LIMIT_PER_AGENCY, windowSeconds: 60 });
  return (request) => limiter.count(request.tenant.id, request.ip);
}
