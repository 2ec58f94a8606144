import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../src/lib/store.ts';
import { createRedisStore } from '../src/lib/redis-store.ts';
import { PASSWORD_BUSY } from '../src/lib/passwords.ts';
import { EVEN_ANSWER_MS } from '../src/routes/api/user/account.ts';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

/** Set to a Redis URL (e.g. redis://127.0.0.1:6379) to run the parallel-guess test on Redis too. */
const REDIS_URL = process.env.TF_TEST_REDIS_URL;

const login = (t: TestApp, host: string, email: string, password: string, remoteAddress?: string) =>
  t.call(host, { method: 'POST', url: '/api/user/login', payload: { email, password }, ...(remoteAddress ? { remoteAddress } : {}) });

const counts = (codes: number[]) => codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

function parallelGuesses(store: () => KeyValueStore | undefined) {
  let t: TestApp;
  beforeAll(async () => {
    const s = store();
    t = await createTestApp({ ...(s ? { store: s } : {}), loginLimits: { perAccount: 5, perIp: 20, windowSeconds: 900 } });
  });
  afterAll(() => t.close());

  it('200 parallel guesses at one account from one IP check at most 5 passwords, and the right one after them is refused', async () => {
    const before = t.app.deps.passwords.stats().verifications;
    const guesses = Array.from({ length: 199 }, (_, i) => login(t, SUNRISE, 'owner@sunrise-travel.example', `wrong-guess-${i}`));
    guesses.push(login(t, SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026'));
    const answers = await Promise.all(guesses);
    const codes = answers.map((r) => r.statusCode);
    expect(counts(codes)[200]).toBeUndefined();
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(195);
    expect(answers.at(-1)!.statusCode).toBe(429);
    expect(answers.at(-1)!.json().message).toMatch(/Too many login attempts/);
    expect(t.app.deps.passwords.stats().verifications - before).toBeLessThanOrEqual(5);
  });
}

describe('parallel password guessing (in-process counters)', () => {
  parallelGuesses(() => undefined);
});

describe.skipIf(!REDIS_URL)('parallel password guessing (Redis counters)', () => {
  parallelGuesses(() => createRedisStore(REDIS_URL!));
});

describe('password work is bounded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      loginLimits: { perAccount: 5, perIp: 20, windowSeconds: 900 },
      passwordLimits: { maxInFlight: 4, maxQueued: 16 },
    });
  });
  afterAll(() => t.close());

  it('300 parallel logins for unknown emails from one IP run at most the IP limit of checks', async () => {
    const before = t.app.deps.passwords.stats().verifications;
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => login(t, NORDIC, `nobody-${i}@nordlys.example`, 'whatever-password', '198.51.100.1')),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(280);
    expect(t.app.deps.passwords.stats().verifications - before).toBeLessThanOrEqual(20);
  });

  it('300 parallel logins for unknown emails from 300 addresses run a bounded number of checks; the rest get 503 with Retry-After', async () => {
    const before = t.app.deps.passwords.stats();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => login(t, NORDIC, `ghost-${i}@nordlys.example`, 'whatever-password', `10.9.${i >> 8}.${i & 255}`)),
    );
    const busy = answers.filter((r) => r.statusCode === 503);
    // How many get a turn depends on how fast the database lookups before it return (fewer on
    // PGlite, more on PostgreSQL): most are refused, and never more than 4 checks run at once.
    expect(busy.length).toBeGreaterThanOrEqual(150);
    expect(busy[0]!.headers['retry-after']).toBe('2');
    expect(busy[0]!.json()).toMatchObject({ statusCode: 503, message: PASSWORD_BUSY });
    expect(answers.every((r) => r.statusCode === 401 || r.statusCode === 503)).toBe(true);
    const after = t.app.deps.passwords.stats();
    expect(after.verifications - before.verifications).toBe(300 - busy.length);
    expect(after.peakInFlight).toBeLessThanOrEqual(4);
    // The queue drains: a real login right after works.
    expect((await login(t, NORDIC, 'owner@nordlys.example', 'Owner#2026', '10.8.0.1')).statusCode).toBe(200);
  });
});

describe('an account is not locked by guesses from elsewhere', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginLimits: { perAccount: 5, perIp: 20, windowSeconds: 900, perAccountGlobal: 12 } });
  });
  afterAll(() => t.close());

  it('five wrong passwords from one address lock that address only; the owner logs in from another', async () => {
    for (let i = 0; i < 5; i++) expect((await login(t, NORDIC, 'sales@nordlys.example', `wrong-${i}`, '203.0.113.66')).statusCode).toBe(401);
    expect((await login(t, NORDIC, 'sales@nordlys.example', 'Sales#2026', '203.0.113.66')).statusCode).toBe(429);
    expect((await login(t, NORDIC, 'sales@nordlys.example', 'Sales#2026', '192.0.2.10')).statusCode).toBe(200);
  });

  it('guesses spread over many addresses stop at the per-account ceiling', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 14; i++) codes.push((await login(t, NORDIC, 'owner@nordlys.example', `wrong-${i}`, `198.18.0.${i}`)).statusCode);
    expect(codes.slice(0, 12).every((c) => c === 401)).toBe(true);
    expect(codes.slice(12)).toEqual([429, 429]);
  });
});

describe('forgot-password answers in the same time for known and unknown addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginLimits: { perAccount: 50, perIp: 500, windowSeconds: 900 } });
  });
  afterAll(() => t.close());

  const timed = async (email: string) => {
    const started = performance.now();
    const res = await t.call(NORDIC, { method: 'POST', url: '/api/user/forgot-password', payload: { email } });
    expect(res.statusCode).toBe(200);
    return performance.now() - started;
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

  it('neither answer comes before the fixed time, and the medians agree', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed('traveller@nordlys.example'));
      unknown.push(await timed(`nobody-${i}@nordlys.example`));
    }
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 2);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(40);
  });
});

describe('made-up reset tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginLimits: { perAccount: 5, perIp: 20, windowSeconds: 900 } });
  });
  afterAll(() => t.close());

  it('cost at most the per-IP limit of hashes from one client; the rest get 429', async () => {
    const before = t.app.deps.passwords.stats().hashes;
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await t.call(NORDIC, {
        method: 'POST',
        url: '/api/user/reset-password',
        payload: { token: `made-up-token-${i}`.padEnd(43, 'x'), password: 'Brand-New-Secret-1' },
        remoteAddress: '198.51.100.9',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes.slice(20).every((c) => c === 429)).toBe(true);
    expect(t.app.deps.passwords.stats().hashes - before).toBe(20);
  });
});
