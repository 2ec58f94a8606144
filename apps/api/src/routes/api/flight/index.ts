import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SELF_ENCODED_GET } from '../../../lib/json-cache.ts';
import { cachedSuggestions, suggestionList } from '../../../lib/suggestions.ts';

/** GET /api/flight/airports (spec §7): airports by code, name or city. */
const flightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supplier } = app.deps;
  const airports = cachedSuggestions(app, 'airport', 'airports', (text) => supplier.suggestAirports(text));
  app.get(
    '/airports',
    {
      ...SELF_ENCODED_GET,
      schema: {
        tags: ['suggest'],
        summary: 'Airports by code, name or city',
        querystring: z.object({ search: z.string().trim().max(100).default('') }),
        response: { 200: suggestionList('airports') },
      },
    },
    async (request, reply) => airports(request, reply, request.query.search),
  );
};

export default flightRoutes;
