import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeSuggestionSchema } from '@tripfront/domain';

/** The flight API of spec §7, under FLIGHT_API_BASE (/flight-api by default): airport autocomplete. */
const flightApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supplier } = app.deps;
  app.get(
    '/autocomplete',
    {
      schema: {
        tags: ['flight API'],
        summary: 'Airport autocomplete',
        querystring: z.object({ key: z.string().trim().max(100).default('') }),
        response: { 200: z.object({ data: z.array(placeSuggestionSchema), error: z.string().optional() }) },
      },
    },
    async (request) => {
      const r = await supplier.suggestAirports(request.query.key);
      return r.ok ? { data: r.value } : { data: [], error: r.error.message };
    },
  );
};

export default flightApiRoutes;
