import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageCodeSchema } from '@tripfront/domain';
import { setUserLanguage } from '@tripfront/db';
import { sessionOf, signedIn } from '../../../lib/auth.ts';
import { refuseCrossSite } from '../../../plugins/csrf.ts';

/**
 * GET /api/user/changeLanguage/:language (spec §7) saves the signed-in user's language: a GET that
 * changes state, so its subtree refuses other sites' requests like a write, before the session is
 * looked up.
 */
const changeLanguageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  refuseCrossSite(app);
  signedIn(app, { allowGuests: true });

  app.get(
    '/changeLanguage/:language',
    {
      schema: {
        tags: ['user'],
        summary: "Save the signed-in user's interface language",
        params: z.object({ language: languageCodeSchema }),
        response: { 200: z.object({ data: z.object({ language: languageCodeSchema }) }) },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      await db.withTenant(tenantId, (tx) => setUserLanguage(tx, tenantId, sessionOf(request).user.id, request.params.language));
      return { data: { language: request.params.language } };
    },
  );
};

export default changeLanguageRoutes;
