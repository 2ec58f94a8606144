import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { APP_ROLE } from './tenant-tables.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction scoped to one tenant (RLS applies). */
export type TenantTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Owner connection: migrations and maintenance only. Request code uses the scoped helpers. */
  owner: Db;
  /** Runs `fn` in a transaction as the app role with `app.tenant_id` set: RLS limits every query to that tenant. */
  withTenant<T>(tenantId: string, fn: (tx: TenantTx) => Promise<T>): Promise<T>;
  /** Runs `fn` as the app role with no tenant: only policies open to everyone (host routing) match. */
  asApp<T>(fn: (tx: TenantTx) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  /** Serialises start-up work (migrate + seed) across instances sharing one database. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null /* null: in memory */ }
  | { kind: 'postgres'; url: string; poolSize?: number };

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STARTUP_LOCK_KEY = 727_001;

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const db = options.kind === 'pglite' ? await openPglite(options.dataDir) : await openPostgres(options);
  const { owner } = db;

  const scoped = <T>(tenantId: string | null, fn: (tx: TenantTx) => Promise<T>) =>
    owner.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
      if (tenantId !== null) {
        if (!UUID_RE.test(tenantId)) throw new Error('invalid tenant id');
        await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
      }
      return fn(tx);
    });

  return {
    kind: options.kind,
    owner,
    withTenant: (tenantId, fn) => scoped(tenantId, fn),
    asApp: (fn) => scoped(null, fn),
    migrate: db.migrate,
    withStartupLock: db.withStartupLock,
    ping: async () => {
      await owner.execute(sql`select 1`);
    },
    close: db.close,
  };
}

interface Opened {
  owner: Db;
  migrate(): Promise<void>;
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

async function openPglite(dataDir: string | null): Promise<Opened> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const client = dataDir === null ? new PGlite() : new PGlite(dataDir);
  await client.waitReady;
  const owner = drizzle({ client, schema }) as unknown as Db;
  return {
    owner,
    migrate: () => migrate(drizzle({ client, schema }), { migrationsFolder }),
    // One process owns an embedded database: nothing to serialise against.
    withStartupLock: (fn) => fn(),
    close: () => client.close(),
  };
}

async function openPostgres(options: { url: string; poolSize?: number }): Promise<Opened> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle client can be closed by the server (restart, admin shutdown); the pool replaces it.
  // Without a listener that event would crash the process.
  pool.on('error', (err) => console.warn(`PostgreSQL idle client error: ${err.message}`));
  const owner = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    owner,
    migrate: () => migrate(drizzle({ client: pool, schema }), { migrationsFolder }),
    withStartupLock: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Rows of a raw `execute()` result (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}
