import { changedAgencyRevisions, databaseNowMs, type Database } from '@tripfront/db';

/**
 * How long a write that changed an agency may stay uncommitted and still be seen: each question
 * starts this long before the previous one was asked (docs/decisions/0133). Rows seen twice cost
 * nothing; a write committed later than this after it was made would be seen only by the TTL of
 * the caches it never reaches (none): the agency edits are short transactions.
 */
export const UNCOMMITTED_WRITE_MS = 60_000;

/**
 * Which agencies changed, asked of the database once per AGENCY_CACHE_TTL for all agencies
 * (decision 0133), instead of every agency read again when its entries expire: with a thousand
 * agencies that was two hundred reads a second, each costing what a first visit costs.
 *
 * Every write to what an instance keeps of an agency moves the agency's revision on (triggers,
 * migration 0026). `confirmedUntil` asks which revisions moved since the last question (at most
 * once per TTL, one query, shared by the requests that wait for it) and calls the `onChanged`
 * listeners for each agency whose revision it had not seen: they forget the agency (agency-changes.ts),
 * as a message from another instance would. Whatever was not forgotten is good until the answer
 * is a TTL old: the caches keep it without reading it again.
 */
export interface AgencyRevisions {
  /** Before the first read of anything kept per agency: fixes where the first question starts. */
  begin(): Promise<void>;
  /**
   * Until when (this process's clock) entries that were not forgotten stay good: at once while the
   * last answer is younger than the TTL, else after asking the database.
   */
  confirmedUntil(): Promise<number>;
  /**
   * All this instance holds of the agency was read at `revision` (its first read, or the first
   * since it was forgotten): a question that finds the agency at that revision forgets nothing.
   */
  loaded(tenantId: string, revision: number): void;
  /** Also call `listener` with each agency whose revision moved (seen once per revision). */
  onChanged(listener: (tenantId: string) => void): void;
}

export function createAgencyRevisions(db: Database, ttlSeconds: number, now: () => number = Date.now): AgencyRevisions {
  const ttl = ttlSeconds * 1000;
  const listeners: ((tenantId: string) => void)[] = [];
  /** Each agency's revision as last seen (read with the agency, or found moved). */
  const seen = new Map<string, number>();
  /** Where the next question starts (the database's clock, ms). */
  let since: number | undefined;
  let starting: Promise<void> | undefined;
  /** This process's clock when the last answered question was asked. */
  let askedAt = -Infinity;
  let asking: Promise<number> | undefined;

  const begin = (): Promise<void> => {
    if (since !== undefined) return Promise.resolve();
    starting ??= databaseNowMs(db).then(
      (at) => {
        since ??= at - UNCOMMITTED_WRITE_MS;
      },
      (error: unknown) => {
        starting = undefined;
        throw error;
      },
    );
    return starting;
  };

  const ask = async (): Promise<number> => {
    const asked = now();
    await begin();
    const { atMs, changed } = await changedAgencyRevisions(db, since!);
    since = atMs - UNCOMMITTED_WRITE_MS;
    for (const { tenantId, revision } of changed) {
      if ((seen.get(tenantId) ?? -1) >= revision) continue;
      seen.set(tenantId, revision);
      for (const listener of listeners) listener(tenantId);
    }
    askedAt = asked;
    return asked + ttl;
  };

  return {
    begin,
    confirmedUntil() {
      if (askedAt + ttl > now()) return Promise.resolve(askedAt + ttl);
      asking ??= ask().finally(() => (asking = undefined));
      return asking;
    },
    loaded(tenantId, revision) {
      if (revision > (seen.get(tenantId) ?? -1)) seen.set(tenantId, revision);
    },
    onChanged(listener) {
      listeners.push(listener);
    },
  };
}
