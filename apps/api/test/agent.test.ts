import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const [who, password] of [
    ['owner', 'Owner#2026'],
    ['admin', 'Admin#2026'],
    ['sales', 'Sales#2026'],
    ['traveller', 'Traveller#2026'],
  ] as const) {
    tokens[who] = await t.login(SUNRISE, `${who}@sunrise-travel.example`, password);
  }
  tokens.nordicOwner = await t.login(NORDIC, 'owner@nordlys.example', 'Owner#2026');
});
afterAll(() => t.close());

const as = (who: string, host = SUNRISE) => ({
  get: (url: string) => t.call(host, { method: 'GET', url, cookies: { 'x-access-token': tokens[who]! } }),
  put: (url: string, payload: object) => t.call(host, { method: 'PUT', url, payload, cookies: { 'x-access-token': tokens[who]! } }),
});

interface AgentUser {
  id: string;
  email: string;
  userType: string;
  isRestrictedAgent: boolean;
  permissions: Record<string, { read: boolean }>;
}
async function agents(who = 'owner', host = SUNRISE): Promise<AgentUser[]> {
  const res = await as(who, host).get('/api/agent/users');
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: AgentUser[] }).data;
}
const idOf = async (email: string, who = 'owner', host = SUNRISE) => (await agents(who, host)).find((u) => u.email === email)!.id;

describe('GET /api/agent/users', () => {
  it("lists the agency's agents with their role and navigation read permissions, for the owner and an admin", async () => {
    const list = await agents('owner');
    expect(list.map((u) => [u.email, u.userType, u.isRestrictedAgent])).toEqual([
      ['owner@sunrise-travel.example', 'AgencyOwner', false],
      ['admin@sunrise-travel.example', 'Admin', false],
      ['sales@sunrise-travel.example', 'SalesAgent', false],
      ['restricted@sunrise-travel.example', 'SalesAgent', true],
    ]);
    expect(list[0]!.permissions.dashboard).toEqual({ read: true });
    expect(Object.keys(list[0]!.permissions)).toContain('websiteSettings');
    expect(await agents('admin')).toHaveLength(4);
  });

  it('answers 403 to a SalesAgent and a traveller, 401 to a visitor', async () => {
    const sales = await as('sales').get('/api/agent/users');
    expect(sales.statusCode).toBe(403);
    expect(sales.json().message).toBe('Only the agency owner or an admin can do that.');
    const traveller = await as('traveller').get('/api/agent/users');
    expect(traveller.statusCode).toBe(403);
    expect(traveller.json().message).toBe("This is only for the agency's travel agents.");
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agent/users' })).statusCode).toBe(401);
  });

  it('ignores x-auth-optional: agent endpoints always need a session', async () => {
    const res = await t.call(SUNRISE, { method: 'GET', url: '/api/agent/users', headers: { 'x-auth-optional': 'true' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/agent/users/:id/permissions', () => {
  it("sets a sales agent's read permissions, which the agent's own profile then carries", async () => {
    const salesId = await idOf('sales@sunrise-travel.example');
    const res = await as('admin').put(`/api/agent/users/${salesId}/permissions`, { permissions: { clients: { read: false }, bookings: { read: false } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.permissions).toMatchObject({ clients: { read: false }, bookings: { read: false }, dashboard: { read: true } });
    const me = await as('sales').get('/api/user/me');
    expect(me.json().data.permissions).toEqual({ clients: { read: false }, bookings: { read: false } });
    // A later change keeps the others.
    await as('owner').put(`/api/agent/users/${salesId}/permissions`, { permissions: { clients: { read: true } } });
    expect((await as('sales').get('/api/user/me')).json().data.permissions).toEqual({ clients: { read: true }, bookings: { read: false } });
  });

  it('answers 403 to a SalesAgent, even for their own permissions', async () => {
    const salesId = await idOf('sales@sunrise-travel.example');
    const res = await as('sales').put(`/api/agent/users/${salesId}/permissions`, { permissions: { clients: { read: true } } });
    expect(res.statusCode).toBe(403);
  });

  it("answers 404 for another agency's user, and for a traveller", async () => {
    const nordicSales = await idOf('sales@nordlys.example', 'nordicOwner', NORDIC);
    const res = await as('owner').put(`/api/agent/users/${nordicSales}/permissions`, { permissions: { clients: { read: false } } });
    expect(res.statusCode).toBe(404);
    // Nothing changed over there.
    expect((await agents('nordicOwner', NORDIC)).find((u) => u.id === nordicSales)!.permissions.clients).toEqual({ read: true });
    const travellerId = (await as('traveller').get('/api/user/me')).json().data.id as string;
    expect((await as('owner').put(`/api/agent/users/${travellerId}/permissions`, { permissions: {} })).statusCode).toBe(404);
  });

  it("refuses to change the owner's permissions, unknown items and malformed ids", async () => {
    const ownerId = await idOf('owner@sunrise-travel.example');
    expect((await as('admin').put(`/api/agent/users/${ownerId}/permissions`, { permissions: { dashboard: { read: false } } })).statusCode).toBe(403);
    const adminId = await idOf('admin@sunrise-travel.example');
    const unknown = await as('owner').put(`/api/agent/users/${adminId}/permissions`, { permissions: { nukes: { read: true } } });
    expect(unknown.statusCode).toBe(400);
    expect((await as('owner').put('/api/agent/users/not-a-uuid/permissions', { permissions: {} })).statusCode).toBe(400);
  });
});
