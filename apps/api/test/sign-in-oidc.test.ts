import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, schema } from '@tripfront/db';
import { seedFileSchema, type SsoError, type UserProfile } from '@tripfront/domain';
import { canonicalOrigin } from '../src/lib/tenant-resolver.ts';
import { createSignInClient, SignInError } from '../src/lib/sign-in.ts';
import { createTestApp, makeAgency, testConfig, type TestApp } from './helpers.ts';
import { browseProvider, browseProviderAnswer, startTestProvider, trustingFetch, type TestPerson, type TestProvider } from './oidc-test-provider.ts';

// Sign-in through an OpenID Connect provider (decision 0114): a real oidc-provider over HTTPS with a
// test certificate; the storefront's side is openid-client, through the app.

const SSO = 'sso.localhost';
const WRONG_SECRET = 'wrongsecret.localhost';
const DOWN = 'down.localhost';
const TRAVELLER = { email: 'tove@sso.example', password: 'Traveller#2026' };
const ADMIN = { email: 'ada@sso.example', password: 'Admin#2026!' };

let provider: TestProvider;
let t: TestApp;
const config = testConfig();
const origin = (host: string) => canonicalOrigin(host, { scheme: config.PUBLIC_SCHEME, port: config.PUBLIC_PORT });

let people = 0;
const person = (overrides: Partial<TestPerson> = {}): TestPerson => {
  people += 1;
  return {
    sub: `person-${people}`,
    email: `person${people}@sso.example`,
    email_verified: true,
    given_name: 'Sam',
    family_name: `Person${people}`,
    ...overrides,
  };
};

beforeAll(async () => {
  provider = await startTestProvider({ origins: [SSO, WRONG_SECRET].map(origin) });
  const oidc = { issuer: provider.issuer, clientId: provider.clientId, scopes: 'openid email profile agency' };
  // Raw seed entries, as a seed file gives them: the client secrets beside the settings.
  const withSso = (subdomain: string, host: string, sso: Record<string, unknown>, users: unknown[] = []) => {
    const entry = makeAgency(subdomain, { hosts: [host] });
    return { ...entry, agency: { ...entry.agency, sso }, users };
  };
  const user = (who: { email: string; password: string }, firstName: string, userType: string) => ({ ...who, firstName, userType });
  const seed = seedFileSchema.parse({
    defaultHost: SSO,
    agencies: [
      withSso(
        'sso',
        SSO,
        {
          isSSOEnabled: true,
          isDirectLoginAllowedForSSOUsers: false,
          oidc: { ...oidc, clientSecret: provider.clientSecret, claims: { role: 'agency_role' } },
          social: {
            google: { enabled: true, clientId: provider.clientId, clientSecret: provider.clientSecret },
            apple: { enabled: true, clientId: provider.clientId, clientSecret: provider.clientSecret },
          },
        },
        [user(TRAVELLER, 'Tove', 'Traveller'), user(ADMIN, 'Ada', 'Admin')],
      ),
      withSso('wrongsecret', WRONG_SECRET, { isSSOEnabled: true, oidc: { ...oidc, clientSecret: 'not-the-secret' } }),
      // Nothing listens on port 9: the provider is down.
      withSso('down', DOWN, { isSSOEnabled: true, oidc: { issuer: 'https://127.0.0.1:9', clientId: 'x', clientSecret: 'y' } }),
    ],
  });
  t = await createTestApp({ seed, signInFetch: trustingFetch, config: { SIGN_IN_ISSUER_GOOGLE: provider.issuer, SIGN_IN_ISSUER_APPLE: provider.issuer } });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** GET /api/user/sso/start as a browser: the provider's URL and the state cookie. */
async function start(host: string, query = '', cookies: Record<string, string> = {}) {
  const res = await t.call(host, { method: 'GET', url: `/api/user/sso/start${query}`, cookies });
  const state = res.cookies.find((c) => c.name === 'tf-sso-state')?.value;
  return { res, location: String(res.headers.location), state };
}

/** The provider's answer delivered to the storefront's callback, with (or without) the browser's state cookie. */
async function callback(host: string, back: URL, stateCookie: string | undefined) {
  return t.call(host, { method: 'GET', url: `${back.pathname}${back.search}`, cookies: stateCookie ? { 'tf-sso-state': stateCookie } : {} });
}

/** A whole sign-in as `who`: start, the provider, the callback. */
async function signInAs(who: TestPerson, host = SSO, query = '?navigateTo=%2Fhotels') {
  provider.control.nextUser = who;
  const { location, state } = await start(host, query);
  const back = await browseProvider(location, origin(host));
  return { back, state, answer: await callback(host, back, state) };
}

const sessionOf = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === 'x-access-token' && c.value !== '')?.value;
const failedWith = (res: { statusCode: number; headers: Record<string, unknown> }, reason: SsoError) => {
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`/sso?error=${reason}`);
};
async function me(host: string, token: string) {
  const res = await t.call(host, { method: 'GET', url: '/api/user/me', cookies: { 'x-access-token': token } });
  expect(res.statusCode).toBe(200);
  const { id, isTravelAgent, personal_info: info } = res.json().data as UserProfile;
  return { id, isTravelAgent, email: info.email, firstName: info.first_name, lastName: info.last_name };
}

/** The agency's admin, signed in: with her password, or through the provider once an earlier test linked her there. */
async function adminSignIn(): Promise<string> {
  const staff = await t.call(SSO, { method: 'POST', url: '/api/user/login', payload: { email: ADMIN.email, password: ADMIN.password } });
  return staff.statusCode === 200 ? sessionOf(staff)! : sessionOf((await signInAs(person({ sub: 'ada-at-idp', email: ADMIN.email }))).answer)!;
}

describe('sign-in through the agency’s OpenID Connect provider', () => {
  it('signs a new person in, lands them where they were, and reuses their account the next time', async () => {
    const who = person({ given_name: 'Noor', family_name: 'Haddad' });
    const { location } = await start(SSO, '?navigateTo=%2Fhotels');
    const authorize = new URL(location);
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${origin(SSO)}/api/user/sso/callback`);

    const first = await signInAs(who);
    expect(first.answer.statusCode).toBe(302);
    expect(first.answer.headers.location).toBe('/hotels');
    const token = sessionOf(first.answer);
    expect(token).toBeTruthy();
    const profile = await me(SSO, token!);
    expect(profile).toMatchObject({ email: who.email, firstName: 'Noor', lastName: 'Haddad' });

    // The provider's person is the same even when their address changes there.
    const second = await signInAs({ ...who, email: 'noor.new@sso.example' });
    expect((await me(SSO, sessionOf(second.answer)!)).id).toBe(profile.id);
  });

  it('links an existing account only through a verified email, and then holds it to the provider', async () => {
    // Direct login is off here: the traveller's password no longer works once they use the provider…
    const unverified = await signInAs(person({ sub: 'tove-at-idp', email: TRAVELLER.email, email_verified: false }));
    failedWith(unverified.answer, 'email');
    expect(sessionOf(unverified.answer)).toBeUndefined();

    const linked = await signInAs(person({ sub: 'tove-at-idp', email: TRAVELLER.email }));
    expect((await me(SSO, sessionOf(linked.answer)!)).email).toBe(TRAVELLER.email);
    const refused = await t.call(SSO, { method: 'POST', url: '/api/user/login', payload: TRAVELLER });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SSO_REQUIRED');

    // …and staff keep their password until they sign in through the provider too.
    expect((await t.call(SSO, { method: 'POST', url: '/api/user/login', payload: ADMIN })).statusCode).toBe(200);
    await signInAs(person({ sub: 'ada-at-idp', email: ADMIN.email }));
    expect((await t.call(SSO, { method: 'POST', url: '/api/user/login', payload: ADMIN })).json().code).toBe('SSO_REQUIRED');
  });

  it('makes a travel agent of a person whose role claim says so', async () => {
    const { answer } = await signInAs(person({ agency_role: 'travel_agent' }));
    expect((await me(SSO, sessionOf(answer)!)).isTravelAgent).toBe(true);
  });

  it('signs nobody in on a tampered, foreign or replayed state', async () => {
    provider.control.nextUser = person();
    const { location, state } = await start(SSO);
    const back = await browseProvider(location, origin(SSO));
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${state}x`);
    failedWith(await callback(SSO, tampered, `${state}x`), 'state');
    // The provider's answer in a browser that did not start the sign-in.
    failedWith(await callback(SSO, back, undefined), 'state');
    const ok = await callback(SSO, back, state);
    expect(sessionOf(ok)).toBeTruthy();
    const replayed = await callback(SSO, back, state);
    failedWith(replayed, 'state');
    expect(sessionOf(replayed)).toBeUndefined();
  });

  it('tells an expired code, a token for another client, a refusal and a wrong client secret apart, and signs nobody in', async () => {
    provider.control.codeTtl = 1;
    const expired = await (async () => {
      provider.control.nextUser = person();
      const { location, state } = await start(SSO);
      const back = await browseProvider(location, origin(SSO));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return callback(SSO, back, state);
    })();
    provider.control.codeTtl = 60;
    failedWith(expired, 'token');
    expect(sessionOf(expired)).toBeUndefined();

    provider.control.wrongAudience = true;
    const foreign = await signInAs(person());
    provider.control.wrongAudience = false;
    failedWith(foreign.answer, 'token');
    expect(sessionOf(foreign.answer)).toBeUndefined();

    provider.control.deny = true;
    const denied = await signInAs(person());
    provider.control.deny = false;
    failedWith(denied.answer, 'denied');

    const wrongSecret = await signInAs(person(), WRONG_SECRET, '');
    failedWith(wrongSecret.answer, 'client');
    expect(sessionOf(wrongSecret.answer)).toBeUndefined();
  });

  it('sends the browser to /sso with the reason when the provider is down', async () => {
    const { res } = await start(DOWN);
    failedWith(res, 'unavailable');
  });

  it('ends the provider’s session too when the person signs out', async () => {
    const { answer } = await signInAs(person());
    const res = await t.call(SSO, { method: 'POST', url: '/api/user/logout', cookies: { 'x-access-token': sessionOf(answer)! } });
    const url = new URL(res.json().data.providerLogoutUrl as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${origin(SSO)}/`);
  });

  it('reports what a test sign-in received to the owner or admin who ran it, and signs nobody in', async () => {
    const adminSession = await adminSignIn();
    expect((await start(SSO, '?test=1')).res.statusCode).toBe(401);
    provider.control.nextUser = person({ given_name: 'Probe' });
    const { location, state } = await start(SSO, '?test=1', { 'x-access-token': adminSession });
    const back = await browseProvider(location, origin(SSO));
    const answer = await callback(SSO, back, state);
    expect(answer.headers.location).toBe(`/sso?test=${state}`);
    expect(sessionOf(answer)).toBeUndefined();
    const report = await t.call(SSO, { method: 'GET', url: `/api/user/sso/test/${state}`, cookies: { 'x-access-token': adminSession } });
    expect(report.json().data).toMatchObject({ provider: 'oidc', issuer: provider.issuer, claims: { given_name: 'Probe' } });
  });
});

describe('social sign-in', () => {
  it('offers the switched-on presets and signs in through the same code path', async () => {
    const agency = (await t.call(SSO, { method: 'GET', url: '/api/agency' })).json().data;
    expect(agency.sso).toEqual({ isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false, hasProvider: true, socialProviders: ['google', 'apple'] });
    // The providers' settings and secrets stay on the server.
    expect(JSON.stringify(agency)).not.toContain(provider.clientSecret);
    expect(JSON.stringify(agency)).not.toContain(provider.issuer);

    const { answer } = await signInAs(person({ email: 'gia@gmail.example' }), SSO, '?provider=google');
    expect((await me(SSO, sessionOf(answer)!)).email).toBe('gia@gmail.example');
    // A preset the agency did not switch on is not offered.
    failedWith((await start(SSO, '?provider=microsoft')).res, 'notEnabled');
  });

  it('takes Apple’s answer as a form POST', async () => {
    provider.control.nextUser = person({ email: 'ari@icloud.example' });
    const { location, state } = await start(SSO, '?provider=apple&navigateTo=%2Fcars');
    expect(new URL(location).searchParams.get('response_mode')).toBe('form_post');
    const back = await browseProviderAnswer(location, origin(SSO));
    expect(back.form?.code).toBeTruthy();
    const answer = await t.call(SSO, {
      method: 'POST',
      url: back.url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(back.form).toString(),
      cookies: { 'tf-sso-state': state! },
    });
    expect(answer.headers.location).toBe('/cars');
    expect((await me(SSO, sessionOf(answer)!)).email).toBe('ari@icloud.example');
  });
});

describe('the terms a first sign-in accepts', () => {
  it('records the users’ terms in force on the account an OpenID Connect or social first sign-in makes', async () => {
    const admin = await adminSignIn();
    for (const text of ['<p>Our terms</p>', '<p>Our terms, revised</p>']) {
      const published = await t.call(SSO, {
        method: 'POST',
        url: '/api/agency/terms',
        cookies: { 'x-access-token': admin },
        payload: { kind: 'users', translations: { en: { bodyHtml: text } } },
      });
      expect(published.statusCode, published.body).toBe(201);
    }
    const latest = (await t.call(SSO, { method: 'GET', url: '/api/content/terms/users/latest' })).json().version as number;
    expect(latest).toBeGreaterThanOrEqual(2);

    const tenantId = (await findTenantIdByHost(t.db, SSO))!;
    for (const [who, query] of [
      [person(), undefined],
      [person({ email: 'gus@gmail.example' }), '?provider=google'],
    ] as const) {
      const { answer } = await signInAs(who, SSO, query);
      const { id } = await me(SSO, sessionOf(answer)!);
      const [row] = await t.db.withTenant(tenantId, (tx) => tx.select().from(schema.users).where(eq(schema.users.id, id)));
      expect(row, who.email).toMatchObject({ email: who.email, acceptedTermsVersion: latest });
    }
  });
});

describe('the sign-in client', () => {
  it('refuses a plain-HTTP issuer in production', async () => {
    const client = createSignInClient({ config: { ...testConfig(), production: true } });
    const setup = {
      provider: 'oidc' as const,
      issuer: 'http://127.0.0.1:9',
      clientId: 'x',
      clientSecret: null,
      scopes: 'openid',
      claims: { email: 'email', firstName: 'given_name', lastName: 'family_name', role: null, agentValue: 'a', restrictedAgentValue: 'b' },
      formPost: false,
    };
    await expect(client.start(setup, { origin: 'https://a.example', state: 's', navigateTo: '', test: false })).rejects.toBeInstanceOf(SignInError);
  });
});
