import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, TenantTx } from '../client.ts';
import { rowsOf } from '../client.ts';
import { jobs } from '../schema.ts';

// The shared job queue (table `jobs`, decision 0080). Times are passed in (the runner's clock), never
// read from the database, so tests can move time without sleeping. A platform table: no tenant.

export type JobRow = typeof jobs.$inferSelect;

/**
 * Adds a run of `name` for the slot `key` unless one exists: every instance schedules the same
 * slot and one row results. Answers whether this call made it.
 */
export async function scheduleJob(
  db: Database,
  job: { name: string; key: string; runAt: Date; payload?: Record<string, unknown>; maxAttempts?: number },
): Promise<boolean> {
  const rows = await db.asApp((tx) =>
    tx
      .insert(jobs)
      .values({ name: job.name, key: job.key, runAt: job.runAt, payload: job.payload ?? {}, ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}) })
      .onConflictDoNothing({ target: [jobs.name, jobs.key] })
      .returning({ id: jobs.id }),
  );
  return rows.length > 0;
}

export interface OneOffJob {
  name: string;
  runAt: Date;
  payload?: Record<string, unknown>;
  maxAttempts?: number;
}

/** Adds a one-off run (no key: never de-duplicated). */
export async function enqueueJob(db: Database, job: OneOffJob): Promise<string> {
  return db.asApp((tx) => enqueueJobWith(tx, job));
}

/** The same inside the caller's transaction (an agency's too: the queue has no tenant), so the run exists if and only if what it works on was written. */
export async function enqueueJobWith(tx: TenantTx, job: OneOffJob): Promise<string> {
  const [row] = await tx
    .insert(jobs)
    .values({ name: job.name, runAt: job.runAt, payload: job.payload ?? {}, ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}) })
    .returning({ id: jobs.id });
  return row!.id;
}

/**
 * Claims up to `limit` due runs of the named jobs for `worker` until `now + leaseMs`: due (run_at
 * passed), not finished or given up, and not leased or leased by an instance whose lease ended
 * (it crashed or stalled). Rows another instance is claiming at this moment are skipped (SKIP
 * LOCKED), so no run is claimed twice. Each claim counts as an attempt; a run whose last attempt's
 * lease ended without an outcome is given up here.
 */
export async function claimJobs(db: Database, opts: { names: string[]; worker: string; now: Date; leaseMs: number; limit: number }): Promise<JobRow[]> {
  if (opts.names.length === 0) return [];
  const now = opts.now.toISOString();
  const until = new Date(opts.now.getTime() + opts.leaseMs).toISOString();
  const names = sql.join(
    opts.names.map((n) => sql`${n}`),
    sql`, `,
  );
  return db.asApp(async (tx) => {
    await tx
      .update(jobs)
      .set({ failedAt: opts.now, lockedBy: null, lockedUntil: null, lastError: sql`coalesce(${jobs.lastError}, 'its last attempt ended without an outcome')` })
      .where(
        and(
          isNull(jobs.finishedAt),
          isNull(jobs.failedAt),
          isNotNull(jobs.lockedUntil),
          lt(jobs.lockedUntil, opts.now),
          sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
          inArray(jobs.name, opts.names),
        ),
      );
    const rows = await rowsOf<Record<string, unknown>>(
      tx.execute(sql`
        update jobs set locked_by = ${opts.worker}, locked_until = ${until}::timestamptz, attempts = attempts + 1
        where id in (
          select id from jobs
          where finished_at is null and failed_at is null and run_at <= ${now}::timestamptz
            and (locked_until is null or locked_until < ${now}::timestamptz)
            and attempts < max_attempts and name in (${names})
          order by run_at
          limit ${opts.limit}
          for update skip locked
        )
        returning id`),
    );
    if (rows.length === 0) return [];
    return tx
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          rows.map((r) => String(r.id)),
        ),
      );
  });
}

/** Marks a run finished, if `worker` still holds it (a run taken over after its lease is not overwritten). */
export async function finishJob(db: Database, id: string, worker: string, now: Date): Promise<void> {
  await db.asApp((tx) =>
    tx
      .update(jobs)
      .set({ finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker))),
  );
}

/** Records a failed attempt: retried at `retryAt`, or given up (failed_at) when it is null. */
export async function failJob(db: Database, id: string, worker: string, outcome: { error: string; retryAt: Date | null; now: Date }): Promise<void> {
  await db.asApp((tx) =>
    tx
      .update(jobs)
      .set({
        lockedBy: null,
        lockedUntil: null,
        lastError: outcome.error.slice(0, 2000),
        ...(outcome.retryAt ? { runAt: outcome.retryAt } : { failedAt: outcome.now }),
      })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker))),
  );
}

/** Deletes runs that finished or were given up before `cutoff` (the queue's own retention). */
export async function deleteDoneJobs(db: Database, cutoff: Date): Promise<number> {
  const rows = await db.asApp((tx) =>
    tx
      .delete(jobs)
      .where(or(lt(jobs.finishedAt, cutoff), lt(jobs.failedAt, cutoff)))
      .returning({ id: jobs.id }),
  );
  return rows.length;
}

/** What retention may delete through tripfront_purge (migrations 0015, 0017), each from its fixed table. */
export type PurgeKind = 'sessions' | 'auth_tokens' | 'sandbox_holds' | 'sandbox_unit_holds' | 'emails' | 'searches' | 'audit' | 'payment_events';
/** Kinds kept per agency (row-level security): purged in each agency's transaction. */
export const TENANT_PURGE_KINDS = ['sessions', 'auth_tokens', 'emails', 'searches', 'audit', 'payment_events'] as const satisfies readonly PurgeKind[];
/** The sandbox supplier's tables (no agency). */
export const PLATFORM_PURGE_KINDS = ['sandbox_holds', 'sandbox_unit_holds'] as const satisfies readonly PurgeKind[];

/** Deletes the agency's rows of `kind` older than `cutoff`; answers how many. */
export async function purgeTenantRows(db: Database, tenantId: string, kind: (typeof TENANT_PURGE_KINDS)[number], cutoff: Date): Promise<number> {
  const [row] = await db.withTenant(tenantId, (tx) =>
    rowsOf<{ n: number }>(tx.execute(sql`select tripfront_purge(${kind}, ${cutoff.toISOString()}::timestamptz) as n`)),
  );
  return Number(row?.n ?? 0);
}

/** Deletes the sandbox's released holds and those that ended before `cutoff`; answers how many. */
export async function purgePlatformRows(db: Database, kind: (typeof PLATFORM_PURGE_KINDS)[number], cutoff: Date): Promise<number> {
  const [row] = await db.asApp((tx) => rowsOf<{ n: number }>(tx.execute(sql`select tripfront_purge(${kind}, ${cutoff.toISOString()}::timestamptz) as n`)));
  return Number(row?.n ?? 0);
}
