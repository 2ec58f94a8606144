import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redirectPathSchema, ssoBodySchema, userProfileSchema } from '@tripfront/domain';
import { createUser, findUserByEmail, markEmailVerified, normaliseEmail } from '@tripfront/db';
import { devToolsEnabled, startSession } from '../../../lib/auth.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';
import { sandboxSso, type SsoAdapter } from '../../../lib/sso-sandbox.ts';
import { newSessionToken } from '../../../lib/tokens.ts';
import { userProfileOf } from '../../../lib/wallet.ts';

export const SSO_STATE_COOKIE = 'tf-sso-state';
const STATE_TTL_SECONDS = 10 * 60;
export const SSO_NOT_ENABLED = 'Single sign-on is not set up for this agency.';
export const SSO_LINK_INVALID = 'This sign-in link is not valid or has expired. Please sign in again.';
export const SSO_NOT_CONFIGURED = 'Single sign-on is not connected to an identity provider on this server yet.';

const safePath = redirectPathSchema;

/**
 * Production placeholder until an agency's identity provider is connected: the sign-in starts at
 * the agency's own website (its return URL, spec §4 "Login redirect"), and no assertion verifies.
 */
const portalOnly: SsoAdapter = {
  authorizeUrl: ({ returnUrl, navigateTo }) => {
    const base = returnUrl.trim() || '/';
    return navigateTo ? `${base}${base.includes('?') ? '&' : '?'}navigateTo=${encodeURIComponent(navigateTo)}` : base;
  },
  verify: () => null,
};

/**
 * Single sign-on of spec §6 (agency `sso` settings). The handshake:
 * 1. GET /api/user/sso/start?navigateTo=… sets a `state` cookie and sends the browser to the
 *    identity provider with that state;
 * 2. the provider sends the browser to /sso?token=<assertion>&state=…;
 * 3. the /sso page posts both to POST /api/user/sso, which checks the state against the cookie,
 *    verifies the assertion (signature, audience = this agency, expiry, single use), finds or
 *    creates the traveller, starts a fresh session and answers where to go (navigateTo).
 * The sandbox adapter plays the provider outside production; a real one replaces `adapter`.
 */
const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, store } = app.deps;
  const sandbox = devToolsEnabled(config) ? sandboxSso(config.SESSION_SECRET) : null;
  const adapter: SsoAdapter = sandbox ?? portalOnly;
  const stateKey = (tenantId: string, state: string) => `sso:state:${tenantId}:${state}`;

  app.get(
    '/sso/start',
    {
      schema: {
        tags: ['user'],
        summary: "Start single sign-on: redirects to the agency's identity provider",
        querystring: z.object({ navigateTo: safePath }),
      },
    },
    async (request, reply) => {
      const { agency, id: tenantId } = request.tenant;
      if (!agency.sso.isSSOEnabled) throw notFound(SSO_NOT_ENABLED);
      const state = randomBytes(18).toString('base64url');
      await store.set(stateKey(tenantId, state), request.query.navigateTo ?? '', STATE_TTL_SECONDS);
      void reply.setCookie(SSO_STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: '/',
        maxAge: STATE_TTL_SECONDS,
      });
      return reply.redirect(adapter.authorizeUrl({ tenantId, state, returnUrl: agency.returnUrl, navigateTo: request.query.navigateTo }), 302);
    },
  );

  app.post(
    '/sso',
    {
      schema: {
        tags: ['user'],
        summary: "Finish single sign-on with the identity provider's assertion; sets the x-access-token cookie",
        body: ssoBodySchema,
        response: { 200: z.object({ data: userProfileSchema, navigateTo: z.string().nullable() }) },
      },
    },
    async (request, reply) => {
      const { agency, id: tenantId } = request.tenant;
      if (!agency.sso.isSSOEnabled) throw notFound(SSO_NOT_ENABLED);
      if (!sandbox) throw new HttpError(501, SSO_NOT_CONFIGURED);
      const now = new Date();
      const identity = adapter.verify(request.body.token, { tenantId, now });
      if (!identity) throw new HttpError(400, SSO_LINK_INVALID, 'token');
      // A sign-in the storefront started must come back to the browser that started it.
      const cookieState = request.cookies[SSO_STATE_COOKIE];
      const state = identity.state ?? request.body.state;
      const mismatch = identity.state !== undefined && request.body.state !== undefined && identity.state !== request.body.state;
      if (mismatch || (state !== undefined && state !== cookieState)) {
        throw new HttpError(400, SSO_LINK_INVALID, 'state');
      }
      // Each assertion works once, on every instance (the store is Redis when configured).
      const ttl = Math.max(1, Math.ceil((identity.expiresAt.getTime() - now.getTime()) / 1000));
      if ((await store.incr(`sso:jti:${tenantId}:${identity.id}`, ttl)) > 1) throw new HttpError(400, SSO_LINK_INVALID, 'token');

      const email = normaliseEmail(identity.email);
      let user = await db.withTenant(tenantId, (tx) => findUserByEmail(tx, tenantId, email));
      if (!user) {
        // First sign-in: the provider vouches for the person, so the traveller account is created
        // verified, with an unusable random password (password reset can set one later).
        const passwordHash = await app.deps.passwords.hash(newSessionToken());
        user = await db.withTenant(tenantId, async (tx) => {
          const created = await createUser(tx, {
            tenantId,
            email,
            passwordHash,
            firstName: identity.firstName || email.split('@')[0]!,
            lastName: identity.lastName,
            language: agency.defaultLanguage,
          });
          const row = created ?? (await findUserByEmail(tx, tenantId, email));
          if (row) await markEmailVerified(tx, tenantId, row.id, now);
          return row;
        });
        if (!user) throw new HttpError(409, SSO_LINK_INVALID);
      }
      let navigateTo: string | null = null;
      if (state !== undefined) {
        navigateTo = (await store.get(stateKey(tenantId, state))) || null;
        await store.del(stateKey(tenantId, state));
        void reply.clearCookie(SSO_STATE_COOKIE, { path: '/' });
      }
      await startSession(db, config.SESSION_SECRET, request, reply, user);
      return { data: await userProfileOf(db, request.tenant, user), navigateTo };
    },
  );
};

export default ssoRoutes;
