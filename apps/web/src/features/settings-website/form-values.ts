import type { SectionValues } from '../settings/index.ts';
import type { WebsiteT } from './hooks/use-website-translation.ts';

/** What the form edits: the `website` section as PUT /api/agency/settings/website takes it. */
export type WebsiteFormValues = SectionValues<'website'>;

interface Issue {
  code?: string;
  origin?: string;
  maximum?: unknown;
  format?: string;
  errors?: ReadonlyArray<ReadonlyArray<{ code?: string; format?: string }>>;
}

/**
 * The domain's schema speaks English; the form speaks the visitor's language. Zod asks this for a
 * message wherever the schema gives none (lengths, emails); the few rules with their own message
 * (the default language) are worded by the field that shows them.
 */
export function zodMessages(t: WebsiteT) {
  return (issue: Issue): string => {
    switch (issue.code) {
      case 'too_big':
        return issue.origin === 'array' ? t('errors.tooMany', { max: issue.maximum }) : t('errors.tooLong', { max: issue.maximum });
      case 'too_small':
        return t('errors.required');
      case 'invalid_format':
        return issue.format === 'email' ? t('errors.email') : t('errors.invalid');
      case 'invalid_union':
        return issue.errors?.some((branch) => branch.some((i) => i.format === 'email')) ? t('errors.email') : t('errors.invalid');
      default:
        return t('errors.invalid');
    }
  };
}

/** The API names fields like `agency.languages[0].code`; the form's names use dots. */
export const formPath = (field: string): string => field.replace(/\[(\d+)\]/g, '.$1');
