import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_LIMITS, uploadedImageSchema } from '@tripfront/domain';
import { sessionOf } from '../../../../lib/auth.ts';
import { contentEditorsOnly } from '../../../../lib/content-editors.ts';
import { acceptImageBodies, storeUploadedImage, UPLOAD_ERROR_ANSWERS } from '../../../../lib/image-uploads.ts';

/**
 * Pictures of posts and destination pages (covers and pictures in their text): the raw bytes in the
 * body, checked and stored as the Website settings' pictures are (type from the bytes, size limits,
 * SVG cleaned); the answer's URL (served by GET /api/agency/assets/:id) goes into the page.
 */
const contentImageRoutes: FastifyPluginAsyncZod = async (app) => {
  contentEditorsOnly(app);
  acceptImageBodies(app, () => 'content');

  app.post(
    '/images',
    {
      bodyLimit: IMAGE_LIMITS.content.maxBytes,
      schema: {
        tags: ['agency content'],
        summary: 'Upload a picture for a post or destination page: the body is the PNG, JPEG, WebP or SVG file',
        response: { 201: uploadedImageSchema, ...UPLOAD_ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      const image = await storeUploadedImage(app.deps, request, 'content', sessionOf(request).user.id);
      return reply.status(201).send(image);
    },
  );
};

export default contentImageRoutes;
