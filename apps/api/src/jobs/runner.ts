import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { claimJobs, enqueueJob, failJob, finishJob, scheduleJob, type Database, type JobRow } from '@tripfront/db';

// One job runner on the database (decision 0080): every instance runs one; the `jobs` table decides
// which instance runs what. A scheduled job's run is the row of its time slot (unique per name and
// key), so however many instances schedule a slot, it runs once; a claimed run is leased, and a run
// whose lease ends without an outcome (its instance died) is claimed again.

/** Exponential backoff with a cap, as data: wait after attempt `n` (1-based) failed. */
export interface Backoff {
  baseMs: number;
  capMs: number;
}

export function backoffMs(attempt: number, backoff: Backoff): number {
  return Math.min(backoff.baseMs * 2 ** Math.max(0, attempt - 1), backoff.capMs);
}

export interface JobContext {
  payload: Record<string, unknown>;
  /** The runner's clock at the start of the run. */
  now: Date;
  attempt: number;
}

export interface JobDefinition {
  name: string;
  run(ctx: JobContext): Promise<void>;
  /** Seconds between scheduled runs (one per slot across instances); absent for jobs only enqueued. */
  everySeconds?: number;
  /** How long a claimed run is reserved for its instance; after that another instance retries it. */
  leaseMs?: number;
  maxAttempts?: number;
  backoff?: Backoff;
  /**
   * Subscribes to what makes a run due at once (a new email): the runner then adds a one-off run
   * at its next poll. Answers the unsubscribe function.
   */
  wakeOn?: (wake: () => void) => () => void;
}

export interface JobRunner {
  /** Polls every pollMs until stop(). */
  start(): void;
  /** Stops polling and waits for the runs in progress. */
  stop(): Promise<void>;
  /** One pass: schedules the current slots, claims due runs and runs them. Answers how many ran. */
  tick(): Promise<number>;
  readonly worker: string;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, capMs: 60 * 60_000 };
const CLAIM_BATCH = 10;

/** The slot of `now` for a job run every `seconds`: its key and start. */
export function slotOf(now: Date, seconds: number): { key: string; start: Date } {
  const n = Math.floor(now.getTime() / (seconds * 1000));
  return { key: String(n), start: new Date(n * seconds * 1000) };
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500);
}

export function createJobRunner(options: {
  db: Database;
  jobs: JobDefinition[];
  pollMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  clock?: () => Date;
  /** This instance's name in locked_by (host and a random suffix by default). */
  worker?: string;
}): JobRunner {
  const { db, pollMs, log } = options;
  const clock = options.clock ?? (() => new Date());
  const worker = options.worker ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const byName = new Map(options.jobs.map((j) => [j.name, j]));
  // Claims are per lease length, so a long job (recovery) does not hand its long lease to a short one.
  const leaseGroups = new Map<number, string[]>();
  for (const j of options.jobs) {
    const lease = j.leaseMs ?? DEFAULT_LEASE_MS;
    leaseGroups.set(lease, [...(leaseGroups.get(lease) ?? []), j.name]);
  }
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let current: Promise<number> | null = null;
  let again = false;
  // Jobs woken since the last pass (wakeOn): each gets a one-off run at the next poll, after the
  // transaction that woke it has committed.
  const woken = new Set<string>();
  const scheduled = new Map<string, string>();
  const unsubscribe = options.jobs.flatMap((j) => (j.wakeOn ? [j.wakeOn(() => woken.add(j.name))] : []));

  async function runOne(row: JobRow): Promise<void> {
    const job = byName.get(row.name)!;
    const startedAt = clock();
    try {
      await job.run({ payload: row.payload, now: startedAt, attempt: row.attempts });
      await finishJob(db, row.id, worker, clock());
    } catch (error) {
      const message = messageOf(error);
      const giveUp = row.attempts >= row.maxAttempts;
      const retryAt = giveUp ? null : new Date(clock().getTime() + backoffMs(row.attempts, job.backoff ?? DEFAULT_BACKOFF));
      await failJob(db, row.id, worker, { error: message, retryAt, now: clock() });
      const line = `job ${row.name} attempt ${row.attempts} failed: ${message}`;
      if (giveUp) log.error(`${line}; giving up`);
      else log.warn(line);
    }
  }

  async function pass(): Promise<number> {
    const now = clock();
    for (const name of woken) {
      woken.delete(name);
      await enqueueJob(db, { name, runAt: now, maxAttempts: byName.get(name)!.maxAttempts ?? 5 });
    }
    for (const job of options.jobs) {
      if (!job.everySeconds) continue;
      const slot = slotOf(now, job.everySeconds);
      // Once per slot from this instance (the other instances' inserts of it are no-ops too).
      if (scheduled.get(job.name) === slot.key) continue;
      await scheduleJob(db, { name: job.name, key: slot.key, runAt: slot.start, ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}) });
      scheduled.set(job.name, slot.key);
    }
    let ran = 0;
    for (const [leaseMs, names] of leaseGroups) {
      const claimed = await claimJobs(db, { names, worker, now: clock(), leaseMs, limit: CLAIM_BATCH });
      await Promise.all(claimed.map(runOne));
      ran += claimed.length;
    }
    return ran;
  }

  function tick(): Promise<number> {
    if (current) {
      again = true;
      return current;
    }
    current = pass()
      .catch((error: unknown) => {
        log.error({ err: error }, 'job runner pass failed');
        return 0;
      })
      .finally(() => {
        current = null;
        if (again && !stopped) {
          again = false;
          void tick();
        }
      });
    return current;
  }

  function loop(): void {
    if (stopped) return;
    void tick().finally(() => {
      if (!stopped) {
        timer = setTimeout(loop, pollMs);
        timer.unref();
      }
    });
  }

  return {
    worker,
    start() {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    async stop() {
      stopped = true;
      for (const off of unsubscribe) off();
      clearTimeout(timer);
      again = false;
      if (current) await current;
    },
    tick,
  };
}
