import path from 'node:path';
import { APP_ROLE, createDatabase, describeLoginRole, loadSeedFile, seedIfEmpty, type Database, type SeedResult } from '@tripfront/db';
import type { Config, DatabaseConfig } from '../config.ts';
import { hashPassword } from './passwords.ts';
import { sanitizeHtml } from './sanitize.ts';
import { encryptSecret as encrypt, secretHint } from './secrets.ts';
import { createMemoryStore, memoryLimits, type KeyValueStore } from './store.ts';
import { createRedisStore } from './redis-store.ts';

/**
 * PostgreSQL when DATABASE_URL is set (migrated and seeded as MIGRATION_DATABASE_URL's owner when
 * that is set too), otherwise embedded PGlite stored in DATA_DIR (one superuser; requests still
 * run as the app role).
 */
export function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.DATABASE_URL
    ? createDatabase({ kind: 'postgres', url: config.DATABASE_URL, ...(config.MIGRATION_DATABASE_URL ? { ownerUrl: config.MIGRATION_DATABASE_URL } : {}) })
    : createDatabase({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite'), sharedBuffers: config.PGLITE_SHARED_BUFFERS });
}

/**
 * Migrates (unless `migrate` is false: then the database must already have this build's
 * migrations), checks the app's login role, and seeds (once: only an empty database is seeded).
 */
export async function prepareDatabase(
  db: Database,
  seedFile: string | null,
  { migrate = true, encryptionKey }: { migrate?: boolean; encryptionKey?: Buffer } = {},
): Promise<SeedResult> {
  // No seed file (production without SEED_FILE, decision 0078): an empty database stays empty.
  const seed = seedFile === null ? null : await loadSeedFile(seedFile);
  await (migrate ? migrateDatabase(db) : checkMigrated(db));
  if (db.kind === 'postgres') await checkLoginRole(db);
  // A seed's sign-in client secrets are stored as the settings pages store them: encrypted, with a hint.
  const encryptSecret = encryptionKey
    ? (tenantId: string, name: string, plaintext: string) => ({ ciphertext: encrypt(encryptionKey, tenantId, name, plaintext), hint: secretHint(plaintext) })
    : undefined;
  return seed ? seedIfEmpty(db, seed, { hashPassword, sanitizeHtml, ...(encryptSecret ? { encryptSecret } : {}) }) : { seeded: false, agencies: 0 };
}

/** Applies the migrations this build ships, under the start-up lock (instances sharing one database wait for each other). */
export function migrateDatabase(db: Database): Promise<void> {
  return db.withStartupLock(() => db.migrate());
}

/** Stops start-up, with what to do, when the database lacks this build's migrations (MIGRATE_ON_START off, decision 0079). */
async function checkMigrated(db: Database): Promise<void> {
  const readiness = await db.readiness();
  if (readiness.ready) return;
  if (readiness.reason === 'unreachable') throw new Error(`The database is unreachable: ${readiness.detail}`);
  throw new Error(
    `The database does not have this build's migrations (${readiness.detail}): run \`npm run migrate\` first (a release step), or set MIGRATE_ON_START=true.`,
  );
}

/**
 * Stops start-up with a message an operator can act on when the app's login role cannot switch to
 * the app role (every request would fail), and warns when it is stronger than it needs to be.
 */
async function checkLoginRole(db: Database): Promise<void> {
  const role = await describeLoginRole(db);
  if (!role.member) {
    throw new Error(
      `DATABASE_URL's role "${role.name}" is not a member of ${APP_ROLE}; as an administrator run: GRANT ${APP_ROLE} TO "${role.name}"; (README "Database roles")`,
    );
  }
  if (role.super || role.bypass) {
    console.warn(
      `DATABASE_URL connects as "${role.name}", a ${role.super ? 'superuser' : 'role that bypasses row-level security'}: use a least-privilege login role (README "Database roles").`,
    );
  }
}

/** Redis when REDIS_URL is set, with this process's store standing in while Redis is down (decision 0075). */
export function openStore(config: Config): KeyValueStore {
  const local = createMemoryStore(Date.now, memoryLimits(config.MEMORY_CACHE_MB));
  return config.REDIS_URL ? createRedisStore(config.REDIS_URL, { fallback: local }) : local;
}
