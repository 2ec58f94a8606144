import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import securityHeaders, { HELMET_OPTIONS, helmetOptions } from './security-headers.ts';

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
    expect(ours.plain['content-security-policy']).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(ours.plain['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(ours.own['content-security-policy']).toBe("default-src 'none'");
    expect(Object.keys(ours.plain).length).toBeGreaterThan(10);
  });

  it('allow Stripe.js, its frames and its API only when both Stripe keys are configured', async () => {
    const withConfig = (config: Record<string, string | undefined>) => (app: ReturnType<typeof Fastify>) => {
      app.decorate('deps', { config } as never);
      return app.register(securityHeaders);
    };
    const stripe = await headersOf(withConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }));
    const csp = String(stripe.plain['content-security-policy']);
    const directive = (name: string) => new RegExp(`(?:^|;)${name} ([^;]*)`).exec(csp)?.[1] ?? '';
    expect(directive('script-src')).toBe("'self' https://www.googletagmanager.com https://connect.facebook.net https://js.stripe.com");
    expect(directive('frame-src')).toBe("'self' https://js.stripe.com https://hooks.stripe.com");
    expect(directive('connect-src')).toContain('https://api.stripe.com');
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(stripe).toEqual(await headersOf((app) => app.register(fastifyHelmet, helmetOptions({ stripe: true }) as never)));

    const plain = await headersOf((app) => app.register(fastifyHelmet, HELMET_OPTIONS as never));
    const noKeys = await headersOf(withConfig({}));
    expect(noKeys).toEqual(plain);
    expect(String(noKeys.plain['content-security-policy'])).not.toContain('stripe');
  });
});
