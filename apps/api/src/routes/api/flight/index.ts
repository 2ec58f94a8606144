import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SELF_ENCODED_GET } from '../../../lib/json-cache.ts';
import { cachedSuggestions, suggestionList } from '../../../lib/suggestions.ts';

/**
 * GET /api/flight/airports (spec §7): airports by code, name or city; with lat and long and no
 * search text, the airports nearest that point (the flight form's airportLat/airportLong, spec §2).
 */
const flightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { supplier } = app.deps;
  const airports = cachedSuggestions(app, 'airport', 'airports', (text) => supplier.suggestAirports(text));
  // Cached per point rounded to about 1 km ('n48.86 e2.35': the cache key keeps letters and digits only).
  const nearest = cachedSuggestions(app, 'airport-near', 'airports', (point) => {
    const [, ns = 'n', lat = '0', ew = 'e', long = '0'] = /^([ns])([\d.]+) ([ew])([\d.]+)$/.exec(point) ?? [];
    return supplier.nearestAirports({ latitude: Number(lat) * (ns === 's' ? -1 : 1), longitude: Number(long) * (ew === 'w' ? -1 : 1) });
  });
  const pointText = (lat: number, long: number) => `${lat < 0 ? 's' : 'n'}${Math.abs(lat).toFixed(2)} ${long < 0 ? 'w' : 'e'}${Math.abs(long).toFixed(2)}`;
  app.get(
    '/airports',
    {
      ...SELF_ENCODED_GET,
      schema: {
        tags: ['suggest'],
        summary: 'Airports by code, name or city',
        querystring: z.object({
          search: z.string().trim().max(100).default(''),
          lat: z.coerce.number().min(-90).max(90).optional(),
          long: z.coerce.number().min(-180).max(180).optional(),
        }),
        response: { 200: suggestionList('airports') },
      },
    },
    async (request, reply) => {
      const { search, lat, long } = request.query;
      if (search === '' && lat !== undefined && long !== undefined) return nearest(request, reply, pointText(lat, long));
      return airports(request, reply, search);
    },
  );
};

export default flightRoutes;
