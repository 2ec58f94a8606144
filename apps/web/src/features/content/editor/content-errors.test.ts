import { CONTENT_LIMITS } from '@tripfront/domain/content';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from './content-errors.ts';
import { checkItem, itemFormValues, type ItemFormValues } from './item-form-values.ts';

const form = (change: Partial<ItemFormValues> = {}): ItemFormValues => ({
  ...itemFormValues(null, ['en']),
  slug: 'lisbon',
  translations: { en: { title: 'Lisbon', excerpt: '', bodyHtml: '', seoTitle: '', seoDescription: '' } },
  ...change,
});

/** The texts a form's check names, by field. */
function refusals(values: ItemFormValues, kind: 'post' | 'destination' = 'post') {
  const checked = checkItem(kind, values);
  return checked.ok ? {} : Object.fromEntries(checked.errors.map(({ field, text }) => [field, text]));
}

describe('the content form’s refusals, each with its own text', () => {
  it('tells a schedule without a date from a date out of range', () => {
    expect(refusals(form({ status: 'scheduled', publishAt: '' })).publishAt).toEqual({ key: 'errors.publishAtRequired' });
    expect(refusals(form({ status: 'scheduled', publishAt: '1999-12-31T10:00' })).publishAt).toEqual({ key: 'errors.publishAtRange' });
  });

  it('names the limit of a text that is too long, and the place a destination needs', () => {
    const long = 'x'.repeat(CONTENT_LIMITS.title + 1);
    expect(
      refusals(form({ translations: { en: { title: long, excerpt: '', bodyHtml: '', seoTitle: '', seoDescription: '' } } }))['translations.en.title'],
    ).toEqual({
      key: 'errors.tooLong',
      values: { max: CONTENT_LIMITS.title },
    });
    expect(refusals(form(), 'destination').placeName).toEqual({ key: 'errors.place' });
  });

  it('says what to do first for an address: an empty one is to be entered, a wrong one written differently', () => {
    expect(refusals(form({ slug: '' })).slug).toEqual({ key: 'errors.slugRequired' });
    expect(refusals(form({ slug: 'Summer in Lisbon' })).slug).toEqual({ key: 'errors.slugPattern' });
  });
});

describe('the API’s refusals', () => {
  it('are named by their code or field, and nothing is said for a failure it did not explain', () => {
    expect(apiErrorText(new ApiError(409, 'Someone else…', undefined, { code: 'CONTENT_VERSION_CONFLICT' }))).toEqual({ key: 'errors.versionConflict' });
    expect(apiErrorText(new ApiError(409, 'Another page…', 'slug'))).toEqual({ key: 'errors.slugTaken' });
    expect(apiErrorText(new ApiError(400, 'Every picture…', 'translations.en.bodyHtml'))).toEqual({ key: 'errors.bodyImageAlt' });
    expect(apiErrorText(new ApiError(400, 'Please write the terms.', 'translations.en.bodyHtml', { code: 'TERMS_EMPTY' }))).toEqual({ key: 'terms.empty' });
    expect(apiErrorText(new ApiError(0, 'Failed to fetch'))).toBeNull();
    expect(apiErrorText(new ApiError(500, 'Internal Server Error'))).toBeNull();
  });
});
