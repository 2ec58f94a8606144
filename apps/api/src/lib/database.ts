import path from 'node:path';
import { createDatabase, loadSeedFile, seedIfEmpty, type Database, type SeedResult } from '@tripfront/db';
import type { Config } from '../config.ts';
import { hashPassword } from './passwords.ts';
import { sanitizeHtml } from './sanitize.ts';
import { createMemoryStore, createRedisStore, type KeyValueStore } from './store.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite stored in DATA_DIR. */
export function openDatabase(config: Config): Promise<Database> {
  return config.DATABASE_URL
    ? createDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : createDatabase({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });
}

/** Migrates and seeds (once: only an empty database is seeded), under the start-up lock. */
export async function prepareDatabase(db: Database, seedFile: string): Promise<SeedResult> {
  const seed = await loadSeedFile(seedFile);
  await db.withStartupLock(() => db.migrate());
  return seedIfEmpty(db, seed, { hashPassword, sanitizeHtml });
}

export function openStore(config: Config): KeyValueStore {
  return config.REDIS_URL ? createRedisStore(config.REDIS_URL) : createMemoryStore();
}
