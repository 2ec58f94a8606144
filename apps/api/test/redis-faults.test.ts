import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { RatePlan } from '@tripfront/domain/booking/hotel-api';
import { freePort } from '../../../scripts/server-process.mjs';
import { createRedisStore } from '../src/lib/redis-store.ts';
import type { KeyValueStore } from '../src/lib/store.ts';
import { createTestApp, SUNRISE, SUNRISE_ACCOUNTS, type TestApp } from './helpers.ts';
import { cookie, details, PARIS, query, searchParis, stay } from './booking-helpers.ts';
import { collectProcessErrors, redisReachable } from './fault-helpers.ts';

/**
 * Redis stopped, then frozen, while people log in, ask for reset links, search hotels and hold
 * rooms (decision 0075): no answer is a 5xx other than a 503 with Retry-After, none waits 2 s on
 * Redis, the throttles and hold caps still stop at their limits, and within 5 s of Redis answering
 * again the shared store is in use once more. The test runs its own redis-server (the shared one
 * is left alone), on PGlite and on PostgreSQL (TF_TEST_PG_URL) like every API test.
 */
const haveRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!haveRedis) console.warn('redis-faults.test.ts: no redis-server on PATH (Debian: apt-get install redis-server): the Redis fault test is skipped.');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A redis-server of this test on one port: started, stopped, frozen and thawed on demand. */
function redisServer(port: number) {
  let proc: ChildProcess | null = null;
  const url = `redis://127.0.0.1:${port}`;
  const answers = () => redisReachable(url, 300);
  return {
    url,
    async start() {
      proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (let i = 0; i < 50 && !(await answers()); i++) await sleep(100);
      expect(await answers()).toBe(true);
    },
    async stop() {
      const p = proc;
      proc = null;
      if (!p || p.exitCode !== null) return;
      const exited = new Promise((r) => p.once('exit', r));
      p.kill('SIGCONT');
      p.kill('SIGTERM');
      await exited;
    },
    freeze: () => proc?.kill('SIGSTOP'),
    thaw: () => proc?.kill('SIGCONT'),
  };
}

type Seen = { what: string; status: number; ms: number; retryAfter: unknown };

describe.skipIf(!haveRedis)('Redis stopped, then frozen, during logins, searches and holds', () => {
  let redis: ReturnType<typeof redisServer>;
  let store: KeyValueStore;
  let t: TestApp;
  let inspect: Redis;
  const channel = `tf-test-${randomUUID()}`;
  const rates: RatePlan[] = [];
  const processErrors = collectProcessErrors();

  /** A Redis, a store and an app of this attempt alone (a retry starts afresh), closed when it ends. */
  async function setup() {
    redis = redisServer(await freePort());
    onTestFinished(() => redis.stop());
    await redis.start();
    inspect = new Redis(redis.url, { maxRetriesPerRequest: 1, retryStrategy: (n) => Math.min(n * 100, 500) });
    inspect.on('error', () => undefined);
    onTestFinished(() => inspect.disconnect());
    store = createRedisStore(redis.url);
    onTestFinished(() => store.close());
    t = await createTestApp({
      store,
      config: { REDIS_URL: redis.url },
      agencyChangesChannel: channel,
      loginLimits: { perAccount: 5, perIp: 50, windowSeconds: 900 },
    });
    onTestFinished(() => t.close());
    // Room-only rates of hotels whose prices stay put, one per room; released after each phase, so reused.
    rates.length = 0;
    const { data } = await searchParis(t, SUNRISE, { radius: 40, pageSize: 50 });
    for (const h of data.hotels.filter((x) => Number(x.propertyId.split('-').pop()) % 3 !== 0)) {
      for (const room of (await details(t, SUNRISE, h.propertyId)).rooms) {
        const rate = room.rates.find((r) => r.board === 'room_only');
        if (rate) rates.push(rate);
      }
      if (rates.length >= 6) break;
    }
    expect(rates.length).toBeGreaterThanOrEqual(6);
  }

  /** One request, timed and recorded. */
  async function timed(seen: Seen[], what: string, send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
    const started = performance.now();
    const res = await send();
    seen.push({ what, status: res.statusCode, ms: Math.round(performance.now() - started), retryAfter: res.headers['retry-after'] });
    return res;
  }

  /**
   * Everything a phase does at once: a traveller logs in and fills their hold cap (releasing one
   * hold twice on the way), a guesser runs into the login throttle, someone asks for reset links,
   * someone searches, and an agency change is announced.
   */
  async function phase(name: string, account: readonly [string, string], ip: string): Promise<Seen[]> {
    const seen: Seen[] = [];
    const call = (what: string, options: Parameters<TestApp['call']>[1]) => timed(seen, what, () => t.call(SUNRISE, { remoteAddress: ip, ...options }));
    const hold = (token: string, rate: RatePlan) =>
      call('hold', {
        method: 'POST',
        url: '/api/bookings/holds',
        cookies: cookie(token),
        payload: { product: 'hotel', offerId: rate.rateId, currency: 'USD', expectedTotal: rate.price.total },
      });
    const release = (token: string, holdToken: string) =>
      call('release', { method: 'POST', url: '/api/bookings/holds/release', cookies: cookie(token), payload: { holdToken } });

    const traveller = async () => {
      const login = await call('login', { method: 'POST', url: '/api/user/login', payload: { email: account[0], password: account[1] } });
      expect(login.statusCode, `${name}: ${login.body}`).toBe(200);
      const token = login.cookies.find((c) => c.name === 'x-access-token')!.value;
      const held: string[] = [];
      for (const rate of rates.slice(0, 3)) {
        const res = await hold(token, rate);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
        held.push((res.json() as { data: { holdToken: string } }).data.holdToken);
      }
      expect((await hold(token, rates[3]!)).statusCode, `${name}: a 4th hold`).toBe(429);
      expect((await release(token, held[0]!)).statusCode).toBe(200);
      const again = await hold(token, rates[4]!);
      expect(again.statusCode, `${name}: ${again.body}`).toBe(201);
      held.push((again.json() as { data: { holdToken: string } }).data.holdToken);
      // Released twice: the second frees nothing, so the cap still holds.
      expect((await release(token, held[0]!)).statusCode).toBe(200);
      expect((await hold(token, rates[5]!)).statusCode, `${name}: a 4th hold after a double release`).toBe(429);
      for (const h of held.slice(1)) expect((await release(token, h)).statusCode).toBe(200);
    };
    const guesser = async () => {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const payload = { email: `nobody-${name}@sunrise-travel.example`, password: `wrong-${i}` };
        codes.push((await call('wrong login', { method: 'POST', url: '/api/user/login', payload })).statusCode);
      }
      // The throttle still counts: five tries, then 429.
      expect(codes, name).toEqual([401, 401, 401, 401, 401, 429]);
    };
    const resetLinks = async () => {
      for (let i = 0; i < 2; i++) {
        const res = await call('forgot password', { method: 'POST', url: '/api/user/forgot-password', payload: { email: account[0] } });
        expect(res.statusCode, res.body).toBe(200);
      }
    };
    const searches = async () => {
      // A radius of its own per phase: a search the cache has not seen.
      const radius = 5 + seenPhases++;
      const url = `/hotel-api/search?${query({ ...PARIS, ...stay(), occupancy: 2, searchString: 'Paris', radius })}`;
      for (let i = 0; i < 2; i++) expect((await call('search', { method: 'GET', url })).statusCode).toBe(200);
    };
    const agencyChange = async () => {
      const started = performance.now();
      await t.app.deps.agencyChanges.changed(randomUUID());
      seen.push({ what: 'agency change', status: 200, ms: Math.round(performance.now() - started), retryAfter: undefined });
    };
    await Promise.all([traveller(), guesser(), resetLinks(), searches(), agencyChange()]);
    return seen;
  }
  let seenPhases = 0;

  const expectCalm = (seen: Seen[], name: string) => {
    const failures = seen.filter((s) => s.status >= 500 && !(s.status === 503 && s.retryAfter));
    expect(failures, `${name}: 5xx answers`).toEqual([]);
    const slow = seen.filter((s) => s.ms >= 2_000);
    expect(slow, `${name}: requests of 2 s or more`).toEqual([]);
  };

  const readyz = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz', headers: { host: SUNRISE } });
    return { status: res.statusCode, body: res.json() as { status: string; redis?: string } };
  };

  /** Milliseconds until /readyz says Redis is up again (fails past 5 s). */
  const recovery = async () => {
    const started = performance.now();
    while ((await readyz()).body.redis !== 'up') {
      expect(performance.now() - started, 'Redis in use again within 5 s').toBeLessThan(5_000);
      await sleep(50);
    }
    return performance.now() - started;
  };

  it('answers without 5xx, each request within 2 s, with throttles and hold caps in force; back on Redis within 5 s', async ({ annotate }) => {
    await setup();
    const [traveller, owner, admin, sales] = SUNRISE_ACCOUNTS;
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready', redis: 'up' } });
    expectCalm(await phase('up', traveller, '198.51.100.10'), 'up');

    // (a) Stopped.
    await redis.stop();
    const stopped = await phase('stopped', owner, '198.51.100.11');
    expectCalm(stopped, 'stopped');
    expect(await readyz()).toMatchObject({ status: 200, body: { status: 'degraded', redis: 'down' } });

    // Back on the same port: in use again within 5 s.
    await redis.start();
    const afterRestart = await recovery();

    // (b) Frozen: connected, never answering.
    redis.freeze();
    const frozen = await phase('frozen', admin, '198.51.100.12');
    expectCalm(frozen, 'frozen');
    expect(await readyz()).toMatchObject({ status: 200, body: { status: 'degraded', redis: 'down' } });

    // (c) Thawed: in use again within 5 s, counters and hold slots in Redis again.
    redis.thaw();
    const afterThaw = await recovery();
    const back = await phase('back', sales, '198.51.100.13');
    expectCalm(back, 'back');
    expect(await inspect.exists(`login:acct-ip:${(await t.app.deps.resolver.resolve(SUNRISE))!.id}:nobody-back@sunrise-travel.example:198.51.100.13`)).toBe(1);
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready', redis: 'up' } });
    // Subscribed again after the restart: another instance's change reaches this one.
    const forgotten = new Promise<string>((resolve) => t.app.deps.agencyChanges.onForget(resolve));
    const changed = randomUUID();
    await inspect.publish(channel, `another-instance ${changed}`);
    expect(await forgotten).toBe(changed);
    expect(processErrors).toEqual([]);

    const slowest = (seen: Seen[]) => Math.max(...seen.map((s) => s.ms));
    await annotate(
      `redis-faults: slowest answer stopped ${slowest(stopped)} ms, frozen ${slowest(frozen)} ms, back ${slowest(back)} ms;` +
        ` Redis in use again ${Math.round(afterRestart)} ms after restart, ${Math.round(afterThaw)} ms after thaw`,
    );
  });
});
