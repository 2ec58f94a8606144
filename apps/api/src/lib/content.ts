import {
  contentIsPublic,
  imageHasText,
  pickTranslation,
  TERMS_EMPTY,
  type ContentItem,
  type ContentItemInput,
  type ContentListEntry,
  type ContentTranslation,
  type PublicContentItem,
  type PublicContentSummary,
  type PublicTermsVersion,
  type TermsInput,
  type TermsVersion,
} from '@tripfront/domain/content';
import { LANGUAGES, type LanguageCode } from '@tripfront/domain/agency';
import type { ContentItemRow, NewContentItem, TermsVersionRow } from '@tripfront/db';
import { badRequest, HttpError } from './http-errors.ts';
import type { Sanitizer } from './sanitize.ts';

// The agency's content (decision 0127) between the database's rows and the API's answers: what the
// editor sends, cleaned before it is stored; what visitors get, in their language.

const iso = (d: Date) => d.toISOString();
const languagesOf = (translations: Partial<Record<LanguageCode, unknown>>): LanguageCode[] => LANGUAGES.filter((l) => translations[l] !== undefined);

/** What the editor's item and its list's row both tell of a row: which it is and where it stands. */
function editorBasicsOf(row: ContentItemRow) {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    status: row.status,
    publishAt: row.publishAt ? iso(row.publishAt) : null,
    top: row.top,
    updatedAt: iso(row.updatedAt),
  };
}

/** The editor's whole item. */
export function contentItemOf(row: ContentItemRow, formerSlugs: string[]): ContentItem {
  return {
    ...editorBasicsOf(row),
    cover: row.cover ?? null,
    tags: row.tags,
    place: row.place ?? null,
    translations: row.translations,
    formerSlugs,
    createdAt: iso(row.createdAt),
  };
}

/** A row of the editor's list. */
export function contentListEntryOf(row: ContentItemRow, defaultLanguage: string, now: Date): ContentListEntry {
  return {
    ...editorBasicsOf(row),
    title: pickTranslation(row.translations, defaultLanguage, defaultLanguage)?.value.title ?? '',
    languages: languagesOf(row.translations),
    live: contentIsPublic(row, now),
  };
}

/** A public item in a list, in the visitor's language (else the agency's, else the first written). */
export function publicSummaryOf(row: ContentItemRow, language: string, defaultLanguage: string): PublicContentSummary {
  const chosen = pickTranslation(row.translations, language, defaultLanguage)!;
  return {
    kind: row.kind,
    slug: row.slug,
    language: chosen.language,
    title: chosen.value.title,
    excerpt: chosen.value.excerpt,
    cover: row.cover ?? null,
    tags: row.tags,
    // A public item has a publishAt (the server sets it on publishing); createdAt is only a guard.
    publishedAt: iso(row.publishAt ?? row.createdAt),
    place: row.place ?? null,
    top: row.top,
  };
}

/** A public post or destination page, in the visitor's language. */
export function publicItemOf(row: ContentItemRow, language: string, defaultLanguage: string): PublicContentItem {
  const summary = publicSummaryOf(row, language, defaultLanguage);
  const value = row.translations[summary.language] as ContentTranslation;
  return { ...summary, bodyHtml: value.bodyHtml, seoTitle: value.seoTitle, seoDescription: value.seoDescription, updatedAt: iso(row.updatedAt) };
}

export const PICTURE_NEEDS_TEXT =
  'Every picture needs a description for people who cannot see it. Describe it, or mark it as decorative if it adds nothing to the text.';

/** `<img …>` as the sanitizer writes it out: attributes as name="value", quotes inside values written &quot;. */
const IMG_TAG = /<img\b((?:\s+[^\s="'>/]+(?:="[^"]*")?)*)\s*\/?>/gi;
const attributeOf = (attrs: string, name: string): string | null => {
  const m = new RegExp(`\\s${name}(?:="([^"]*)")?(?=\\s|$)`, 'i').exec(attrs);
  return m ? (m[1] ?? '') : null;
};

/**
 * A body's pictures and their text (decision 0127): a picture with a description keeps it; one
 * marked decorative (`data-decorative`, or role="presentation"/"none") gets alt=""; any other has
 * no text a screen reader could say, and the body is refused (null). Reads the sanitizer's output,
 * whose serialisation the pattern relies on.
 */
export function settleImageText(html: string): string | null {
  let missing = false;
  const settled = html.replace(IMG_TAG, (tag, attrs: string) => {
    const alt = attributeOf(attrs, 'alt');
    if (!imageHasText({ alt, decorative: attributeOf(attrs, 'data-decorative') !== null, role: attributeOf(attrs, 'role') })) {
      missing = true;
      return tag;
    }
    // A decorative picture without an alt gets alt="" (one with a description keeps it).
    return alt === null ? tag.replace(/^<img\b/i, '<img alt=""') : tag;
  });
  return missing ? null : settled;
}

/**
 * Each written language's body as it is stored, posts, destinations and terms alike: cleaned on the
 * sanitizer's threads, its pictures' text settled (400 naming the field of a picture without one).
 */
async function storedBodies(sanitizer: Sanitizer, written: Partial<Record<LanguageCode, { bodyHtml: string }>>): Promise<Array<[LanguageCode, string]>> {
  const languages = languagesOf(written);
  const cleaned = await sanitizer.html(languages.map((l) => ({ field: `translations.${l}.bodyHtml`, text: written[l]!.bodyHtml })));
  return languages.map((language, i) => {
    const body = settleImageText(cleaned[i]!);
    if (body === null) throw badRequest(PICTURE_NEEDS_TEXT, `translations.${language}.bodyHtml`);
    return [language, body];
  });
}

/**
 * What the editor sent, as it is stored: every body cleaned on the sanitizer's threads, pictures'
 * text settled (400 naming the field of a picture without one), and the publication time: a
 * publication without one is now; one dated in the future is a scheduled one.
 */
export async function preparedContent(sanitizer: Sanitizer, input: ContentItemInput, now: Date, previous: ContentItemRow | null): Promise<NewContentItem> {
  const translations: Partial<Record<LanguageCode, ContentTranslation>> = {};
  for (const [language, bodyHtml] of await storedBodies(sanitizer, input.translations)) {
    translations[language] = { ...input.translations[language]!, bodyHtml };
  }
  let status = input.status;
  let publishAt = input.publishAt ? new Date(input.publishAt) : null;
  if (status === 'published') {
    // Published again after an edit (or after a time as a draft): it keeps the moment it first went out.
    publishAt ??= previous?.publishAt ?? now;
    if (publishAt.getTime() > now.getTime()) status = 'scheduled';
  } else if (status === 'draft') {
    // Back to draft, it keeps the moment it first went out, if it did, for when it is published again;
    // a time it was only scheduled for is forgotten.
    const first = previous?.publishAt ?? null;
    publishAt = first && first.getTime() <= now.getTime() ? first : null;
  }
  return {
    kind: input.kind,
    slug: input.slug,
    status,
    publishAt,
    cover: input.cover,
    tags: [...new Set(input.tags)],
    place: input.place,
    top: input.kind === 'destination' ? input.top : false,
    translations,
  };
}

/** A terms version as the editor reads it. */
export function termsVersionOf(row: TermsVersionRow): TermsVersion {
  return { kind: row.kind, version: row.version, publishedAt: iso(row.publishedAt), translations: row.translations };
}

/** Terms bodies cleaned as they are stored. */
export async function preparedTerms(sanitizer: Sanitizer, input: TermsInput): Promise<TermsVersionRow['translations']> {
  const translations: TermsVersionRow['translations'] = {};
  for (const [language, bodyHtml] of await storedBodies(sanitizer, input.translations)) {
    if (bodyHtml.trim() === '') throw new HttpError(400, 'Please write the terms.', { field: `translations.${language}.bodyHtml`, code: TERMS_EMPTY });
    translations[language] = { bodyHtml };
  }
  return translations;
}

/** One version of the terms for visitors (`rows` every version of the kind, newest first); null when there is no such version. */
export function publicTermsOf(rows: TermsVersionRow[], version: number | 'latest', language: string, defaultLanguage: string): PublicTermsVersion | null {
  const row = version === 'latest' ? rows[0] : rows.find((r) => r.version === version);
  if (!row) return null;
  const chosen = pickTranslation(row.translations, language, defaultLanguage);
  if (!chosen) return null;
  return {
    kind: row.kind,
    version: row.version,
    publishedAt: iso(row.publishedAt),
    language: chosen.language,
    bodyHtml: chosen.value.bodyHtml,
    versions: rows.map((r) => ({ version: r.version, publishedAt: iso(r.publishedAt) })),
  };
}
