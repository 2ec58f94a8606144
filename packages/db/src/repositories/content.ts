import { and, asc, count, desc, eq, inArray, lte, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../client.ts';
import { contentItems, contentSlugs, hiddenGems, termsVersions } from '../schema.ts';

// The agency's posts, destination pages, hidden gems and terms (decision 0127). Every query names the
// agency (row-level security backs it up). "Public" is contentIsPublic of the domain, stated in SQL:
// published, or scheduled and its time has come.

export type ContentItemRow = typeof contentItems.$inferSelect;
export type ContentKindValue = ContentItemRow['kind'];
export type NewContentItem = Omit<typeof contentItems.$inferInsert, 'id' | 'tenantId' | 'createdAt' | 'updatedAt'>;
export type TermsVersionRow = typeof termsVersions.$inferSelect;
export type TermsKindValue = TermsVersionRow['kind'];

/** contentIsPublic (packages/domain/src/content.ts) in SQL, at `now`. */
export function contentIsPublicSql(now: Date): SQL {
  return or(eq(contentItems.status, 'published'), and(eq(contentItems.status, 'scheduled'), lte(contentItems.publishAt, now)))!;
}

/** The SQLSTATE of a failed statement (drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Runs a write in a savepoint and answers `onRefused` when PostgreSQL refuses it with `state` (a race
 * the checks before it could not see): the transaction goes on instead of failing with a 500.
 */
async function refusedAs<T, R>(tx: TenantTx, state: '23505' | '23503', write: (sp: TenantTx) => Promise<T>, onRefused: R): Promise<T | R> {
  try {
    return await tx.transaction(write);
  } catch (error) {
    if (sqlState(error) === state) return onRefused;
    throw error;
  }
}

const ofAgency = (tenantId: string, id: string) => and(eq(contentItems.tenantId, tenantId), eq(contentItems.id, id));

/** The editor's list, newest change first; one kind or both. */
export async function listContentItems(tx: TenantTx, tenantId: string, kind?: ContentKindValue): Promise<ContentItemRow[]> {
  return tx
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.tenantId, tenantId), kind ? eq(contentItems.kind, kind) : undefined))
    .orderBy(desc(contentItems.updatedAt), desc(contentItems.id));
}

/** An item with its former slugs, or null (another agency's is never found). */
export async function getContentItem(tx: TenantTx, tenantId: string, id: string): Promise<{ item: ContentItemRow; formerSlugs: string[] } | null> {
  const [item] = await tx.select().from(contentItems).where(ofAgency(tenantId, id)).limit(1);
  if (!item) return null;
  const former = await tx
    .select({ slug: contentSlugs.slug })
    .from(contentSlugs)
    .where(and(eq(contentSlugs.tenantId, tenantId), eq(contentSlugs.itemId, id)))
    .orderBy(desc(contentSlugs.createdAt), asc(contentSlugs.slug));
  return { item, formerSlugs: former.map((f) => f.slug) };
}

/** Whether another item of the kind has the slug now (a former slug of another item does not count: it is taken over). */
export async function contentSlugTaken(tx: TenantTx, tenantId: string, kind: ContentKindValue, slug: string, exceptId: string | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(
      and(eq(contentItems.tenantId, tenantId), eq(contentItems.kind, kind), eq(contentItems.slug, slug), exceptId ? ne(contentItems.id, exceptId) : undefined),
    )
    .limit(1);
  return row !== undefined;
}

/** An item's address stops redirecting once an item has it as its own again. */
async function releaseFormerSlug(tx: TenantTx, tenantId: string, kind: ContentKindValue, slug: string): Promise<void> {
  await tx.delete(contentSlugs).where(and(eq(contentSlugs.tenantId, tenantId), eq(contentSlugs.kind, kind), eq(contentSlugs.slug, slug)));
}

/** A new item; null when its slug is taken (the unique index decides, whatever ran at the same time). */
export async function insertContentItem(tx: TenantTx, tenantId: string, values: NewContentItem): Promise<ContentItemRow | null> {
  await releaseFormerSlug(tx, tenantId, values.kind, values.slug);
  const [row] = await tx
    .insert(contentItems)
    .values({ ...values, tenantId })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Replaces an item (its kind stays). A changed slug keeps the old one as a former slug, which
 * redirects to the new. Null when the item is not the agency's; 'slug-taken' when another has the slug;
 * 'changed' when the item was saved since `expectedUpdatedAt` (checked under the row lock, so two editors
 * saving at once cannot both pass).
 */
export async function updateContentItem(
  tx: TenantTx,
  tenantId: string,
  id: string,
  values: Omit<NewContentItem, 'kind'>,
  now: Date,
  expectedUpdatedAt: Date,
): Promise<ContentItemRow | 'slug-taken' | 'changed' | null> {
  const [current] = await tx.select().from(contentItems).where(ofAgency(tenantId, id)).limit(1).for('update');
  if (!current) return null;
  if (current.updatedAt.getTime() !== expectedUpdatedAt.getTime()) return 'changed';
  if (values.slug !== current.slug) {
    if (await contentSlugTaken(tx, tenantId, current.kind, values.slug, id)) return 'slug-taken';
    await releaseFormerSlug(tx, tenantId, current.kind, values.slug);
    await tx
      .insert(contentSlugs)
      .values({ tenantId, kind: current.kind, slug: current.slug, itemId: id })
      .onConflictDoUpdate({ target: [contentSlugs.tenantId, contentSlugs.kind, contentSlugs.slug], set: { itemId: id, createdAt: now } });
  }
  // Another item may have taken the slug since the check above (the unique index decides).
  const updated = await refusedAs(
    tx,
    '23505',
    (sp) =>
      sp
        .update(contentItems)
        .set({ ...values, updatedAt: now })
        .where(ofAgency(tenantId, id))
        .returning(),
    'slug-taken' as const,
  );
  if (updated === 'slug-taken') return updated;
  return updated[0] ?? null;
}

/** Deletes an item (its former slugs and its place among the hidden gems go with it). */
export async function deleteContentItem(tx: TenantTx, tenantId: string, id: string): Promise<ContentItemRow | null> {
  const [row] = await tx.delete(contentItems).where(ofAgency(tenantId, id)).returning();
  return row ?? null;
}

/**
 * A public item by slug, or where its address moved: `{ movedTo }` when the slug is a former one of
 * an item that is public now; null otherwise (unknown, or not public).
 */
export async function findPublicContent(
  tx: TenantTx,
  tenantId: string,
  kind: ContentKindValue,
  slug: string,
  now: Date,
): Promise<{ item: ContentItemRow } | { movedTo: string } | null> {
  const [item] = await tx
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.tenantId, tenantId), eq(contentItems.kind, kind), eq(contentItems.slug, slug), contentIsPublicSql(now)))
    .limit(1);
  if (item) return { item };
  const [moved] = await tx
    .select({ slug: contentItems.slug })
    .from(contentSlugs)
    .innerJoin(contentItems, and(eq(contentItems.id, contentSlugs.itemId), eq(contentItems.tenantId, contentSlugs.tenantId)))
    .where(and(eq(contentSlugs.tenantId, tenantId), eq(contentSlugs.kind, kind), eq(contentSlugs.slug, slug), contentIsPublicSql(now)))
    .limit(1);
  return moved ? { movedTo: moved.slug } : null;
}

export interface PublicContentQuery {
  kind: ContentKindValue;
  now: Date;
  tag?: string | undefined;
  /** Only the agency's top destinations. */
  top?: boolean | undefined;
  /** 1-based; with `pageSize`. Without them every public item. */
  page?: number;
  pageSize?: number;
}

/** Public items of a kind, newest publication first, and how many there are in all. */
export async function listPublicContent(tx: TenantTx, tenantId: string, q: PublicContentQuery): Promise<{ rows: ContentItemRow[]; total: number }> {
  const where = and(
    eq(contentItems.tenantId, tenantId),
    eq(contentItems.kind, q.kind),
    contentIsPublicSql(q.now),
    q.tag ? sql`${q.tag} = any(${contentItems.tags})` : undefined,
    q.top ? eq(contentItems.top, true) : undefined,
  );
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(contentItems).where(where);
  const query = tx
    .select()
    .from(contentItems)
    .where(where)
    .orderBy(sql`${contentItems.publishAt} desc nulls last`, desc(contentItems.createdAt), desc(contentItems.id));
  const rows = q.page && q.pageSize ? await query.limit(q.pageSize).offset((q.page - 1) * q.pageSize) : await query;
  return { rows, total };
}

/** The hidden gems' destination ids in order (whether public or not: the editor's list). */
export async function listHiddenGemIds(tx: TenantTx, tenantId: string): Promise<string[]> {
  const rows = await tx.select({ id: hiddenGems.destinationId }).from(hiddenGems).where(eq(hiddenGems.tenantId, tenantId)).orderBy(asc(hiddenGems.position));
  return rows.map((r) => r.id);
}

/** Replaces the hidden gems; answers the ids that are not destination pages of the agency (nothing is saved then). */
export async function replaceHiddenGems(tx: TenantTx, tenantId: string, destinationIds: readonly string[]): Promise<string[]> {
  // Two saves at once would interleave their delete and insert (a duplicate key): one agency's saves take turns.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hidden-gems:${tenantId}`}))`);
  const found =
    destinationIds.length === 0
      ? []
      : await tx
          .select({ id: contentItems.id })
          .from(contentItems)
          .where(and(eq(contentItems.tenantId, tenantId), eq(contentItems.kind, 'destination'), inArray(contentItems.id, [...destinationIds])));
  const known = new Set(found.map((f) => f.id));
  const unknown = destinationIds.filter((id) => !known.has(id));
  if (unknown.length > 0) return unknown;
  await tx.delete(hiddenGems).where(eq(hiddenGems.tenantId, tenantId));
  if (destinationIds.length === 0) return [];
  // A destination deleted since it was found above: refused as unknown, as if it had been gone already.
  const inserted = await refusedAs(
    tx,
    '23503',
    async (sp) => {
      await sp.insert(hiddenGems).values(destinationIds.map((destinationId, position) => ({ tenantId, destinationId, position })));
      return [] as string[];
    },
    null,
  );
  return inserted ?? [...destinationIds];
}

/** The public hidden gems, in the agency's order. */
export async function listPublicHiddenGems(tx: TenantTx, tenantId: string, now: Date): Promise<ContentItemRow[]> {
  const rows = await tx
    .select({ item: contentItems })
    .from(hiddenGems)
    .innerJoin(contentItems, and(eq(contentItems.id, hiddenGems.destinationId), eq(contentItems.tenantId, hiddenGems.tenantId)))
    .where(and(eq(hiddenGems.tenantId, tenantId), contentIsPublicSql(now)))
    .orderBy(asc(hiddenGems.position));
  return rows.map((r) => r.item);
}

/** What is public now, counted, and a key that changes with any change of the content (the pages' version). */
export async function contentState(
  tx: TenantTx,
  tenantId: string,
  now: Date,
): Promise<{ posts: number; destinations: number; topDestinations: number; hiddenGems: number; version: string; nextPublishAt: Date | null }> {
  const isPublic = contentIsPublicSql(now);
  const [counts] = await tx
    .select({
      posts: sql<number>`count(*) filter (where ${contentItems.kind} = 'post' and ${isPublic})`.mapWith(Number),
      destinations: sql<number>`count(*) filter (where ${contentItems.kind} = 'destination' and ${isPublic})`.mapWith(Number),
      topDestinations: sql<number>`count(*) filter (where ${contentItems.kind} = 'destination' and ${contentItems.top} and ${isPublic})`.mapWith(Number),
      all: count(),
      updated: max(contentItems.updatedAt),
      // A scheduled item becomes public by the clock alone, no write: when the state changes next.
      nextPublishAt:
        sql<Date | null>`min(${contentItems.publishAt}) filter (where ${contentItems.status} = 'scheduled' and ${contentItems.publishAt} > ${now.toISOString()}::timestamptz)`.mapWith(
          contentItems.publishAt,
        ),
    })
    .from(contentItems)
    .where(eq(contentItems.tenantId, tenantId));
  const [gems] = await tx
    .select({ n: count() })
    .from(hiddenGems)
    .innerJoin(contentItems, and(eq(contentItems.id, hiddenGems.destinationId), eq(contentItems.tenantId, hiddenGems.tenantId)))
    .where(and(eq(hiddenGems.tenantId, tenantId), isPublic));
  const [terms] = await tx
    .select({ n: count(), latest: max(termsVersions.publishedAt) })
    .from(termsVersions)
    .where(eq(termsVersions.tenantId, tenantId));
  const gemIds = await listHiddenGemIds(tx, tenantId);
  const c = counts ?? { posts: 0, destinations: 0, topDestinations: 0, all: 0, updated: null, nextPublishAt: null };
  const version = [c.all, c.posts, c.destinations, c.updated?.getTime() ?? 0, gemIds.join(','), terms?.n ?? 0, terms?.latest?.getTime() ?? 0].join(':');
  return {
    posts: c.posts,
    destinations: c.destinations,
    topDestinations: c.topDestinations,
    hiddenGems: gems?.n ?? 0,
    version,
    nextPublishAt: counts?.nextPublishAt ?? null,
  };
}

/**
 * Scheduled items whose time has come become published (their publishAt stays): what the periodic
 * job does so that the agency's presence flags and pages change when they go public. Answers how many.
 */
export async function publishDueContent(tx: TenantTx, tenantId: string, now: Date): Promise<number> {
  const rows = await tx
    .update(contentItems)
    .set({ status: 'published', updatedAt: now })
    .where(and(eq(contentItems.tenantId, tenantId), eq(contentItems.status, 'scheduled'), lte(contentItems.publishAt, now)))
    .returning({ id: contentItems.id });
  return rows.length;
}

/** Every version of the agency's terms, newest first; one kind or both. */
export async function listTermsVersions(tx: TenantTx, tenantId: string, kind?: TermsKindValue): Promise<TermsVersionRow[]> {
  return tx
    .select()
    .from(termsVersions)
    .where(and(eq(termsVersions.tenantId, tenantId), kind ? eq(termsVersions.kind, kind) : undefined))
    .orderBy(desc(termsVersions.version));
}

/** The next version of a kind of terms, published `now`. Two at once: the second waits for the first's lock. */
export async function insertTermsVersion(
  tx: TenantTx,
  tenantId: string,
  values: { kind: TermsKindValue; translations: TermsVersionRow['translations']; createdBy: string | null },
  now: Date,
): Promise<TermsVersionRow> {
  // One writer per agency and kind at a time: the next number is read under the lock.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`terms:${tenantId}:${values.kind}`}))`);
  const [last] = await tx
    .select({ version: max(termsVersions.version) })
    .from(termsVersions)
    .where(and(eq(termsVersions.tenantId, tenantId), eq(termsVersions.kind, values.kind)));
  const [row] = await tx
    .insert(termsVersions)
    .values({ ...values, tenantId, version: (last?.version ?? 0) + 1, publishedAt: now })
    .returning();
  return row!;
}

/** The latest version number of a kind of terms, or null when the agency has none. */
export async function latestTermsVersion(tx: TenantTx, tenantId: string, kind: TermsKindValue): Promise<number | null> {
  const [row] = await tx
    .select({ version: max(termsVersions.version) })
    .from(termsVersions)
    .where(and(eq(termsVersions.tenantId, tenantId), eq(termsVersions.kind, kind)));
  return row?.version ?? null;
}
