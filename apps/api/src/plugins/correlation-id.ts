import type { FastifyInstance } from 'fastify';

const VALID_ID = /^[\w.-]{1,100}$/;

/**
 * Spec §7: the hotel, flight and resort APIs echo the caller's x-correlation-id (or make one) and
 * put it on every log line of the request, so a call can be traced. For the partner API subtrees
 * (routes/index.ts registers it on each).
 */
export function correlationId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const header = request.headers['x-correlation-id'];
    const id = typeof header === 'string' && VALID_ID.test(header) ? header : crypto.randomUUID();
    request.log = request.log.child({ correlationId: id });
    void reply.header('x-correlation-id', id);
    done();
  });
}
