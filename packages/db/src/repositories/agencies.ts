import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { AboutContent, Agency, FaqContent, LanguageOption, NavigationEntry } from '@tripfront/domain';
import type { Database, TenantTx } from '../client.ts';
import { agencies, agencyHosts, agencyLanguages, agencyPages, agencyRevisions, navigationEntries, platformSettings } from '../schema.ts';
import { rowsOf } from '../client.ts';

export interface AgencyRecord {
  id: string;
  agency: Agency;
  /** The host absolute URLs name (the primary one; the first by creation when none is marked), or null without hosts. */
  canonicalHost: string | null;
}

/** Host routing: the tenant id for an exact host name (lower-case, no port), or null. */
export async function findTenantIdByHost(db: Database, host: string): Promise<string | null> {
  const rows = await db.asApp((tx) => tx.select({ tenantId: agencyHosts.tenantId }).from(agencyHosts).where(eq(agencyHosts.host, host)).limit(1), {
    readOnly: true,
  });
  return rows[0]?.tenantId ?? null;
}

/** The database's clock, in ms since the epoch: where an instance's first question about changed agencies starts. */
export async function databaseNowMs(db: Database): Promise<number> {
  const [row] = await db.asApp((tx) => rowsOf<{ at: number }>(tx.execute(sql`select (extract(epoch from now()) * 1000)::float8 as at`)), {
    readOnly: true,
  });
  return Number(row?.at);
}

/** The agency's revision now (0 when it never moved): what the instance read of it goes with. */
export async function agencyRevision(tx: TenantTx, tenantId: string): Promise<number> {
  const [row] = await tx.select({ revision: agencyRevisions.revision }).from(agencyRevisions).where(eq(agencyRevisions.tenantId, tenantId));
  return row?.revision ?? 0;
}

/**
 * The agencies whose revision moved after `sinceMs` (the database's clock, ms since the epoch),
 * with their revision now, and the database's clock when asked (`atMs`): where the next question
 * starts, less the time a write may stay uncommitted (docs/decisions/0133).
 */
export async function changedAgencyRevisions(db: Database, sinceMs: number): Promise<{ atMs: number; changed: { tenantId: string; revision: number }[] }> {
  return db.asApp(
    async (tx) => {
      const [clock] = await rowsOf<{ at: number }>(tx.execute(sql`select (extract(epoch from now()) * 1000)::float8 as at`));
      const changed = await tx
        .select({ tenantId: agencyRevisions.tenantId, revision: agencyRevisions.revision })
        .from(agencyRevisions)
        .where(gt(agencyRevisions.changedAt, new Date(sinceMs)));
      return { atMs: Number(clock?.at), changed };
    },
    { readOnly: true },
  );
}

export async function countAgencies(db: Database): Promise<number> {
  const rows = await db.asApp((tx) => tx.select({ n: sql<number>`count(distinct ${agencyHosts.tenantId})::int` }).from(agencyHosts), { readOnly: true });
  return rows[0]?.n ?? 0;
}

export async function getPlatformSetting<T>(db: Database, key: string): Promise<T | null> {
  const rows = await db.asApp((tx) => tx.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, key)), {
    readOnly: true,
  });
  return (rows[0]?.value as T | undefined) ?? null;
}

export async function setPlatformSetting(db: Database, key: string, value: unknown): Promise<void> {
  await db.owner.insert(platformSettings).values({ key, value }).onConflictDoUpdate({ target: platformSettings.key, set: { value } });
}

export async function getAgency(tx: TenantTx, tenantId: string): Promise<AgencyRecord | null> {
  const [row] = await tx.select().from(agencies).where(eq(agencies.tenantId, tenantId)).limit(1);
  if (!row) return null;
  const languages = await tx
    .select({ name: agencyLanguages.name, code: agencyLanguages.code, value: agencyLanguages.value })
    .from(agencyLanguages)
    .where(eq(agencyLanguages.tenantId, tenantId))
    .orderBy(asc(agencyLanguages.position));
  const [canonical] = await tx
    .select({ host: agencyHosts.host })
    .from(agencyHosts)
    .where(eq(agencyHosts.tenantId, tenantId))
    .orderBy(desc(agencyHosts.isPrimary), asc(agencyHosts.createdAt), asc(agencyHosts.host))
    .limit(1);
  return {
    id: row.tenantId,
    agency: { ...row.config, status: row.status, subdomain: row.subdomain, languages: languages as LanguageOption[] },
    canonicalHost: canonical?.host ?? null,
  };
}

export async function getPage<K extends 'about' | 'faqs'>(
  tx: TenantTx,
  tenantId: string,
  kind: K,
): Promise<(K extends 'about' ? AboutContent : FaqContent) | null> {
  const [row] = await tx
    .select({ content: agencyPages.content })
    .from(agencyPages)
    .where(sql`${agencyPages.tenantId} = ${tenantId} and ${agencyPages.kind} = ${kind}`);
  return (row?.content as K extends 'about' ? AboutContent : FaqContent) ?? null;
}

export async function listNavigations(tx: TenantTx, tenantId: string): Promise<NavigationEntry[]> {
  return tx
    .select({ label: navigationEntries.label, path: navigationEntries.path })
    .from(navigationEntries)
    .where(eq(navigationEntries.tenantId, tenantId))
    .orderBy(asc(navigationEntries.position));
}
