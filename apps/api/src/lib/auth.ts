import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_DISABLED_MESSAGE, type UserType } from '@tripfront/domain';
import { navPagesRefusal, staffPageRefusal } from '@tripfront/domain/navigation/page-permissions';
import { isAgencyStaff, isAgent, isOwnerOrAdmin, isUnrestrictedStaff, type NavPermissionKey } from '@tripfront/domain/navigation/roles';
import { createSession, findLiveSession, revokeSession, touchSession, type Database, type SessionWithUser } from '@tripfront/db';
import type { Config } from '../config.ts';
import { recordAudit } from './audit.ts';
import { looksLikeToken, newSessionToken, sessionIdFor } from './tokens.ts';
import { forbidden, HttpError, unauthorized } from './http-errors.ts';

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
export async function currentSession(db: Database, secret: string, request: FastifyRequest, now = new Date()): Promise<SessionWithUser | null> {
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

/** 403 for a disabled account (a disabled traveller, a deactivated agent). */
export function refuseDisabled(user: { disabledAt: Date | null }): void {
  if (user.disabledAt) throw new HttpError(403, ACCOUNT_DISABLED_MESSAGE, { code: 'ACCOUNT_DISABLED' });
}

/**
 * Signs `user` in: a new token every time (an earlier token, e.g. one planted before login, is
 * never promoted and is ended), stored only as its HMAC, with the absolute expiry; sets the cookie.
 * The one door of every sign-in (password, single sign-on, accepted invitation): a disabled
 * account or a deactivated agent is refused here with 403, whatever the path.
 */
export async function startSession(
  db: Database,
  secret: string,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; disabledAt: Date | null; userType: UserType; firstName: string; lastName: string; email: string },
  /** The sign-in provider the person came through (decision 0114); absent for a password or a link. */
  signInProvider: string | null = null,
): Promise<void> {
  refuseDisabled(user);
  const userId = user.id;
  const tenantId = request.tenant.id;
  const previous = accessTokenOf(request);
  const token = newSessionToken();
  const now = new Date();
  await db.withTenant(tenantId, async (tx) => {
    if (previous) await revokeSession(tx, tenantId, sessionIdFor(previous, secret), now);
    await createSession(tx, {
      id: sessionIdFor(token, secret),
      tenantId,
      userId,
      now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      signInProvider,
    });
    // Staff sign-ins are audited (decision 0082), whatever the path; a traveller's are not.
    if (isAgencyStaff(user)) await recordAudit(tx, tenantId, request, user, { action: 'auth.sign-in', target: null });
  });
  setAccessCookie(request, reply, token);
}

/**
 * Development helpers (the outbox reader, the sandbox identity provider, their pages) exist only
 * outside production, whatever ALLOW_SANDBOX says (decision 0078).
 */
export function devToolsEnabled(config: Pick<Config, 'production'>): boolean {
  return !config.production;
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

export const SESSION_EXPIRED = 'Your session has ended. Please log in again.';
export const AGENTS_ONLY = "This is only for the agency's travel agents.";
export const ROLE_REFUSED = 'Only the agency owner or an admin can do that.';
export const STAFF_ONLY = "Only the agency's owner, admins and sales agents can do that (not restricted agents).";
export const PERMISSION_REFUSED = 'Your access to this part of the back office is turned off. Ask the agency owner or an admin to turn it on.';
export const GUEST_REFUSED = 'This needs an account: sign up to keep your trips, travellers and credits in one place.';

/**
 * The rungs of spec §6's roles, each within the one before: a signed-in user; one of the agency's
 * agents (`isAgent`); the agency's owner, admins and sales agents, restricted agents excepted
 * (`isUnrestrictedStaff`: the pages they share, like the content editor); the agency's owner or an
 * admin (`isOwnerOrAdmin`). At the `staff` rung the rung is the role: the route's pages are asked
 * for their read permission only (staffPageRefusal), not for the role navPagesRefusal gives them.
 */
export type AuthLevel = 'signedIn' | 'agent' | 'staff' | 'ownerOrAdmin';

/**
 * Who may call a route: set on every route of a guarded subtree by its guard (`signedIn`,
 * `agentOnly`, `ownerOnly`), merged with what the route itself declares in `config.auth`.
 * `permission` names the back-office page the route serves, by its navigation item (spec §6), or
 * the pages when several share it (any one will do): a user who may not open it (its read
 * permission, or its group's, is off; or a page only owners and admins use: navPagesRefusal) gets 403 PERMISSION_REFUSED or ROLE_REFUSED (those without
 * stored permissions, like travellers, have every item on). The OpenAPI document shows it as
 * `x-permission` (decision 0076). `allowAuthOptional` lets a request that says
 * `x-auth-optional: true` (spec §6: deal links, proposal links, the hotel deal path, the
 * payment-gateway call) through without a session, as a visitor, instead of answering 401; it does
 * not apply above `signedIn`.
 */
export interface RouteAuth {
  level?: AuthLevel;
  permission?: NavPermissionKey | readonly NavPermissionKey[];
  allowAuthOptional?: boolean;
  /**
   * A guest's session (decision 0104: a guest checkout of an agency with the non-login flow) may
   * call this route: holding, booking and reading their own bookings. Everywhere else it gets 403
   * GUEST_REFUSED: an account's own pages (profile, password, wallet, saved travellers) need an account.
   */
  allowGuests?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /**
     * The caller's live session, put there by the subtree's guard (null for a visitor where the
     * subtree lets visitors in). Read it with `sessionOf` in a signed-in subtree.
     */
    auth: SessionWithUser | null;
  }
}

/** True when the client says it has no token and may be answered as a visitor (spec §6). */
export function authOptionalRequested(request: FastifyRequest): boolean {
  const value = request.headers['x-auth-optional'];
  return value === 'true' || value === '1';
}

/**
 * The caller's session under a rule, or an error a person can act on: 401 without a live session
 * (unless the rule allows x-auth-optional and the request sends it), 403 for a rung or a
 * navigation permission the user lacks. `message` replaces the 401's text.
 */
async function authorize(app: FastifyInstance, request: FastifyRequest, rule: RouteAuth, message?: string): Promise<SessionWithUser | null> {
  const session = await app.session(request);
  if (!session) {
    if (rule.allowAuthOptional && (rule.level ?? 'signedIn') === 'signedIn' && authOptionalRequested(request)) return null;
    throw unauthorized(message ?? (accessTokenOf(request) ? SESSION_EXPIRED : undefined));
  }
  assertAllowed(session, rule);
  return session;
}

/**
 * 403 unless the signed-in user stands on the rule's rung and has its navigation permission.
 * Exported for the bookings subtree until it moves onto `signedIn`.
 */
export function assertAllowed({ user }: SessionWithUser, rule: RouteAuth): void {
  if (user.isGuest && !rule.allowGuests) throw new HttpError(403, GUEST_REFUSED, { code: 'GUEST_REFUSED' });
  const level = rule.level ?? 'signedIn';
  if (level !== 'signedIn' && !isAgent(user)) throw forbidden(AGENTS_ONLY);
  if (level === 'ownerOrAdmin' && !isOwnerOrAdmin(user)) throw forbidden(ROLE_REFUSED);
  if (level === 'staff') {
    if (!isUnrestrictedStaff(user)) throw forbidden(STAFF_ONLY);
    if (rule.permission && staffPageRefusal(user, rule.permission)) throw forbidden(PERMISSION_REFUSED);
    return;
  }
  // The side navigation greys a page by the same rule, and explains it by the same reason.
  const refusal = rule.permission ? navPagesRefusal(user, rule.permission) : null;
  if (refusal) throw forbidden(refusal === 'role' ? ROLE_REFUSED : PERMISSION_REFUSED);
}

/** What a subtree's guard may add to its rung. */
export interface GuardOptions {
  /** The 401's message (default: 'Please log in to continue.', or SESSION_EXPIRED when a token was sent). */
  message?: string;
  /** The back-office page (spec §6 navigation item) every route of the subtree serves; a route's own config.auth may name another. */
  permission?: NavPermissionKey | readonly NavPermissionKey[];
  /** Visitors that send `x-auth-optional: true` pass as visitors (`request.auth` null); signedIn only. */
  allowAuthOptional?: boolean;
  /** A guest's session passes (RouteAuth.allowGuests); signedIn only. */
  allowGuests?: boolean;
}

/** Rules merged by a guard: a second guard on the same route (a guard nested in another) is refused. */
const guarded = new WeakSet<RouteAuth>();

function guard(app: FastifyInstance, level: AuthLevel, { message, ...rest }: GuardOptions): void {
  const rule: RouteAuth = { level, ...rest };
  app.addHook('onRoute', (route) => {
    const own = route.config?.auth;
    if (own && guarded.has(own)) throw new Error(`${route.method} ${route.url}: one guard per subtree; this route is under two`);
    const auth = { ...rule, ...own };
    guarded.add(auth);
    // A new object: Fastify's HEAD twin of a GET route shares the original config.
    route.config = { ...route.config, auth };
  });
  // The route's rule was merged once, above; the subtree's own covers its not-found answers.
  app.addHook('onRequest', async (request) => {
    request.auth = await authorize(app, request, request.routeOptions.config.auth ?? rule, message);
  });
}

/**
 * Guards for route subtrees (call once at the top of an encapsulated plugin, before its routes):
 * each puts the caller's session on `request.auth` and refuses everyone below its rung, checking
 * each route's own `config.auth` (a navigation permission) too. The OpenAPI document reads the
 * merged rule from the route's config.
 * - `signedIn`: 401 without a live session.
 * - `agentOnly`: also 403 AGENTS_ONLY unless one of the agency's agents.
 * - `staffOnly`: also 403 STAFF_ONLY unless the agency's owner, an admin or a sales agent who is not restricted.
 * - `ownerOnly`: also 403 ROLE_REFUSED unless the agency owner or an admin.
 */
export const signedIn = (app: FastifyInstance, options: GuardOptions = {}): void => guard(app, 'signedIn', options);
export const agentOnly = (app: FastifyInstance, options: Omit<GuardOptions, 'allowAuthOptional' | 'allowGuests'> = {}): void => guard(app, 'agent', options);
export const staffOnly = (app: FastifyInstance, options: Omit<GuardOptions, 'allowAuthOptional' | 'allowGuests'> = {}): void => guard(app, 'staff', options);
export const ownerOnly = (app: FastifyInstance, options: Omit<GuardOptions, 'allowAuthOptional' | 'allowGuests'> = {}): void =>
  guard(app, 'ownerOrAdmin', options);

/**
 * For subtrees that answer everyone but depend on who asks (agent prices, the signed-in page):
 * puts the caller's session, or null, on `request.auth`; never refuses (a stale token is a
 * visitor). Subtrees whose answers are the same for everyone need no hook at all.
 */
export function visitorAllowed(app: FastifyInstance): void {
  // Not async: a visitor without a token (most requests) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!accessTokenOf(request)) {
      request.auth = null;
      return done();
    }
    app.session(request).then((session) => {
      request.auth = session;
      done();
    }, done);
  });
}

/** The session a guard put on the request; a route outside a signed-in subtree asking for it is a bug. */
export function sessionOf(request: FastifyRequest): SessionWithUser {
  if (!request.auth)
    throw new Error(`${request.method} ${request.url}: no session on the request (is the route under signedIn, agentOnly, staffOnly or ownerOnly?)`);
  return request.auth;
}
