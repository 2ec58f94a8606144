import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cruiseShipLineSchema } from '@tripfront/domain';

/** Cruise ship lines of spec §7 under /api/cruise. */
const cruiseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supplier } = app.deps;
  const shipLines = async () => {
    const r = await supplier.cruiseShipLines();
    return r.ok ? { data: r.value } : { data: [], error: r.error.message };
  };
  const shipLinesAnswer = z.object({ data: z.array(cruiseShipLineSchema), error: z.string().optional() });
  app.get('/ship-lines', { schema: { tags: ['suggest'], summary: 'Cruise ship lines', response: { 200: shipLinesAnswer } } }, shipLines);
  // Spec §7: "an enabled-cruise-lines variant"; every line is enabled until the back-office can switch some off.
  app.get(
    '/ship-lines/enabled',
    { schema: { tags: ['suggest'], summary: 'Cruise ship lines the agency sells', response: { 200: shipLinesAnswer } } },
    shipLines,
  );
};

export default cruiseRoutes;
