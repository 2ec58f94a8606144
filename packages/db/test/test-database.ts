import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase, type Database } from '../src/index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS = path.join(here, '..', 'drizzle');
const CACHE_DIR = path.join(here, '..', '..', '..', 'node_modules', '.cache', 'tripfront');

/** What a migrated template depends on: every migration file and the PGlite build. */
function migrationsHash(): string {
  const h = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else h.update(`${path.relative(MIGRATIONS, p)}\0`).update(readFileSync(p));
    }
  };
  walk(MIGRATIONS);
  const pglite = JSON.parse(readFileSync(path.join(here, '..', '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as {
    version: string;
  };
  h.update(`pglite ${pglite.version}`);
  return h.digest('hex').slice(0, 16);
}

/**
 * A freshly migrated PGlite cluster as a dump (dumpDataDir), made once and kept on disk by the
 * migrations' hash: a test file loads it instead of running initdb and every migration (~40% of a
 * file's database start-up). Workers racing to make it each write their own file and rename it in.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(CACHE_DIR, `pglite-migrated-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const db = await createDatabase({ kind: 'pglite', dataDir: null });
    await db.migrate();
    const client = (db.owner as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    await db.close();
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (a copy of a migrated
 * template), or a new database on the PostgreSQL server named by TF_TEST_PG_URL (set by `npm test`
 * for its PostgreSQL pass).
 */
export async function createTestDatabase(): Promise<{ db: Database; url: string | null; appUrl: string | null; drop: () => Promise<void> }> {
  const serverUrl = process.env.TF_TEST_PG_URL;
  if (!serverUrl) {
    // Each file gets its own in-memory copy of the migrated template (migrate() finds nothing left to do).
    const db = await createDatabase({ kind: 'pglite', dataDir: null, loadDataDir: await pgliteTemplate() });
    await db.migrate();
    return { db, url: null, appUrl: null, drop: () => db.close() };
  }
  const server = await createServerDatabase(serverUrl, 'tf_test');
  // As in production: the app logs in as the least-privilege role; migrations and seeding use the owner.
  const db = await createDatabase({ kind: 'postgres', url: server.appUrl, ownerUrl: server.url, poolSize: 5 });
  await db.migrate();
  return {
    db,
    url: server.url,
    appUrl: server.appUrl,
    drop: async () => {
      await db.close();
      await server.drop();
    },
  };
}

/** The least-privilege login role the app connects as in the PostgreSQL test pass (README "Database roles"). */
export const TEST_LOGIN_ROLE = 'tripfront_login';
const TEST_LOGIN_PASSWORD = 'tripfront-login-test';

/**
 * A new, empty database on the PostgreSQL server at `serverUrl` (for tests that start the server
 * themselves); `drop` removes it even while connections remain. `url` connects as the server's
 * user (the owner: migrations, seeding), `appUrl` as the least-privilege login role.
 */
export async function createServerDatabase(serverUrl: string, prefix: string): Promise<{ url: string; appUrl: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await ensureLoginRole(admin);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const appUrl = new URL(url);
  appUrl.username = TEST_LOGIN_ROLE;
  appUrl.password = TEST_LOGIN_PASSWORD;
  return {
    url: url.toString(),
    appUrl: appUrl.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * What an operator runs once per server (README "Database roles"): the app role (the first
 * migration would create it too) and a login role that is only a member of it. Roles belong to the
 * server, not a database; test files create them concurrently, so a duplicate is not an error.
 */
async function ensureLoginRole(admin: pg.Client): Promise<void> {
  await admin.query(`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'tripfront_app') THEN CREATE ROLE tripfront_app NOLOGIN; END IF;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
  await admin.query(`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${TEST_LOGIN_ROLE}') THEN
      CREATE ROLE ${TEST_LOGIN_ROLE} LOGIN PASSWORD '${TEST_LOGIN_PASSWORD}' NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS IN ROLE tripfront_app;
    END IF;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
}

/** Cheap stand-ins for seeding in database tests (the API uses argon2id and DOMPurify). */
export const testSeedHooks = {
  hashPassword: async (p: string) => `plain:${p}`,
  sanitizeHtml: (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, ''),
};
