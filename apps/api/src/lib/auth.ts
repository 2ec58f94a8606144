import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { UserType } from '@tripfront/domain';
import { canReadNavItem, isAgent, type NavPermissionKey } from '@tripfront/domain/navigation/roles';
import { createSession, findLiveSession, revokeSession, touchSession, type Database, type SessionWithUser } from '@tripfront/db';
import type { Config } from '../config.ts';
import { looksLikeToken, newSessionToken, sessionIdFor } from './tokens.ts';
import { forbidden, unauthorized } from './http-errors.ts';

export const ACCESS_COOKIE = 'x-access-token';
/** A session ends after this long without use… */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** …and in any case this long after login. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export function accessTokenOf(request: FastifyRequest): string | null {
  const header = request.headers['x-access-token'];
  const token = (typeof header === 'string' && header !== '' ? header : undefined) ?? request.cookies[ACCESS_COOKIE];
  return looksLikeToken(token) ? token : null;
}

/** The signed-in session of this request, if any (idle and absolute timeouts applied). */
export async function currentSession(
  db: Database,
  secret: string,
  request: FastifyRequest,
  now = new Date(),
): Promise<SessionWithUser | null> {
  const token = accessTokenOf(request);
  if (!token) return null;
  const tenantId = request.tenant.id;
  const id = sessionIdFor(token, secret);
  return db.withTenant(tenantId, async (tx) => {
    const session = await findLiveSession(tx, tenantId, id, now);
    if (!session) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(tx, tenantId, id, now);
    return session;
  });
}

/**
 * Signs `userId` in: a new token every time (an earlier token, e.g. one planted before login, is
 * never promoted and is ended), stored only as its HMAC, with the absolute expiry; sets the cookie.
 */
export async function startSession(db: Database, secret: string, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const tenantId = request.tenant.id;
  const previous = accessTokenOf(request);
  const token = newSessionToken();
  const now = new Date();
  await db.withTenant(tenantId, async (tx) => {
    if (previous) await revokeSession(tx, tenantId, sessionIdFor(previous, secret), now);
    await createSession(tx, { id: sessionIdFor(token, secret), tenantId, userId, now, expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS) });
  });
  setAccessCookie(request, reply, token);
}

/** Development helpers (the outbox reader, the sandbox identity provider) exist only outside production. */
export function devToolsEnabled(config: Pick<Config, 'NODE_ENV' | 'APP_ENV'>): boolean {
  return config.NODE_ENV !== 'production' && config.APP_ENV !== 'prod';
}

export function setAccessCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(ACCESS_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearAccessCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(ACCESS_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}

export function requireSession(session: SessionWithUser | null): SessionWithUser {
  if (!session) throw unauthorized();
  return session;
}

export const SESSION_EXPIRED = 'Your session has ended. Please log in again.';
export const AGENTS_ONLY = "This is only for the agency's travel agents.";
export const ROLE_REFUSED = 'Only the agency owner or an admin can do that.';
export const PERMISSION_REFUSED = 'Your access to this part of the back office is turned off. Ask the agency owner or an admin to turn it on.';

/**
 * Who may call a route. `roles` limits it to those user types; `allowAuthOptional` lets a request
 * that says `x-auth-optional: true` (spec §6: deal links, proposal links, the hotel deal path, the
 * payment-gateway call) through without a session, as a visitor, instead of answering 401.
 * `permission` names the navigation item (spec §6) whose read permission the caller needs: a user
 * whose read permission for it is off gets 403 (those without stored permissions, like travellers,
 * have every item on).
 */
export interface RouteAuth {
  agentsOnly?: boolean;
  roles?: readonly UserType[];
  permission?: NavPermissionKey;
  allowAuthOptional?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** Set by the auth hook: the caller's live session, or null for a permitted visitor. */
    auth?: SessionWithUser | null;
  }
}

/** True when the client says it has no token and may be answered as a visitor (spec §6). */
export function authOptionalRequested(request: FastifyRequest): boolean {
  const value = request.headers['x-auth-optional'];
  return value === 'true' || value === '1';
}

/**
 * The caller's session under a rule, or an error a person can act on: 401 without a live session
 * (unless the route allows x-auth-optional and the request sends it), 403 for the wrong role or a
 * navigation permission that is off.
 */
export async function authorize(app: FastifyInstance, request: FastifyRequest, rule: RouteAuth): Promise<SessionWithUser | null> {
  const session = await app.session(request);
  if (!session) {
    if (rule.allowAuthOptional && !rule.agentsOnly && !rule.roles && authOptionalRequested(request)) return null;
    throw unauthorized(accessTokenOf(request) ? SESSION_EXPIRED : undefined);
  }
  assertAllowed(session, rule);
  return session;
}

/** 403 unless the signed-in user has the rule's role and navigation permission. */
export function assertAllowed({ user }: SessionWithUser, rule: RouteAuth): void {
  if (rule.agentsOnly && !isAgent(user)) throw forbidden(AGENTS_ONLY);
  if (rule.roles && !rule.roles.includes(user.userType)) throw forbidden(ROLE_REFUSED);
  if (rule.permission && !canReadNavItem(user, rule.permission)) throw forbidden(PERMISSION_REFUSED);
}

/**
 * A preHandler for a route subtree: `defaults` apply to every route in it, a route's own
 * `config.auth` adds to them. Handlers read the session from `request.auth`.
 */
export function authHook(app: FastifyInstance, defaults: RouteAuth = {}): preHandlerAsyncHookHandler {
  return async (request) => {
    const own = request.routeOptions.config.auth ?? {};
    request.auth = await authorize(app, request, { ...defaults, ...own });
  };
}

export function requireAgencyOwner(session: SessionWithUser): void {
  if (session.user.userType !== 'AgencyOwner' && session.user.userType !== 'Admin') {
    throw forbidden('Only the agency owner or an admin can do that.');
  }
}
