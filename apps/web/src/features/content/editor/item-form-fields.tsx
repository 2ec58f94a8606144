import type { LanguageCode } from '@tripfront/domain/agency';
import { CONTENT_LIMITS } from '@tripfront/domain/content';
import type { SearchPlace } from '@tripfront/domain/search';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { HotelPlacePicker } from '../../search/index.ts';
import { uploadContentImage } from '../api/agency-content.ts';
import type { ItemFormValues } from './item-form-values.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import { useContentTranslation } from './use-content-translation.ts';

type ErrorTree = Record<string, { message?: string } | undefined> & {
  translations?: Partial<Record<string, Partial<Record<string, { message?: string }>>>>;
};

/** A field's id, its error message and the attributes that tie the control to it. */
export function useItemField(formId: string) {
  const { formState } = useFormContext<ItemFormValues>();
  const errors = formState.errors as ErrorTree;
  const errorOf = (field: string): string | undefined => {
    if (!field.startsWith('translations.')) return errors[field]?.message;
    const [, code, key] = field.split('.');
    return errors.translations?.[code!]?.[key!]?.message;
  };
  const fieldId = (field: string) => `${formId}-${field.replace(/\./g, '-')}`;
  const described = (field: string) => (errorOf(field) ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(field)}-error` } : {});
  return { errorOf, fieldId, described };
}

/** The message shown beside a field, with the id its control points to. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="tf-form__error" role="alert">
      {message}
    </p>
  );
}

/** One text field of the form with its label and its error beside it. */
function TextField({
  formId,
  field,
  label,
  maxLength,
  dir = 'auto',
}: {
  formId: string;
  field: 'coverUrl' | 'coverAlt' | 'tags' | 'placeName' | 'latitude' | 'longitude' | 'countryCode';
  label: string;
  maxLength?: number;
  dir?: 'auto' | 'ltr';
}) {
  const { register, control } = useFormContext<ItemFormValues>();
  const decorative = useWatch({ control, name: 'coverDecorative' });
  const { errorOf, fieldId, described } = useItemField(formId);
  return (
    <div className="tf-form__field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <input
        id={fieldId(field)}
        type="text"
        dir={dir}
        maxLength={maxLength}
        disabled={field === 'coverAlt' && decorative}
        inputMode={field === 'latitude' || field === 'longitude' ? 'decimal' : undefined}
        {...register(field)}
        {...described(field)}
      />
      <FieldError id={`${fieldId(field)}-error`} message={errorOf(field)} />
    </div>
  );
}

/** One language's version: title, excerpt, body and the search engines' texts. */
export function TranslationFields({ formId, language, onTitle }: { formId: string; language: LanguageCode; onTitle: (title: string) => void }) {
  const { t } = useContentTranslation();
  const { register, setValue, control } = useFormContext<ItemFormValues>();
  const values = useWatch({ control, name: `translations.${language}` });
  const { errorOf, fieldId, described } = useItemField(formId);
  const title = `translations.${language}.title` as const;
  const counter = (name: 'seoTitle' | 'seoDescription', max: number) => (
    <span id={`${fieldId(name)}-count`} className="tf-form__hint" aria-live="polite">
      {t('form.counter', { count: values?.[name]?.length ?? 0, max })}
    </span>
  );
  return (
    <>
      <div className="tf-form__field">
        <label htmlFor={fieldId(title)}>{t('form.title')}</label>
        <input
          id={fieldId(title)}
          type="text"
          dir="auto"
          maxLength={CONTENT_LIMITS.title}
          {...register(title, { onChange: (event: { target: { value: string } }) => onTitle(event.target.value) })}
          {...described(title)}
        />
        <FieldError id={`${fieldId(title)}-error`} message={errorOf(title)} />
        <span className="tf-form__hint">{t('form.counter', { count: values?.title?.length ?? 0, max: CONTENT_LIMITS.title })}</span>
      </div>
      <div className="tf-form__field">
        <label htmlFor={fieldId(`translations.${language}.excerpt`)}>{t('form.excerpt')}</label>
        <textarea
          id={fieldId(`translations.${language}.excerpt`)}
          rows={3}
          dir="auto"
          maxLength={CONTENT_LIMITS.excerpt}
          {...register(`translations.${language}.excerpt`)}
        />
      </div>
      <RichTextEditor
        key={language}
        label={t('form.body')}
        value={values?.bodyHtml ?? ''}
        onChange={(html) => setValue(`translations.${language}.bodyHtml`, html, { shouldDirty: true })}
        upload={uploadContentImage}
      />
      <fieldset className="tf-content-form__group">
        <legend>{t('form.seo')}</legend>
        <div className="tf-form__field">
          <label htmlFor={fieldId(`translations.${language}.seoTitle`)}>{t('form.seoTitle')}</label>
          <input
            id={fieldId(`translations.${language}.seoTitle`)}
            type="text"
            dir="auto"
            maxLength={CONTENT_LIMITS.seoTitle}
            aria-describedby={`${fieldId('seoTitle')}-count`}
            {...register(`translations.${language}.seoTitle`)}
          />
          {counter('seoTitle', CONTENT_LIMITS.seoTitle)}
        </div>
        <div className="tf-form__field">
          <label htmlFor={fieldId(`translations.${language}.seoDescription`)}>{t('form.seoDescription')}</label>
          <textarea
            id={fieldId(`translations.${language}.seoDescription`)}
            rows={3}
            dir="auto"
            maxLength={CONTENT_LIMITS.seoDescription}
            aria-describedby={`${fieldId('seoDescription')}-count`}
            {...register(`translations.${language}.seoDescription`)}
          />
          {counter('seoDescription', CONTENT_LIMITS.seoDescription)}
        </div>
      </fieldset>
    </>
  );
}

/**
 * The cover: uploaded or by its address, with its text alternative or marked decorative. Whether a
 * picture is on its way is the form's (`uploading`, `onUploading`): it holds Save until it is in.
 */
export function CoverFields({ formId, uploading, onUploading }: { formId: string; uploading: boolean; onUploading: (uploading: boolean) => void }) {
  const { t } = useContentTranslation();
  const { register, setValue, setError, clearErrors } = useFormContext<ItemFormValues>();
  const { fieldId } = useItemField(formId);
  const upload = (file: File) => {
    clearErrors('coverUrl');
    onUploading(true);
    uploadContentImage(file)
      .then(({ url }) => {
        setValue('coverUrl', url, { shouldDirty: true });
        // A new picture needs its own description: the old one's text would say the wrong thing.
        setValue('coverAlt', '', { shouldDirty: true });
        setValue('coverDecorative', false, { shouldDirty: true });
      })
      .catch((error: unknown) =>
        // Only the API's own answer has a message to show: a proxy's 413 or an empty HTTP/2 status text does not.
        setError('coverUrl', {
          type: 'server',
          message: error instanceof ApiError && error.status !== 0 && typeof error.body.message === 'string' ? error.message : t('image.uploadFailed'),
        }),
      )
      .finally(() => onUploading(false));
  };
  return (
    <fieldset className="tf-content-form__group" aria-busy={uploading}>
      <legend>{t('form.cover')}</legend>
      <div className="tf-form__field">
        <label htmlFor={fieldId('coverFile')}>{t('form.coverUpload')}</label>
        <input
          id={fieldId('coverFile')}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload(file);
          }}
        />
        <p role="status" className="tf-form__hint">
          {uploading ? t('image.uploading') : ''}
        </p>
      </div>
      <TextField formId={formId} field="coverUrl" label={t('form.coverUrl')} dir="ltr" />
      <TextField formId={formId} field="coverAlt" label={t('image.alt')} maxLength={CONTENT_LIMITS.altText} />
      <label className="tf-form__check">
        <input type="checkbox" {...register('coverDecorative')} /> {t('image.decorative')}
      </label>
    </fieldset>
  );
}

/** A post's tags. */
export function TagsField({ formId }: { formId: string }) {
  const { t } = useContentTranslation();
  return (
    <>
      <TextField formId={formId} field="tags" label={t('form.tags')} />
      <p className="tf-form__hint">{t('form.tagsHint', { max: CONTENT_LIMITS.tags })}</p>
    </>
  );
}

/** A destination's place (what its page's search starts from) and whether it is a top destination. */
export function PlaceFields({ formId }: { formId: string }) {
  const { t } = useContentTranslation();
  const { register, setValue } = useFormContext<ItemFormValues>();
  const [picked, setPicked] = useState<SearchPlace | null>(null);
  const pick = (place: SearchPlace | null) => {
    setPicked(place);
    if (!place) return;
    // A suggestion fills the fields below, which stay editable.
    const options = { shouldDirty: true, shouldValidate: false };
    setValue('placeName', place.label, options);
    setValue('latitude', String(place.latitude), options);
    setValue('longitude', String(place.longitude), options);
    setValue('countryCode', place.countryCode ?? '', options);
  };
  return (
    <fieldset className="tf-content-form__group">
      <legend>{t('form.place')}</legend>
      <HotelPlacePicker label={t('form.findPlace')} value={picked} onChange={pick} />
      <TextField formId={formId} field="placeName" label={t('form.placeName')} maxLength={CONTENT_LIMITS.placeName} />
      <TextField formId={formId} field="latitude" label={t('form.latitude')} dir="ltr" />
      <TextField formId={formId} field="longitude" label={t('form.longitude')} dir="ltr" />
      <TextField formId={formId} field="countryCode" label={t('form.countryCode')} dir="ltr" maxLength={2} />
      <label className="tf-form__check">
        <input type="checkbox" {...register('top')} /> {t('form.top')}
      </label>
    </fieldset>
  );
}

/** Draft, published, or scheduled with its moment. */
export function StatusFields({ formId }: { formId: string }) {
  const { t } = useContentTranslation();
  const { register, control } = useFormContext<ItemFormValues>();
  const status = useWatch({ control, name: 'status' });
  const { errorOf, fieldId, described } = useItemField(formId);
  return (
    <fieldset className="tf-content-form__group">
      <legend>{t('form.status')}</legend>
      {(['draft', 'published', 'scheduled'] as const).map((s) => (
        <label className="tf-form__check" key={s}>
          <input type="radio" value={s} {...register('status')} /> {t(`status.${s}`)}
        </label>
      ))}
      {status === 'scheduled' && (
        <div className="tf-form__field">
          <label htmlFor={fieldId('publishAt')}>{t('form.publishAt')}</label>
          <input id={fieldId('publishAt')} type="datetime-local" {...register('publishAt')} {...described('publishAt')} />
          <FieldError id={`${fieldId('publishAt')}-error`} message={errorOf('publishAt')} />
        </div>
      )}
    </fieldset>
  );
}
