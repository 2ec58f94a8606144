import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptInvitationBodySchema, invitationLookupSchema, tokenBodySchema, userProfileSchema } from '@tripfront/domain';
import { acceptInvitation, consumeAuthToken, getUserById, peekAuthToken, revokeUserSessions } from '@tripfront/db';
import { sessionIdFor } from '../../../lib/tokens.ts';
import { startSession } from '../../../lib/auth.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { refuseCommonPassword } from '../../../lib/common-passwords.ts';
import { LINK_INVALID } from './account.ts';
import { userProfileOf } from '../../../lib/wallet.ts';

/**
 * Accepting an emailed invitation (issue #16; agents, clients and approved applicants alike): the
 * page first asks who was invited, then sets the password and name, which also confirms the
 * address and signs the person in. The link works once; a disabled account's link does not work.
 */
const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, loginLimiter, passwords } = app.deps;

  app.post(
    '/invitation',
    {
      schema: {
        tags: ['user'],
        summary: 'Who an invitation link is for (does not use the link up)',
        body: tokenBodySchema,
        response: { 200: z.object({ data: invitationLookupSchema }) },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const tokenId = sessionIdFor(request.body.token, config.SESSION_SECRET);
      await loginLimiter.links.reserve(tenantId, `invitation:${tokenId}`, request.ip);
      const user = await db.withTenant(tenantId, async (tx) => {
        const userId = await peekAuthToken(tx, tenantId, tokenId, 'invitation', new Date());
        return userId ? getUserById(tx, tenantId, userId) : null;
      });
      if (!user || user.disabledAt) throw new HttpError(400, LINK_INVALID, 'token');
      return { data: { email: user.email, firstName: user.firstName, lastName: user.lastName } };
    },
  );

  app.post(
    '/accept-invitation',
    {
      schema: {
        tags: ['user'],
        summary: 'Set the password and name of an invited account with the emailed token; signs in',
        body: acceptInvitationBodySchema,
        response: { 200: z.object({ data: userProfileSchema }) },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      refuseCommonPassword(request.body.password, 'password');
      const tokenId = sessionIdFor(request.body.token, config.SESSION_SECRET);
      // Hashing comes before the token is checked: count each try, as the password reset does.
      await loginLimiter.links.reserve(tenantId, `invitation:${tokenId}`, request.ip);
      const passwordHash = await passwords.hash(request.body.password);
      const now = new Date();
      const user = await db.withTenant(tenantId, async (tx) => {
        const userId = await consumeAuthToken(tx, tenantId, tokenId, 'invitation', now);
        if (!userId) return null;
        const target = await getUserById(tx, tenantId, userId);
        if (!target || target.disabledAt) return null;
        const updated = await acceptInvitation(tx, tenantId, userId, { passwordHash, firstName: request.body.firstName, lastName: request.body.lastName, now });
        await revokeUserSessions(tx, tenantId, userId, now);
        return updated;
      });
      if (!user) throw new HttpError(400, LINK_INVALID, 'token');
      await startSession(db, config.SESSION_SECRET, request, reply, user);
      return { data: await userProfileOf(db, request.tenant, user) };
    },
  );
};

export default invitationRoutes;
