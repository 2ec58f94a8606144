import {
  CONTENT_LIMITS,
  type ContentKind,
  type PublicContentItem,
  type PublicContentPage,
  type PublicContentSummary,
  type PublicTermsVersion,
  type TermsKind,
} from '@tripfront/domain/content';
import { findPublicContent, listPublicContent, listPublicHiddenGems, listTermsVersions, type ContentItemRow, type Database } from '@tripfront/db';
import { publicItemOf, publicSummaryOf, publicTermsOf } from './content.ts';

// What visitors read of the agency's content (decision 0127), for the public API and the
// server-rendered pages alike: only what is public now, in the visitor's language.

interface Reader {
  db: Database;
  tenantId: string;
  /** The agency's default language: the fallback of every translation. */
  defaultLanguage: string;
  now?: Date;
}

export interface ListOptions {
  page: number;
  tag?: string | undefined;
  top?: boolean | undefined;
  language: string;
}

/** One page of the public list of a kind, newest publication first. */
export async function publicContentPage(
  { db, tenantId, defaultLanguage, now = new Date() }: Reader,
  kind: ContentKind,
  o: ListOptions,
): Promise<PublicContentPage> {
  const pageSize = CONTENT_LIMITS.pageSize;
  const { rows, total } = await db.withTenant(
    tenantId,
    (tx) => listPublicContent(tx, tenantId, { kind, now, tag: o.tag, top: o.top, page: o.page, pageSize }),
    {
      readOnly: true,
    },
  );
  return {
    items: rows.map((row) => publicSummaryOf(row, o.language, defaultLanguage)),
    page: o.page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    total,
  };
}

export type PublicLookup = { item: PublicContentItem; row: ContentItemRow } | { movedTo: string } | null;

/** A public post or destination page by its address; where it moved for a former address; null otherwise. */
export async function publicContentBySlug(
  { db, tenantId, defaultLanguage, now = new Date() }: Reader,
  kind: ContentKind,
  slug: string,
  language: string,
): Promise<PublicLookup> {
  const found = await db.withTenant(tenantId, (tx) => findPublicContent(tx, tenantId, kind, slug, now), { readOnly: true });
  if (!found) return null;
  if ('movedTo' in found) return found;
  return { item: publicItemOf(found.item, language, defaultLanguage), row: found.item };
}

/** The public hidden gems in the agency's order. */
export async function publicHiddenGems({ db, tenantId, defaultLanguage, now = new Date() }: Reader, language: string): Promise<PublicContentSummary[]> {
  const rows = await db.withTenant(tenantId, (tx) => listPublicHiddenGems(tx, tenantId, now), { readOnly: true });
  return rows.map((row) => publicSummaryOf(row, language, defaultLanguage));
}

/** Every public item of a kind (the sitemap, the feed), newest publication first. */
export async function allPublicContent({ db, tenantId, now = new Date() }: Reader, kind: ContentKind, limit?: number): Promise<ContentItemRow[]> {
  const { rows } = await db.withTenant(tenantId, (tx) => listPublicContent(tx, tenantId, { kind, now, ...(limit ? { page: 1, pageSize: limit } : {}) }), {
    readOnly: true,
  });
  return rows;
}

/** A version of the agency's terms ('latest' or a number) in the visitor's language; null when there is none. */
export async function publicTerms(
  { db, tenantId, defaultLanguage }: Reader,
  kind: TermsKind,
  version: number | 'latest',
  language: string,
): Promise<PublicTermsVersion | null> {
  const rows = await db.withTenant(tenantId, (tx) => listTermsVersions(tx, tenantId, kind), { readOnly: true });
  return publicTermsOf(rows, version, language, defaultLanguage);
}
