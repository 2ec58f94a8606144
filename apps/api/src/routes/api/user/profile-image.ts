import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_LIMITS, uploadedImageSchema } from '@tripfront/domain';
import { sessionOf, signedIn } from '../../../lib/auth.ts';
import { acceptImageBodies, storeUploadedImage, UPLOAD_ERROR_ANSWERS } from '../../../lib/image-uploads.ts';

/**
 * The signed-in user's profile photo: the raw picture in the body, checked and stored; the answer's
 * URL is saved with the profile (PUT /api/user/profile), not here.
 */
const profileImageRoutes: FastifyPluginAsyncZod = async (app) => {
  signedIn(app);
  acceptImageBodies(app, () => 'profile');

  app.post(
    '/profile-image',
    {
      bodyLimit: IMAGE_LIMITS.profile.maxBytes,
      schema: {
        tags: ['user'],
        summary: 'Upload a profile photo: the body is the PNG, JPEG, WebP or SVG file; save its URL with PUT /api/user/profile',
        response: { 201: z.object({ data: uploadedImageSchema }), ...UPLOAD_ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      const image = await storeUploadedImage(app.deps, request, 'profile', sessionOf(request).user.id);
      return reply.status(201).send({ data: image });
    },
  );
};

export default profileImageRoutes;
