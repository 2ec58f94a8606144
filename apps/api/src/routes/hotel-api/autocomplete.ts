import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeSuggestionSchema } from '@tripfront/domain';

/** GET <hotel API base>/autocomplete (spec §7): hotel locations for a typed key. */
const hotelAutocompleteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supplier } = app.deps;
  app.get(
    '/autocomplete',
    {
      schema: {
        tags: ['hotel API'],
        summary: 'Hotel location autocomplete',
        querystring: z.object({ key: z.string().trim().max(100).default('') }),
        response: { 200: z.object({ data: z.array(placeSuggestionSchema), error: z.string().optional() }) },
      },
    },
    async (request) => {
      const r = await supplier.suggestHotelLocations(request.query.key);
      return r.ok ? { data: r.value } : { data: [], error: r.error.message };
    },
  );
};

export default hotelAutocompleteRoutes;
