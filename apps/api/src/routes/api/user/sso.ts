import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redirectPathSchema, signInProviderSchema, ssoBodySchema, userProfileSchema, type SignInProvider, type SsoError } from '@tripfront/domain';
import { findUserByEmail, normaliseEmail } from '@tripfront/db';
import { normaliseRedirectPath } from '@tripfront/domain/navigation/routes';
import { UnreadableSecretError } from '../../../lib/agency-secrets.ts';
import { assertAllowed, devToolsEnabled, startSession } from '../../../lib/auth.ts';
import { HttpError, notFound, unauthorized } from '../../../lib/http-errors.ts';
import { accountForSignIn, createVerifiedTraveller } from '../../../lib/sign-in-accounts.ts';
import { providerSetupOf } from '../../../lib/sign-in-setup.ts';
import { SignInError, type PendingSignIn, type ProviderSetup } from '../../../lib/sign-in.ts';
import { sandboxSso, type SsoAdapter } from '../../../lib/sso-sandbox.ts';
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

const errorAnswer = z.object({ statusCode: z.number(), error: z.string(), message: z.string(), field: z.string().optional(), code: z.string().optional() });

/** Where a sign-in through a provider that failed ends: the /sso page words the reason. */
const failedAt = (reason: SsoError) => `/sso?error=${reason}`;

const startQuery = z.object({
  navigateTo: safePath,
  /** Which provider: the agency's own (`oidc`, the default) or a social preset. */
  provider: signInProviderSchema.default('oidc'),
  /** "Test sign-in" from the Login settings (owner or admin): the claims are reported, nobody is signed in. */
  test: z.enum(['1']).optional(),
});

/** The callback's parameters as the provider sends them (query, or a form POST for Apple); anything else is left to openid-client. */
const callbackParams = z
  .object({ state: z.string().max(200).optional(), code: z.string().max(4096).optional(), error: z.string().max(200).optional() })
  .passthrough();

/**
 * Single sign-on of spec §6 (agency `sso` settings) and social sign-in (decision 0114).
 *
 * Through an OpenID Connect provider (the agency's own, or Google, Microsoft or Apple):
 * 1. GET /api/user/sso/start?provider=…&navigateTo=… keeps the attempt (PKCE verifier, nonce, where
 *    to go) under a random state, sets that state in a cookie, and sends the browser to the provider;
 * 2. the provider sends the browser back to GET (or, for Apple, POST) /api/user/sso/callback with a
 *    code and the state; the state must match the cookie and be unused; the code is exchanged and
 *    the ID token checked (lib/sign-in.ts); the account is found, linked or made
 *    (lib/sign-in-accounts.ts); a fresh session starts and the browser goes to navigateTo.
 *    Whatever fails, the browser lands on /sso?error=<reason>, worded there, and nobody is signed in.
 *
 * Without a provider set up, outside production the sandbox adapter plays one (`/sso?sandbox=1`,
 * then POST /api/user/sso with its assertion); in production an agency with single sign-on on and
 * no provider sends the browser to its own website (its return URL, spec §4 "Login redirect").
 */
const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, store, signIn } = app.deps;
  const sandbox = devToolsEnabled(config) ? sandboxSso(config.SESSION_SECRET) : null;
  const adapter: SsoAdapter = sandbox ?? portalOnly;
  const stateKey = (tenantId: string, state: string) => `sso:state:${tenantId}:${state}`;
  const testKey = (tenantId: string, state: string) => `sso:test:${tenantId}:${state}`;

  // Apple's answer is a form POST to the callback (response_mode=form_post): read here, nowhere else.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** The state cookie: it binds the attempt to this browser. SameSite=None over HTTPS so Apple's cross-site form POST carries it. */
  const setStateCookie = (request: FastifyRequest, reply: FastifyReply, state: string) => {
    const secure = request.tenant.origin.startsWith('https:');
    void reply.setCookie(SSO_STATE_COOKIE, state, { httpOnly: true, sameSite: secure ? 'none' : 'lax', secure, path: '/', maxAge: STATE_TTL_SECONDS });
  };

  const setupOf = (request: FastifyRequest, provider: SignInProvider) => providerSetupOf(app, request.tenant, provider);

  app.get(
    '/sso/start',
    {
      schema: {
        tags: ['user'],
        summary: "Start a sign-in at the agency's identity provider or a social provider: redirects there",
        querystring: startQuery,
        // A test sign-in (test=1) needs the agency owner's or an admin's session.
        response: { 401: errorAnswer, 403: errorAnswer },
      },
    },
    async (request, reply) => {
      const { agency, id: tenantId } = request.tenant;
      const { provider, navigateTo = '', test } = request.query;
      if (test) {
        const session = await app.session(request);
        if (!session) throw unauthorized();
        assertAllowed(session, { level: 'ownerOrAdmin' });
      }
      const state = randomBytes(18).toString('base64url');
      if (provider === 'oidc' && agency.sso.oidc === null) {
        // Single sign-on without a provider: the sandbox's (development) or the agency's own website.
        if (!agency.sso.isSSOEnabled) throw notFound(SSO_NOT_ENABLED);
        await store.set(stateKey(tenantId, state), JSON.stringify({ sandbox: true, navigateTo }), STATE_TTL_SECONDS);
        setStateCookie(request, reply, state);
        return reply.redirect(adapter.authorizeUrl({ tenantId, state, returnUrl: agency.returnUrl, navigateTo: navigateTo || undefined }), 302);
      }
      let setup: ProviderSetup | null;
      try {
        setup = await setupOf(request, provider);
      } catch (error) {
        if (error instanceof UnreadableSecretError) return reply.redirect(failedAt('client'), 302);
        throw error;
      }
      if (!setup) return reply.redirect(failedAt('notEnabled'), 302);
      try {
        const { url, pending } = await signIn.start(setup, { origin: request.tenant.origin, state, navigateTo, test: Boolean(test) });
        await store.set(stateKey(tenantId, state), JSON.stringify(pending), STATE_TTL_SECONDS);
        setStateCookie(request, reply, state);
        return reply.redirect(url, 302);
      } catch (error) {
        if (!(error instanceof SignInError)) throw error;
        request.log.warn({ provider, reason: error.reason, err: error.message }, 'a sign-in could not start at the identity provider');
        return reply.redirect(failedAt(error.reason), 302);
      }
    },
  );

  /** The provider's answer: sign the person in, or end on /sso with the reason. */
  async function callback(request: FastifyRequest, reply: FastifyReply, given: z.infer<typeof callbackParams>) {
    const { id: tenantId } = request.tenant;
    const params = new URLSearchParams(Object.entries(given).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])));
    const state = given.state;
    const cookieState = request.cookies[SSO_STATE_COOKIE];
    void reply.clearCookie(SSO_STATE_COOKIE, { path: '/' });
    const fail = (reason: SsoError, detail: string, provider?: SignInProvider) => {
      request.log.warn({ provider, reason, err: detail }, 'a sign-in through an identity provider failed');
      return reply.redirect(failedAt(reason), 302);
    };
    // The attempt this browser started, once: an unknown, expired, replayed or foreign state signs nobody in.
    if (!state || state !== cookieState) return fail('state', 'the state does not match this browser’s');
    const stored = await store.get(stateKey(tenantId, state));
    if (!stored || (await store.incr(`sso:used:${tenantId}:${state}`, STATE_TTL_SECONDS)) > 1) return fail('state', 'the state is unknown, expired or used');
    await store.del(stateKey(tenantId, state));
    const pending = JSON.parse(stored) as PendingSignIn | { sandbox: true };
    if ('sandbox' in pending) return fail('state', 'the state belongs to the sandbox sign-in');
    const { provider } = pending;
    try {
      const setup = await setupOf(request, provider);
      if (!setup) return fail('notEnabled', 'the provider is no longer set up', provider);
      const verified = await signIn.finish(setup, { origin: request.tenant.origin, state, params, pending });
      if (pending.test) {
        // Reported to the owner or admin who started it (GET /sso/test/:state), for ten minutes; nobody is signed in.
        const report = { provider, issuer: verified.issuer, subject: verified.subject, claims: verified.claims };
        await store.set(testKey(tenantId, state), JSON.stringify(report), STATE_TTL_SECONDS);
        return reply.redirect(`/sso?test=${encodeURIComponent(state)}`, 302);
      }
      const user = await accountForSignIn(db, request.tenant, provider, verified, setup.claims);
      await startSession(db, config.SESSION_SECRET, request, reply, user, provider);
      return reply.redirect(normaliseRedirectPath(pending.navigateTo) ?? '/', 302);
    } catch (error) {
      if (error instanceof SignInError) return fail(error.reason, error.message, provider);
      if (error instanceof UnreadableSecretError) return fail('client', error.message, provider);
      // A disabled account (startSession refuses it) is told as such, not as a server error.
      if (error instanceof HttpError && error.statusCode === 403) return fail('account', error.message, provider);
      throw error;
    }
  }

  app.get(
    '/sso/callback',
    {
      schema: {
        tags: ['user'],
        summary: "The identity provider's answer (authorization code or error): signs in, then redirects",
        querystring: callbackParams,
      },
    },
    (request, reply) => callback(request, reply, request.query),
  );

  app.post(
    '/sso/callback',
    {
      schema: {
        tags: ['user'],
        summary: "The identity provider's answer as a form POST (Apple's response_mode=form_post): signs in, then redirects",
        body: callbackParams,
      },
    },
    (request, reply) => callback(request, reply, request.body),
  );

  app.get(
    '/sso/test/:state',
    {
      // Checked in the handler (this subtree has no guard); declared for the OpenAPI document.
      config: { auth: { level: 'ownerOrAdmin' } },
      schema: {
        tags: ['user'],
        summary: 'What a test sign-in from the Login settings received: the provider, issuer, subject and ID token claims (agency owner or admin)',
        params: z.object({ state: z.string().min(1).max(200) }),
        response: {
          200: z.object({
            data: z.object({ provider: signInProviderSchema, issuer: z.string(), subject: z.string(), claims: z.record(z.string(), z.unknown()) }),
          }),
        },
      },
    },
    async (request) => {
      const session = await app.session(request);
      if (!session) throw unauthorized();
      assertAllowed(session, { level: 'ownerOrAdmin' });
      const report = await store.get(testKey(request.tenant.id, request.params.state));
      if (!report) throw notFound('This test sign-in has ended or was never made: run it again.');
      return { data: JSON.parse(report) as { provider: SignInProvider; issuer: string; subject: string; claims: Record<string, unknown> } };
    },
  );

  sandboxFinish(app, adapter, sandbox !== null, stateKey);
};

export default ssoRoutes;

/**
 * POST /api/user/sso: the sandbox identity provider's sign-in (development only) ends here with its
 * assertion; providers answer at /api/user/sso/callback.
 */
function sandboxFinish(app: FastifyInstance, adapter: SsoAdapter, sandbox: boolean, stateKey: (tenantId: string, state: string) => string): void {
  const { db, config, store } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/sso',
    {
      schema: {
        tags: ['user'],
        summary: "Finish the sandbox identity provider's sign-in (development only) with its assertion; sets the x-access-token cookie",
        body: ssoBodySchema,
        response: { 200: z.object({ data: userProfileSchema, navigateTo: z.string().nullable() }) },
      },
    },
    async (request, reply) => {
      const { agency, id: tenantId } = request.tenant;
      if (!agency.sso.isSSOEnabled) throw notFound(SSO_NOT_ENABLED);
      // Providers answer at /api/user/sso/callback; only the sandbox hands an assertion to this route.
      if (!sandbox) throw notFound(SSO_NOT_CONFIGURED);
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
        // First sign-in: the provider vouches for the person, so the traveller account is created verified, without a password.
        user = await db.withTenant(tenantId, (tx) =>
          createVerifiedTraveller(tx, request.tenant, { email, firstName: identity.firstName, lastName: identity.lastName }, now),
        );
        if (!user) throw new HttpError(409, SSO_LINK_INVALID);
      }
      let navigateTo: string | null = null;
      if (state !== undefined) {
        const stored = await store.get(stateKey(tenantId, state));
        navigateTo = stored ? (JSON.parse(stored) as { navigateTo?: string }).navigateTo || null : null;
        await store.del(stateKey(tenantId, state));
        void reply.clearCookie(SSO_STATE_COOKIE, { path: '/' });
      }
      await startSession(db, config.SESSION_SECRET, request, reply, user);
      return { data: await userProfileOf(db, request.tenant, user), navigateTo };
    },
  );
}
