import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAV_PERMISSION_KEYS, type NavPermissionKey } from '@tripfront/domain';
import { PERMISSION_REFUSED } from '../src/lib/auth.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';

/**
 * The settings, business-information and support APIs check the navigation permission of their
 * page (spec §6), and nobody undoes the owner's decisions about people: no one changes their own
 * permissions, only an owner acts on an owner.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const PASSWORDS = { owner: 'Owner#2026', admin: 'Admin#2026', sales: 'Sales#2026', restricted: 'Restricted#2026' } as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, password] of Object.entries(PASSWORDS)) tokens[who] = await t.login(SUNRISE, `${who}@sunrise-travel.example`, password);
  const agents = (await as('owner').get('/api/agent/users')).json() as { data: Array<{ id: string; email: string }> };
  for (const who of Object.keys(PASSWORDS)) ids[who] = agents.data.find((a) => a.email === `${who}@sunrise-travel.example`)!.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const as = (who: string) => {
  const call = (method: Method, url: string, payload?: object) =>
    t.call(SUNRISE, { method, url, cookies: { 'x-access-token': tokens[who]! }, ...(payload ? { payload } : {}) });
  return { get: (url: string) => call('GET', url), post: (url: string, payload: object = {}) => call('POST', url, payload), put: call.bind(null, 'PUT') };
};
const reads = (read: boolean, keys: readonly NavPermissionKey[] = NAV_PERMISSION_KEYS) => ({
  permissions: Object.fromEntries(keys.map((k) => [k, { read }])),
});
const setPermissions = async (who: string, body: ReturnType<typeof reads>, by = 'owner') => {
  const res = await as(by).put(`/api/agent/users/${ids[who]}/permissions`, body);
  expect(res.statusCode, res.body).toBe(200);
};
const SETTINGS_KEYS: NavPermissionKey[] = [
  'settings',
  'markupSettings',
  'websiteSettings',
  'profileSettings',
  'paymentSettings',
  'productSettings',
  'customizeTheme',
  'wallet',
  'walletDetails',
];
const settingsVersion = async () => ((await as('owner').get('/api/agency/settings')).json() as { data: { version: number } }).data.version;
const saveTheme = (who: string, version: number) =>
  as(who).put('/api/agency/settings/theme', { version, settings: { primaryColor: '#123456', logoPlacement: 'start' } });

describe('settings, business information and support check the page’s navigation permission', () => {
  it('an admin with every settings permission off reads neither the settings nor the audit log, and cannot change the theme', async () => {
    await setPermissions('admin', reads(false, SETTINGS_KEYS));
    const before = await settingsVersion();
    for (const res of [
      await as('admin').get('/api/agency/settings'),
      await as('admin').get('/api/agency/settings/audit'),
      await saveTheme('admin', before),
      await as('admin').get('/api/agency/business-info'),
      await as('admin').post('/api/agency/settings/images?slot=logo'),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ message: PERMISSION_REFUSED });
    }
    expect(await settingsVersion()).toBe(before);
    await setPermissions('admin', reads(true));
  });

  it('each section is saved only by someone who may open its page; reading needs any settings page', async () => {
    await setPermissions('admin', reads(false, ['customizeTheme']));
    expect((await as('admin').get('/api/agency/settings')).statusCode).toBe(200);
    expect((await saveTheme('admin', await settingsVersion())).statusCode).toBe(403);
    await setPermissions('admin', { permissions: { customizeTheme: { read: true }, settings: { read: false } } });
    // The theme page still opens (a top-level item), so the settings it shows are readable and it saves.
    expect((await as('admin').get('/api/agency/settings')).statusCode).toBe(200);
    const version = await settingsVersion();
    const saved = await saveTheme('admin', version);
    expect(saved.statusCode, saved.body).toBe(200);
    // Website Settings sits in the greyed Settings group: its section is refused.
    const current = (await as('owner').get('/api/agency/settings')).json() as { data: { version: number; website: unknown } };
    const res = await as('admin').put('/api/agency/settings/website', { version: current.data.version, settings: current.data.website });
    expect(res.statusCode).toBe(403);
    expect((await as('admin').get('/api/agency/settings/audit')).statusCode).toBe(403);
    await setPermissions('admin', reads(true));
    expect((await as('admin').get('/api/agency/settings/audit')).statusCode).toBe(200);
  });

  it('a restricted agent with every permission off neither files nor reads support requests; with Support on, does', async () => {
    await setPermissions('restricted', reads(false));
    const request = { subject: 'Help with a booking', message: 'The booking does not show.', contactPhone: '' };
    for (const res of [await as('restricted').post('/api/agency/support-requests', request), await as('restricted').get('/api/agency/support-requests')]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ message: PERMISSION_REFUSED });
    }
    await setPermissions('restricted', reads(true, ['support']));
    expect((await as('restricted').post('/api/agency/support-requests', request)).statusCode).toBe(201);
    expect((await as('restricted').get('/api/agency/support-requests')).statusCode).toBe(200);
    await setPermissions('restricted', reads(true));
  });
});

describe('nobody undoes the owner’s decisions about people', () => {
  it('an admin cannot turn their own permissions back on after the owner turned them off; nobody changes their own', async () => {
    await setPermissions('admin', reads(false, ['settings', 'customizeTheme']));
    const res = await as('admin').put(`/api/agent/users/${ids.admin}/permissions`, reads(true));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'SELF_PERMISSIONS', message: 'You cannot change your own permissions. Ask the agency owner or another admin.' });
    const stored = (await as('owner').get(`/api/agent/users/${ids.admin}`)).json() as { data: { permissions: Record<string, { read: boolean }> } };
    expect(stored.data.permissions.settings).toEqual({ read: false });
    expect(stored.data.permissions.customizeTheme).toEqual({ read: false });
    expect((await as('owner').put(`/api/agent/users/${ids.owner}/permissions`, reads(true))).statusCode).toBe(403);
    // An admin still sets a sales agent's.
    await setPermissions('sales', reads(false, ['searches']), 'admin');
    await setPermissions('sales', reads(true), 'admin');
    await setPermissions('admin', reads(true));
  });

  it('an admin cannot reactivate an owner whom another owner deactivated; that owner can', async () => {
    const promoted = await as('owner').put(`/api/agent/users/${ids.sales}/role`, { role: 'AgencyOwner' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await as('owner').post(`/api/agent/users/${ids.sales}/deactivate`)).statusCode).toBe(200);

    const res = await as('admin').post(`/api/agent/users/${ids.sales}/reactivate`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'OWNER_ONLY' });
    const stored = (await as('owner').get(`/api/agent/users/${ids.sales}`)).json() as { data: { status: string } };
    expect(stored.data.status).toBe('disabled');

    const back = await as('owner').post(`/api/agent/users/${ids.sales}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect((back.json() as { data: { status: string } }).data.status).toBe('active');
    expect((await as('admin').post(`/api/agent/users/${ids.sales}/deactivate`)).statusCode).toBe(403);
    expect((await as('owner').put(`/api/agent/users/${ids.sales}/role`, { role: 'SalesAgent' })).statusCode).toBe(200);
  });
});
