import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordBodySchema, profileBodySchema, uploadedImageIdOf, userProfileSchema } from '@tripfront/domain';
import { getAssetOrigin, revokeUserSessions, setPasswordHash, updateProfile } from '@tripfront/db';
import { sessionOf, signedIn } from '../../../lib/auth.ts';
import { HttpError, badRequest, notFound } from '../../../lib/http-errors.ts';
import { SSO_REQUIRED, passwordMayBeRefused, passwordRefused } from '../../../lib/sign-in-setup.ts';
import { refuseCommonPassword } from '../../../lib/common-passwords.ts';
import { userProfileOf } from '../../../lib/wallet.ts';

const profileAnswer = z.object({ data: userProfileSchema });

/** The signed-in user's own account under /api/user: who they are, their name and photo, their password. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, loginLimiter, passwords } = app.deps;
  signedIn(app);

  // A guest (decision 0104) reads who they are; the account's other pages need an account.
  app.get(
    '/me',
    { config: { auth: { allowGuests: true } }, schema: { tags: ['user'], summary: 'The signed-in user', response: { 200: profileAnswer } } },
    async (request) => ({
      data: await userProfileOf(db, request.tenant, sessionOf(request).user),
    }),
  );

  app.put(
    '/profile',
    { schema: { tags: ['user'], summary: "Edit the signed-in user's name and photo", body: profileBodySchema, response: { 200: profileAnswer } } },
    async (request) => {
      const tenantId = request.tenant.id;
      const userId = sessionOf(request).user.id;
      const row = await db.withTenant(tenantId, async (tx) => {
        const uploaded = uploadedImageIdOf(request.body.profileImage);
        if (uploaded) {
          // Only a photo this user uploaded as a profile photo: never another person's or the agency's pictures.
          const origin = await getAssetOrigin(tx, tenantId, uploaded);
          if (origin?.slot !== 'profile' || origin.createdBy !== userId) {
            throw badRequest('profileImage: Please upload the photo again: this one is not yours.', 'profileImage');
          }
        }
        return updateProfile(tx, tenantId, userId, request.body);
      });
      if (!row) throw notFound('Account not found.');
      return { data: await userProfileOf(db, request.tenant, row) };
    },
  );

  app.post(
    '/change-password',
    {
      schema: {
        tags: ['user'],
        summary: 'Change the password; other sessions end',
        body: changePasswordBodySchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const tenantId = request.tenant.id;
      if (
        passwordMayBeRefused(request.tenant.agency) &&
        (await db.withTenant(tenantId, (tx) => passwordRefused(tx, request.tenant, session.user), { readOnly: true }))
      ) {
        throw new HttpError(403, SSO_REQUIRED, { code: 'SSO_REQUIRED' });
      }
      // Guessing the current password with a borrowed session counts like failed logins.
      await loginLimiter.reserve(tenantId, session.user.email, request.ip);
      if (!(await passwords.verify(session.user.passwordHash, request.body.currentPassword))) {
        throw badRequest('currentPassword: The current password is incorrect.', 'currentPassword');
      }
      await loginLimiter.recordSuccess(tenantId, session.user.email, request.ip);
      refuseCommonPassword(request.body.newPassword, 'newPassword');
      const passwordHash = await passwords.hash(request.body.newPassword);
      await db.withTenant(tenantId, async (tx) => {
        await setPasswordHash(tx, tenantId, session.user.id, passwordHash);
        await revokeUserSessions(tx, tenantId, session.user.id, new Date(), session.sessionId);
      });
      return { message: 'Your password was changed.' };
    },
  );
};

export default profileRoutes;
