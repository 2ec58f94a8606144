import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signInFailureOf, type AuditEntry } from '@tripfront/domain/audit';
import { ACCOUNT_DISABLED_MESSAGE } from '@tripfront/domain';
import { findTenantIdByHost } from '@tripfront/db';
import { recoverBookings } from '../src/booking/recovery.ts';
import { cookie, hold, holdAndBook, book, steadyRate } from './booking-helpers.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';

/**
 * The agency's audit log (decision 0082): people, staff sign-ins, booking status changes and
 * settings, each with its actor, action, target and time, read by owners and admins with filters.
 */
let t: TestApp;
let tenantId: string;
const tokens: Record<string, string> = {};
const WRONG_PASSWORD = 'Not-The-Password#77';
const INVITED = 'new.agent@sunrise-travel.example';
const DEACTIVATED = 'restricted@sunrise-travel.example';
let deactivatedAnswer: { statusCode: number; body: string; cookies: unknown[] };
const refs: { traveller?: string; agent?: string; recovered?: string } = {};

const as = (who: string) => ({
  get: (url: string) => t.call(SUNRISE, { method: 'GET', url, cookies: cookie(tokens[who]!) }),
  send: (method: 'POST' | 'PUT', url: string, payload: object = {}) => t.call(SUNRISE, { method, url, cookies: cookie(tokens[who]!), payload }),
});
const audit = async (query = '', who = 'owner'): Promise<AuditEntry[]> => {
  const res = await as(who).get(`/api/agency/settings/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: AuditEntry[] }).data;
};

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
  tokens.owner = await t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
  tokens.sales = await t.login(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026');
  tokens.traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');

  // People: invite, role, permission, deactivate.
  const invited = await as('owner').send('POST', '/api/agent/users', { email: INVITED, firstName: 'Nia', lastName: 'Agent', role: 'SalesAgent' });
  expect(invited.statusCode, invited.body).toBe(201);
  const id = (invited.json() as { data: { id: string } }).data.id;
  expect((await as('owner').send('PUT', `/api/agent/users/${id}/role`, { role: 'Admin' })).statusCode).toBe(200);
  expect((await as('owner').send('PUT', `/api/agent/users/${id}/permissions`, { permissions: { bookings: { read: false } } })).statusCode).toBe(200);
  expect((await as('owner').send('POST', `/api/agent/users/${id}/deactivate`)).statusCode).toBe(200);

  // Failed sign-ins: a staff account with a wrong password, and an email no account has.
  for (const email of ['sales@sunrise-travel.example', 'nobody@sunrise-travel.example']) {
    const res = await t.call(SUNRISE, { method: 'POST', url: '/api/user/login', payload: { email, password: WRONG_PASSWORD } });
    expect(res.statusCode).toBe(401);
  }
  // The right password on a deactivated staff account (deactivated in the database, so the people entries stay as above).
  await t.db.asOwner(tenantId, (tx) => tx.execute(sql`update users set disabled_at = now() where tenant_id = ${tenantId} and email = ${DEACTIVATED}`));
  const refused = await t.call(SUNRISE, { method: 'POST', url: '/api/user/login', payload: { email: DEACTIVATED, password: 'Restricted#2026' } });
  deactivatedAnswer = { statusCode: refused.statusCode, body: refused.body, cookies: refused.cookies };

  // Bookings: a traveller cancels theirs, an agent cancels one on the traveller's behalf, recovery ends one.
  const rate = await steadyRate(t, SUNRISE);
  for (const key of ['traveller', 'agent'] as const) {
    const res = await holdAndBook(t, SUNRISE, tokens.traveller, rate);
    expect(res.statusCode, res.body).toBe(201);
    refs[key] = (res.json() as { data: { reference: string } }).data.reference;
  }
  expect((await as('traveller').send('POST', `/api/bookings/${refs.traveller}/cancel`)).statusCode).toBe(200);
  expect((await as('owner').send('POST', `/api/agent/bookings/${refs.agent}/cancel`)).statusCode).toBe(200);
  const h = await hold(t, SUNRISE, tokens.traveller, rate);
  const waiting = await book(t, SUNRISE, tokens.traveller, h.json().data, { scenario: 'authenticate' });
  expect(waiting.statusCode, waiting.body).toBe(202);
  refs.recovered = (waiting.json() as { data: { reference: string } }).data.reference;
  await recoverBookings(t.app, new Date(Date.now() + 3 * 3600_000));
});
afterAll(() => t.close());

describe('the audit log records who did what, to whom and when', () => {
  it('lists people changes with the owner as actor and the person as target', async () => {
    const people = await audit('?group=people');
    expect(people.map((e) => [e.action, e.actor.email, e.target])).toEqual([
      ['people.disable', 'owner@sunrise-travel.example', INVITED],
      ['people.permissions', 'owner@sunrise-travel.example', INVITED],
      ['people.role', 'owner@sunrise-travel.example', INVITED],
      ['people.invite', 'owner@sunrise-travel.example', INVITED],
    ]);
    expect(people[1]!.changes).toEqual([{ field: 'bookings.read', from: true, to: false }]);
    expect(people[2]!.changes).toEqual([{ field: 'role', from: 'SalesAgent', to: 'Admin' }]);
    for (const e of people) {
      expect(e.section).toBe('people');
      expect(Date.now() - Date.parse(e.at)).toBeLessThan(10 * 60_000);
      expect(e.ip).toBeTruthy();
    }
  });

  it('lists staff sign-ins and failed sign-ins (the typed email as target, the reason), never a traveller’s', async () => {
    const signIns = await audit('?group=sign-ins');
    expect(signIns.filter((e) => e.action === 'auth.sign-in').map((e) => e.actor.email)).toEqual([
      'sales@sunrise-travel.example',
      'owner@sunrise-travel.example',
    ]);
    const failed = signIns.filter((e) => e.action === 'auth.sign-in-failed');
    expect(failed.map((e) => [e.target, e.actor.id === null, signInFailureOf(e)])).toEqual([
      [DEACTIVATED, false, 'deactivated'],
      ['nobody@sunrise-travel.example', true, 'unknown-email'],
      ['sales@sunrise-travel.example', false, 'wrong-password'],
    ]);
    expect(signIns.some((e) => e.actor.email === 'traveller@sunrise-travel.example')).toBe(false);
  });

  it('refuses the right password on a deactivated staff account as before (403, no session), saying nothing of the audit', async () => {
    expect(deactivatedAnswer.statusCode).toBe(403);
    expect(JSON.parse(deactivatedAnswer.body)).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: ACCOUNT_DISABLED_MESSAGE,
      code: 'ACCOUNT_DISABLED',
    });
    expect(deactivatedAnswer.cookies).toEqual([]);
  });

  it('never stores the password typed at a failed sign-in', async () => {
    const [row] = await t.db
      .asOwner(tenantId, (tx) =>
        tx.execute<{ n: number }>(sql`select count(*)::int as n from agency_audit_log where row_to_json(agency_audit_log)::text like ${`%${WRONG_PASSWORD}%`}`),
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows));
    expect(row!.n).toBe(0);
  });

  it('lists booking status changes by the traveller, the agent and booking recovery', async () => {
    const bookings = await audit('?action=booking.status&limit=200');
    const cancelled = (ref: string) => bookings.find((e) => e.target === ref && (e.changes[0]?.to as string) === 'cancelled');
    expect(cancelled(refs.traveller!)?.actor).toMatchObject({ email: 'traveller@sunrise-travel.example' });
    expect(cancelled(refs.agent!)?.actor).toMatchObject({ email: 'owner@sunrise-travel.example' });
    const failed = bookings.find((e) => e.target === refs.recovered && e.changes[0]?.to === 'failed');
    expect(failed?.actor).toEqual({ id: null, name: 'Booking recovery', email: '' });
  });

  it("names who made each status change in a booking's history to the agency's staff, and to no traveller", async () => {
    type History = { status: string; actor?: { kind: string | null; name: string | null } }[];
    const staffView = async (ref: string): Promise<History> => {
      const res = await as('owner').get(`/api/agent/bookings/${ref}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { booking: { history: History } } }).data.booking.history;
    };
    expect((await staffView(refs.agent!)).find((h) => h.status === 'cancelled')?.actor).toEqual({ kind: 'agent', name: 'Olivia Owner' });
    expect((await staffView(refs.traveller!)).find((h) => h.status === 'cancelled')?.actor).toMatchObject({ kind: 'traveller' });
    expect((await staffView(refs.recovered!)).find((h) => h.status === 'failed')?.actor).toEqual({ kind: 'system', name: 'Booking recovery' });

    // The traveller's own booking, cancelled by the owner: the history, with no one's name.
    const own = await as('traveller').get(`/api/bookings/${refs.agent}`);
    expect(own.statusCode, own.body).toBe(200);
    const history = (own.json() as { data: { history: History } }).data.history;
    expect(history.map((h) => h.status)).toContain('cancelled');
    expect(history.filter((h) => 'actor' in h)).toEqual([]);
    expect(own.body).not.toContain('Olivia Owner');
  });

  it('puts the actor on every booking status history row', async () => {
    const rows = await t.db
      .asOwner(tenantId, (tx) =>
        tx.execute<{ reference: string; to_status: string; actor_kind: string | null; actor_name: string | null; actor_user_id: string | null }>(
          sql`select b.reference, h.to_status, h.actor_kind, h.actor_name, h.actor_user_id from booking_status_history h join bookings b on b.id = h.booking_id`,
        ),
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: never[] }).rows));
    const ours = rows.filter((r) => Object.values(refs).includes(r.reference));
    expect(ours.length).toBeGreaterThan(6);
    expect(ours.filter((r) => r.actor_kind === null)).toEqual([]);
    expect(ours.find((r) => r.reference === refs.recovered && r.to_status === 'failed')).toMatchObject({
      actor_kind: 'system',
      actor_name: 'Booking recovery',
      actor_user_id: null,
    });
    expect(ours.find((r) => r.reference === refs.agent && r.to_status === 'cancelled')).toMatchObject({ actor_kind: 'agent' });
    expect(ours.find((r) => r.reference === refs.traveller && r.to_status === 'cancelled')).toMatchObject({ actor_kind: 'traveller' });
  });
});

describe('filters and access', () => {
  it('filters by actor (email or id), action, days and pages', async () => {
    const bySales = await audit('?actor=SALES@sunrise-travel.example');
    expect(new Set(bySales.map((e) => e.action))).toEqual(new Set(['auth.sign-in', 'auth.sign-in-failed']));
    const ownerId = bySales.length > 0 ? (await audit('?action=people.invite'))[0]!.actor.id! : '';
    expect((await audit(`?actor=${ownerId}&group=people`)).length).toBe(4);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`?from=${today}&to=${today}&group=people`)).length).toBe(4);
    expect(await audit('?from=2020-01-01&to=2020-01-31')).toEqual([]);
    const page1 = await audit('?group=people&limit=3');
    const page2 = await audit('?group=people&limit=3&page=2');
    expect(page1.length + page2.length).toBe(4);
    expect(page2[0]!.action).toBe('people.invite');
    expect(await audit('?group=people&action=auth.sign-in')).toEqual([]);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const q of ['?group=nope', '?from=yesterday', '?from=2026-02-02&to=2026-01-01', '?action=people.delete']) {
      const res = await as('owner').get(`/api/agency/settings/audit${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('refuses a traveller and a sales agent (403)', async () => {
    for (const who of ['traveller', 'sales']) expect((await as(who).get('/api/agency/settings/audit')).statusCode, who).toBe(403);
  });
});
