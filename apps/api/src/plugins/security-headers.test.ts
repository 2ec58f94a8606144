import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPT_SOURCE } from '../lib/html.ts';
import securityHeaders, { HELMET_OPTIONS, helmetOptions, agencyPagePolicy } from './security-headers.ts';
import { markJsonApi } from './json-api.ts';

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/', async () => ({ ok: true }));
  app.get('/own-csp', async (_request, reply) => reply.header('content-security-policy', "default-src 'none'").send({ ok: true }));
  const [plain, own] = await Promise.all([app.inject({ url: '/' }), app.inject({ url: '/own-csp' })]);
  await app.close();
  const drop = (h: Record<string, unknown>) => {
    const { date: _d, 'content-length': _l, connection: _c, ...rest } = h;
    return rest;
  };
  return { plain: drop(plain.headers), own: drop(own.headers) };
}

describe('security headers worked out once', () => {
  it('are exactly the headers @fastify/helmet sends with the same options, and a route can still override one', async () => {
    const theirs = await headersOf((app) => app.register(fastifyHelmet, HELMET_OPTIONS as never));
    const ours = await headersOf((app) => app.register(securityHeaders));
    expect(ours).toEqual(theirs);
    expect(ours.plain['content-security-policy']).toContain(`script-src 'self' ${PAGE_SCRIPT_SOURCE} https://www.googletagmanager.com`);
    expect(ours.plain['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(ours.own['content-security-policy']).toBe("default-src 'none'");
    expect(Object.keys(ours.plain).length).toBeGreaterThan(10);
  });

  it('allow Stripe.js, its frames and its API on the pages of an agency whose gateway is Stripe, and nowhere else', async () => {
    const withGateway = (currentGateway: string | null) => async (app: ReturnType<typeof Fastify>) => {
      await app.register(securityHeaders);
      // As app.ts: the agency is known (tenant plugin) before the page policy's hook runs.
      app.addHook('onRequest', async (request: object) => {
        if (currentGateway) (request as unknown as { tenant: unknown }).tenant = { agency: { currentGateway }, publicAgency: {} };
      });
      await app.register(agencyPagePolicy);
    };
    const stripe = await headersOf(withGateway('stripe'));
    const csp = String(stripe.plain['content-security-policy']);
    const directive = (name: string) => new RegExp(`(?:^|;)${name} ([^;]*)`).exec(csp)?.[1] ?? '';
    expect(directive('script-src')).toBe(
      `'self' ${PAGE_SCRIPT_SOURCE} https://www.googletagmanager.com https://connect.facebook.net https://js.stripe.com https://*.js.stripe.com`,
    );
    expect(directive('frame-src')).toBe("'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
    expect(directive('connect-src')).toContain('https://api.stripe.com');
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(stripe.plain).toEqual((await headersOf((app) => app.register(fastifyHelmet, helmetOptions({ stripe: true }) as never))).plain);

    const plain = await headersOf((app) => app.register(fastifyHelmet, HELMET_OPTIONS as never));
    for (const other of [await headersOf(withGateway('sandbox')), await headersOf(withGateway(null))]) {
      expect(other.plain).toEqual(plain.plain);
      expect(String(other.plain['content-security-policy'])).not.toContain('stripe');
    }
  });

  it('let the pages of an agency with a map tile provider fetch from its host (decision 0101), with or without Stripe', async () => {
    const withMap = (currentGateway: string, mapStyleUrl: string | undefined) => async (app: ReturnType<typeof Fastify>) => {
      await app.register(securityHeaders);
      app.addHook('onRequest', async (request: object) => {
        (request as unknown as { tenant: unknown }).tenant = { agency: { currentGateway }, publicAgency: { mapStyleUrl } };
      });
      await app.register(agencyPagePolicy);
    };
    const connect = async (gateway: string, url: string | undefined) => {
      const csp = String((await headersOf(withMap(gateway, url))).plain['content-security-policy']);
      return /(?:^|;)connect-src ([^;]*)/.exec(csp)?.[1] ?? '';
    };
    expect(await connect('sandbox', 'https://tiles.example.com/styles/basic.json?key=k')).toMatch(/^'self' .* https:\/\/tiles\.example\.com$/);
    const both = await connect('stripe', 'https://tiles.example.com/style.json');
    expect(both).toContain('https://api.stripe.com');
    expect(both).toContain('https://tiles.example.com');
    expect(await connect('sandbox', undefined)).not.toContain('tiles.example.com');
  });
});

describe('security headers of API answers', () => {
  it('give the JSON API scope a short policy that forbids loading, running and framing, and pages the full one', async () => {
    const app = Fastify();
    await app.register(securityHeaders);
    // As app.ts: the APIs (and their not-found answers) in one marked scope, pages and the API document outside it.
    await app.register(async (api) => {
      markJsonApi(api);
      api.get('/api/agency', async () => ({ ok: true }));
      api.get('/hotel-api/search', async () => ({ ok: true }));
      await api.register(
        async (prefixed) => {
          prefixed.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ message: 'Not found.' }));
        },
        { prefix: '/api' },
      );
    });
    app.get('/api/docs', async (_request, reply) => reply.type('text/html').send('<h1>docs</h1>'));
    app.get('/faqs', async (_request, reply) => reply.type('text/html').send('<h1>FAQ</h1>'));
    const [agency, hotels, docs, page, missing] = await Promise.all(
      ['/api/agency', '/hotel-api/search', '/api/docs', '/faqs', '/api/nothing-here'].map((url) => app.inject({ url })),
    );
    await app.close();
    for (const res of [agency!, hotels!, missing!]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Superseded by frame-ancestors, and inert on JSON: not sent.
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['referrer-policy']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    expect(missing!.statusCode).toBe(404);
    for (const res of [docs!, page!]) {
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});
