import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { APP_ROLE } from './tenant-tables.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction scoped to one tenant (RLS applies). */
export type TenantTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ScopeOptions {
  /**
   * The transaction only reads (`begin read only`, so PostgreSQL refuses a write in it). A read
   * that fails because its connection was lost is run again on a fresh connection (twice at most).
   */
  readOnly?: boolean;
}

/** What `/readyz` reports: the database answers and has every migration this build expects. */
export type Readiness = { ready: true } | { ready: false; reason: 'unreachable' | 'not migrated'; detail: string };

export interface Database {
  kind: 'pglite' | 'postgres';
  /**
   * Owner connection: migrations, seeding and maintenance only (MIGRATION_DATABASE_URL when the
   * app logs in with a least-privilege role). Request code uses the scoped helpers or `unscoped`.
   */
  owner: Db;
  /**
   * The app's own connection, without a role switch or tenant: only for tables that carry no
   * tenant (the sandbox supplier's inventory). The login role when there is one, else the owner.
   */
  unscoped: Db;
  /** Runs `fn` in a transaction as the app role with `app.tenant_id` set: RLS limits every query to that tenant. */
  withTenant<T>(tenantId: string, fn: (tx: TenantTx) => Promise<T>, options?: ScopeOptions): Promise<T>;
  /** Runs `fn` as the app role with no tenant: only policies open to everyone (host routing) match. */
  asApp<T>(fn: (tx: TenantTx) => Promise<T>, options?: ScopeOptions): Promise<T>;
  /** Runs `fn` on the owner connection with `app.tenant_id` set (seeding; RLS still binds a non-superuser owner). */
  asOwner<T>(tenantId: string, fn: (tx: TenantTx) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  /** Serialises start-up work (migrate + seed) across instances sharing one database. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** Whether requests can be served: reachable, and migrated as far as this build expects (checked as the app role). */
  readiness(): Promise<Readiness>;
  /** The app's PostgreSQL connection pool as it is now (for metrics); undefined on embedded PGlite. */
  pool?: () => PoolStats;
  close(): Promise<void>;
}

/** Connections of a pool: open ones, idle ones, and requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir: string | null /* null: in memory */;
      /**
       * PostgreSQL's shared_buffers inside the embedded database (e.g. '32MB'): the largest part of
       * its memory, held for the life of the process. PostgreSQL's own default (128MB) when absent.
       */
      sharedBuffers?: string;
      /** Starts from this dump (PGlite's dumpDataDir) instead of an empty cluster: tests' migrated template. */
      loadDataDir?: Blob;
    }
  | {
      kind: 'postgres';
      /** The app's connection (ideally a least-privilege login role, see README "Database roles"). */
      url: string;
      /** The owner's connection for migrations and seeding; `url` when absent. */
      ownerUrl?: string;
      poolSize?: number;
      /** Milliseconds to wait for a connection (a new one, or a free one from a busy pool). */
      connectTimeoutMs?: number;
    };

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STARTUP_LOCK_KEY = 727_001;
/** Pauses before the retries of a read whose connection was lost (a failover drops every pooled connection at once). */
const READ_RETRY_PAUSES_MS = [0, 100];

/** The last migration this build ships: the database is ready once it has that one (or a later one). */
const expectedMigration = (() => {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('no migrations');
  return last;
})();

/**
 * Errors that mean the database connection was lost or could not be made (server restart,
 * failover, terminated backend, network), as opposed to an error in the query itself.
 * Drizzle wraps the driver's error in `cause`.
 */
export function isConnectionError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (/^(08|57P0[123])/.test(code) || NODE_CONNECTION_CODES.has(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
const NODE_CONNECTION_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const db = options.kind === 'pglite' ? await openPglite(options.dataDir, options.loadDataDir, options.sharedBuffers) : await openPostgres(options);
  const { owner, app } = db;

  const once = <T>(tenantId: string | null, fn: (tx: TenantTx) => Promise<T>, options: ScopeOptions, started: { fn: boolean }) =>
    app.transaction(
      async (tx) => {
        await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
        if (tenantId !== null) await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
        started.fn = true;
        return fn(tx);
      },
      options.readOnly ? { accessMode: 'read only' } : undefined,
    );

  // A lost connection is retried when nothing can have happened: before `fn` ran, or in a read-only
  // transaction. A write whose COMMIT may have reached the server is never run twice.
  const scoped = async <T>(tenantId: string | null, fn: (tx: TenantTx) => Promise<T>, options: ScopeOptions = {}): Promise<T> => {
    if (tenantId !== null && !UUID_RE.test(tenantId)) throw new Error('invalid tenant id');
    for (let attempt = 0; ; attempt++) {
      const started = { fn: false };
      try {
        return await once(tenantId, fn, options, started);
      } catch (err) {
        const pause = READ_RETRY_PAUSES_MS[attempt];
        if (pause === undefined || !isConnectionError(err) || (started.fn && !options.readOnly)) throw err;
        if (pause > 0) await new Promise((r) => setTimeout(r, pause));
      }
    }
  };

  return {
    kind: options.kind,
    owner,
    unscoped: app,
    withTenant: (tenantId, fn, opts) => scoped(tenantId, fn, opts),
    asApp: (fn, opts) => scoped(null, fn, opts),
    asOwner: (tenantId, fn) => {
      if (!UUID_RE.test(tenantId)) throw new Error('invalid tenant id');
      return owner.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
        return fn(tx);
      });
    },
    migrate: db.migrate,
    withStartupLock: db.withStartupLock,
    ...(db.pool ? { pool: db.pool } : {}),
    ping: async () => {
      await app.execute(sql`select 1`);
    },
    readiness: async () => {
      try {
        // As the app role, as requests run: the role, its grants and the migrations table must all be there.
        const rows = await scoped(
          null,
          (tx) => rowsOf<{ last: string | number | null }>(tx.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)),
          { readOnly: true },
        );
        const last = Number(rows[0]?.last ?? 0);
        if (last >= expectedMigration.when) return { ready: true };
        return { ready: false, reason: 'not migrated', detail: `the database lacks migration ${expectedMigration.tag}` };
      } catch (err) {
        if (isConnectionError(err)) return { ready: false, reason: 'unreachable', detail: messageOf(err) };
        return { ready: false, reason: 'not migrated', detail: messageOf(err) };
      }
    },
    close: db.close,
  };
}

function messageOf(err: unknown): string {
  let e = err as { message?: string; cause?: unknown };
  while (e.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  return e.message ?? String(err);
}

interface Opened {
  owner: Db;
  /** The app's connection (the same as `owner` unless a separate login role is configured). */
  app: Db;
  migrate(): Promise<void>;
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  pool?: () => PoolStats;
  close(): Promise<void>;
}

/** PostgreSQL settings the embedded database starts with: PGlite's own, then `shared_buffers`. */
async function pgliteStartParams(sharedBuffers: string | undefined): Promise<string[] | undefined> {
  if (!sharedBuffers) return undefined;
  if (!/^\d+(?:kB|MB|GB)$/.test(sharedBuffers)) throw new Error(`shared_buffers must be a size such as 32MB, not "${sharedBuffers}"`);
  const { PGlite } = await import('@electric-sql/pglite');
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
}

/**
 * Creates the cluster of a new data directory in a short-lived child process. PGlite's initdb runs
 * in the process that opens the directory and keeps ~500 MB of it for the process's life (its
 * WebAssembly memory and module); a cluster created elsewhere and then opened costs only the
 * server's own memory (docs/decisions/0060).
 */
function initDataDirElsewhere(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const module = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(process.argv[1]); const db = new PGlite({ dataDir: process.argv[2] }); await db.waitReady; await db.close();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script, module, dataDir], { stdio: ['ignore', 'ignore', 'inherit'], timeout: 120_000 });
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob, sharedBuffers?: string): Promise<Opened> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir === null ? () => undefined : lockDataDir(dataDir);
  const startParams = await pgliteStartParams(sharedBuffers);
  if (dataDir !== null && !loadDataDir) {
    try {
      initDataDirElsewhere(dataDir);
    } catch (err) {
      unlock();
      throw err;
    }
  }
  const client = new PGlite({ ...(dataDir === null ? {} : { dataDir }), ...(loadDataDir ? { loadDataDir } : {}), ...(startParams ? { startParams } : {}) });
  try {
    await client.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  // Embedded PGlite has one user, a superuser; requests still run as the app role (RLS applies).
  const owner = drizzle({ client, schema }) as unknown as Db;
  return {
    owner,
    app: owner,
    migrate: () => migrate(drizzle({ client, schema }), { migrationsFolder }),
    // One process owns an embedded database (lockDataDir): nothing to serialise against.
    withStartupLock: (fn) => fn(),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

export class DataDirInUseError extends Error {}

/**
 * Embedded PGlite belongs to one process: a second one opening the same directory (the agency
 * command beside a running server) would corrupt it, and PGlite does not stop it. A lock file
 * beside the directory names the process holding it; one left by a process that died is taken
 * over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (holder === process.pid) return () => undefined;
      if (Number.isInteger(holder) && holder > 0 && processAlive(holder)) {
        throw new DataDirInUseError(
          `The embedded database in ${dataDir} is in use by process ${holder} (a running Tripfront server?). Stop it first: PGlite serves one process at a time. (Lock file: ${file})`,
        );
      }
      rmSync(file, { force: true }); // left by a process that is gone
    }
  }
  return () => {
    try {
      if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPostgres(options: { url: string; ownerUrl?: string; poolSize?: number; connectTimeoutMs?: number }): Promise<Opened> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const appPool = resilientPool(
    new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true }),
  );
  const ownerPool =
    options.ownerUrl && options.ownerUrl !== options.url
      ? resilientPool(new pg.Pool({ connectionString: options.ownerUrl, max: 2, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true }))
      : appPool;
  const app = drizzle({ client: appPool, schema }) as unknown as Db;
  const owner = ownerPool === appPool ? app : (drizzle({ client: ownerPool, schema }) as unknown as Db);
  return {
    owner,
    app,
    migrate: () => migrate(drizzle({ client: ownerPool, schema }), { migrationsFolder }),
    pool: () => ({ total: appPool.totalCount, idle: appPool.idleCount, waiting: appPool.waitingCount }),
    withStartupLock: async (fn) => {
      const conn = await ownerPool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        conn.release();
      }
    },
    close: async () => {
      await appPool.end();
      if (ownerPool !== appPool) await ownerPool.end();
    },
  };
}

/**
 * A pool that survives lost connections (issue #13: `pg_terminate_backend` under load crashed the
 * process). node-postgres emits 'error' on a client whose server went away; the pool listens only
 * while the client is idle, so a checked-out client without a listener threw an uncaught exception.
 * Here every checked-out client has a listener that gives it back to the pool as broken (the pool
 * closes it), because its user may never release it: Drizzle's pooled transaction releases nothing
 * when its BEGIN fails, and each such failure would keep one of the pool's connections forever.
 */
function resilientPool(pool: Pool): Pool {
  // An idle client closed by the server is dropped by the pool; the next query gets a new one.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost while idle: ${err.message}`));
  // A client's second 'error' (the FATAL message, then the closed socket) may come after it was released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const connect = pool.connect.bind(pool) as (cb?: unknown) => unknown;
  (pool as { connect: unknown }).connect = (cb?: unknown) => {
    // pool.query() passes a callback and handles a lost connection itself.
    if (typeof cb === 'function') return connect(cb);
    return (connect() as Promise<PoolClient>).then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const onError = (err: Error) => done(err);
      const done = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', onError);
        release(err);
      };
      client.on('error', onError);
      client.release = done;
      return client;
    });
  };
  return pool;
}

/** The role the app's connection logs in as, and what it may do beyond the app role. */
export async function describeLoginRole(db: Database): Promise<{ name: string; super: boolean; bypass: boolean; member: boolean }> {
  const [role] = await rowsOf<{ name: string; super: boolean; bypass: boolean; member: boolean }>(
    db.unscoped.execute(
      sql`select current_user as name, rolsuper as super, rolbypassrls as bypass, pg_has_role(current_user, ${APP_ROLE}, 'member') as member from pg_roles where rolname = current_user`,
    ),
  );
  if (!role) throw new Error('the login role is not in pg_roles');
  return role;
}

/** Rows of a raw `execute()` result (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}
