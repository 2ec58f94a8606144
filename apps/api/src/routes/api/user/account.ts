import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RESET_TOKEN_TTL_MS,
  VERIFY_TOKEN_TTL_MS,
  forgotPasswordBodySchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  signupRequestSchema,
  tokenBodySchema,
} from '@tripfront/domain';
import {
  consumeAuthToken,
  createAuthToken,
  createUser,
  latestTermsVersion,
  enqueueEmail,
  findUserByEmail,
  getUserById,
  markEmailVerified,
  normaliseEmail,
  recordDealLinkEvent,
  revokeUserSessions,
  setPasswordHash,
} from '@tripfront/db';
import { newSessionToken, sessionIdFor } from '../../../lib/tokens.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { SSO_REQUIRED, passwordRefused } from '../../../lib/sign-in-setup.ts';
import { refuseCommonPassword } from '../../../lib/common-passwords.ts';
import { passwordResetEmail, userRecipient, verificationEmail } from '../../../lib/emails.ts';

export const SIGNUP_SENT = 'Check your inbox: we sent you a link to confirm your email address.';
export const RESET_SENT = 'If an account exists for this email, we sent a link to reset the password.';
export const SIGNUP_UNAVAILABLE = 'Sign up is not available for this agency.';
export const RESEND_SENT = 'If this address has an account waiting for confirmation, we sent it a new link.';
export const LINK_INVALID = 'This link is not valid or has expired. Please ask for a new one.';
const message = z.object({ message: z.string() });

/**
 * Answers that must not tell whether an address has an account (forgot-password, new
 * verification link) come this long after the request started: a known address costs a token
 * and an email row more, which showed as a faster answer for unknown ones (issue #13). Find my
 * booking (bookings/find.ts) answers the same way.
 */
export const EVEN_ANSWER_MS = 250;
export async function evenly<T>(started: number, work: () => Promise<T>): Promise<T> {
  const result = await work();
  const left = EVEN_ANSWER_MS - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return result;
}

/**
 * Sign up with email verification and password reset (spec §2 account routes, issue "Accounts"):
 * for visitors. The signed-in user's own account is in profile.ts.
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, loginLimiter, passwords } = app.deps;
  const linkFor = (origin: string, path: string, token: string, redirect?: string) =>
    `${origin}${path}?token=${token}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;
  // The agency's configured origin, never the request's Host (issue #13: a poisoned Host put the
  // attacker's site in password-reset links).
  const origin = (request: { tenant: { origin: string } }) => request.tenant.origin;

  app.post(
    '/signup',
    { schema: { tags: ['user'], summary: 'Create a traveller account; sends a verification email', body: signupRequestSchema, response: { 201: message } } },
    async (request, reply) => {
      const { agency, id: tenantId } = request.tenant;
      const ssoOnly = agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers;
      if (agency.isHideSignupOption || ssoOnly) throw new HttpError(403, SIGNUP_UNAVAILABLE);
      refuseCommonPassword(request.body.password, 'password');
      // Counted like link requests: each signup sends an email.
      await loginLimiter.links.reserve(tenantId, `signup:${normaliseEmail(request.body.email)}`, request.ip);
      const passwordHash = await passwords.hash(request.body.password);
      const token = newSessionToken();
      const { redirect, ...fields } = request.body;
      // A visitor who came through a deal link signs up as its agent's (decision 0118).
      const dealLink = await app.deps.dealLinks.live(request);
      await db.withTenant(tenantId, async (tx) => {
        // The users' terms in force as the account is made: the version the person agreed to (decision 0127).
        const acceptedTermsVersion = await latestTermsVersion(tx, tenantId, 'users');
        const user = await createUser(tx, { ...fields, tenantId, passwordHash, language: agency.defaultLanguage, acceptedTermsVersion });
        // An existing address gets no second account, and the answer does not tell whether it existed.
        if (!user) return;
        if (dealLink) await recordDealLinkEvent(tx, tenantId, { dealLinkId: dealLink.id, kind: 'signup', userId: user.id });
        await createAuthToken(tx, {
          id: sessionIdFor(token, config.SESSION_SECRET),
          tenantId,
          userId: user.id,
          purpose: 'verify-email',
          expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS),
        });
        await enqueueEmail(tx, tenantId, await verificationEmail(agency, userRecipient(agency, user), linkFor(origin(request), '/verify', token, redirect)));
      });
      return reply.status(201).send({ message: SIGNUP_SENT });
    },
  );

  app.post(
    '/verify',
    { schema: { tags: ['user'], summary: 'Confirm an email address with the emailed token', body: tokenBodySchema, response: { 200: message } } },
    async (request) => {
      const tenantId = request.tenant.id;
      const now = new Date();
      const ok = await db.withTenant(tenantId, async (tx) => {
        const userId = await consumeAuthToken(tx, tenantId, sessionIdFor(request.body.token, config.SESSION_SECRET), 'verify-email', now);
        if (userId) await markEmailVerified(tx, tenantId, userId, now);
        return userId !== null;
      });
      if (!ok) throw new HttpError(400, LINK_INVALID, 'token');
      return { message: 'Your email address is confirmed. You can log in now.' };
    },
  );

  app.post(
    '/forgot-password',
    { schema: { tags: ['user'], summary: 'Email a password reset link', body: forgotPasswordBodySchema, response: { 200: message } } },
    async (request) => {
      const started = performance.now();
      const { agency, id: tenantId } = request.tenant;
      const email = normaliseEmail(request.body.email);
      // Every reset request counts against the address and the IP.
      await loginLimiter.links.reserve(tenantId, email, request.ip);
      const token = newSessionToken();
      await evenly(started, () =>
        db.withTenant(tenantId, async (tx) => {
          const user = await findUserByEmail(tx, tenantId, email);
          // No reset for an account that signs in through the agency's provider (decision 0114); the same answer as ever.
          if (!user || (await passwordRefused(tx, request.tenant, user))) return;
          await createAuthToken(tx, {
            id: sessionIdFor(token, config.SESSION_SECRET),
            tenantId,
            userId: user.id,
            purpose: 'reset-password',
            expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
          });
          await enqueueEmail(tx, tenantId, await passwordResetEmail(agency, userRecipient(agency, user), linkFor(origin(request), '/newPassword', token)));
        }),
      );
      return { message: RESET_SENT };
    },
  );

  app.post(
    '/resend-verification',
    {
      schema: {
        tags: ['user'],
        summary: 'Email a new confirmation link to an account that is not confirmed yet',
        body: resendVerificationBodySchema,
        response: { 200: message },
      },
    },
    async (request) => {
      const started = performance.now();
      const { agency, id: tenantId } = request.tenant;
      const email = normaliseEmail(request.body.email);
      await loginLimiter.links.reserve(tenantId, email, request.ip);
      const token = newSessionToken();
      await evenly(started, () =>
        db.withTenant(tenantId, async (tx) => {
          const user = await findUserByEmail(tx, tenantId, email);
          // Same answer whether or not the address has an unconfirmed account.
          if (!user || user.emailVerifiedAt) return;
          await createAuthToken(tx, {
            id: sessionIdFor(token, config.SESSION_SECRET),
            tenantId,
            userId: user.id,
            purpose: 'verify-email',
            expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS),
          });
          await enqueueEmail(
            tx,
            tenantId,
            await verificationEmail(agency, userRecipient(agency, user), linkFor(origin(request), '/verify', token, request.body.redirect)),
          );
        }),
      );
      return { message: RESEND_SENT };
    },
  );

  app.post(
    '/reset-password',
    { schema: { tags: ['user'], summary: 'Set a new password with the emailed token', body: resetPasswordBodySchema, response: { 200: message } } },
    async (request) => {
      const tenantId = request.tenant.id;
      refuseCommonPassword(request.body.password, 'password');
      const tokenId = sessionIdFor(request.body.token, config.SESSION_SECRET);
      // The hash comes before the token is checked (hashing inside the transaction would hold a
      // connection): count each try against the client, so made-up tokens cannot keep the
      // password worker busy for everyone.
      await loginLimiter.links.reserve(tenantId, `reset:${tokenId}`, request.ip);
      const passwordHash = await passwords.hash(request.body.password);
      const now = new Date();
      const ok = await db.withTenant(tenantId, async (tx) => {
        const userId = await consumeAuthToken(tx, tenantId, tokenId, 'reset-password', now);
        if (!userId) return false;
        // A link sent before the agency turned direct login off sets no password now (the token stays unused).
        const user = await getUserById(tx, tenantId, userId);
        if (user && (await passwordRefused(tx, request.tenant, user))) throw new HttpError(403, SSO_REQUIRED, { code: 'SSO_REQUIRED' });
        await setPasswordHash(tx, tenantId, userId, passwordHash);
        // The emailed link proves the address too.
        await markEmailVerified(tx, tenantId, userId, now);
        await revokeUserSessions(tx, tenantId, userId, now);
        return true;
      });
      if (!ok) throw new HttpError(400, LINK_INVALID, 'token');
      return { message: 'Your password was changed. You can log in with it now.' };
    },
  );
};

export default accountRoutes;
