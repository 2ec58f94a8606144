import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@tripfront/db';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const PASSWORDS = { owner: 'Owner#2026', admin: 'Admin#2026', sales: 'Sales#2026', restricted: 'Restricted#2026', traveller: 'Traveller#2026' } as const;

beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perAccount: 50, perIp: 500, windowSeconds: 60 } });
  for (const [who, password] of Object.entries(PASSWORDS)) tokens[who] = await t.login(SUNRISE, `${who}@sunrise-travel.example`, password);
  tokens.nordicOwner = await t.login(NORDIC, 'owner@nordlys.example', 'Owner#2026');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, who?: string, payload?: object, host = SUNRISE) =>
  t.call(host, { method, url, ...(payload ? { payload } : {}), ...(who ? { cookies: { 'x-access-token': tokens[who]! } } : {}) });
const as = (who: string, host = SUNRISE) => ({
  get: (url: string) => call('GET', url, who, undefined, host),
  post: (url: string, payload: object = {}) => call('POST', url, who, payload, host),
  put: (url: string, payload: object) => call('PUT', url, who, payload, host),
});

/** The newest email to `to`, and the token in its link. */
async function lastEmail(to: string, host = SUNRISE) {
  const { data } = (await t.call(host, { method: 'GET', url: '/api/dev/outbox' })).json() as {
    data: { toAddress: string; subject: string; text: string; html: string }[];
  };
  const mail = data.find((m) => m.toAddress === to);
  if (!mail) throw new Error(`no email to ${to}`);
  return { ...mail, token: /token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '' };
}
const accept = (token: string, password = 'Fresh-Agent-2026', host = SUNRISE) =>
  t.call(host, { method: 'POST', url: '/api/user/accept-invitation', payload: { token, firstName: 'Ines', lastName: 'Invited', password } });
const login = (email: string, password: string, host = SUNRISE) => t.call(host, { method: 'POST', url: '/api/user/login', payload: { email, password } });
const userRow = async (email: string) => (await t.db.owner.select().from(schema.users).where(eq(schema.users.email, email)))[0]!;
const agentId = async (email: string) => (await userRow(email)).id;

describe('the 401 / 403 matrix of the people endpoints', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const endpoints: Array<[Method, string, object?]> = [
    ['GET', `/api/agent/users/${someId}`],
    ['POST', '/api/agent/users', { email: 'x@example.com', firstName: 'X', role: 'SalesAgent' }],
    ['POST', `/api/agent/users/${someId}/invitation`],
    ['PUT', `/api/agent/users/${someId}/role`, { role: 'Admin' }],
    ['POST', `/api/agent/users/${someId}/deactivate`],
    ['POST', `/api/agent/users/${someId}/reactivate`],
    ['GET', '/api/agent/clients'],
    ['POST', '/api/agent/clients', { email: 'x@example.com', firstName: 'X' }],
    ['POST', `/api/agent/clients/${someId}/invitation`],
    ['POST', `/api/agent/clients/${someId}/disable`],
    ['POST', `/api/agent/clients/${someId}/enable`],
    ['GET', '/api/agent/applications'],
    ['POST', `/api/agent/applications/${someId}/approve`],
    ['POST', `/api/agent/applications/${someId}/reject`, { reason: 'No' }],
  ];

  it.each(endpoints)('%s %s: 401 for a visitor, 403 for a traveller', async (method, url, payload) => {
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    const traveller = await call(method, url, 'traveller', payload);
    expect(traveller.statusCode).toBe(403);
    expect(traveller.json().message).toBe("This is only for the agency's travel agents.");
  });

  it('403 for a SalesAgent on agents and applications, and on clients once Clients read is off', async () => {
    for (const [method, url, payload] of endpoints.filter(([, url]) => !url.includes('/clients'))) {
      expect((await call(method, url, 'sales', payload)).statusCode, url).toBe(403);
    }
    const salesId = await agentId('sales@sunrise-travel.example');
    expect((await as('owner').put(`/api/agent/users/${salesId}/permissions`, { permissions: { clients: { read: false } } })).statusCode).toBe(200);
    for (const [method, url, payload] of endpoints.filter(([, url]) => url.includes('/clients'))) {
      const res = await call(method, url, 'sales', payload);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await as('sales').get('/api/agent/clients')).json().message).toContain('turned off');
    await as('owner').put(`/api/agent/users/${salesId}/permissions`, { permissions: { clients: { read: true } } });
    expect((await as('sales').get('/api/agent/clients')).statusCode).toBe(200);
  });

  it('403 for an admin whose Agents or Applications read permission is off', async () => {
    const adminId = await agentId('admin@sunrise-travel.example');
    await as('owner').put(`/api/agent/users/${adminId}/permissions`, { permissions: { agents: { read: false }, applications: { read: false } } });
    expect((await as('admin').get(`/api/agent/users/${adminId}`)).statusCode).toBe(403);
    expect((await as('admin').get('/api/agent/applications')).statusCode).toBe(403);
    await as('owner').put(`/api/agent/users/${adminId}/permissions`, { permissions: { agents: { read: true }, applications: { read: true } } });
    expect((await as('admin').get(`/api/agent/users/${adminId}`)).statusCode).toBe(200);
  });
});

describe('inviting an agent', () => {
  const email = 'ines.invited@example.com';

  it('creates an invited SalesAgent who cannot sign in until the emailed link sets a password, once', async () => {
    const res = await as('owner').post('/api/agent/users', { email: ' Ines.Invited@Example.com ', firstName: 'Ines', lastName: 'I', role: 'SalesAgent' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email, role: 'SalesAgent', status: 'invited', userType: 'SalesAgent', isRestrictedAgent: false });

    const mail = await lastEmail(email);
    expect(mail.subject).toBe('You are invited to join Sunrise Travel');
    expect(mail.text).toContain('http://sunrise.localhost:3000/invitation?token=');
    expect(mail.text).toContain('invited you to join Sunrise Travel as a travel agent');

    // No usable password: the same answer as a wrong one.
    const before = await login(email, '');
    expect([400, 401]).toContain(before.statusCode);
    expect((await login(email, 'anything-at-all')).json().message).toBe('The email or password is incorrect.');

    const lookup = await t.call(SUNRISE, { method: 'POST', url: '/api/user/invitation', payload: { token: mail.token } });
    expect(lookup.json().data).toEqual({ email, firstName: 'Ines', lastName: 'I' });
    expect((await accept(mail.token, 'password123')).statusCode).toBe(400);

    const accepted = await accept(mail.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ userType: 'SalesAgent', isTravelAgent: true, personal_info: { first_name: 'Ines', last_name: 'Invited' } });
    expect(accepted.cookies.find((c) => c.name === 'x-access-token')?.value).toBeTruthy();
    expect((await accept(mail.token)).statusCode).toBe(400);

    expect((await login(email, 'Fresh-Agent-2026')).statusCode).toBe(200);
    const details = await as('owner').get(`/api/agent/users/${await agentId(email)}`);
    expect(details.json().data.status).toBe('active');
  });

  it('answers 409 for an email that already has an account, and for re-sending an accepted invitation', async () => {
    const dup = await as('admin').post('/api/agent/users', { email: 'traveller@sunrise-travel.example', firstName: 'T', role: 'Admin' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ field: 'email', message: 'This email address already has an account with the agency.' });
    expect((await as('owner').post(`/api/agent/users/${await agentId(email)}/invitation`)).statusCode).toBe(409);
  });

  it('re-sends an invitation with a new link that replaces the old one', async () => {
    const other = 'resend.me@example.com';
    const created = await as('owner').post('/api/agent/users', { email: other, firstName: 'Re', role: 'RestrictedSalesAgent' });
    expect(created.json().data).toMatchObject({ role: 'RestrictedSalesAgent', isRestrictedAgent: true });
    const first = (await lastEmail(other)).token;
    expect((await as('owner').post(`/api/agent/users/${created.json().data.id}/invitation`)).statusCode).toBe(200);
    const second = (await lastEmail(other)).token;
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(400);
    expect((await accept(second)).statusCode).toBe(200);
  });

  it('refuses invalid input with the field at fault', async () => {
    const res = await as('owner').post('/api/agent/users', { email: 'not-an-email', firstName: 'X', role: 'AgencyOwner' });
    expect(res.statusCode).toBe(400);
  });
});

describe('roles, deactivation and the last owner', () => {
  it('lets only an owner make or unmake an owner, and never demotes the last active owner', async () => {
    const ownerId = await agentId('owner@sunrise-travel.example');
    const adminId = await agentId('admin@sunrise-travel.example');
    const byAdmin = await as('admin').put(`/api/agent/users/${adminId}/role`, { role: 'AgencyOwner' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Only an agency owner can make someone an owner or change an owner.');
    const last = await as('owner').put(`/api/agent/users/${ownerId}/role`, { role: 'Admin' });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'LAST_OWNER', message: 'The agency needs at least one active owner. Make another agent an owner first.' });
    const deactivateLast = await as('owner').post(`/api/agent/users/${ownerId}/deactivate`);
    expect(deactivateLast.statusCode).toBe(409);

    // With a second owner the first may step down.
    expect((await as('owner').put(`/api/agent/users/${adminId}/role`, { role: 'AgencyOwner' })).json().data.role).toBe('AgencyOwner');
    expect((await as('owner').put(`/api/agent/users/${ownerId}/role`, { role: 'Admin' })).statusCode).toBe(200);
    // Now the admin-made owner is the last one.
    expect((await as('admin').put(`/api/agent/users/${adminId}/role`, { role: 'SalesAgent' })).statusCode).toBe(409);
    expect((await as('admin').put(`/api/agent/users/${ownerId}/role`, { role: 'AgencyOwner' })).statusCode).toBe(200);
    expect((await as('owner').put(`/api/agent/users/${adminId}/role`, { role: 'Admin' })).statusCode).toBe(200);
  });

  it('deactivates an agent: their session ends at once, sign-in is refused with a message, reactivation lets them back', async () => {
    const restrictedId = await agentId('restricted@sunrise-travel.example');
    const restrictedToken = await t.login(SUNRISE, 'restricted@sunrise-travel.example', PASSWORDS.restricted);
    const res = await as('admin').post(`/api/agent/users/${restrictedId}/deactivate`);
    expect(res.json().data.status).toBe('disabled');
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/user/me', cookies: { 'x-access-token': restrictedToken } })).statusCode).toBe(401);
    const refused = await login('restricted@sunrise-travel.example', PASSWORDS.restricted);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account is disabled. Please contact the agency.');
    // A wrong password still says only that.
    expect((await login('restricted@sunrise-travel.example', 'wrong-password')).statusCode).toBe(401);
    expect((await as('admin').post(`/api/agent/users/${restrictedId}/reactivate`)).json().data.status).toBe('active');
    expect((await login('restricted@sunrise-travel.example', PASSWORDS.restricted)).statusCode).toBe(200);
  });

  it('refuses deactivating oneself, and an admin deactivating an owner', async () => {
    const adminId = await agentId('admin@sunrise-travel.example');
    expect((await as('admin').post(`/api/agent/users/${adminId}/deactivate`)).statusCode).toBe(409);
    const ownerId = await agentId('owner@sunrise-travel.example');
    expect((await as('admin').post(`/api/agent/users/${ownerId}/deactivate`)).statusCode).toBe(409);
  });
});

describe('clients', () => {
  it('lists travellers with bookings and spend (confirmed, and what a cancelled one kept) converted to the asked currency, searchable and paged', async () => {
    const traveller = await userRow('traveller@sunrise-travel.example');
    const base = {
      tenantId: traveller.tenantId,
      userId: traveller.id,
      supplier: 'sandbox',
      holdId: 'h',
      details: {},
      title: 'Hotel',
      checkin: '2027-01-01',
      checkout: '2027-01-03',
      paymentGateway: 'none',
      paymentStatus: 'paid',
    };
    await t.db.owner.insert(schema.bookings).values([
      { ...base, reference: 'TF-PEOPLE1', clientReference: 'people-1', status: 'confirmed', totalMinor: 10_000, currency: 'USD' },
      { ...base, reference: 'TF-PEOPLE2', clientReference: 'people-2', status: 'confirmed', totalMinor: 10_000, currency: 'USD' },
      { ...base, reference: 'TF-PEOPLE3', clientReference: 'people-3', status: 'cancelled', totalMinor: 30_000, refundMinor: 20_000, currency: 'USD' },
      { ...base, reference: 'TF-PEOPLE4', clientReference: 'people-4', status: 'failed', totalMinor: 99_999, currency: 'USD' },
    ]);
    const res = await as('sales').get('/api/agent/clients?q=traveller@sunrise&currency=USD');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 1, page: 1 });
    expect(body.data[0]).toMatchObject({
      email: 'traveller@sunrise-travel.example',
      bookings: 3,
      spend: { amountMinor: 30_000, currency: 'USD' },
      status: 'active',
    });
    const eur = (await as('owner').get('/api/agent/clients?q=traveller@sunrise&currency=EUR')).json().data[0].spend;
    expect(eur.currency).toBe('EUR');
    expect(eur.amountMinor).toBeGreaterThan(0);
    expect(eur.amountMinor).not.toBe(30_000);

    // Agents are not clients; paging.
    const all = (await as('owner').get('/api/agent/clients?pageSize=1')).json();
    expect(all.data).toHaveLength(1);
    expect(all.data.some((c: { email: string }) => c.email.includes('owner@'))).toBe(false);
    expect((await as('owner').get('/api/agent/clients?q=owner@sunrise')).json().total).toBe(0);
    expect((await as('owner').get('/api/agent/clients?currency=usd')).statusCode).toBe(400);
  });

  it('invites a client, who sets a password and signs in as a traveller', async () => {
    const email = 'claire.client@example.com';
    const res = await as('sales').post('/api/agent/clients', { email, firstName: 'Claire' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'invited', bookings: 0 });
    const mail = await lastEmail(email);
    expect(mail.subject).toBe('Your Sunrise Travel account is ready');
    const accepted = await accept(mail.token, 'Client-Pass-2026');
    expect(accepted.json().data.userType).toBe('Traveller');
    expect((await as('sales').post('/api/agent/clients', { email, firstName: 'Claire' })).statusCode).toBe(409);
  });

  it('disables and enables a client (owner or admin): sessions end, sign-in refused', async () => {
    const id = await agentId('traveller@sunrise-travel.example');
    expect((await as('sales').post(`/api/agent/clients/${id}/disable`)).statusCode).toBe(403);
    const res = await as('admin').post(`/api/agent/clients/${id}/disable`);
    expect(res.json().data.status).toBe('disabled');
    expect((await as('traveller').get('/api/user/me')).statusCode).toBe(401);
    expect((await login('traveller@sunrise-travel.example', PASSWORDS.traveller)).statusCode).toBe(403);
    expect((await as('admin').post(`/api/agent/clients/${id}/enable`)).json().data.status).toBe('active');
    tokens.traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', PASSWORDS.traveller);
    // An agent is not a client.
    expect((await as('owner').post(`/api/agent/clients/${await agentId('sales@sunrise-travel.example')}/disable`)).statusCode).toBe(404);
  });
});

describe('applications', () => {
  const apply = (payload: object, host = SUNRISE) => t.call(host, { method: 'POST', url: '/api/agency/applications', payload });

  it('takes a public application, refuses a second pending one kindly and names bad fields', async () => {
    const res = await apply({
      firstName: 'Ada',
      lastName: 'Applicant',
      email: 'ada.applicant@example.com',
      phone: '+44 20 7946 0958',
      company: 'Ada Trips',
      message: 'Hi',
    });
    expect(res.statusCode).toBe(201);
    const dup = await apply({ firstName: 'Ada', email: 'ADA.applicant@example.com' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('We already have your application and will answer it soon.');
    const bad = await apply({ firstName: '', email: 'nope', phone: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(await apply({ firstName: 'Bo', email: 'bo.applicant@example.com' })).toHaveProperty('statusCode', 201);
  });

  it('stores one of two applications sent at the same instant from the same address', async () => {
    // On Nordic, so Sunrise's lists below stay as the other tests expect.
    const both = await Promise.all([1, 2].map(() => apply({ firstName: 'Cy', email: 'cy.twice@example.com' }, NORDIC)));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const pending = (await as('nordicOwner', NORDIC).get('/api/agent/applications')).json().data as Array<{ email: string }>;
    expect(pending.filter((a) => a.email === 'cy.twice@example.com')).toHaveLength(1);
  });

  it('approves (the applicant is invited as a SalesAgent) and rejects with a reason, once each', async () => {
    const pending = (await as('owner').get('/api/agent/applications')).json().data as Array<{ id: string; email: string }>;
    expect(pending.map((a) => a.email)).toEqual(['ada.applicant@example.com', 'bo.applicant@example.com']);
    const [ada, bo] = pending;

    const approved = await as('admin').post(`/api/agent/applications/${ada!.id}/approve`);
    expect(approved.json().data).toMatchObject({ status: 'approved' });
    const invitation = await lastEmail('ada.applicant@example.com');
    expect(invitation.subject).toBe('You are invited to join Sunrise Travel');
    expect((await accept(invitation.token)).json().data.userType).toBe('SalesAgent');
    expect((await as('admin').post(`/api/agent/applications/${ada!.id}/approve`)).statusCode).toBe(409);

    expect((await as('owner').post(`/api/agent/applications/${bo!.id}/reject`, { reason: '' })).statusCode).toBe(400);
    const rejected = await as('owner').post(`/api/agent/applications/${bo!.id}/reject`, { reason: 'We are not hiring in your region yet.' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'We are not hiring in your region yet.' });
    expect((await lastEmail('bo.applicant@example.com')).text).toContain('We are not hiring in your region yet.');
    expect((await as('owner').post(`/api/agent/applications/${bo!.id}/approve`)).statusCode).toBe(409);

    expect((await as('owner').get('/api/agent/applications')).json().data).toEqual([]);
    expect((await as('owner').get('/api/agent/applications?status=decided')).json().data).toHaveLength(2);
  });
});

describe('tenant isolation', () => {
  it("another agency's owner sees none of this agency's people and gets 404 for their ids", async () => {
    const clients = (await as('nordicOwner', NORDIC).get('/api/agent/clients?pageSize=100')).json().data as Array<{ email: string }>;
    expect(clients.some((c) => c.email.includes('sunrise') || c.email.endsWith('@example.com'))).toBe(false);
    expect((await as('nordicOwner', NORDIC).get('/api/agent/applications?status=decided')).json().data).toEqual([]);
    const agents = (await as('nordicOwner', NORDIC).get('/api/agent/users')).json().data as Array<{ email: string }>;
    expect(agents.some((a) => a.email.includes('sunrise'))).toBe(false);

    const sunriseSales = await agentId('sales@sunrise-travel.example');
    const sunriseTraveller = await agentId('traveller@sunrise-travel.example');
    const [application] = await t.db.owner
      .select()
      .from(schema.agentApplications)
      .where(and(eq(schema.agentApplications.status, 'rejected')));
    const nordic = as('nordicOwner', NORDIC);
    for (const res of [
      await nordic.get(`/api/agent/users/${sunriseSales}`),
      await nordic.put(`/api/agent/users/${sunriseSales}/role`, { role: 'Admin' }),
      await nordic.post(`/api/agent/users/${sunriseSales}/deactivate`),
      await nordic.post(`/api/agent/users/${sunriseSales}/invitation`),
      await nordic.post(`/api/agent/clients/${sunriseTraveller}/disable`),
      await nordic.post(`/api/agent/clients/${sunriseTraveller}/invitation`),
      await nordic.post(`/api/agent/applications/${application!.id}/approve`),
      await nordic.post(`/api/agent/applications/${application!.id}/reject`, { reason: 'x' }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await as('sales').get('/api/user/me')).statusCode).toBe(200);
  });

  it("an invitation link works only on its own agency's host", async () => {
    const email = 'cross.host@example.com';
    await as('owner').post('/api/agent/users', { email, firstName: 'Cross', role: 'SalesAgent' });
    const { token } = await lastEmail(email);
    expect((await accept(token, 'Fresh-Agent-2026', NORDIC)).statusCode).toBe(400);
    expect((await accept(token)).statusCode).toBe(200);
  });
});
