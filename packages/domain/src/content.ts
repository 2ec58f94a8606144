import { z } from 'zod';
import { LANGUAGES, languageCodeSchema, type LanguageCode } from './agency.ts';

// The agency's own content (issue #44, decision 0127): blog posts and destination pages written in
// the back-office, hidden gems (an ordered list of destinations), and the agency's terms in dated
// versions. The API's bodies and answers, and the rules its pages and the server's share.

export const CONTENT_KINDS = ['post', 'destination'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Stored statuses. A scheduled item is public once its publishAt has passed (contentIsPublic). */
export const CONTENT_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_LIMITS = {
  title: 200,
  slug: 120,
  excerpt: 500,
  seoTitle: 70,
  seoDescription: 300,
  altText: 250,
  tag: 40,
  tags: 10,
  placeName: 200,
  /** Posts per page of /blog and of the API's list. */
  pageSize: 12,
  /** Hidden gems at most. */
  hiddenGems: 30,
} as const;

/**
 * A slug: lowercase letters of any script, digits and single hyphens between them. Letters of any
 * script so that an Arabic or Greek title keeps a readable address (/blog/رحلة-إلى-البحر).
 */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u;

export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Please enter an address for the page.')
  .max(CONTENT_LIMITS.slug, `At most ${CONTENT_LIMITS.slug} characters.`)
  .regex(SLUG_PATTERN, 'Use lowercase letters, digits and hyphens only (for example: summer-in-lisbon).');

/** The slug a title suggests: lowercase, accents dropped, anything else between words a hyphen. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Ll}\p{Lo}\p{Nd}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_LIMITS.slug)
    .replace(/-+$/, '');
}

/** A picture with its text alternative; `decorative` pictures say nothing (alt=""). */
export const contentImageSchema = z
  .object({
    url: z.string().trim().min(1).max(2_000),
    alt: z.string().trim().max(CONTENT_LIMITS.altText),
    decorative: z.boolean().default(false),
  })
  .refine((image) => image.decorative || image.alt.length > 0, {
    message: 'Please describe the picture for people who cannot see it, or mark it as decorative.',
    path: ['alt'],
  });
export type ContentImage = z.infer<typeof contentImageSchema>;

/** One language's version of a post or destination page. */
export const contentTranslationSchema = z.object({
  title: z.string().trim().min(1, 'Please enter a title.').max(CONTENT_LIMITS.title),
  excerpt: z.string().trim().max(CONTENT_LIMITS.excerpt).default(''),
  /** Sanitized HTML (the editor's; sanitized again by the server when stored). */
  bodyHtml: z.string().max(200_000).default(''),
  seoTitle: z.string().trim().max(CONTENT_LIMITS.seoTitle).default(''),
  seoDescription: z.string().trim().max(CONTENT_LIMITS.seoDescription).default(''),
});
export type ContentTranslation = z.infer<typeof contentTranslationSchema>;

/** A destination's place: what its page's search form is prefilled with. */
export const contentPlaceSchema = z.object({
  name: z.string().trim().min(1, 'Please choose the place.').max(CONTENT_LIMITS.placeName),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** ISO 3166-1 alpha-2, when known (the hotel search's destinationCountryCode). */
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .default(null),
});
export type ContentPlace = z.infer<typeof contentPlaceSchema>;

/** The editor's body for creating or replacing a post or a destination page. */
export const contentItemInputSchema = z
  .object({
    kind: z.enum(CONTENT_KINDS),
    slug: slugSchema,
    status: z.enum(CONTENT_STATUSES),
    /** ISO date-time; required when scheduled, the moment it was published otherwise (set by the server). */
    publishAt: z.iso.datetime({ offset: true }).nullable().default(null),
    cover: contentImageSchema.nullable().default(null),
    /** Posts' tags (lowercase words). */
    tags: z.array(z.string().trim().toLowerCase().min(1).max(CONTENT_LIMITS.tag)).max(CONTENT_LIMITS.tags).default([]),
    /** Destinations only: the place, and whether it is one of the agency's top destinations. */
    place: contentPlaceSchema.nullable().default(null),
    top: z.boolean().default(false),
    /** At least one language; the agency's default language is the fallback for the others. */
    translations: z.partialRecord(languageCodeSchema, contentTranslationSchema),
  })
  .superRefine((item, ctx) => {
    if (Object.keys(item.translations).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['translations'], message: 'Please write the page in at least one language.' });
    }
    if (item.status === 'scheduled' && !item.publishAt) {
      ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Please choose when to publish.' });
    }
    if (item.kind === 'destination' && !item.place) {
      ctx.addIssue({ code: 'custom', path: ['place'], message: 'Please choose the place.' });
    }
  });
export type ContentItemInput = z.infer<typeof contentItemInputSchema>;

/** A post or destination as the editor reads it (every language). */
export interface ContentItem extends ContentItemInput {
  id: string;
  /** Earlier slugs, which redirect to this one. */
  formerSlugs: string[];
  createdAt: string;
  updatedAt: string;
}

/** A row of the editor's list. */
export interface ContentListEntry {
  id: string;
  kind: ContentKind;
  slug: string;
  status: ContentStatus;
  publishAt: string | null;
  /** In the agency's default language, else the first written (pickTranslation). */
  title: string;
  languages: LanguageCode[];
  top: boolean;
  /** Whether visitors see it now (contentIsPublic). */
  live: boolean;
  updatedAt: string;
}

/** Whether visitors see an item: published, or scheduled and its time has come. */
export function contentIsPublic(item: { status: ContentStatus; publishAt: string | Date | null }, now: Date): boolean {
  if (item.status === 'published') return true;
  if (item.status === 'scheduled') return item.publishAt !== null && new Date(item.publishAt).getTime() <= now.getTime();
  return false;
}

/**
 * The language version visitors get: theirs, else the agency's default language, else the first
 * one written (in LANGUAGES order). Answers the language chosen with it.
 */
export function pickTranslation<T>(
  translations: Partial<Record<LanguageCode, T>>,
  language: string,
  defaultLanguage: string,
): { language: LanguageCode; value: T } | null {
  const order = [language, defaultLanguage, ...LANGUAGES];
  for (const code of order) {
    const value = translations[code as LanguageCode];
    if (value !== undefined) return { language: code as LanguageCode, value };
  }
  return null;
}

/** A public post or destination in a list (/blog, /destination, /top-destination, hidden gems). */
export interface PublicContentSummary {
  kind: ContentKind;
  slug: string;
  /** The language shown (pickTranslation). */
  language: LanguageCode;
  title: string;
  excerpt: string;
  cover: ContentImage | null;
  tags: string[];
  publishedAt: string;
  place: ContentPlace | null;
  top: boolean;
}

/** A public post or destination page. */
export interface PublicContentItem extends PublicContentSummary {
  bodyHtml: string;
  seoTitle: string;
  seoDescription: string;
  updatedAt: string;
}

/** GET /api/content/posts (and destinations): one page of the list, newest first. */
export interface PublicContentPage {
  items: PublicContentSummary[];
  page: number;
  pageCount: number;
  total: number;
}

/** Which content pages have something to show (the header's and footer's links, sitemap). */
export interface ContentPresence {
  blog: boolean;
  destinations: boolean;
  topDestinations: boolean;
  hiddenGems: boolean;
}

// ---------------------------------------------------------------------------------------------
// Terms

export const TERMS_KINDS = ['agency', 'users'] as const;
export type TermsKind = (typeof TERMS_KINDS)[number];

/** Publishing terms makes a new version; versions are never edited. */
export const termsInputSchema = z
  .object({
    kind: z.enum(TERMS_KINDS),
    translations: z.partialRecord(languageCodeSchema, z.object({ bodyHtml: z.string().min(1, 'Please write the terms.').max(200_000) })),
  })
  .refine((t) => Object.keys(t.translations).length > 0, { message: 'Please write the terms in at least one language.', path: ['translations'] });
export type TermsInput = z.infer<typeof termsInputSchema>;

/** One version of the terms as the editor reads it (every language). */
export interface TermsVersion {
  kind: TermsKind;
  version: number;
  publishedAt: string;
  translations: Partial<Record<LanguageCode, { bodyHtml: string }>>;
}

/** One version of the terms as visitors read it. */
export interface PublicTermsVersion {
  kind: TermsKind;
  /** 1, 2, 3 … per agency and kind. */
  version: number;
  publishedAt: string;
  language: LanguageCode;
  bodyHtml: string;
  /** Every version's number and date, newest first (the page's "other versions"). */
  versions: { version: number; publishedAt: string }[];
}
