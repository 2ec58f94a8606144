import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cruiseShipLineSchema } from '@tripfront/domain';
import { enabledCruiseLinesOf } from '@tripfront/domain/booking/cruise-api';

/**
 * Cruise ship lines of spec §7 (GET /api/cruise/ship-lines): every line the supplier sells, and the
 * enabled-lines variant, the lines this agency sells (its product settings' enabledCruiseLines;
 * every line when it has not chosen). The search form offers the enabled ones.
 */
const shipLineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supplier } = app.deps;
  const shipLinesAnswer = z.object({ data: z.array(cruiseShipLineSchema), error: z.string().optional() });
  app.get('', { schema: { tags: ['suggest'], summary: 'Cruise ship lines', response: { 200: shipLinesAnswer } } }, async () => {
    const r = await supplier.cruiseShipLines();
    return r.ok ? { data: r.value } : { data: [], error: r.error.message };
  });
  app.get(
    '/enabled',
    { schema: { tags: ['suggest'], summary: 'Cruise ship lines the agency sells (its product settings)', response: { 200: shipLinesAnswer } } },
    async (request) => {
      const r = await supplier.cruiseShipLines();
      return r.ok ? { data: enabledCruiseLinesOf(r.value, request.tenant.agency.enabledCruiseLines) } : { data: [], error: r.error.message };
    },
  );
};

export default shipLineRoutes;
