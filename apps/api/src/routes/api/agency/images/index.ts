import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGENCY_IMAGE_FIELDS, imageVersion, parseDataImage } from '../../../../lib/agency-images.ts';

/**
 * The agency's pictures (logo, mobile logo, favicon) stored as data: URIs, at the URLs GET
 * /api/agency gives for them (lib/agency-images.ts's AGENCY_IMAGE_PATH is this folder's URL).
 */
const agencyImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:field',
    {
      schema: {
        tags: ['agency'],
        summary: 'A picture of the agency (logo, mobile logo, favicon) that was stored as a data: URI',
        params: z.object({ field: z.enum(AGENCY_IMAGE_FIELDS) }),
        querystring: z.object({ v: z.string().max(40).optional() }),
      },
    },
    async (request, reply) => {
      const stored = request.tenant.agency[request.params.field];
      const picture = parseDataImage(stored);
      if (!picture) return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'This agency has no such picture.' });
      // The versioned URL always shows the same picture; any other is checked again each time.
      const version = imageVersion(stored);
      return (
        reply
          .header('cache-control', request.query.v === version ? 'public, max-age=31536000, immutable' : 'no-cache')
          .header('etag', `"${version}"`)
          // A picture is a picture: nothing in an SVG may run or load, even opened on its own.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .type(picture.type)
          .send(picture.body)
      );
    },
  );
};

export default agencyImageRoutes;
