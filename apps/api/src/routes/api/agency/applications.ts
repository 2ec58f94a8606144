import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLICATION_PENDING_MESSAGE, agentApplicationBodySchema } from '@tripfront/domain';
import { createApplication, findPendingApplication, normaliseEmail } from '@tripfront/db';
import { HttpError } from '../../../lib/http-errors.ts';

export const APPLICATION_RECEIVED = 'Thank you! We received your application and will email you when the agency has decided.';

/**
 * The public form to apply to become one of the agency's agents (issue #16): anyone may send it,
 * counted per address and per client IP like the emailed-link requests; a second pending
 * application for the same address is refused kindly (409).
 */
const applyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, loginLimiter } = app.deps;

  app.post(
    '/applications',
    {
      schema: {
        tags: ['agency'],
        summary: 'Apply to become an agent of the agency (public)',
        body: agentApplicationBodySchema,
        response: { 201: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      await loginLimiter.links.reserve(tenantId, `apply:${normaliseEmail(request.body.email)}`, request.ip);
      await db.withTenant(tenantId, async (tx) => {
        if (await findPendingApplication(tx, tenantId, request.body.email)) {
          throw new HttpError(409, APPLICATION_PENDING_MESSAGE, { field: 'email', code: 'APPLICATION_PENDING' });
        }
        await createApplication(tx, { tenantId, ...request.body });
      });
      return reply.status(201).send({ message: APPLICATION_RECEIVED });
    },
  );
};

export default applyRoutes;
