import type { FastifyPluginAsync } from 'fastify';
import { DATABASE_RETRY_AFTER_S } from '../plugins/errors.ts';

/**
 * Probes for orchestrators and load balancers, the same for every host (no agency needed):
 * `/healthz` is liveness (the process runs and answers; a database outage must not get every
 * instance restarted), `/readyz` is readiness (send traffic here: the database answers and has
 * every migration this build expects — a recreated empty database is not ready). Redis down is
 * `degraded`, still 200: every instance shares one Redis, so a 503 would take them all out of the
 * balancer while each can serve from its own store (decision 0075).
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const readiness = await app.deps.db.readiness();
    if (readiness.ready) {
      const shared = app.deps.store.health();
      if (shared.redis === 'down') return { status: 'degraded', redis: 'down', since: shared.since };
      return shared.redis === 'up' ? { status: 'ready', redis: 'up' } : { status: 'ready' };
    }
    app.log.warn({ reason: readiness.reason, detail: readiness.detail }, 'not ready');
    return reply
      .status(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_S))
      .send({ status: 'not ready', reason: readiness.reason === 'unreachable' ? 'database unreachable' : 'database not migrated' });
  });
};

export default healthRoutes;
