import { describe, expect, it } from 'vitest';
import { loadConfig, loadDatabaseConfig } from './config.ts';

const base = { SESSION_SECRET: 'x'.repeat(32), SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), DATA_DIR: '/tmp/tf-config-test' };

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig(base);
    expect(c).toMatchObject({ PORT: 3000, LOG_LEVEL: 'info', APP_ENV: 'local' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
  });

  it.each<[Record<string, string>, string, number | null]>([
    [{}, 'http', 3000],
    [{ PORT: '8080' }, 'http', 8080],
    [{ NODE_ENV: 'production' }, 'https', null],
    [{ APP_ENV: 'prod' }, 'https', null],
    [{ PUBLIC_SCHEME: 'https', PUBLIC_PORT: '' }, 'https', null],
    [{ NODE_ENV: 'production', PUBLIC_PORT: '8443' }, 'https', 8443],
  ])('absolute URLs: %j gives %s and port %s', (env, scheme, port) => {
    const c = loadConfig({ ...base, ...env });
    expect([c.PUBLIC_SCHEME, c.PUBLIC_PORT]).toEqual([scheme, port]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ APP_ENV: 'staging' }, 'APP_ENV'],
    [{ PUBLIC_SCHEME: 'ftp' }, 'PUBLIC_SCHEME'],
    [{ PUBLIC_PORT: '0' }, 'PUBLIC_PORT'],
    [{ DUFFEL_ACCESS_TOKEN: 'sk_test_notduffel' }, 'DUFFEL_ACCESS_TOKEN'],
    [{ DUFFEL_API_URL: 'not a url' }, 'DUFFEL_API_URL'],
  ])('stops with a message naming the bad variable (%j)', (env, name) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });

  it('requires SESSION_SECRET in production and generates a stable one for the demo', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: base.DATA_DIR })).toThrow(/SESSION_SECRET: required in production/);
    const dir = `/tmp/tf-config-secret-${process.pid}`;
    const a = loadConfig({ DATA_DIR: dir }).SESSION_SECRET;
    const b = loadConfig({ DATA_DIR: dir }).SESSION_SECRET;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(b).toBe(a);
  });

  it('requires SETTINGS_ENCRYPTION_KEY in production, checks its length and generates a stable one for the demo', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: base.SESSION_SECRET, DATA_DIR: base.DATA_DIR })).toThrow(
      /SETTINGS_ENCRYPTION_KEY: required in production/,
    );
    expect(() => loadConfig({ ...base, SETTINGS_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/SETTINGS_ENCRYPTION_KEY: must be the base64/);
    expect(loadConfig(base).SETTINGS_ENCRYPTION_KEY).toEqual(Buffer.alloc(32, 7));
    const dir = `/tmp/tf-config-key-${process.pid}`;
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.SETTINGS_ENCRYPTION_KEY.length).toBe(32);
    expect(b.SETTINGS_ENCRYPTION_KEY).toEqual(a.SETTINGS_ENCRYPTION_KEY);
    expect(b.SESSION_SECRET).toBe(a.SESSION_SECRET);
  });

  it('treats an empty DATABASE_URL as unset (embedded PGlite)', () => {
    expect(loadConfig({ ...base, DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});

describe('production (decision 0078)', () => {
  it.each([
    [{}, 'local', false, true],
    [{ NODE_ENV: 'production' }, 'prod', true, false],
    [{ NODE_ENV: 'production', ALLOW_SANDBOX: 'true' }, 'prod', true, true],
    [{ NODE_ENV: 'production', APP_ENV: 'uat' }, 'uat', true, false],
    [{ APP_ENV: 'prod' }, 'prod', true, false],
    [{ APP_ENV: 'qa' }, 'qa', false, true],
    [{ NODE_ENV: 'test', ALLOW_SANDBOX: 'false' }, 'local', false, true],
  ])('%o: APP_ENV %s, production %s, sandbox %s', (env, appEnv, production, sandboxAllowed) => {
    expect(loadConfig({ ...base, ...env })).toMatchObject({ APP_ENV: appEnv, production, sandboxAllowed });
  });

  it('seeds the demo agencies by default outside production only', () => {
    expect(loadConfig(base).SEED_FILE).toMatch(/seed\/demo-agencies\.json$/);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).SEED_FILE).toBeNull();
    expect(loadConfig({ ...base, NODE_ENV: 'production', SEED_FILE: '/srv/agencies.json' }).SEED_FILE).toBe('/srv/agencies.json');
  });

  it.each([
    [{ NODE_ENV: 'production', APP_ENV: 'local' }, /APP_ENV: 'local' .*contradicts NODE_ENV=production/],
    [{ NODE_ENV: 'development', APP_ENV: 'prod' }, /NODE_ENV: development contradicts APP_ENV=prod/],
    [{ NODE_ENV: 'production', ALLOW_SANDBOX: 'yes' }, /ALLOW_SANDBOX/],
  ])('refuses %o, naming the settings', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});

describe('build once, run many (decision 0079)', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'production' }, false],
    [{ APP_ENV: 'uat', NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', MIGRATE_ON_START: 'true' }, true],
    [{ MIGRATE_ON_START: 'false' }, false],
  ])('%o: migrates at start-up %s', (env, migrate) => {
    expect(loadConfig({ ...base, ...env }).MIGRATE_ON_START).toBe(migrate);
  });

  it('gives requests in flight 10 s to finish on shutdown unless told otherwise, and refuses a bad value', () => {
    expect(loadConfig(base).SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(loadConfig({ ...base, SHUTDOWN_GRACE_MS: '2500' }).SHUTDOWN_GRACE_MS).toBe(2500);
    expect(() => loadConfig({ ...base, SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS/);
    expect(() => loadConfig({ ...base, MIGRATE_ON_START: 'yes' })).toThrow(/MIGRATE_ON_START/);
  });

  it('migrates with the database settings alone: no secrets needed in production', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db/tripfront', MIGRATION_DATABASE_URL: 'postgres://owner@db/tripfront' };
    expect(() => loadConfig(env)).toThrow(/SESSION_SECRET/);
    expect(loadDatabaseConfig(env)).toMatchObject({ DATABASE_URL: env.DATABASE_URL, MIGRATION_DATABASE_URL: env.MIGRATION_DATABASE_URL });
    expect(() => loadDatabaseConfig({ MIGRATION_DATABASE_URL: 'postgres://owner@db/tripfront' })).toThrow(/MIGRATION_DATABASE_URL: needs DATABASE_URL/);
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'mysql://db' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
  });
});
