import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../src/index.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TF_TEST_PG_URL (set by `npm test` for its PostgreSQL pass).
 */
export async function createTestDatabase(): Promise<{ db: Database; url: string | null; drop: () => Promise<void> }> {
  const serverUrl = process.env.TF_TEST_PG_URL;
  if (!serverUrl) {
    const db = await createDatabase({ kind: 'pglite', dataDir: null });
    await db.migrate();
    return { db, url: null, drop: () => db.close() };
  }
  const server = await createServerDatabase(serverUrl, 'tf_test');
  const db = await createDatabase({ kind: 'postgres', url: server.url, poolSize: 5 });
  await db.migrate();
  return {
    db,
    url: server.url,
    drop: async () => {
      await db.close();
      await server.drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl` (for tests that start the server
 * themselves); `drop` removes it even while connections remain.
 */
export async function createServerDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Cheap stand-ins for seeding in database tests (the API uses argon2id and DOMPurify). */
export const testSeedHooks = {
  hashPassword: async (p: string) => `plain:${p}`,
  sanitizeHtml: (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, ''),
};
