import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBodySchema, signInProviderSchema, userProfileSchema } from '@tripfront/domain';
import type { FastifyRequest } from 'fastify';
import type { SignInFailure } from '@tripfront/domain/audit';
import { isAgencyStaff } from '@tripfront/domain/navigation/roles';
import { NO_PASSWORD, findUserByEmail, normaliseEmail, revokeSession, type UserRow } from '@tripfront/db';
import { SSO_REQUIRED, passwordMayBeRefused, passwordRefused, providerSetupOf } from '../../../lib/sign-in-setup.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { sessionIdFor } from '../../../lib/tokens.ts';
import { accessTokenOf, clearAccessCookie, refuseDisabled, startSession } from '../../../lib/auth.ts';
import { HttpError, unauthorized } from '../../../lib/http-errors.ts';
import { userProfileOf } from '../../../lib/wallet.ts';

export const WRONG_CREDENTIALS = 'The email or password is incorrect.';
export const EMAIL_NOT_VERIFIED = 'Please confirm your email address first: use the link we emailed you.';
const profileAnswer = z.object({ data: userProfileSchema });

/**
 * Sessions under /api/user (spec §7 POST /api/user/login): opaque tokens stored server-side as
 * HMACs. Logging in and out is for everyone; the signed-in user's own routes are in profile.ts.
 */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, loginLimiter, passwords } = app.deps;

  /**
   * A failed sign-in of a staff account (a wrong password, an invitation not accepted yet, the right
   * password on a deactivated account), or of an email no account has, is audited (decision 0082):
   * the typed email as target, the user when known, the reason, never the password. Travellers' are not.
   */
  async function recordFailedSignIn(tenantId: string, request: FastifyRequest, email: string, user: UserRow | null, reason: SignInFailure): Promise<void> {
    if (user && !isAgencyStaff(user)) return;
    const actor = user ?? { id: null, firstName: '', lastName: '', email };
    const changes = [{ field: 'reason', from: null, to: reason }];
    await db.withTenant(tenantId, (tx) => recordAudit(tx, tenantId, request, actor, { action: 'auth.sign-in-failed', target: email, changes }));
  }

  app.post(
    '/login',
    {
      // An agency Inactive only because its subscription lapsed: its owner signs in to pay (decision 0150).
      config: { billing: true },
      schema: {
        tags: ['user'],
        summary: 'Log in with email and password; sets the x-access-token cookie',
        body: loginBodySchema,
        response: { 200: profileAnswer },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const email = normaliseEmail(request.body.email);
      // Counted before the password is checked, so parallel guesses cannot all pass the limit.
      await loginLimiter.reserve(tenantId, email, request.ip);
      const user = await db.withTenant(tenantId, (tx) => findUserByEmail(tx, tenantId, email));
      // An invited account has no password until its invitation is accepted: it answers as an unknown one (issue #16).
      const usable = user && user.passwordHash !== NO_PASSWORD ? user : null;
      const ok = usable ? await passwords.verify(usable.passwordHash, request.body.password) : await passwords.verifyDummy(request.body.password);
      if (!usable || !ok) {
        await recordFailedSignIn(tenantId, request, email, user, !user ? 'unknown-email' : !usable ? 'invitation-pending' : 'wrong-password');
        throw unauthorized(WRONG_CREDENTIALS);
      }
      await loginLimiter.recordSuccess(tenantId, email, request.ip);
      // The right password on a deactivated account: refused as before (403), and audited for staff.
      if (usable.disabledAt) await recordFailedSignIn(tenantId, request, email, usable, 'deactivated');
      refuseDisabled(usable);
      if (!usable.emailVerifiedAt) throw new HttpError(403, EMAIL_NOT_VERIFIED);
      // Agencies that sign travellers in through their own identity provider (spec §6 SSO) keep
      // password login for their staff only, unless they allow it for everyone.
      // Anyone who signed in through a provider before is held to it too (decision 0114).
      if (
        passwordMayBeRefused(request.tenant.agency) &&
        (await db.withTenant(tenantId, (tx) => passwordRefused(tx, request.tenant, usable), { readOnly: true }))
      ) {
        throw new HttpError(403, SSO_REQUIRED, { code: 'SSO_REQUIRED' });
      }
      await startSession(db, config.SESSION_SECRET, request, reply, usable);
      return { data: await userProfileOf(db, request.tenant, usable) };
    },
  );

  /** The provider's sign-out page for a session signed in through it, or null (no such provider now, none offered, unreachable). */
  async function providerLogout(request: FastifyRequest, provider: string): Promise<string | null> {
    const parsed = signInProviderSchema.safeParse(provider);
    if (!parsed.success) return null;
    try {
      const setup = await providerSetupOf(app, request.tenant, parsed.data);
      return setup ? await app.deps.signIn.endSessionUrl(setup, request.tenant.origin) : null;
    } catch {
      return null;
    }
  }

  app.post(
    '/logout',
    // Only ends the caller's own session: an Inactive agency's blocked page may still log out.
    {
      config: { readOnly: true },
      schema: {
        tags: ['user'],
        summary: "End the session; for one signed in through an identity provider that offers it, where to end the provider's session too",
        response: { 200: z.object({ data: z.object({ loggedOut: z.literal(true), providerLogoutUrl: z.string().optional() }) }) },
      },
    },
    async (request, reply) => {
      const token = accessTokenOf(request);
      let provider: string | null = null;
      if (token) {
        const tenantId = request.tenant.id;
        provider = await db.withTenant(tenantId, (tx) => revokeSession(tx, tenantId, sessionIdFor(token, config.SESSION_SECRET), new Date()));
      }
      clearAccessCookie(request, reply);
      // RP-initiated logout (decision 0114): the provider's sign-out page, back to the storefront's home.
      const providerLogoutUrl = provider ? await providerLogout(request, provider) : null;
      return { data: { loggedOut: true as const, ...(providerLogoutUrl ? { providerLogoutUrl } : {}) } };
    },
  );
};

export default userRoutes;
