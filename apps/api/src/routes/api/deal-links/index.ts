import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealLinkByCode } from '@tripfront/db';
import { dealLinkCodeSchema, publicDealLinkSchema } from '@tripfront/domain/proposals';
import { notFound } from '../../../lib/http-errors.ts';
import { toPublicDealLink } from '../../../lib/deal-links.ts';

export const DEAL_LINK_UNKNOWN = 'This deal link does not exist.';

/**
 * GET /api/deal-links/:code (decision 0118): what the storefront's `/url/{code}` page shows a
 * visitor when the server did not send them on (the link expired, was archived or is unknown):
 * its title and product, and where it leads while it works. Another agency's code is unknown here.
 */
const publicDealLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/:code',
    {
      schema: {
        tags: ['deal links'],
        summary: 'A deal link as its visitors see it: title, product, whether it expired, and where it leads (with dealLinkId) while it works',
        params: z.object({ code: dealLinkCodeSchema }),
        response: { 200: z.object({ data: publicDealLinkSchema }) },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const code = request.params.code.toUpperCase();
      const row = await db.withTenant(tenantId, (tx) => dealLinkByCode(tx, tenantId, code), { readOnly: true });
      if (!row) throw notFound(DEAL_LINK_UNKNOWN);
      void reply.header('cache-control', 'no-store');
      return { data: toPublicDealLink(row, new Date()) };
    },
  );
};

export default publicDealLinkRoutes;
