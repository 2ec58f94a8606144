import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countrySchema } from '@tripfront/domain';
import { cachedSuggestions, SUGGEST_POST, suggestBody, suggestionList } from '../../../lib/suggestions.ts';

/** Car rental lookups of spec §7 under /api/car-rental: pick-up places and countries of residence. */
const carRentalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supplier } = app.deps;
  const carLocations = cachedSuggestions(app, 'car', 'locations', (text) => supplier.suggestCarLocations(text));
  app.post(
    '/auto-suggest',
    {
      ...SUGGEST_POST,
      schema: { tags: ['suggest'], summary: 'Car pick-up and drop-off locations', body: suggestBody, response: { 200: suggestionList('locations') } },
    },
    async (request, reply) => carLocations(request, reply, request.body.text),
  );
  app.get(
    '/findCountries/:lang',
    {
      schema: {
        tags: ['suggest'],
        summary: 'Countries for car rental residence',
        params: z.object({ lang: z.string().regex(/^[A-Za-z]{2}$/) }),
        response: { 200: z.object({ data: z.array(countrySchema), error: z.string().optional() }) },
      },
    },
    async () => {
      const r = await supplier.carCountries();
      return r.ok ? { data: r.value } : { data: [], error: r.error.message };
    },
  );
};

export default carRentalRoutes;
