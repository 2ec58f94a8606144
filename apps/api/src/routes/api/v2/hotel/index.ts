import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedSuggestions, SUGGEST_POST, suggestBody, suggestionList } from '../../../../lib/suggestions.ts';

/** POST /api/v2/hotel/auto-suggest (spec §7): hotel locations. */
const hotelSuggestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supplier } = app.deps;
  const hotelLocations = cachedSuggestions(app, 'hotel', 'locationSuggestions', (text) => supplier.suggestHotelLocations(text));
  app.post(
    '/auto-suggest',
    { ...SUGGEST_POST, schema: { tags: ['suggest'], summary: 'Hotel locations', body: suggestBody, response: { 200: suggestionList('locationSuggestions') } } },
    async (request, reply) => hotelLocations(request, reply, request.body.text),
  );
};

export default hotelSuggestRoutes;
