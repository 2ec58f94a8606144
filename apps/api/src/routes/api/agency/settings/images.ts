import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_SLOTS, uploadedImageSchema, type ImageSlot } from '@tripfront/domain';
import { BACK_OFFICE_PAGES } from '@tripfront/domain/navigation/page-permissions';
import { ownerOnly, sessionOf } from '../../../../lib/auth.ts';
import { acceptImageBodies, MAX_UPLOAD_BYTES, storeUploadedImage, UPLOAD_ERROR_ANSWERS } from '../../../../lib/image-uploads.ts';

/** The Website settings' own pictures: profile photos are the user's, content pictures the content editor's (api/agency/content). */
const AGENCY_SLOTS = IMAGE_SLOTS.filter((s): s is Exclude<ImageSlot, 'profile' | 'content'> => s !== 'profile' && s !== 'content');

/**
 * Pictures of the Website settings (logo, mobile logo, favicon, About picture): the raw bytes in the
 * body, checked and stored; the answer's URL goes into the settings. Agency owner and admins who
 * may open Website Settings.
 */
const settingsImageRoutes: FastifyPluginAsyncZod = async (app) => {
  ownerOnly(app, { permission: BACK_OFFICE_PAGES.settingsImages });
  acceptImageBodies(app, (request) => {
    const slot = (request.query as { slot?: unknown }).slot;
    return typeof slot === 'string' && (AGENCY_SLOTS as readonly string[]).includes(slot) ? (slot as ImageSlot) : null;
  });

  app.post(
    '/images',
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        tags: ['agency settings'],
        summary: 'Upload a picture for the Website settings: the body is the PNG, JPEG, WebP or SVG file (agency owner or admin)',
        querystring: z.object({ slot: z.enum(AGENCY_SLOTS) }),
        response: { 201: z.object({ data: uploadedImageSchema }), ...UPLOAD_ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      const image = await storeUploadedImage(app.deps, request, request.query.slot, sessionOf(request).user.id);
      return reply.status(201).send({ data: image });
    },
  );
};

export default settingsImageRoutes;
