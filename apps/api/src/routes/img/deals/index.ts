import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Deal pictures under /img/deals (lib/deal-images.ts's DEAL_IMAGE_PATH is this folder's URL),
 * named by their content's hash: the same URL always shows the same picture, for every agency.
 */
const dealImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dealImages } = app.deps;
  app.get('/:name', { schema: { hide: true, params: z.object({ name: z.string() }) } }, async (request, reply) => {
    const { name } = request.params;
    const svg = /^[\w-]{22}\.svg$/.test(name) ? await dealImages.get(name) : null;
    if (svg === null) return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found.' });
    return (
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        // A supplier's picture is a picture: nothing in it may run or load, even opened on its own.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .type('image/svg+xml')
        .send(svg)
    );
  });
};

export default dealImageRoutes;
