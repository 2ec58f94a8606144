import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInSecretName, type AgencySettings, type LoginSettings, type LoginSettingsInput } from '@tripfront/domain';
import { findTenantIdByHost, rowsOf } from '@tripfront/db';
import { agencySecret } from '../src/lib/agency-secrets.ts';
import { HttpError } from '../src/lib/http-errors.ts';
import { loginSettingsOf, planLoginSave } from '../src/lib/login-settings.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';

// The Login settings section (decision 0117): the agency's sign-in providers and their client
// secrets. Every answer and every log line is kept, to look for the secrets in them.

const lines: string[] = [];
const answers: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ config: { AGENCY_CACHE_TTL: '60' }, logger: { level: 'trace', stream } });
});
afterAll(() => t.close());

async function as(email: string, password: string) {
  const token = await t.login(SUNRISE, email, password);
  const send = async (method: 'GET' | 'PUT', url: string, payload?: object) => {
    const res = await t.call(SUNRISE, { method, url, payload, cookies: { 'x-access-token': token } });
    answers.push(res.body);
    return res;
  };
  return {
    settings: async (): Promise<AgencySettings> => (await send('GET', '/api/agency/settings')).json<{ data: AgencySettings }>().data,
    put: (version: number, settings: object) => send('PUT', '/api/agency/settings/login', { version, settings }),
    audit: async () =>
      (await send('GET', '/api/agency/settings/audit')).json<{
        data: Array<{ section: string; changes: Array<{ field: string; from: unknown; to: unknown }> }>;
      }>().data,
  };
}
const owner = () => as('owner@sunrise-travel.example', 'Owner#2026');

const SECRET = 'oidc-Secret-Value-0123456789-AbCd';
const OTHER = 'another-Secret-9876543210-WxYz';
const OIDC = { issuer: 'https://id.sunrise.example', clientId: 'sunrise-storefront', scopes: 'openid email profile' };
/** The section as the form sends it: what was read, without the secrets' state, and with the changes. */
const input = (s: LoginSettings, changes: Partial<LoginSettingsInput> = {}): object => {
  const { clientSecrets: _stored, ...rest } = s;
  return { ...rest, ...changes };
};

describe('Login settings', () => {
  it('refuses a SalesAgent and a traveller (403); an admin may save', async () => {
    const s = await (await owner()).settings();
    for (const [email, password] of [
      ['sales@sunrise-travel.example', 'Sales#2026'],
      ['traveller@sunrise-travel.example', 'Traveller#2026'],
    ] as const) {
      const res = await (await as(email, password)).put(s.version, input(s.login, { isDirectLoginAllowedForSSOUsers: true }));
      expect(res.statusCode).toBe(403);
    }
    const admin = await as('admin@sunrise-travel.example', 'Admin#2026');
    expect((await admin.put(s.version, input(s.login, { isDirectLoginAllowedForSSOUsers: true }))).statusCode).toBe(200);
  });

  it('starts with no provider and no secret', async () => {
    const s = (await (await owner()).settings()).login;
    expect(s.isSSOEnabled).toBe(false);
    expect(s.oidc).toBeNull();
    expect(s.clientSecrets).toEqual({
      oidc: { isSet: false, hint: null },
      google: { isSet: false, hint: null },
      microsoft: { isSet: false, hint: null },
      apple: { isSet: false, hint: null },
    });
  });

  it('saves the provider and a client secret: the secret only as a hint, stored encrypted, audited without it, the storefront changed at once', async () => {
    const o = await owner();
    const before = await o.settings();
    const res = await o.put(
      before.version,
      input(before.login, {
        isSSOEnabled: true,
        isDirectLoginAllowedForSSOUsers: false,
        oidc: { ...OIDC, claims: { role: 'groups' } } as never,
        clientSecrets: { oidc: SECRET },
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ data: AgencySettings }>().data;
    expect(saved.version).toBe(before.version + 1);
    expect(saved.login).toMatchObject({
      isSSOEnabled: true,
      isDirectLoginAllowedForSSOUsers: false,
      oidc: { ...OIDC, claims: { role: 'groups', email: 'email' } },
    });
    expect(saved.login.clientSecrets.oidc).toEqual({ isSet: true, hint: '…AbCd' });
    expect((await o.settings()).login.clientSecrets.oidc).toEqual({ isSet: true, hint: '…AbCd' });

    // The sign-in reads it back (lib/sign-in-setup.ts); the row holds only ciphertext.
    const tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
    expect(await agencySecret(t.app, tenantId, signInSecretName('oidc'), 'test')).toBe(SECRET);
    const rows = await t.db.withTenant(tenantId, (tx) => rowsOf<{ ciphertext: string }>(tx.execute(sql`select ciphertext from agency_secrets`)));
    expect(rows.some((r) => r.ciphertext.includes(SECRET.slice(0, 12)))).toBe(false);

    // The public agency says single sign-on is on without waiting for the cache.
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency' })).json().data.sso).toMatchObject({
      isSSOEnabled: true,
      isDirectLoginAllowedForSSOUsers: false,
    });

    const [entry] = await o.audit();
    expect(entry!.section).toBe('login');
    expect(entry!.changes).toContainEqual({ field: 'isSSOEnabled', from: false, to: true });
    expect(entry!.changes).toContainEqual({ field: 'clientSecrets.oidc', from: 'not set', to: 'set' });
    expect(JSON.stringify(entry)).not.toContain('AbCd');
  });

  it('keeps a secret left out, ignores the same one again, replaces it, then clears it', async () => {
    const o = await owner();
    let s = await o.settings();
    let res = await o.put(s.version, input(s.login, { oidc: OIDC as never, clientSecrets: { oidc: SECRET } }));
    s = res.json<{ data: AgencySettings }>().data;
    // Left out: kept, and nothing changed.
    res = await o.put(s.version, input(s.login));
    expect(res.json().data.version).toBe(s.version);
    expect(res.json().data.login.clientSecrets.oidc).toEqual({ isSet: true, hint: '…AbCd' });
    // The same secret again: no new version.
    res = await o.put(s.version, input(s.login, { clientSecrets: { oidc: SECRET } }));
    expect(res.json().data.version).toBe(s.version);
    // Replaced.
    res = await o.put(s.version, input(s.login, { clientSecrets: { oidc: OTHER } }));
    expect(res.statusCode).toBe(200);
    s = res.json<{ data: AgencySettings }>().data;
    expect(s.login.clientSecrets.oidc).toEqual({ isSet: true, hint: '…WxYz' });
    expect((await o.audit())[0]!.changes).toEqual([{ field: 'clientSecrets.oidc', from: 'set', to: 'changed' }]);
    // Cleared.
    res = await o.put(s.version, input(s.login, { clientSecrets: { oidc: null } }));
    expect(res.statusCode, res.body).toBe(200);
    s = res.json<{ data: AgencySettings }>().data;
    expect(s.login.clientSecrets.oidc).toEqual({ isSet: false, hint: null });
    expect((await o.audit())[0]!.changes).toEqual([{ field: 'clientSecrets.oidc', from: 'set', to: 'cleared' }]);
    const tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
    expect(await agencySecret(t.app, tenantId, signInSecretName('oidc'), 'test')).toBeNull();
  });

  it('saves a social provider with its own client id and secret; the platform’s client when the id is empty', async () => {
    const o = await owner();
    const s = await o.settings();
    const social = {
      google: { enabled: true, clientId: 'sunrise.apps.googleusercontent.com' },
      microsoft: { enabled: true, clientId: '' },
      apple: null,
      microsoftTenant: 'organizations',
    };
    const res = await o.put(s.version, input(s.login, { social, clientSecrets: { google: 'GOCSPX-google-secret-7788' } }));
    expect(res.statusCode).toBe(200);
    const login = res.json<{ data: AgencySettings }>().data.login;
    expect(login.social).toEqual(social);
    expect(login.clientSecrets.google).toEqual({ isSet: true, hint: '…7788' });
    expect(login.clientSecrets.microsoft).toEqual({ isSet: false, hint: null });
  });

  it.each<[string, (s: LoginSettings) => object, string]>([
    ['an issuer that is not a web address', (s) => input(s, { oidc: { ...OIDC, issuer: 'ftp://id.sunrise.example' } as never }), 'settings.oidc.issuer'],
    ['scopes without openid', (s) => input(s, { oidc: { ...OIDC, scopes: 'email profile' } as never }), 'settings.oidc.scopes'],
    ['a claim name with spaces', (s) => input(s, { oidc: { ...OIDC, claims: { email: 'e mail' } } as never }), 'settings.oidc.claims.email'],
    ['a Microsoft tenant with a slash', (s) => input(s, { social: { ...s.social, microsoftTenant: 'a/b' } }), 'settings.social.microsoftTenant'],
    ['an empty secret', (s) => input(s, { clientSecrets: { apple: '  ' } }), 'settings.clientSecrets.apple'],
    [
      'a secret for a social provider on the platform’s client',
      (s) => input(s, { social: { ...s.social, apple: { enabled: true, clientId: '' } }, clientSecrets: { apple: 'apple-secret-1234' } }),
      'settings.clientSecrets.apple',
    ],
    ['a secret without a provider', (s) => input(s, { oidc: null, clientSecrets: { oidc: 'orphan-secret-1234' } }), 'settings.clientSecrets.oidc'],
  ])('refuses %s: 400 naming the field, nothing saved', async (_, body, field) => {
    const o = await owner();
    const s = await o.settings();
    const res = await o.put(s.version, body(s.login));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect((await o.settings()).version).toBe(s.version);
  });

  it('refuses a plain-HTTP issuer on a production server, allows it elsewhere', () => {
    const agency = {
      sso: {
        isSSOEnabled: false,
        isDirectLoginAllowedForSSOUsers: true,
        oidc: null,
        social: { google: null, microsoft: null, apple: null, microsoftTenant: '' },
      },
    };
    const secrets = { oidc: null, google: null, microsoft: null, apple: null };
    const plan = (production: boolean) =>
      planLoginSave(
        { key: Buffer.alloc(32, 1), tenantId: 't', production, config: {} as never, agency, secrets },
        { ...loginSettingsOf(agency, secrets), oidc: { ...OIDC, issuer: 'http://localhost:9000', claims: undefined as never }, clientSecrets: {} },
      );
    expect(() => plan(true)).toThrow(HttpError);
    try {
      plan(true);
    } catch (error) {
      expect((error as HttpError).statusCode).toBe(400);
    }
    expect(plan(false).changes.map((c) => c.field)).toEqual(['oidc']);
  });

  it('never answers or logs a secret', () => {
    for (const text of [...answers, ...lines]) {
      for (const secret of [SECRET, OTHER, 'GOCSPX-google-secret-7788']) expect(text).not.toContain(secret.slice(0, -4));
    }
    expect(lines.length).toBeGreaterThan(0);
  });
});
