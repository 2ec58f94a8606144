import { z } from 'zod';
import { LANGUAGES, languageCodeSchema, type contentPresenceSchema, type LanguageCode } from './agency.ts';

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

/** Slugs that name other pages under /blog and /destination (ROUTES.content.blogShare, destinationShare). */
export const RESERVED_SLUGS = ['share'] as const;

export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Please enter an address for the page.')
  .max(CONTENT_LIMITS.slug, `At most ${CONTENT_LIMITS.slug} characters.`)
  .regex(SLUG_PATTERN, 'Use lowercase letters, digits and hyphens only (for example: summer-in-lisbon).')
  .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), 'This address is taken by another page of the site. Please choose another.');

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

/**
 * Whether a picture says what it shows, or is marked as saying nothing (decision 0127): a
 * non-blank alt, or the decorative mark (`data-decorative`, or role="presentation"/"none"). A bare
 * alt="" is neither: it is refused, as is a missing alt. The one home of the rule: the editors'
 * picture prompts, the cover and the API's check of a body's pictures use it.
 */
export function imageHasText(attrs: { alt?: string | null; decorative?: boolean; role?: string | null }): boolean {
  if (attrs.alt != null && attrs.alt.trim() !== '') return true;
  return attrs.decorative === true || attrs.role === 'presentation' || attrs.role === 'none';
}

/** A picture with its text alternative; `decorative` pictures say nothing (alt=""). */
export const contentImageSchema = z
  .object({
    url: z.string().trim().min(1).max(2_000),
    alt: z.string().trim().max(CONTENT_LIMITS.altText),
    decorative: z.boolean().default(false),
  })
  .refine(imageHasText, {
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

/** The range a publication moment may take, in UTC. An ISO string alone admits year 0000 and offsets that move
 * a moment before year 1, which PostgreSQL refuses (a 500 instead of a 400). */
export const PUBLISH_AT_RANGE = { from: '2000-01-01T00:00:00.000Z', to: '9999-12-31T23:59:59.999Z' } as const;
const publishAtSchema = z.iso.datetime({ offset: true }).refine(
  (value) => {
    const time = new Date(value).getTime();
    return Number.isFinite(time) && time >= Date.parse(PUBLISH_AT_RANGE.from) && time <= Date.parse(PUBLISH_AT_RANGE.to);
  },
  { message: 'Please choose a date between the year 2000 and 9999.' },
);

/** The fields of a post or destination page, as the editor writes them. */
const contentItemFields = {
  kind: z.enum(CONTENT_KINDS),
  slug: slugSchema,
  status: z.enum(CONTENT_STATUSES),
  /** ISO date-time; required when scheduled, the moment it was published otherwise (set by the server). */
  publishAt: publishAtSchema.nullable().default(null),
  cover: contentImageSchema.nullable().default(null),
  /** Posts' tags (lowercase words). */
  tags: z.array(z.string().trim().toLowerCase().min(1).max(CONTENT_LIMITS.tag)).max(CONTENT_LIMITS.tags).default([]),
  /** Destinations only: the place, and whether it is one of the agency's top destinations. */
  place: contentPlaceSchema.nullable().default(null),
  top: z.boolean().default(false),
  /** At least one language; the agency's default language is the fallback for the others. */
  translations: z.partialRecord(languageCodeSchema, contentTranslationSchema),
};

function checkItemFields(item: z.infer<z.ZodObject<typeof contentItemFields>>, ctx: z.RefinementCtx): void {
  if (Object.keys(item.translations).length === 0) {
    ctx.addIssue({ code: 'custom', path: ['translations'], message: 'Please write the page in at least one language.' });
  }
  if (item.status === 'scheduled' && !item.publishAt) {
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Please choose when to publish.' });
  }
  if (item.kind === 'destination' && !item.place) {
    ctx.addIssue({ code: 'custom', path: ['place'], message: 'Please choose the place.' });
  }
}

/** The editor's body for creating a post or a destination page. */
export const contentItemInputSchema = z.object(contentItemFields).superRefine(checkItemFields);
/**
 * The editor's body for replacing one: also the `updatedAt` of the item the editor loaded, so a save
 * made over another editor's is refused (409, CONTENT_VERSION_CONFLICT) instead of silently undoing it.
 */
export const contentItemUpdateSchema = z.object({ ...contentItemFields, expectedUpdatedAt: z.iso.datetime({ offset: true }) }).superRefine(checkItemFields);
export type ContentItemUpdate = z.infer<typeof contentItemUpdateSchema>;
export const CONTENT_VERSION_CONFLICT = 'CONTENT_VERSION_CONFLICT';
/** A terms version whose every language is empty once sanitised (400 naming the body). */
export const TERMS_EMPTY = 'TERMS_EMPTY';
export const CONTENT_VERSION_CONFLICT_MESSAGE = 'Someone else saved this page since you opened it. Reload to see their changes.';
export type ContentItemInput = z.infer<typeof contentItemInputSchema>;

/** A post or destination as the editor reads it (every language). */
export const contentItemSchema = z.object({
  ...contentItemFields,
  id: z.string(),
  /** Earlier slugs, which redirect to this one. */
  formerSlugs: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** A row of the editor's list. */
export const contentListEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  status: z.enum(CONTENT_STATUSES),
  publishAt: z.string().nullable(),
  /** In the agency's default language, else the first written (pickTranslation). */
  title: z.string(),
  languages: z.array(languageCodeSchema),
  top: z.boolean(),
  /** Whether visitors see it now (contentIsPublic). */
  live: z.boolean(),
  updatedAt: z.string(),
});
export type ContentListEntry = z.infer<typeof contentListEntrySchema>;

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
export const publicContentSummarySchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  /** The language shown (pickTranslation). */
  language: languageCodeSchema,
  title: z.string(),
  excerpt: z.string(),
  cover: contentImageSchema.nullable(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  place: contentPlaceSchema.nullable(),
  top: z.boolean(),
});
export type PublicContentSummary = z.infer<typeof publicContentSummarySchema>;

/** A public post or destination page. */
export const publicContentItemSchema = publicContentSummarySchema.extend({
  bodyHtml: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  updatedAt: z.string(),
});
export type PublicContentItem = z.infer<typeof publicContentItemSchema>;

/** GET /api/content/posts (and destinations): one page of the list, newest first. */
export const publicContentPageSchema = z.object({
  items: z.array(publicContentSummarySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type PublicContentPage = z.infer<typeof publicContentPageSchema>;

/** Which content pages have something to show (the header's and footer's links, sitemap). */
export type ContentPresence = z.infer<typeof contentPresenceSchema>;

/** What the agency has public now, counted by the server. */
export interface PublicContentCounts {
  posts: number;
  destinations: number;
  topDestinations: number;
  hiddenGems: number;
}

/**
 * The presence flags from what is public. /destination and /top-destination exist only when the
 * agency displays top destinations (spec §2, hostRouteFlags): both lists' links need it.
 */
export function contentPresence(counts: PublicContentCounts, displayTopDestinations: boolean): ContentPresence {
  return {
    blog: counts.posts > 0,
    destinations: displayTopDestinations && counts.destinations > 0,
    topDestinations: displayTopDestinations && counts.topDestinations > 0,
    hiddenGems: counts.hiddenGems > 0,
  };
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
export const termsVersionSchema = z.object({
  kind: z.enum(TERMS_KINDS),
  version: z.number().int(),
  publishedAt: z.string(),
  translations: z.partialRecord(languageCodeSchema, z.object({ bodyHtml: z.string() })),
});
export type TermsVersion = z.infer<typeof termsVersionSchema>;

/** One version of the terms as visitors read it. */
export const publicTermsVersionSchema = z.object({
  kind: z.enum(TERMS_KINDS),
  /** 1, 2, 3 … per agency and kind. */
  version: z.number().int(),
  publishedAt: z.string(),
  language: languageCodeSchema,
  bodyHtml: z.string(),
  /** Every version's number and date, newest first (the page's "other versions"). */
  versions: z.array(z.object({ version: z.number().int(), publishedAt: z.string() })),
});
export type PublicTermsVersion = z.infer<typeof publicTermsVersionSchema>;

// ---------------------------------------------------------------------------------------------
// The list pages' words, as the server writes them into the page's head (title, description) and
// the feed; `{agency}` is the agency's name.

/** A content list's page from its ?page= (the server's head and the web's page read it alike): a whole number from 1; anything else is page 1. */
export function listPageParam(value: string | null): number {
  const page = Number(value);
  return value !== null && Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Whether a list's ?page= is past its last page: no such page (the server answers it 404, the web shows its not-found page). Page 1 always exists, empty or not. */
export function listPagePastEnd(page: number, pageCount: number): boolean {
  return page > 1 && page > pageCount;
}

/**
 * The terms version an /agency-terms-and-conditions/<id> names: `latest` (or no id) for the latest, a
 * whole number from 1, or null for anything else, which is no page (404 from the server, the
 * web's "no such version").
 */
export function termsVersionParam(id: string | undefined): number | 'latest' | null {
  if (id === undefined || id === 'latest') return 'latest';
  return /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
}

export const CONTENT_LIST_PAGES = ['blog', 'destinations', 'topDestinations', 'hiddenGems', 'agencyTerms'] as const;
export type ContentListPage = (typeof CONTENT_LIST_PAGES)[number];

type ListWords = Record<ContentListPage, { title: string; description: string }>;

const LIST_WORDS: Record<LanguageCode, ListWords> = {
  en: {
    blog: { title: 'Blog', description: 'Travel stories, ideas and tips from {agency}.' },
    destinations: { title: 'Destinations', description: 'Places to go, chosen and described by {agency}.' },
    topDestinations: { title: 'Top destinations', description: 'The destinations {agency} recommends most.' },
    hiddenGems: { title: 'Hidden gems around the world', description: 'Lesser-known places {agency} loves.' },
    agencyTerms: { title: 'Terms and conditions', description: 'The terms and conditions of {agency}.' },
  },
  pt: {
    blog: { title: 'Blogue', description: 'Histórias, ideias e dicas de viagem de {agency}.' },
    destinations: { title: 'Destinos', description: 'Lugares a visitar, escolhidos e descritos por {agency}.' },
    topDestinations: { title: 'Destinos principais', description: 'Os destinos que {agency} mais recomenda.' },
    hiddenGems: { title: 'Tesouros escondidos pelo mundo', description: 'Lugares pouco conhecidos de que {agency} gosta.' },
    agencyTerms: { title: 'Termos e condições', description: 'Os termos e condições de {agency}.' },
  },
  es: {
    blog: { title: 'Blog', description: 'Historias, ideas y consejos de viaje de {agency}.' },
    destinations: { title: 'Destinos', description: 'Lugares que visitar, elegidos y descritos por {agency}.' },
    topDestinations: { title: 'Destinos destacados', description: 'Los destinos que {agency} más recomienda.' },
    hiddenGems: { title: 'Joyas ocultas del mundo', description: 'Lugares poco conocidos que a {agency} le encantan.' },
    agencyTerms: { title: 'Términos y condiciones', description: 'Los términos y condiciones de {agency}.' },
  },
  da: {
    blog: { title: 'Blog', description: 'Rejsefortællinger, idéer og tips fra {agency}.' },
    destinations: { title: 'Destinationer', description: 'Steder at rejse til, udvalgt og beskrevet af {agency}.' },
    topDestinations: { title: 'Topdestinationer', description: 'De destinationer, {agency} anbefaler mest.' },
    hiddenGems: { title: 'Skjulte perler verden rundt', description: 'Mindre kendte steder, som {agency} holder af.' },
    agencyTerms: { title: 'Vilkår og betingelser', description: 'Vilkår og betingelser for {agency}.' },
  },
  no: {
    blog: { title: 'Blogg', description: 'Reisefortellinger, ideer og tips fra {agency}.' },
    destinations: { title: 'Reisemål', description: 'Steder å reise til, valgt ut og beskrevet av {agency}.' },
    topDestinations: { title: 'Toppreisemål', description: 'Reisemålene {agency} anbefaler mest.' },
    hiddenGems: { title: 'Skjulte perler verden rundt', description: 'Mindre kjente steder som {agency} er glad i.' },
    agencyTerms: { title: 'Vilkår og betingelser', description: 'Vilkårene og betingelsene til {agency}.' },
  },
  de: {
    blog: { title: 'Blog', description: 'Reisegeschichten, Ideen und Tipps von {agency}.' },
    destinations: { title: 'Reiseziele', description: 'Reiseziele, ausgewählt und beschrieben von {agency}.' },
    topDestinations: { title: 'Top-Reiseziele', description: 'Die Reiseziele, die {agency} am meisten empfiehlt.' },
    hiddenGems: { title: 'Versteckte Perlen der Welt', description: 'Weniger bekannte Orte, die {agency} liebt.' },
    agencyTerms: { title: 'Allgemeine Geschäftsbedingungen', description: 'Die Allgemeinen Geschäftsbedingungen von {agency}.' },
  },
  ar: {
    blog: { title: 'المدونة', description: 'قصص وأفكار ونصائح سفر من {agency}.' },
    destinations: { title: 'الوجهات', description: 'أماكن للزيارة اختارتها ووصفتها {agency}.' },
    topDestinations: { title: 'أفضل الوجهات', description: 'الوجهات التي توصي بها {agency} أكثر من غيرها.' },
    hiddenGems: { title: 'جواهر خفية حول العالم', description: 'أماكن أقل شهرة تحبها {agency}.' },
    agencyTerms: { title: 'الشروط والأحكام', description: 'الشروط والأحكام الخاصة بـ {agency}.' },
  },
  fr: {
    blog: { title: 'Blog', description: 'Récits, idées et conseils de voyage de {agency}.' },
    destinations: { title: 'Destinations', description: 'Des lieux à découvrir, choisis et décrits par {agency}.' },
    topDestinations: { title: 'Destinations phares', description: 'Les destinations que {agency} recommande le plus.' },
    hiddenGems: { title: 'Trésors cachés du monde', description: 'Des lieux méconnus que {agency} adore.' },
    agencyTerms: { title: 'Conditions générales', description: 'Les conditions générales de {agency}.' },
  },
  sv: {
    blog: { title: 'Blogg', description: 'Reseberättelser, idéer och tips från {agency}.' },
    destinations: { title: 'Resmål', description: 'Platser att resa till, utvalda och beskrivna av {agency}.' },
    topDestinations: { title: 'Populära resmål', description: 'De resmål som {agency} rekommenderar mest.' },
    hiddenGems: { title: 'Dolda pärlor runt om i världen', description: 'Mindre kända platser som {agency} tycker om.' },
    agencyTerms: { title: 'Villkor', description: 'Villkoren för {agency}.' },
  },
};

/** A list page's title and description in `language` (English when the language is not one of LANGUAGES). */
export function contentListWords(page: ContentListPage, language: string, agencyName: string): { title: string; description: string } {
  const words = (LIST_WORDS[language as LanguageCode] ?? LIST_WORDS.en)[page];
  return { title: words.title, description: words.description.replace('{agency}', agencyName) };
}
