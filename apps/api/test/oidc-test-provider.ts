import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SignJWT, decodeJwt, importJWK, type JWK } from 'jose';
import Provider from 'oidc-provider';
import { Agent, fetch as undiciFetch } from 'undici';
import type { SignInFetch } from '../src/lib/sign-in.ts';

/**
 * A real OpenID Connect provider (oidc-provider) over HTTPS on 127.0.0.1, with the test certificate
 * in fixtures/oidc, for the sign-in tests (decision 0114). Whoever signs in is `nextUser`; the
 * provider can be told to refuse consent, or to hand out ID tokens for another audience.
 */

const FIXTURES = path.join(import.meta.dirname, 'fixtures/oidc');
/** The provider's certificate, for a process that must trust it (NODE_EXTRA_CA_CERTS). */
export const TEST_CA_PATH = path.join(FIXTURES, 'cert.pem');
export const TEST_CA = readFileSync(TEST_CA_PATH, 'utf8');
const TLS = { key: readFileSync(path.join(FIXTURES, 'key.pem')), cert: TEST_CA };

/** fetch that trusts the test provider's certificate: what the storefront's sign-in client uses in these tests. */
const trusting = new Agent({ connect: { ca: TEST_CA } });
export const trustingFetch = ((url: string, options: Parameters<SignInFetch>[1]) =>
  undiciFetch(url, { ...(options as object), dispatcher: trusting } as Parameters<typeof undiciFetch>[1])) as unknown as SignInFetch;

export interface TestPerson {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
}

export interface TestProviderOptions {
  /** The storefront origins whose callback (and home, after sign-out) this client may use. */
  origins: string[];
  clientId?: string;
  clientSecret?: string;
}

export async function startTestProvider({ origins, clientId = 'tripfront-storefront', clientSecret = 'test-client-secret-0123456789' }: TestProviderOptions) {
  const people = new Map<string, TestPerson>();
  const control = { nextUser: null as TestPerson | null, deny: false, wrongAudience: false, codeTtl: 60 };
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: 'test-key', alg: 'ES256', use: 'sig' };

  const server = https.createServer(TLS);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: origins.map((origin) => `${origin}/api/user/sso/callback`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [jwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'], agency: ['agency_role'] },
    scopes: ['openid', 'email', 'profile', 'agency'],
    findAccount: (_ctx, sub) => {
      const person = people.get(sub);
      return person ? { accountId: sub, claims: () => ({ ...person }) } : undefined;
    },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['tripfront-test-provider-cookie-key'] },
    ttl: { AuthorizationCode: () => control.codeTtl, Session: 600, Interaction: 600, Grant: 600, IdToken: 600, AccessToken: 600 },
    // The test storefront is plain HTTP on *.localhost.
    clientBasedCORS: () => true,
  });
  const handle = provider.callback();

  server.on('request', (req, res) => {
    void (async () => {
      if (req.url?.startsWith('/interaction/')) {
        // The person's side of the sign-in: whoever the test put in nextUser signs in and consents (or says no).
        const details = await provider.interactionDetails(req, res);
        if (control.deny) {
          await provider.interactionFinished(
            req,
            res,
            { error: 'access_denied', error_description: 'The person did not allow it.' },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        const person = control.nextUser;
        if (!person) throw new Error('the test provider has nobody to sign in');
        people.set(person.sub, person);
        if (details.prompt.name === 'login') {
          await provider.interactionFinished(req, res, { login: { accountId: person.sub } }, { mergeWithLastSubmission: false });
          return;
        }
        const grant = new provider.Grant({ accountId: person.sub, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
        return;
      }
      if (control.wrongAudience && req.method === 'POST' && req.url === '/token' && req.headers['x-test-pass'] === undefined) {
        // The provider's own token answer, its ID token re-signed with the provider's key for another client.
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const answer = await undiciFetch(`${issuer}/token`, {
          method: 'POST',
          body: Buffer.concat(chunks),
          headers: { 'content-type': String(req.headers['content-type']), 'x-test-pass': '1' },
          dispatcher: trusting,
        });
        const body = (await answer.json()) as { id_token: string };
        body.id_token = await new SignJWT({ ...decodeJwt(body.id_token), aud: 'someone-else' })
          .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
          .sign(await importJWK(jwk, 'ES256'));
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        return;
      }
      handle(req, res);
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    control,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;

/** Where the provider sent the browser back to the storefront: a URL (query response) or a form POST (form_post). */
export interface ProviderAnswer {
  url: URL;
  /** The fields of the provider's auto-submitted form, when it answered with one (response_mode=form_post). */
  form?: Record<string, string>;
}

/** Reads the auto-submitting form of a form_post answer: its action and hidden fields. */
function formPostOf(html: string): { action: string; fields: Record<string, string> } | null {
  const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(html) ?? /<form[^>]*action="([^"]+)"[^>]*method="post"/i.exec(html);
  if (!action) return null;
  const fields: Record<string, string> = {};
  for (const input of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi)) fields[input[1]!] = input[2]!.replaceAll('&amp;', '&');
  return { action: action[1]!.replaceAll('&amp;', '&'), fields };
}

/**
 * A browser at the provider (form_post included): follows its redirects, carrying its cookies, until
 * it sends the browser back to the storefront; answers how.
 */
export async function browseProviderAnswer(startUrl: string, storefrontOrigin: string): Promise<ProviderAnswer> {
  const cookies = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(storefrontOrigin)) return { url: new URL(url) };
    const res = await undiciFetch(url, {
      redirect: 'manual',
      dispatcher: trusting,
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const body = await res.text();
    const location = res.headers.get('location');
    if (!location) {
      const form = res.status === 200 ? formPostOf(body) : null;
      if (form?.action.startsWith(storefrontOrigin)) return { url: new URL(form.action), form: form.fields };
      throw new Error(`the provider stopped at ${url} with ${res.status}`);
    }
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}

/** A browser at the provider that comes back by a redirect (the query response mode): the storefront URL it lands on. */
export async function browseProvider(startUrl: string, storefrontOrigin: string): Promise<URL> {
  const answer = await browseProviderAnswer(startUrl, storefrontOrigin);
  if (answer.form) throw new Error('the provider answered with a form POST');
  return answer.url;
}
