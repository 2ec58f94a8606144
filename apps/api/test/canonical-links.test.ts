import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantIdByHost, listOutbox } from '@tripfront/db';
import { BAD_HOST } from '../src/plugins/tenant.ts';
import { CSRF_MESSAGE } from '../src/plugins/csrf.ts';
import { canonicalOrigin, normaliseHost } from '../src/lib/tenant-resolver.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';
import { holdAndBook, steadyRate } from './booking-helpers.ts';

/** Sunrise's hosts: the seed lists sunrise.localhost first (its canonical host), then an alias. */
const ALIAS = 'www.sunrise-travel.example:8443';
const CANONICAL = 'http://sunrise.localhost:3000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perAccount: 50, perIp: 500, windowSeconds: 60 } });
});
afterAll(() => t.close());

const post = (host: string, url: string, payload: object, headers: Record<string, string> = {}) => t.call(host, { method: 'POST', url, payload, headers });

async function mailsTo(to: string) {
  const tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
  return (await t.db.withTenant(tenantId, (tx) => listOutbox(tx, tenantId))).filter((m) => m.toAddress === to);
}
/** Every absolute URL in a message. */
const urls = (text: string) => text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];

describe('malformed Host headers', () => {
  it.each([
    ['userinfo', 'sunrise.localhost:1@evil.example'],
    ['two ports', 'sunrise.localhost:3000:4000'],
    ['a space', 'sunrise.localhost evil.example'],
    ['a path', 'sunrise.localhost/evil'],
    ['a comma', 'sunrise.localhost,evil.example'],
    ['an empty label', 'sunrise..localhost'],
    ['a port that is not a number', 'sunrise.localhost:http'],
  ])('answers 400 for a Host with %s, and sends no email', async (_what, host) => {
    const res = await post(host, '/api/user/forgot-password', { email: 'admin@sunrise-travel.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BAD_HOST);
    expect(await mailsTo('admin@sunrise-travel.example')).toEqual([]);
  });

  it('answers 400 for a Host header sent twice (Node keeps only the first copy)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const status = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/agency HTTP/1.1\r\nHost: sunrise.localhost:${port}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data.split('\r\n')[0] ?? ''));
      socket.on('error', reject);
    });
    expect(status).toBe('HTTP/1.1 400 Bad Request');
  });

  it('normaliseHost keeps well-formed hosts and refuses the rest', () => {
    expect(normaliseHost('Sunrise.Localhost.:3000')).toBe('sunrise.localhost');
    expect(normaliseHost('127.0.0.1:3000')).toBe('127.0.0.1');
    expect(normaliseHost('[::1]:3000')).toBe('[::1]');
    expect(normaliseHost('localhost')).toBe('localhost');
    for (const bad of ['', ':3000', 'a@b', 'a:1:2', '[::1', 'a b', '-a.example', 'a_b.example', 'x'.repeat(300)]) expect(normaliseHost(bad)).toBeNull();
  });
});

describe('emailed links name the configured canonical origin', () => {
  it('password reset requested on an alias host with another port', async () => {
    expect((await post(ALIAS, '/api/user/forgot-password', { email: 'sales@sunrise-travel.example' })).statusCode).toBe(200);
    const [mail] = await mailsTo('sales@sunrise-travel.example');
    expect(urls(mail!.text)).not.toEqual([]);
    for (const url of urls(mail!.text)) expect(url.startsWith(`${CANONICAL}/`)).toBe(true);
    expect(mail!.text).toContain(`${CANONICAL}/newPassword?token=`);
  });

  it('verification link of a signup made on the loopback default host', async () => {
    const email = 'canonical.signup@example.com';
    const res = await post('localhost:5173', '/api/user/signup', { email, password: 'Canonical-Secret-9', firstName: 'Can', lastName: 'Onical' });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail!.text).toContain(`${CANONICAL}/verify?token=`);
    for (const url of urls(mail!.text)) expect(url.startsWith(`${CANONICAL}/`)).toBe(true);
  });

  it('booking confirmation of a booking made on the alias host', async () => {
    const token = await t.login(ALIAS, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const rate = await steadyRate(t, ALIAS);
    const res = await holdAndBook(t, ALIAS, token, rate);
    expect(res.statusCode, res.body).toBe(201);
    const reference = res.json().data.reference as string;
    const mail = (await mailsTo('ada@example.com')).find((m) => m.subject.includes(reference))!;
    expect(mail.text).toContain(`${CANONICAL}/mytrip/mytrips`);
    for (const url of urls(mail.text)) expect(url.startsWith(`${CANONICAL}/`)).toBe(true);
  });

  it('robots.txt and the sitemap name the canonical origin on any host', async () => {
    const robots = await t.call(ALIAS, { method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${CANONICAL}/sitemap.xml`);
    const sitemap = await t.call(ALIAS, { method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`<loc>${CANONICAL}/</loc>`);
    expect(sitemap.body).not.toContain('sunrise-travel.example');
  });
});

describe('PUBLIC_SCHEME and PUBLIC_PORT', () => {
  it('https without a port: links say https://sunrise.localhost/…', async () => {
    const other = await createTestApp({ config: { PUBLIC_SCHEME: 'https', PUBLIC_PORT: '' } });
    try {
      expect(
        (await other.call(ALIAS, { method: 'POST', url: '/api/user/forgot-password', payload: { email: 'admin@sunrise-travel.example' } })).statusCode,
      ).toBe(200);
      const tenantId = (await findTenantIdByHost(other.db, 'sunrise.localhost'))!;
      const [mail] = (await other.db.withTenant(tenantId, (tx) => listOutbox(tx, tenantId))).filter((m) => m.toAddress === 'admin@sunrise-travel.example');
      expect(mail!.text).toContain('https://sunrise.localhost/newPassword?token=');
    } finally {
      await other.close();
    }
  });

  it('canonicalOrigin leaves out the default port of the scheme', () => {
    expect(canonicalOrigin('a.example', { scheme: 'https', port: 443 })).toBe('https://a.example');
    expect(canonicalOrigin('a.example', { scheme: 'http', port: 80 })).toBe('http://a.example');
    expect(canonicalOrigin('a.example', { scheme: 'http', port: 3000 })).toBe('http://a.example:3000');
    expect(canonicalOrigin('a.example', { scheme: 'https', port: null })).toBe('https://a.example');
  });
});

describe('CSRF origin check compares the scheme too', () => {
  const change = (origin: string, headers: Record<string, string> = {}) =>
    t.call(SUNRISE, { method: 'POST', url: '/api/user/logout', headers: { origin, ...headers } });

  it('refuses an https origin on an http request to the same host and port', async () => {
    const res = await change('https://sunrise.localhost:3000');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CSRF_MESSAGE);
  });

  it("accepts the request's own origin and the canonical one", async () => {
    expect((await change('http://sunrise.localhost:3000')).statusCode).toBe(200);
    expect((await t.call(ALIAS, { method: 'POST', url: '/api/user/logout', headers: { origin: CANONICAL } })).statusCode).toBe(200);
    expect((await t.call(ALIAS, { method: 'POST', url: '/api/user/logout', headers: { origin: `http://${ALIAS}` } })).statusCode).toBe(200);
  });

  it('refuses another port of the same host', async () => {
    expect((await change('http://sunrise.localhost:4000')).statusCode).toBe(403);
  });
});
