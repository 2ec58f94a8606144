import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError } from '@tripfront/db';
import { HttpError, reasonPhrase } from '../lib/http-errors.ts';

export const SOMETHING_WENT_WRONG = 'Something went wrong.';
export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a few seconds.';
/** Seconds a client is asked to wait while the database is unreachable (a restart or failover takes a few). */
export const DATABASE_RETRY_AFTER_S = 5;

/** A client that closes its connection while the answer streams is not a server failure. */
export function clientWentAway(err: { code?: string }): boolean {
  return err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET';
}

/** One error handler: 4xx answers say what is wrong and which field; 5xx are logged and answered generically. */
export default fp(async (app) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.statusCode).send(err.body());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      const field = where || (first?.params as { issue?: { path?: unknown[] } } | undefined)?.issue?.path?.join('.') || '';
      const context = err.validationContext ?? 'body';
      const name = field || context;
      return reply.status(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: `${name}: ${first?.message ?? 'is invalid'}`,
        field: name,
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ statusCode: status, error: reasonPhrase(status), message: err.message });
    }
    if (clientWentAway(err)) {
      // The visitor closed the tab or connection mid-answer: nothing failed here, and under load
      // one error line per abort would bury real failures.
      request.log.info({ reqId: request.id, code: err.code }, 'client closed the connection before the answer was sent');
      return reply.status(499).send();
    }
    if (isConnectionError(err)) {
      // The database is restarting, failing over or unreachable: nothing is wrong with the request,
      // and trying again shortly will work (reads were already retried once or twice).
      request.log.warn({ reqId: request.id, err: err.message }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ statusCode: 503, error: reasonPhrase(503), message: DATABASE_UNAVAILABLE, requestId: request.id });
    }
    request.log.error({ err, reqId: request.id }, 'request failed');
    return reply.status(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: SOMETHING_WENT_WRONG,
      requestId: request.id,
    });
  });
});
