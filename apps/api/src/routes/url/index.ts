import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealLinkByCode, recordDealLinkEvent } from '@tripfront/db';
import { dealLinkLanding, normaliseDealLinkCode } from '@tripfront/domain/navigation/deal-link';
import { dealLinkExpired } from '@tripfront/domain/proposals';
import { visitorAllowed } from '../../lib/auth.ts';

/**
 * GET /url/{code} (spec §2, decision 0118): the link an agent shares. A live link of this agency
 * counts a click and sends the visitor (302) to its target with `dealLinkId=<code>`, which the
 * storefront keeps for the session. An expired, archived or unknown link is the storefront's own
 * /url/:id page (the site's page handler), which says so and offers the agency's search; nothing
 * is counted. Locations are paths on the host asked: the agency's own.
 */
const shortUrlRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  // The page a dead link renders knows who is looking, as every page does.
  visitorAllowed(app);

  app.get('/:code', { schema: { hide: true, params: z.object({ code: z.string() }) }, config: { page: true } }, async (request, reply) => {
    const code = normaliseDealLinkCode(request.params.code);
    const tenantId = request.tenant.id;
    const now = new Date();
    const landing =
      code === null
        ? null
        : await db.withTenant(tenantId, async (tx) => {
            const link = await dealLinkByCode(tx, tenantId, code);
            if (!link || dealLinkExpired(link, now)) return null;
            await recordDealLinkEvent(tx, tenantId, { dealLinkId: link.id, kind: 'click' });
            return dealLinkLanding(link.target, link.code);
          });
    if (landing === null) {
      reply.callNotFound();
      return reply;
    }
    // Every visit is a click: never answered from a cache on the way.
    return reply.header('cache-control', 'no-store').redirect(landing, 302);
  });
};

export default shortUrlRoutes;
