import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACADEMY_TOKEN_SECONDS, verifyAcademyToken } from '../../../lib/academy-token.ts';
import { HttpError } from '../../../lib/http-errors.ts';

const INVALID = 'This academy token is not valid, has expired or was already used.';

/**
 * POST /api/academy/token (issue #16, decision 0039): the agency's academy checks the token it was
 * sent to with (GET /academy) and learns who the agent is. Once: a token is spent by its check.
 * Called server to server; no session.
 */
const academyTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, store } = app.deps;

  app.post(
    '/token',
    {
      schema: {
        tags: ['academy'],
        summary: "The agent an academy token names (the agency's academy calls it once per token)",
        body: z.object({ token: z.string().min(10).max(2000) }),
        response: {
          200: z.object({
            data: z.object({
              agencyId: z.string(),
              origin: z.string(),
              userId: z.string(),
              email: z.string(),
              name: z.string(),
              role: z.string(),
              expiresAt: z.string(),
            }),
          }),
          401: z.object({ statusCode: z.number(), error: z.string(), message: z.string() }),
        },
      },
    },
    async (request) => {
      const claims = verifyAcademyToken(request.body.token, config.SESSION_SECRET, request.tenant.id);
      if (!claims) throw new HttpError(401, INVALID);
      // Spent on its first check: a second one (a replayed link) is refused.
      if ((await store.incr(`academy-token:${claims.jti}`, ACADEMY_TOKEN_SECONDS + 60)) > 1) throw new HttpError(401, INVALID);
      return {
        data: {
          agencyId: claims.tid,
          origin: claims.iss,
          userId: claims.sub,
          email: claims.email,
          name: claims.name,
          role: claims.role,
          expiresAt: new Date(claims.exp * 1000).toISOString(),
        },
      };
    },
  );
};

export default academyTokenRoutes;
