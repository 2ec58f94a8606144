import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOOKING_ACCESS_TTL_MS, findBookingBodySchema, tokenBodySchema, userProfileSchema } from '@tripfront/domain';

import { consumeAuthToken, createAuthToken, enqueueEmail, findBookingByReference, getUserById, listBookingsForUser, normaliseEmail } from '@tripfront/db';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import { startSession } from '../../../lib/auth.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { newSessionToken, sessionIdFor } from '../../../lib/tokens.ts';
import { bookingAccessEmail, bookingSignInEmail, recipientOf } from '../../../lib/emails.ts';
import { userProfileOf } from '../../../lib/wallet.ts';
import { evenly, LINK_INVALID } from '../user/account.ts';
import { snapshotOf } from '../../../booking/present.ts';

export const FIND_SENT = 'If this booking exists, we sent a link to its email address.';
const message = z.object({ message: z.string() });
/** The link's token, and the booking it was asked for (the link carries it; the guest's newest otherwise). */
const accessBodySchema = tokenBodySchema.extend({ reference: z.string().trim().max(40).optional() });

/**
 * "Find my booking" (decision 0104): a booking's reference and the address it was booked with
 * e-mail that address a way in, and say nothing else: references are printed on receipts and
 * addresses are guessable, so the two alone never show a booking. A guest's booking gets a
 * single-use link that starts a guest session (30 minutes to use it); an account's gets a link to
 * sign in. For visitors: outside the signed-in booking routes.
 */
const bookingFindRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, loginLimiter } = app.deps;

  app.post(
    '/find',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Find my booking: e-mail a link to a booking, given its reference and the address it was booked with',
        description: 'Always the same answer, whether or not such a booking exists (429 when asked too often).',
        body: findBookingBodySchema,
        response: { 200: message },
      },
    },
    async (request) => {
      const started = performance.now();
      const { agency, id: tenantId, origin } = request.tenant;
      const reference = request.body.reference.toUpperCase();
      const email = normaliseEmail(request.body.email);
      await loginLimiter.links.reserve(tenantId, `find:${reference}`, request.ip);
      const token = newSessionToken();
      await evenly(started, () =>
        db.withTenant(tenantId, async (tx) => {
          const row = await findBookingByReference(tx, tenantId, reference);
          if (!row?.userId) return;
          const owner = await getUserById(tx, tenantId, row.userId);
          const bookedWith = normaliseEmail(snapshotOf(row).leadGuest.email);
          if (!owner || (email !== bookedWith && email !== owner.email)) return;
          // An account's stored language; a guest's is the one they booked in.
          const to = recipientOf(agency, { email, name: owner.firstName, language: owner.isGuest ? snapshotOf(row).language : owner.language });
          if (!owner.isGuest) {
            await enqueueEmail(
              tx,
              tenantId,
              await bookingSignInEmail(agency, to, reference, `${origin}/login?redirect=${encodeURIComponent(`${ROUTES.traveller.trips}/${reference}`)}`),
            );
            return;
          }
          await createAuthToken(tx, {
            id: sessionIdFor(token, config.SESSION_SECRET),
            tenantId,
            userId: owner.id,
            purpose: 'booking-access',
            expiresAt: new Date(Date.now() + BOOKING_ACCESS_TTL_MS),
          });
          await enqueueEmail(
            tx,
            tenantId,
            await bookingAccessEmail(agency, to, reference, `${origin}${ROUTES.traveller.bookingAccess}?token=${token}&reference=${reference}`),
          );
        }),
      );
      return { message: FIND_SENT };
    },
  );

  app.post(
    '/access',
    {
      schema: {
        tags: ['bookings'],
        summary: "Open a guest's booking with the single-use link Find my booking e-mailed; starts the guest's session",
        body: accessBodySchema,
        response: { 200: z.object({ data: z.object({ reference: z.string(), user: userProfileSchema }) }), 400: message },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      await loginLimiter.links.reserve(tenantId, 'access', request.ip);
      const asked = request.body.reference?.toUpperCase();
      const found = await db.withTenant(tenantId, async (tx) => {
        const userId = await consumeAuthToken(tx, tenantId, sessionIdFor(request.body.token, config.SESSION_SECRET), 'booking-access', new Date());
        const user = userId ? await getUserById(tx, tenantId, userId) : null;
        if (!user?.isGuest) return null;
        const own = await listBookingsForUser(tx, tenantId, user.id);
        const booking = own.find((b) => b.reference === asked) ?? own[0];
        return booking ? { user, reference: booking.reference } : null;
      });
      if (!found) throw new HttpError(400, LINK_INVALID, 'token');
      await startSession(db, config.SESSION_SECRET, request, reply, found.user);
      return { data: { reference: found.reference, user: await userProfileOf(db, request.tenant, found.user) } };
    },
  );
};

export default bookingFindRoutes;
