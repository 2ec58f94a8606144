import { CONTENT_LIMITS, CONTENT_VERSION_CONFLICT, TERMS_EMPTY } from '@tripfront/domain/content';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import type { ContentKey } from './use-content-translation.ts';

// The content editors check with the API's own schemas (packages/domain/src/content.ts), whose
// messages are English; this file names, for each refusal, the text that explains it in the
// agent's language. Shown English never: a refusal without a text of its own says "check this".

type Issue = z.core.$ZodIssue;

/** A text and its values ({{max}} …). */
export interface ContentErrorText {
  key: ContentKey;
  values?: Record<string, unknown>;
}

const text = (key: ContentKey, values?: Record<string, unknown>): ContentErrorText => (values ? { key, values } : { key });

/** The longest a field may be, for "at most {{max}} characters". */
const MAX_OF: Record<string, number> = {
  title: CONTENT_LIMITS.title,
  excerpt: CONTENT_LIMITS.excerpt,
  seoTitle: CONTENT_LIMITS.seoTitle,
  seoDescription: CONTENT_LIMITS.seoDescription,
  coverAlt: CONTENT_LIMITS.altText,
  placeName: CONTENT_LIMITS.placeName,
  slug: CONTENT_LIMITS.slug,
};

function slugIssue(issue: Issue): ContentErrorText {
  if (issue.code === 'too_small') return text('errors.slugRequired');
  if (issue.code === 'too_big') return text('errors.tooLong', { max: CONTENT_LIMITS.slug });
  if (issue.code === 'invalid_format') return text('errors.slugPattern');
  return text('errors.slugReserved');
}

/**
 * The text for an issue of the form's check, by the form field it shows on (formFieldOf) and zod's
 * issue. `publishAtEmpty`: the date field is empty (a schedule without a date), not out of range.
 */
export function issueText(field: string, issue: Issue, publishAtEmpty: boolean): ContentErrorText {
  const leaf = field.startsWith('translations.') ? (field.split('.')[2] ?? '') : field;
  if (field === 'slug') return slugIssue(issue);
  if (field === 'translations') return text('errors.translations');
  if (field === 'publishAt') return text(publishAtEmpty ? 'errors.publishAtRequired' : 'errors.publishAtRange');
  if (field === 'placeName' && issue.code !== 'too_big') return text('errors.place');
  if (field === 'countryCode') return text('errors.countryCode');
  if (field === 'tags') return text('errors.tags', { max: CONTENT_LIMITS.tags, length: CONTENT_LIMITS.tag });
  if (field === 'coverUrl') return text('errors.coverUrl');
  if (field === 'coverAlt' && issue.code !== 'too_big') return text('errors.coverAlt');
  if (leaf === 'title' && issue.code === 'too_small') return text('errors.title');
  if (leaf === 'bodyHtml') return text('errors.bodyTooLong');
  const max = MAX_OF[leaf];
  if (issue.code === 'too_big' && max !== undefined) return text('errors.tooLong', { max });
  return text('errors.invalid');
}

/**
 * The text for the API's refusal of a save (its field, when it names one), or null when it has
 * none of its own here (the caller says it could not be saved).
 */
export function apiErrorText(error: unknown): ContentErrorText | null {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  if (error.status === 409 && error.body.code === CONTENT_VERSION_CONFLICT) return text('errors.versionConflict');
  if (error.status === 409 && error.field === 'slug') return text('errors.slugTaken');
  if (error.status === 400 && error.body.code === TERMS_EMPTY) return text('terms.empty');
  if (error.status === 400 && error.field?.endsWith('bodyHtml')) return text('errors.bodyImageAlt');
  if (error.status === 400 && error.field === 'destinationIds') return text('errors.gemsChanged');
  if (error.status === 400) return text('errors.invalid');
  return null;
}
