import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedSuggestions, SUGGEST_POST, suggestBody, suggestionList } from '../../../lib/suggestions.ts';

/** POST /api/activities/destinations (spec §7): activity destinations. */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supplier } = app.deps;
  const destinations = cachedSuggestions(app, 'activity', 'destinations', (text) => supplier.suggestActivityDestinations(text));
  app.post(
    '/destinations',
    { ...SUGGEST_POST, schema: { tags: ['suggest'], summary: 'Activity destinations', body: suggestBody, response: { 200: suggestionList('destinations') } } },
    async (request, reply) => destinations(request, reply, request.body.text),
  );
};

export default activityRoutes;
