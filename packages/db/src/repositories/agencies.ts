import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AboutContent, Agency, FaqContent, LanguageOption, NavigationEntry } from '@tripfront/domain';
import type { Database, TenantTx } from '../client.ts';
import { agencies, agencyHosts, agencyLanguages, agencyPages, navigationEntries, platformSettings } from '../schema.ts';

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
