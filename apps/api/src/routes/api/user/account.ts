import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RESET_TOKEN_TTL_MS,
  VERIFY_TOKEN_TTL_MS,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  profileBodySchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  signupRequestSchema,
  tokenBodySchema,
  userProfileSchema,
} from '@tripfront/domain';
import {
  consumeAuthToken,
  createAuthToken,
  createUser,
  enqueueEmail,
  findUserByEmail,
  listOutbox,
  markEmailVerified,
  normaliseEmail,
  parseDeliveryState,
  revokeUserSessions,
  setPasswordHash,
  toUserProfile,
  updateProfile,
} from '@tripfront/db';
import { newSessionToken, sessionIdFor } from '../../../lib/tokens.ts';
import { devToolsEnabled, requireSession } from '../../../lib/auth.ts';
import { badRequest, HttpError, notFound } from '../../../lib/http-errors.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../../lib/common-passwords.ts';
import { passwordResetEmail, verificationEmail } from '../../../lib/emails.ts';

export const SIGNUP_SENT = 'Check your inbox: we sent you a link to confirm your email address.';
export const RESET_SENT = 'If an account exists for this email, we sent a link to reset the password.';
export const SIGNUP_UNAVAILABLE = 'Sign up is not available for this agency.';
export const RESEND_SENT = 'If this address has an account waiting for confirmation, we sent it a new link.';
export const LINK_INVALID = 'This link is not valid or has expired. Please ask for a new one.';
const message = z.object({ message: z.string() });

/**
 * Answers that must not tell whether an address has an account (forgot-password, new
 * verification link) come this long after the request started: a known address costs a token
 * and an email row more, which showed as a faster answer for unknown ones (issue #13).
 */
export const EVEN_ANSWER_MS = 250;
async function evenly<T>(started: number, work: () => Promise<T>): Promise<T> {
  const result = await work();
  const left = EVEN_ANSWER_MS - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return result;
}

/** Sign up with email verification, password reset, profile (spec §2 account routes, issue "Accounts"). */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, loginLimiter, passwords } = app.deps;
  const linkFor = (origin: string, path: string, token: string, redirect?: string) =>
    `${origin}${path}?token=${token}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;
  // The agency's configured origin, never the request's Host (issue #13: a poisoned Host put the
  // attacker's site in password-reset links).
  const origin = (request: { tenant: { origin: string } }) => request.tenant.origin;
  const refuseCommon = (password: string, field: string) => {
    if (isCommonPassword(password)) throw badRequest(`${field}: ${COMMON_PASSWORD_MESSAGE}`, field);
  };

  app.post(
    '/api/user/signup',
    { schema: { tags: ['user'], summary: 'Create a traveller account; sends a verification email', body: signupRequestSchema, response: { 201: message } } },
    async (request, reply) => {
      const { agency, id: tenantId } = request.tenant;
      const ssoOnly = agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers;
      if (agency.isHideSignupOption || ssoOnly) throw new HttpError(403, SIGNUP_UNAVAILABLE);
      refuseCommon(request.body.password, 'password');
      // Counted like link requests: each signup sends an email.
      await loginLimiter.links.reserve(tenantId, `signup:${normaliseEmail(request.body.email)}`, request.ip);
      const passwordHash = await passwords.hash(request.body.password);
      const token = newSessionToken();
      const { redirect, ...fields } = request.body;
      await db.withTenant(tenantId, async (tx) => {
        const user = await createUser(tx, { ...fields, tenantId, passwordHash, language: agency.defaultLanguage });
        // An existing address gets no second account, and the answer does not tell whether it existed.
        if (!user) return;
        await createAuthToken(tx, { id: sessionIdFor(token, config.SESSION_SECRET), tenantId, userId: user.id, purpose: 'verify-email', expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS) });
        await enqueueEmail(tx, tenantId, verificationEmail(agency, user.email, linkFor(origin(request), '/verify', token, redirect)));
      });
      return reply.status(201).send({ message: SIGNUP_SENT });
    },
  );

  app.post(
    '/api/user/verify',
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
    '/api/user/forgot-password',
    { schema: { tags: ['user'], summary: 'Email a password reset link', body: forgotPasswordBodySchema, response: { 200: message } } },
    async (request) => {
      const started = performance.now();
      const { agency, id: tenantId } = request.tenant;
      const email = normaliseEmail(request.body.email);
      // Every reset request counts against the address and the IP.
      await loginLimiter.links.reserve(tenantId, email, request.ip);
      const token = newSessionToken();
      await evenly(started, () => db.withTenant(tenantId, async (tx) => {
        const user = await findUserByEmail(tx, tenantId, email);
        if (!user) return;
        await createAuthToken(tx, { id: sessionIdFor(token, config.SESSION_SECRET), tenantId, userId: user.id, purpose: 'reset-password', expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
        await enqueueEmail(tx, tenantId, passwordResetEmail(agency, user.email, linkFor(origin(request), '/newPassword', token)));
      }));
      return { message: RESET_SENT };
    },
  );

  app.post(
    '/api/user/resend-verification',
    { schema: { tags: ['user'], summary: 'Email a new confirmation link to an account that is not confirmed yet', body: resendVerificationBodySchema, response: { 200: message } } },
    async (request) => {
      const started = performance.now();
      const { agency, id: tenantId } = request.tenant;
      const email = normaliseEmail(request.body.email);
      await loginLimiter.links.reserve(tenantId, email, request.ip);
      const token = newSessionToken();
      await evenly(started, () => db.withTenant(tenantId, async (tx) => {
        const user = await findUserByEmail(tx, tenantId, email);
        // Same answer whether or not the address has an unconfirmed account.
        if (!user || user.emailVerifiedAt) return;
        await createAuthToken(tx, { id: sessionIdFor(token, config.SESSION_SECRET), tenantId, userId: user.id, purpose: 'verify-email', expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS) });
        await enqueueEmail(tx, tenantId, verificationEmail(agency, user.email, linkFor(origin(request), '/verify', token, request.body.redirect)));
      }));
      return { message: RESEND_SENT };
    },
  );

  app.post(
    '/api/user/reset-password',
    { schema: { tags: ['user'], summary: 'Set a new password with the emailed token', body: resetPasswordBodySchema, response: { 200: message } } },
    async (request) => {
      const tenantId = request.tenant.id;
      refuseCommon(request.body.password, 'password');
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

  app.put(
    '/api/user/profile',
    { config: { auth: {} }, schema: { tags: ['user'], summary: "Edit the signed-in user's name and photo", body: profileBodySchema, response: { 200: z.object({ data: userProfileSchema }) } } },
    async (request) => {
      const session = requireSession(await app.session(request));
      const tenantId = request.tenant.id;
      const row = await db.withTenant(tenantId, (tx) => updateProfile(tx, tenantId, session.user.id, request.body));
      if (!row) throw notFound('Account not found.');
      return { data: toUserProfile(row) };
    },
  );

  app.post(
    '/api/user/change-password',
    { config: { auth: {} }, schema: { tags: ['user'], summary: 'Change the password; other sessions end', body: changePasswordBodySchema, response: { 200: message } } },
    async (request) => {
      const session = requireSession(await app.session(request));
      const tenantId = request.tenant.id;
      // Guessing the current password with a borrowed session counts like failed logins.
      await loginLimiter.reserve(tenantId, session.user.email, request.ip);
      if (!(await passwords.verify(session.user.passwordHash, request.body.currentPassword))) {
        throw badRequest('currentPassword: The current password is incorrect.', 'currentPassword');
      }
      await loginLimiter.recordSuccess(tenantId, session.user.email, request.ip);
      refuseCommon(request.body.newPassword, 'newPassword');
      const passwordHash = await passwords.hash(request.body.newPassword);
      await db.withTenant(tenantId, async (tx) => {
        await setPasswordHash(tx, tenantId, session.user.id, passwordHash);
        await revokeUserSessions(tx, tenantId, session.user.id, new Date(), session.sessionId);
      });
      return { message: 'Your password was changed.' };
    },
  );

  // Development only: without a mail server, sent messages can be read here (and at /dev/mail).
  if (devToolsEnabled(config)) {
    const delivery = z.object({
      status: z.enum(['sent', 'queued', 'retrying', 'failed']),
      attempts: z.number().int(),
      retryAt: z.date().nullable(),
      lastError: z.string().nullable(),
    });
    app.get(
      '/api/dev/outbox',
      {
        schema: {
          tags: ['development'],
          summary: "This agency's emails, newest first (not in production)",
          response: {
            200: z.object({
              smtp: z.boolean(),
              data: z.array(z.object({ id: z.string(), toAddress: z.string(), subject: z.string(), text: z.string(), html: z.string(), createdAt: z.date(), sentAt: z.date().nullable(), delivery })),
            }),
          },
        },
      },
      async (request) => {
        const tenantId = request.tenant.id;
        const rows = await db.withTenant(tenantId, (tx) => listOutbox(tx, tenantId));
        return {
          smtp: Boolean(config.SMTP_URL),
          data: rows.map(({ lastError, ...row }) => {
            const state = parseDeliveryState(lastError);
            const status = row.sentAt ? 'sent' : !state ? 'queued' : state.retryAt === null ? 'failed' : 'retrying';
            return {
              ...row,
              delivery: { status, attempts: state?.attempts ?? (row.sentAt ? 1 : 0), retryAt: state?.retryAt ?? null, lastError: state?.message ?? null } as const,
            };
          }),
        };
      },
    );
  }
};

export default accountRoutes;
