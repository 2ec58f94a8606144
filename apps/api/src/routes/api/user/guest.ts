import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestBodySchema, userProfileSchema } from '@tripfront/domain';
import { createGuestUser, normaliseEmail } from '@tripfront/db';
import { startSession } from '../../../lib/auth.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { userProfileOf } from '../../../lib/wallet.ts';

export const GUEST_UNAVAILABLE = 'Please log in or sign up to book with this agency.';
const profileAnswer = z.object({ data: userProfileSchema });

/**
 * Guest checkout (decision 0104): where the agency allows the non-login flow (spec §3
 * allowNonLoginFlow), a visitor books without an account. The checkout's lead guest becomes a guest
 * of the agency, a new one each time (typing an address never opens another guest's bookings), with
 * a session that may hold, book and read its own bookings and nothing of an account.
 */
const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, loginLimiter } = app.deps;

  app.post(
    '/guest',
    {
      schema: {
        tags: ['user'],
        summary: 'Book as a guest (agencies with the non-login flow): starts a guest session for the lead guest; sets the x-access-token cookie',
        description:
          '403 when the agency asks travellers to sign in. The guest holds, books and reads their own bookings; an account of the same address adopts them once its address is verified.',
        body: guestBodySchema,
        response: { 200: profileAnswer, 403: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { agency, id: tenantId } = request.tenant;
      if (!agency.allowNonLoginFlow) throw new HttpError(403, GUEST_UNAVAILABLE, { code: 'GUEST_CHECKOUT_OFF' });
      // Each guest is a row: counted per address and per network address like emailed links are.
      await loginLimiter.links.reserve(tenantId, `guest:${normaliseEmail(request.body.email)}`, request.ip);
      const user = await db.withTenant(tenantId, (tx) => createGuestUser(tx, { tenantId, ...request.body, language: agency.defaultLanguage }));
      await startSession(db, config.SESSION_SECRET, request, reply, user);
      return { data: await userProfileOf(db, request.tenant, user) };
    },
  );
};

export default guestRoutes;
