import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { seedFileSchema, type SeedAgency, type SeedFile } from '@tripfront/domain';
import { eq } from 'drizzle-orm';
import { createSession, createUser, findTenantIdByHost, schema, seedIfEmpty, type Database } from '@tripfront/db';
import { createTestDatabase } from '../../../packages/db/test/test-database.ts';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, REPO_ROOT, type Config } from '../src/config.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { sanitizeHtml } from '../src/lib/sanitize.ts';
import { encryptSecret as encryptSecretWith, secretHint } from '../src/lib/secrets.ts';
import { newSessionToken, sessionIdFor } from '../src/lib/tokens.ts';

export const DEMO_SEED: SeedFile = seedFileSchema.parse(JSON.parse(readFileSync(path.join(REPO_ROOT, 'seed/demo-agencies.json'), 'utf8')));

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tf-api-')),
    WEB_DIST: path.join(tmpdir(), 'tf-no-web-build'),
    LOG_LEVEL: 'silent',
    AGENCY_CACHE_TTL: '0',
    // Test files search far more than a person from one address; search-rate-limits.test.ts sets its own.
    SEARCH_LIMIT_PER_IP: '1000000',
    SEARCH_LIMIT_PER_AGENCY: '10000000',
    // No test fetches exchange rates from the internet, whatever its NODE_ENV (exchange-rates.test.ts serves its own).
    EXCHANGE_RATES_URL: 'off',
    ...overrides,
  });
}

/** A seed agency with sensible defaults; pass overrides for what the test is about. */
export function makeAgency(
  subdomain: string,
  overrides: { agency?: Partial<SeedAgency['agency']>; hosts?: string[]; users?: SeedAgency['users'] } & Partial<
    Omit<SeedAgency, 'agency' | 'hosts' | 'users'>
  > = {},
): SeedAgency {
  const base = DEMO_SEED.agencies[0]!;
  return {
    ...base,
    ...overrides,
    hosts: overrides.hosts ?? [],
    agency: { ...base.agency, agencyName: `Agency ${subdomain}`, subdomain, ...overrides.agency },
    users: overrides.users ?? [],
  };
}

/**
 * Seeding hashes each demo password once per worker, not once per file: argon2id is slow on
 * purpose (tens of ms each), and the files of a worker share its modules (vitest.config.ts).
 */
const seedHashes = new Map<string, Promise<string>>();
function seedPasswordHash(password: string): Promise<string> {
  let hashed = seedHashes.get(password);
  if (!hashed) seedHashes.set(password, (hashed = hashPassword(password)));
  return hashed;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Sends a request as the given host. */
  call(host: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Logs in and returns the x-access-token cookie value. */
  login(host: string, email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { seed?: SeedFile; config?: Record<string, string> } & Partial<Omit<BuildOptions, 'config' | 'db'>> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const { db, drop } = await createTestDatabase();
  const config = testConfig(options.config);
  // A seed's sign-in client secrets are stored as the server stores them: encrypted with its key.
  const encryptSecret = (tenantId: string, name: string, plaintext: string) => ({
    ciphertext: encryptSecretWith(config.SETTINGS_ENCRYPTION_KEY, tenantId, name, plaintext),
    hint: secretHint(plaintext),
  });
  await seedIfEmpty(db, options.seed ?? DEMO_SEED, { hashPassword: seedPasswordHash, sanitizeHtml, encryptSecret });
  // Silent unless a test listens to the logs (logger: { level, stream }).
  const app = await buildApp({ ...options, config, db, logger: options.logger ?? false });
  beforeReady?.(app);
  await app.ready();
  const call = (host: string, opts: InjectOptions) => app.inject({ ...opts, headers: { host, ...(opts.headers ?? {}) } });
  return {
    app,
    db,
    config,
    call,
    async login(host, email, password) {
      const res = await call(host, { method: 'POST', url: '/api/user/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'x-access-token');
      if (!cookie) throw new Error('no access cookie');
      return cookie.value;
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

export const SUNRISE = 'sunrise.localhost:3000';

/** The seeded Sunrise accounts (seed/demo-agencies.json): one session each for tests that need several people. */
export const SUNRISE_ACCOUNTS = [
  ['traveller@sunrise-travel.example', 'Traveller#2026'],
  ['owner@sunrise-travel.example', 'Owner#2026'],
  ['admin@sunrise-travel.example', 'Admin#2026'],
  ['sales@sunrise-travel.example', 'Sales#2026'],
  ['restricted@sunrise-travel.example', 'Restricted#2026'],
] as const;

/** A session of every seeded Sunrise account. */
export const loginSunriseAccounts = (t: Pick<TestApp, 'login'>): Promise<string[]> =>
  Promise.all(SUNRISE_ACCOUNTS.map(([email, password]) => t.login(SUNRISE, email, password)));
export const NORDIC = 'nordic.localhost';
export const GATEWAY = 'gateway.localhost';
export const CLOSED = 'closed.localhost';

/**
 * `n` signed-in travellers of the agency at `host` (their access tokens), written straight to the
 * database without password hashing: the racers of the concurrency tests, each their own traveller,
 * since a traveller coming back to an offer they hold gets their own hold again (decision 0096).
 */
export async function racingTravellers(t: Pick<TestApp, 'db' | 'config'>, host: string, n: number): Promise<string[]> {
  const tenantId = await findTenantIdByHost(t.db, host.split(':')[0]!);
  if (!tenantId) throw new Error(`no agency at ${host}`);
  const now = new Date();
  const tokens = Array.from({ length: n }, () => newSessionToken());
  await t.db.withTenant(tenantId, async (tx) => {
    for (const [i, token] of tokens.entries()) {
      const email = `racer.${i}.${randomUUID()}@example.com`;
      const user = await createUser(tx, { tenantId, email, passwordHash: 'not-a-password', firstName: 'Rita', lastName: `Racer${i}`, language: 'en' });
      if (!user) throw new Error(`racer ${i} not created`);
      await createSession(tx, {
        id: sessionIdFor(token, t.config.SESSION_SECRET),
        tenantId,
        userId: user.id,
        now,
        expiresAt: new Date(now.getTime() + 86_400_000),
      });
    }
  });
  return tokens;
}

/** A second verified traveller of an agency, signed in. */
export async function otherTravellerOf(t: Pick<TestApp, 'db' | 'login'>, host: string, email: string): Promise<string> {
  const tenantId = (await findTenantIdByHost(t.db, host.split(':')[0]!))!;
  const password = 'Another-Long-Pass-9';
  await t.db.withTenant(tenantId, async (tx) => {
    const user = await createUser(tx, { tenantId, email, passwordHash: await hashPassword(password), firstName: 'Otto', lastName: 'Other', language: 'en' });
    await tx.update(schema.users).set({ emailVerifiedAt: new Date() }).where(eq(schema.users.id, user!.id));
  });
  return t.login(host, email, password);
}

/**
 * The people a test of a traveller's own things (a booking, saved travellers) tries them with, signed
 * in: the seeded Sunrise traveller, another Sunrise traveller (`otherEmail`), Sunrise's owner, and
 * Nordic's owner and traveller (another agency).
 */
export async function signInPeople(t: Pick<TestApp, 'db' | 'login'>, otherEmail: string) {
  const [traveller, otherTraveller, owner, nordicOwner, nordicTraveller] = await Promise.all([
    t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026'),
    otherTravellerOf(t, SUNRISE, otherEmail),
    t.login(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026'),
    t.login(NORDIC, 'owner@nordlys.example', 'Owner#2026'),
    t.login(NORDIC, 'traveller@nordlys.example', 'Traveller#2026'),
  ]);
  return { traveller, otherTraveller, owner, nordicOwner, nordicTraveller };
}
