import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AboutContent, Agency, FaqContent, LanguageOption } from '@tripfront/domain';
import type { TenantTx } from '../client.ts';
import { agencies, agencyAssets, agencyAuditLog, agencyLanguages, agencyPages, agencySecrets, supportRequests } from '../schema.ts';

// The agency's own settings (issue #15): one row of agencies (config + version), its languages and
// pages, its encrypted secrets, the audit log, uploaded pictures and support requests. Every
// function takes the tenant's transaction and the tenant id (RLS backs the filter up).

export interface AgencySettingsRow {
  config: Omit<Agency, 'languages'>;
  version: number;
  updatedAt: Date;
  languages: LanguageOption[];
  about: AboutContent | null;
  faqs: FaqContent | null;
}

/** What the settings pages edit, as stored; `forUpdate` locks the agency's row until the transaction ends. */
export async function getAgencySettingsRow(tx: TenantTx, tenantId: string, options: { forUpdate?: boolean } = {}): Promise<AgencySettingsRow | null> {
  const query = tx
    .select({ config: agencies.config, version: agencies.version, updatedAt: agencies.updatedAt })
    .from(agencies)
    .where(eq(agencies.tenantId, tenantId))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  const languages = await tx
    .select({ name: agencyLanguages.name, code: agencyLanguages.code, value: agencyLanguages.value })
    .from(agencyLanguages)
    .where(eq(agencyLanguages.tenantId, tenantId))
    .orderBy(asc(agencyLanguages.position));
  const pages = await tx.select({ kind: agencyPages.kind, content: agencyPages.content }).from(agencyPages).where(eq(agencyPages.tenantId, tenantId));
  return {
    ...row,
    languages: languages as LanguageOption[],
    about: (pages.find((p) => p.kind === 'about')?.content as AboutContent | undefined) ?? null,
    faqs: (pages.find((p) => p.kind === 'faqs')?.content as FaqContent | undefined) ?? null,
  };
}

/**
 * Saves the agency's config if it is still at `version`: one statement, so two editors who read
 * the same version cannot both win. The new version and time, or null when the version moved on.
 */
export async function saveAgencyConfig(
  tx: TenantTx,
  tenantId: string,
  version: number,
  config: Omit<Agency, 'languages'>,
): Promise<{ version: number; updatedAt: Date } | null> {
  const [row] = await tx
    .update(agencies)
    .set({ config, version: sql`${agencies.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(agencies.tenantId, tenantId), eq(agencies.version, version)))
    .returning({ version: agencies.version, updatedAt: agencies.updatedAt });
  return row ?? null;
}

/** Replaces the languages the agency offers, in this order. */
export async function replaceAgencyLanguages(tx: TenantTx, tenantId: string, languages: readonly LanguageOption[]): Promise<void> {
  await tx.delete(agencyLanguages).where(eq(agencyLanguages.tenantId, tenantId));
  if (languages.length === 0) return;
  await tx.insert(agencyLanguages).values(languages.map((l, position) => ({ tenantId, position, name: l.name, code: l.code, value: l.value })));
}

export async function upsertAgencyPage(tx: TenantTx, tenantId: string, kind: 'about' | 'faqs', content: AboutContent | FaqContent): Promise<void> {
  await tx
    .insert(agencyPages)
    .values({ tenantId, kind, content })
    .onConflictDoUpdate({ target: [agencyPages.tenantId, agencyPages.kind], set: { content, updatedAt: sql`now()` } });
}

// ---- secrets -------------------------------------------------------------------------------------

export interface StoredSecret {
  /** Encrypted (apps/api/src/lib/secrets.ts); only the API holds the key. */
  ciphertext: string;
  hint: string;
}

export async function getAgencySecret(tx: TenantTx, tenantId: string, name: string): Promise<StoredSecret | null> {
  const [row] = await tx
    .select({ ciphertext: agencySecrets.ciphertext, hint: agencySecrets.hint })
    .from(agencySecrets)
    .where(and(eq(agencySecrets.tenantId, tenantId), eq(agencySecrets.name, name)));
  return row ?? null;
}

export async function putAgencySecret(tx: TenantTx, tenantId: string, name: string, secret: StoredSecret): Promise<void> {
  await tx
    .insert(agencySecrets)
    .values({ tenantId, name, ...secret })
    .onConflictDoUpdate({ target: [agencySecrets.tenantId, agencySecrets.name], set: { ...secret, updatedAt: sql`now()` } });
}

export async function deleteAgencySecret(tx: TenantTx, tenantId: string, name: string): Promise<void> {
  await tx.delete(agencySecrets).where(and(eq(agencySecrets.tenantId, tenantId), eq(agencySecrets.name, name)));
}

// ---- audit log -----------------------------------------------------------------------------------

export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface AuditRecord {
  id: string;
  at: Date;
  userId: string | null;
  actorName: string;
  actorEmail: string;
  section: string;
  action: string;
  target: string | null;
  ip: string | null;
  changes: AuditChange[];
}

export interface NewAuditEntry {
  userId: string | null;
  actorName: string;
  actorEmail: string;
  section: string;
  /** Default 'settings.update'. */
  action?: string;
  target?: string | null;
  ip?: string | null;
  changes: AuditChange[];
}

export async function insertAuditEntry(tx: TenantTx, tenantId: string, entry: NewAuditEntry): Promise<void> {
  await tx.insert(agencyAuditLog).values({ tenantId, ...entry });
}

/** What to list: actions (null: all), the actor by id or email, a time range [from, to), a page. */
export interface AuditListFilter {
  actions?: readonly string[] | null;
  actorId?: string | null;
  actorEmail?: string | null;
  from?: Date | null;
  to?: Date | null;
  limit: number;
  offset?: number;
}

/** The newest entries first, filtered. */
export async function listAuditEntries(tx: TenantTx, tenantId: string, filter: AuditListFilter): Promise<AuditRecord[]> {
  const { actions, actorId, actorEmail, from, to } = filter;
  const conditions = [eq(agencyAuditLog.tenantId, tenantId)];
  if (actions) conditions.push(actions.length > 0 ? inArray(agencyAuditLog.action, [...actions]) : sql`false`);
  if (actorId) conditions.push(eq(agencyAuditLog.userId, actorId));
  if (actorEmail) conditions.push(eq(sql`lower(${agencyAuditLog.actorEmail})`, actorEmail.toLowerCase()));
  if (from) conditions.push(gte(agencyAuditLog.createdAt, from));
  if (to) conditions.push(lt(agencyAuditLog.createdAt, to));
  return tx
    .select({
      id: agencyAuditLog.id,
      at: agencyAuditLog.createdAt,
      userId: agencyAuditLog.userId,
      actorName: agencyAuditLog.actorName,
      actorEmail: agencyAuditLog.actorEmail,
      section: agencyAuditLog.section,
      action: agencyAuditLog.action,
      target: agencyAuditLog.target,
      ip: agencyAuditLog.ip,
      changes: agencyAuditLog.changes,
    })
    .from(agencyAuditLog)
    .where(and(...conditions))
    .orderBy(desc(agencyAuditLog.createdAt), desc(agencyAuditLog.id))
    .limit(filter.limit)
    .offset(filter.offset ?? 0);
}

// ---- uploaded pictures ---------------------------------------------------------------------------

export interface NewAsset {
  slot: string;
  contentType: string;
  body: Uint8Array;
  width: number;
  height: number;
  sha256: string;
  createdBy: string | null;
}

export async function insertAsset(tx: TenantTx, tenantId: string, asset: NewAsset): Promise<string> {
  const [row] = await tx
    .insert(agencyAssets)
    .values({ tenantId, ...asset })
    .returning({ id: agencyAssets.id });
  if (!row) throw new Error('asset not stored');
  return row.id;
}

/** Pictures `userId` uploaded since `since` (the upload quota). */
export async function countAssetsSince(tx: TenantTx, tenantId: string, userId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(agencyAssets)
    .where(and(eq(agencyAssets.tenantId, tenantId), eq(agencyAssets.createdBy, userId), gte(agencyAssets.createdAt, since)));
  return row?.n ?? 0;
}

export async function getAsset(tx: TenantTx, tenantId: string, id: string): Promise<{ contentType: string; body: Uint8Array; sha256: string } | null> {
  const [row] = await tx
    .select({ contentType: agencyAssets.contentType, body: agencyAssets.body, sha256: agencyAssets.sha256 })
    .from(agencyAssets)
    .where(and(eq(agencyAssets.tenantId, tenantId), eq(agencyAssets.id, id)));
  return row ?? null;
}

/** Which slot a picture was uploaded for, and by whom (null: not this agency's, or no such picture). */
export async function getAssetOrigin(tx: TenantTx, tenantId: string, id: string): Promise<{ slot: string; createdBy: string | null } | null> {
  const [row] = await tx
    .select({ slot: agencyAssets.slot, createdBy: agencyAssets.createdBy })
    .from(agencyAssets)
    .where(and(eq(agencyAssets.tenantId, tenantId), eq(agencyAssets.id, id)));
  return row ?? null;
}

// ---- support requests ----------------------------------------------------------------------------

export interface SupportRequestRecord {
  reference: string;
  subject: string;
  message: string;
  status: 'open' | 'closed';
  createdAt: Date;
}

const supportRequestColumns = {
  reference: supportRequests.reference,
  subject: supportRequests.subject,
  message: supportRequests.message,
  status: supportRequests.status,
  createdAt: supportRequests.createdAt,
};

export async function insertSupportRequest(
  tx: TenantTx,
  tenantId: string,
  request: { reference: string; userId: string | null; contactName: string; contactEmail: string; contactPhone: string; subject: string; message: string },
): Promise<SupportRequestRecord> {
  const [row] = await tx
    .insert(supportRequests)
    .values({ tenantId, ...request })
    .returning(supportRequestColumns);
  if (!row) throw new Error('support request not stored');
  return row;
}

export async function listSupportRequests(tx: TenantTx, tenantId: string, limit = 200): Promise<SupportRequestRecord[]> {
  return tx
    .select(supportRequestColumns)
    .from(supportRequests)
    .where(eq(supportRequests.tenantId, tenantId))
    .orderBy(desc(supportRequests.createdAt))
    .limit(limit);
}
