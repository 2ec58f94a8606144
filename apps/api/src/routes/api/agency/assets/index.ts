import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAsset } from '@tripfront/db';
import { notFound } from '../../../../lib/http-errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Pictures the agency uploaded (lib/image-uploads.ts), for everyone: each id names one unchanging
 * picture of this host's agency, so browsers keep it for good. Another agency's id is not found.
 */
const agencyAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/:id',
    {
      schema: {
        tags: ['agency'],
        summary: 'A picture the agency uploaded (logo, favicon, About picture, profile photo)',
        params: z.object({ id: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const tenantId = request.tenant.id;
      const asset = UUID.test(id) ? await db.withTenant(tenantId, (tx) => getAsset(tx, tenantId, id), { readOnly: true }) : null;
      if (!asset) throw notFound('This picture does not exist.');
      return (
        reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('etag', `"${asset.sha256}"`)
          .header('x-content-type-options', 'nosniff')
          // A picture is a picture: nothing in an SVG may run or load, even opened on its own.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .type(asset.contentType)
          .send(Buffer.from(asset.body))
      );
    },
  );
};

export default agencyAssetRoutes;
