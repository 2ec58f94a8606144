import { deleteDoneJobs, listTenantIds, purgePlatformRows, purgeTenantRows, PLATFORM_PURGE_KINDS, TENANT_PURGE_KINDS, type Database } from '@tripfront/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { JobDefinition } from './runner.ts';

const DAY_MS = 86_400_000;
/**
 * Released or lapsed sandbox holds, and finished job runs, stay a day: a late confirm of a lapsed
 * hold still answers "expired" (not "not found"), and a run's outcome can be read for a while.
 */
const KEEP_ENDED_MS = DAY_MS;

export type RetentionSettings = Pick<Config, 'SEARCH_RETENTION_DAYS' | 'EMAIL_RETENTION_DAYS' | 'AUDIT_RETENTION_DAYS' | 'PAYMENT_EVENT_RETENTION_DAYS'>;

/** Rows older than these cutoffs go (tripfront_purge, migrations 0015 and 0017, holds the predicates). */
export function retentionCutoffs(now: Date, settings: RetentionSettings) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return {
    sessions: now,
    auth_tokens: now,
    emails: ago(settings.EMAIL_RETENTION_DAYS * DAY_MS),
    searches: ago(settings.SEARCH_RETENTION_DAYS * DAY_MS),
    audit: ago(settings.AUDIT_RETENTION_DAYS * DAY_MS),
    payment_events: ago(settings.PAYMENT_EVENT_RETENTION_DAYS * DAY_MS),
    sandbox_holds: ago(KEEP_ENDED_MS),
    sandbox_unit_holds: ago(KEEP_ENDED_MS),
    jobs: ago(KEEP_ENDED_MS),
  } as const;
}

/**
 * One retention pass: expired or revoked sessions, used or expired sign-in tokens, sent and
 * given-up emails, searches, audit entries and processed payment events past their settings (per agency, in its transaction),
 * lapsed sandbox holds and finished job runs. Answers how many rows of each kind went.
 */
export async function applyRetention(db: Database, settings: RetentionSettings, now: Date): Promise<Record<string, number>> {
  const cutoffs = retentionCutoffs(now, settings);
  const deleted: Record<string, number> = {};
  for (const tenantId of await listTenantIds(db)) {
    for (const kind of TENANT_PURGE_KINDS) deleted[kind] = (deleted[kind] ?? 0) + (await purgeTenantRows(db, tenantId, kind, cutoffs[kind]));
  }
  for (const kind of PLATFORM_PURGE_KINDS) deleted[kind] = await purgePlatformRows(db, kind, cutoffs[kind]);
  deleted.jobs = await deleteDoneJobs(db, cutoffs.jobs);
  return deleted;
}

export function retentionJob(db: Database, config: Config, log: Pick<FastifyBaseLogger, 'info'>): JobDefinition {
  return {
    name: 'retention',
    everySeconds: config.RETENTION_INTERVAL_S,
    maxAttempts: 3,
    backoff: { baseMs: 60_000, capMs: 15 * 60_000 },
    leaseMs: 30 * 60_000,
    run: async ({ now }) => {
      const deleted = await applyRetention(db, config, now);
      if (Object.values(deleted).some((n) => n > 0)) log.info({ deleted }, 'retention');
    },
  };
}
