import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_LIMITS } from '@tripfront/domain/content';
import { listHiddenGemIds, replaceHiddenGems } from '@tripfront/db';
import { sessionOf } from '../../../../lib/auth.ts';
import { recordAudit } from '../../../../lib/audit.ts';
import { contentEditorsOnly } from '../../../../lib/content-editors.ts';
import { badRequest } from '../../../../lib/http-errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const errorAnswer = z.object({ statusCode: z.number(), error: z.string(), message: z.string(), field: z.string().optional() });
const gemsBody = z.object({ destinationIds: z.array(z.string().max(64)).max(CONTENT_LIMITS.hiddenGems, `At most ${CONTENT_LIMITS.hiddenGems} hidden gems.`) });

/**
 * The agency's hidden gems (decision 0127): destination pages in the order the agency chose, for the
 * content editor. Visitors read the public ones at /api/content/hidden-gems.
 */
const hiddenGemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, agencyChanges } = app.deps;
  contentEditorsOnly(app);

  app.get(
    '/hidden-gems',
    {
      schema: {
        tags: ['agency content'],
        summary: "The agency's hidden gems: destination pages' ids in their order",
        response: { 200: z.object({ destinationIds: z.array(z.string()) }) },
      },
    },
    async (request) => {
      const { id: tenantId } = request.tenant;
      return { destinationIds: await db.withTenant(tenantId, (tx) => listHiddenGemIds(tx, tenantId), { readOnly: true }) };
    },
  );

  app.put(
    '/hidden-gems',
    {
      schema: {
        tags: ['agency content'],
        summary: "Replace the agency's hidden gems: destination pages' ids in their order (400 for an id that is not one)",
        body: gemsBody,
        response: { 200: z.object({ destinationIds: z.array(z.string()) }), 400: errorAnswer },
      },
    },
    async (request) => {
      const { id: tenantId } = request.tenant;
      const { user } = sessionOf(request);
      const ids = request.body.destinationIds;
      if (new Set(ids).size !== ids.length) throw badRequest('A destination is listed twice.', 'destinationIds');
      const bad = ids.find((id) => !UUID.test(id));
      if (bad !== undefined) throw badRequest(`${bad} is not one of the agency's destination pages.`, 'destinationIds');
      const saved = await db.withTenant(tenantId, async (tx) => {
        const before = await listHiddenGemIds(tx, tenantId);
        const unknown = await replaceHiddenGems(tx, tenantId, ids);
        if (unknown.length > 0) throw badRequest(`${unknown[0]} is not one of the agency's destination pages.`, 'destinationIds');
        await recordAudit(tx, tenantId, request, user, {
          action: 'settings.content',
          section: 'website',
          target: 'hidden gems',
          changes: [{ field: 'destinationIds', from: before, to: ids }],
        });
        return ids;
      });
      await agencyChanges.changed(tenantId);
      return { destinationIds: saved };
    },
  );
};

export default hiddenGemRoutes;
