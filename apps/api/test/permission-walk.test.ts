import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAV_PERMISSION_KEYS } from '@tripfront/domain';
import { eq } from 'drizzle-orm';
import { findTenantIdByHost, schema } from '@tripfront/db';
import { AGENTS_ONLY, PERMISSION_REFUSED, ROLE_REFUSED, STAFF_ONLY } from '../src/lib/auth.ts';
import { createTestApp, NORDIC, otherTravellerOf, SUNRISE, type TestApp } from './helpers.ts';

/**
 * The booking, wallet, settings and content API walked as nine people, table-driven from the OpenAPI
 * document (decision 0076): what each must get is derived from the operation's declared security,
 * rung (x-auth-level) and pages (x-permission), so a route added with a declaration is walked at
 * once, and one added without a declaration fails the first test.
 */

/** The families walked, by path prefix. */
const FAMILIES = [
  '/api/bookings',
  '/api/agent/bookings',
  '/api/user/wallet',
  '/api/agent/wallet',
  '/api/agent/proposals',
  '/api/agency/settings',
  '/api/agency/business-info',
  '/api/agency/support-requests',
  '/api/agency/images',
  '/api/agency/assets',
  '/api/agent/deal-links',
  // The content editor's (decision 0127): posts and destination pages, their pictures, the hidden gems, the terms.
  '/api/agency/content',
  '/api/agency/terms',
];
/** Operations that need no page permission, and why: everyone's pictures, Find my booking (decision 0104), and the caller's own wallet. */
const PUBLIC = new Set(['GET /api/agency/images/{field}', 'GET /api/agency/assets/{id}', 'POST /api/bookings/find', 'POST /api/bookings/access']);
const OWN = new Set(['GET /api/user/wallet']);

interface Operation {
  method: string;
  path: string;
  security: Array<Record<string, unknown>>;
  'x-auth-level'?: 'signedIn' | 'agent' | 'staff' | 'ownerOrAdmin';
  'x-permission'?: string[];
}

/** Who calls: as the document's declarations see them. */
interface Identity {
  name: string;
  /** Signed in on Sunrise's host (another agency's session is not, whatever its cookie). */
  session: boolean;
  agent: boolean;
  /** The agency's owner, an admin or a sales agent who is not restricted. */
  staff: boolean;
  ownerOrAdmin: boolean;
  /** Every navigation read permission turned off by the owner. */
  permissionsOff: boolean;
  login?: [host: string, email: string, password: string];
}
const IDENTITIES: Identity[] = [
  { name: 'visitor', session: false, agent: false, staff: false, ownerOrAdmin: false, permissionsOff: false },
  {
    name: 'traveller',
    session: true,
    agent: false,
    staff: false,
    ownerOrAdmin: false,
    permissionsOff: false,
    login: [SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'],
  },
  // An independent travel agent (a Traveller with isTravelAgent), made in beforeAll.
  { name: 'travel agent', session: true, agent: true, staff: false, ownerOrAdmin: false, permissionsOff: false },
  // A second restricted agent (a SalesAgent with isRestrictedAgent), every page on, made in beforeAll.
  { name: 'restricted agent, permissions on', session: true, agent: true, staff: false, ownerOrAdmin: false, permissionsOff: false },
  {
    name: 'restricted agent, permissions off',
    session: true,
    agent: true,
    staff: false,
    ownerOrAdmin: false,
    permissionsOff: true,
    login: [SUNRISE, 'restricted@sunrise-travel.example', 'Restricted#2026'],
  },
  {
    name: 'SalesAgent',
    session: true,
    agent: true,
    staff: true,
    ownerOrAdmin: false,
    permissionsOff: false,
    login: [SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026'],
  },
  {
    name: 'admin, permissions off',
    session: true,
    agent: true,
    staff: true,
    ownerOrAdmin: true,
    permissionsOff: true,
    login: [SUNRISE, 'admin@sunrise-travel.example', 'Admin#2026'],
  },
  {
    name: 'owner',
    session: true,
    agent: true,
    staff: true,
    ownerOrAdmin: true,
    permissionsOff: false,
    login: [SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026'],
  },
  {
    name: "another agency's owner",
    session: false,
    agent: true,
    staff: true,
    ownerOrAdmin: true,
    permissionsOff: false,
    login: [NORDIC, 'owner@nordlys.example', 'Owner#2026'],
  },
];

type Expected = { status: 401 } | { status: 403; message: string } | 'allowed';

/** What `who` must get from `op`, from its declarations alone. */
function expected(op: Operation, who: Identity): Expected {
  // The walk never sends x-auth-optional, so an operation that accepts it ({} beside the token) still needs a session.
  const needsSession = op.security.some((requirement) => Object.keys(requirement).length > 0);
  if (!needsSession) return 'allowed';
  if (!who.session) return { status: 401 };
  const level = op['x-auth-level'] ?? 'signedIn';
  if (level !== 'signedIn' && !who.agent) return { status: 403, message: AGENTS_ONLY };
  if (level === 'staff' && !who.staff) return { status: 403, message: STAFF_ONLY };
  if (level === 'ownerOrAdmin' && !who.ownerOrAdmin) return { status: 403, message: ROLE_REFUSED };
  if (op['x-permission'] && who.permissionsOff) return { status: 403, message: PERMISSION_REFUSED };
  return 'allowed';
}

const SAMPLE_PARAMS: Record<string, string> = { reference: 'TF-AAAAAAAA', field: 'logo' };
const urlOf = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '00000000-0000-4000-8000-000000000000');

let t: TestApp;
let operations: Operation[];
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perAccount: 50, perIp: 500, windowSeconds: 60 } });
  const doc = (await t.call(SUNRISE, { method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  operations = Object.entries(doc.paths)
    .filter(([path]) => FAMILIES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })));
  for (const who of IDENTITIES) if (who.login) cookies.set(who.name, await t.login(...who.login));
  const sunriseId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
  const made: Array<[name: string, email: string, fields: Partial<typeof schema.users.$inferInsert>]> = [
    ['travel agent', 'walk.travel-agent@example.com', { isTravelAgent: true }],
    ['restricted agent, permissions on', 'walk.restricted@example.com', { userType: 'SalesAgent', isTravelAgent: true, isRestrictedAgent: true }],
  ];
  for (const [name, email, fields] of made) {
    const cookie = await otherTravellerOf(t, SUNRISE, email);
    await t.db.withTenant(sunriseId, (tx) => tx.update(schema.users).set(fields).where(eq(schema.users.email, email)));
    cookies.set(name, cookie);
  }

  // The owner turns every navigation read permission off for the restricted agent and the admin.
  const owner = cookies.get('owner')!;
  const agents = (await t.call(SUNRISE, { method: 'GET', url: '/api/agent/users', cookies: { 'x-access-token': owner } })).json() as {
    data: Array<{ id: string; email: string }>;
  };
  for (const email of ['restricted@sunrise-travel.example', 'admin@sunrise-travel.example']) {
    const res = await t.call(SUNRISE, {
      method: 'PUT',
      url: `/api/agent/users/${agents.data.find((a) => a.email === email)!.id}/permissions`,
      cookies: { 'x-access-token': owner },
      payload: { permissions: Object.fromEntries(NAV_PERMISSION_KEYS.map((k) => [k, { read: false }])) },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

describe('the booking, wallet, settings and content API, walked from the OpenAPI document', () => {
  it('walks every family, and every operation declares who may call it', () => {
    for (const prefix of FAMILIES)
      expect(
        operations.some((op) => op.path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    const undeclared = operations
      .filter((op) => !op['x-permission']?.length)
      .map((op) => `${op.method} ${op.path}`)
      .filter((key) => !PUBLIC.has(key) && !OWN.has(key));
    expect(undeclared, 'operations without x-permission (declare the page in config.auth, or say here why none)').toEqual([]);
    for (const op of operations) {
      const key = `${op.method} ${op.path}`;
      if (PUBLIC.has(key)) expect(op.security, key).toEqual([]);
      else expect(op.security, key).toContainEqual({ accessToken: [] });
    }
  });

  it.each(IDENTITIES.map((who) => [who.name, who] as const))('as %s, every operation answers as its declarations say', async (_, who) => {
    const cookie = cookies.get(who.name);
    const mismatches: string[] = [];
    for (const op of operations) {
      const url = urlOf(op.path);
      const res = await t.call(SUNRISE, {
        method: op.method as 'GET',
        url,
        ...(cookie ? { cookies: { 'x-access-token': cookie } } : {}),
        ...(op.method === 'GET' ? {} : { payload: {} }),
      });
      const want = expected(op, who);
      const line = `${op.method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`;
      if (want === 'allowed') {
        // Let in: whatever the (empty) request earns, but never refused for who is asking, nor a 5xx.
        if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500) mismatches.push(`${line} (expected to be let in)`);
      } else if (res.statusCode !== want.status || ('message' in want && (res.json() as { message?: string }).message !== want.message)) {
        mismatches.push(`${line} (expected ${want.status}${'message' in want ? ` ${want.message}` : ''})`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
