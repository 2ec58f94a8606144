import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geoLocationSchema } from '@tripfront/domain/geolocation';

/**
 * GET /api/user/geolocation: the session flag geoLocation of spec §3 (United States / US by
 * default), from a trusted proxy's country header or the client address (decision 0147). An
 * answer of its own, never part of a page: visitor pages are shared bytes per agency (decisions
 * 0130, 0139), so one visitor's country must not be cached in them, nor this answer by a proxy.
 */
const geolocationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geolocation',
    {
      schema: {
        tags: ['user'],
        summary: "The visitor's country, as the currency choice uses it",
        response: { 200: z.object({ data: geoLocationSchema }) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: await app.deps.geolocator.resolve(request) };
    },
  );
};

export default geolocationRoutes;
