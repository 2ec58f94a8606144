import {
  CONTENT_LIMITS,
  contentItemInputSchema,
  contentItemUpdateSchema,
  slugify,
  type ContentItem,
  type ContentItemInput,
  type ContentKind,
  type ContentStatus,
  type PublicContentItem,
} from '@tripfront/domain/content';
import type { LanguageCode } from '@tripfront/domain/agency';
import { issueText, type ContentErrorText } from './content-errors.ts';

// The content editor's form: what the agent types (text everywhere), and the API's body made from it.

export interface TranslationValues {
  title: string;
  excerpt: string;
  bodyHtml: string;
  seoTitle: string;
  seoDescription: string;
}

export interface ItemFormValues {
  slug: string;
  status: ContentStatus;
  /** A datetime-local value ('2027-01-10T09:00'), in the agent's time zone. */
  publishAt: string;
  coverUrl: string;
  coverAlt: string;
  coverDecorative: boolean;
  /** Comma-separated. */
  tags: string;
  placeName: string;
  latitude: string;
  longitude: string;
  countryCode: string;
  top: boolean;
  translations: Partial<Record<LanguageCode, TranslationValues>>;
  /** The loaded item's updatedAt ('' for a new one): the API refuses the save if the page changed since. */
  expectedUpdatedAt: string;
}

export const emptyTranslation = (): TranslationValues => ({ title: '', excerpt: '', bodyHtml: '', seoTitle: '', seoDescription: '' });

/** An ISO moment as a datetime-local value in this browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function itemFormValues(item: ContentItem | null, languages: readonly LanguageCode[]): ItemFormValues {
  const translations: Partial<Record<LanguageCode, TranslationValues>> = {};
  for (const code of languages) translations[code] = { ...emptyTranslation(), ...item?.translations[code] };
  return {
    slug: item?.slug ?? '',
    status: item?.status ?? 'draft',
    publishAt: item?.status === 'scheduled' ? toLocalInput(item.publishAt) : '',
    coverUrl: item?.cover?.url ?? '',
    coverAlt: item?.cover?.alt ?? '',
    coverDecorative: item?.cover?.decorative ?? false,
    tags: item?.tags.join(', ') ?? '',
    placeName: item?.place?.name ?? '',
    latitude: item?.place ? String(item.place.latitude) : '',
    longitude: item?.place ? String(item.place.longitude) : '',
    countryCode: item?.place?.countryCode ?? '',
    top: item?.top ?? false,
    translations,
    expectedUpdatedAt: item?.updatedAt ?? '',
  };
}

const written = (t: TranslationValues | undefined): t is TranslationValues =>
  t !== undefined && (t.title.trim() !== '' || t.bodyHtml.trim() !== '' || t.excerpt.trim() !== '');

const number = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** The API's body: the languages written, the cover and place when given. Not yet checked. */
export function itemInputOf(kind: ContentKind, values: ItemFormValues): unknown {
  const translations: Partial<Record<LanguageCode, TranslationValues>> = {};
  for (const [code, t] of Object.entries(values.translations) as Array<[LanguageCode, TranslationValues]>) if (written(t)) translations[code] = t;
  const publishAt = values.status === 'scheduled' && values.publishAt ? new Date(values.publishAt) : null;
  const hasPlace = values.placeName.trim() !== '' || values.latitude.trim() !== '' || values.longitude.trim() !== '';
  return {
    kind,
    slug: values.slug,
    status: values.status,
    publishAt: publishAt && !Number.isNaN(publishAt.getTime()) ? publishAt.toISOString() : null,
    cover:
      values.coverUrl.trim() === ''
        ? null
        : { url: values.coverUrl.trim(), alt: values.coverDecorative ? '' : values.coverAlt, decorative: values.coverDecorative },
    tags:
      kind === 'post'
        ? values.tags
            .split(',')
            .map((tag) => tag.trim().toLowerCase())
            .filter((tag) => tag !== '')
        : [],
    place:
      kind === 'destination' && hasPlace
        ? {
            name: values.placeName,
            latitude: number(values.latitude),
            longitude: number(values.longitude),
            countryCode: values.countryCode.trim() === '' ? null : values.countryCode.trim().toUpperCase(),
          }
        : null,
    top: kind === 'destination' ? values.top : false,
    translations,
    ...(values.expectedUpdatedAt ? { expectedUpdatedAt: values.expectedUpdatedAt } : {}),
  };
}

const PLACE_FIELDS: Record<string, string> = { latitude: 'latitude', longitude: 'longitude', countryCode: 'countryCode' };

/** Where an API or schema path shows its message in the form. */
export function formFieldOf(path: readonly PropertyKey[]): string {
  const [head, second, third] = path.map(String);
  if (head === 'cover') return second === 'url' ? 'coverUrl' : 'coverAlt';
  if (head === 'place') return PLACE_FIELDS[second ?? ''] ?? 'placeName';
  if (head === 'translations' && second && third) return `translations.${second}.${third}`;
  if (head === 'translations') return 'translations';
  return head ?? 'root';
}

export type CheckedItem = { ok: true; input: ContentItemInput } | { ok: false; errors: Array<{ field: string; text: ContentErrorText }> };

/**
 * The form checked by the API's own schema (contentItemInputSchema, or contentItemUpdateSchema for a
 * loaded item); each refusal with the field it shows on and its text in the agent's language.
 */
export function checkItem(kind: ContentKind, values: ItemFormValues): CheckedItem {
  const schema = values.expectedUpdatedAt ? contentItemUpdateSchema : contentItemInputSchema;
  const parsed = schema.safeParse(itemInputOf(kind, values));
  if (parsed.success) return { ok: true, input: parsed.data };
  const publishAtEmpty = values.publishAt.trim() === '';
  // A field's first refusal says what to do first: an empty address is "enter an address", not also "use lowercase letters".
  const errors = new Map<string, ContentErrorText>();
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path);
    if (!errors.has(field)) errors.set(field, issueText(field, issue, publishAtEmpty));
  }
  return { ok: false, errors: [...errors].map(([field, text]) => ({ field, text })) };
}

/** The page as visitors will see it, in one language: the preview. */
export function previewItem(kind: ContentKind, values: ItemFormValues, language: LanguageCode): PublicContentItem {
  const t = values.translations[language] ?? emptyTranslation();
  const input = itemInputOf(kind, values) as ContentItemInput;
  return {
    kind,
    slug: values.slug || slugify(t.title),
    language,
    title: t.title,
    excerpt: t.excerpt,
    cover: input.cover,
    tags: input.tags,
    publishedAt: input.publishAt ?? new Date().toISOString(),
    place: input.place && Number.isFinite(input.place.latitude) && Number.isFinite(input.place.longitude) ? input.place : null,
    top: input.top,
    bodyHtml: t.bodyHtml,
    seoTitle: t.seoTitle,
    seoDescription: t.seoDescription,
    updatedAt: new Date().toISOString(),
  };
}

export { CONTENT_LIMITS };
