import type { LanguageCode } from '@tripfront/domain/agency';
import { CONTENT_LIMITS, slugify, type ContentItem, type ContentKind } from '@tripfront/domain/content';
import { useId, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { uploadContentImage, useSaveContentItem } from '../api/agency-content.ts';
import { ContentArticle } from '../components/content-parts.tsx';
import { checkItem, itemFormValues, previewItem, type ItemFormValues } from './item-form-values.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import { useContentTranslation } from './use-content-translation.ts';

export interface ItemFormProps {
  kind: ContentKind;
  /** null: a new item. */
  item: ContentItem | null;
  /** The agency's languages, its default first. */
  languages: readonly { code: LanguageCode; name: string }[];
  onDone: () => void;
}

/** The message shown beside a field, with the id its control points to. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="tf-form__error" role="alert">
      {message}
    </p>
  );
}

/**
 * A post or destination page (issue #44): one version per language, its address (from the title
 * until edited), cover with its text alternative, body, search-engine texts, tags or place, and
 * when visitors see it; a preview shows the page as they will. Errors stay beside their fields and
 * nothing typed is lost.
 */
export function ItemForm({ kind, item, languages, onDone }: ItemFormProps) {
  const { t } = useContentTranslation();
  const id = useId();
  const codes = languages.map((l) => l.code);
  const form = useForm<ItemFormValues>({ defaultValues: itemFormValues(item, codes) });
  const { register, handleSubmit, setError, clearErrors, setValue, control, formState } = form;
  const [language, setLanguage] = useState<LanguageCode>(codes[0] ?? 'en');
  const [slugEdited, setSlugEdited] = useState(item !== null);
  const [preview, setPreview] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useSaveContentItem();
  const values = useWatch({ control }) as ItemFormValues;
  const status = values.status;
  const errors = formState.errors as Record<string, { message?: string } | undefined> & {
    translations?: Partial<Record<string, Partial<Record<string, { message?: string }>>>>;
  };
  const errorOf = (field: string): string | undefined => {
    if (field.startsWith('translations.')) {
      const [, code, key] = field.split('.');
      return errors.translations?.[code!]?.[key!]?.message;
    }
    return errors[field]?.message;
  };
  const fieldId = (field: string) => `${id}-${field.replace(/\./g, '-')}`;
  const described = (field: string) => {
    const message = errorOf(field);
    return message ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(field)}-error` } : {};
  };
  const messageOf = (field: string, message: string) =>
    field === 'latitude' || field === 'longitude' ? t('form.coordinatesInvalid') : message;

  const submit = handleSubmit(async (formValues) => {
    clearErrors();
    setSaved(false);
    const checked = checkItem(kind, formValues);
    if (!checked.ok) {
      for (const { field, message } of checked.errors) {
        setError(field as FieldPath<ItemFormValues>, { type: 'validate', message: messageOf(field, message) });
        const code = field.split('.')[1];
        if (field.startsWith('translations.') && code) setLanguage(code as LanguageCode);
      }
      return;
    }
    try {
      await save.mutateAsync({ id: item?.id ?? null, input: checked.input });
      setSaved(true);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409) && error.field) {
        const field = error.field === 'slug' ? 'slug' : error.field.startsWith('cover') ? 'coverAlt' : error.field;
        setError(field as FieldPath<ItemFormValues>, { type: 'server', message: error.message });
      } else {
        setError('root', { type: 'server', message: error instanceof ApiError && error.status !== 0 ? error.message : t('form.saveFailed') });
      }
    }
  });

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const rtl = document.documentElement.dir === 'rtl';
    const next = codes[(index + (rtl ? -step : step) + codes.length) % codes.length]!;
    setLanguage(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  const title = values.translations?.[language]?.title ?? '';
  const seoTitle = values.translations?.[language]?.seoTitle ?? '';
  const seoDescription = values.translations?.[language]?.seoDescription ?? '';
  const slugField = register('slug', { onChange: () => setSlugEdited(true) });
  const titleField = register(`translations.${language}.title`, {
    onChange: (event: { target: { value: string } }) => {
      // The address follows the default language's title until the agent edits it.
      if (!slugEdited && language === codes[0]) setValue('slug', slugify(event.target.value));
    },
  });

  return (
    <form className="tf-content-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{item ? t('form.editTitle', { title: item.translations[codes[0]!]?.title ?? item.slug }) : t(kind === 'post' ? 'form.newPost' : 'form.newDestination')}</h2>
      {errors.root?.message && (
        <p className="tf-form__error" role="alert">
          {errors.root.message}
        </p>
      )}
      {errors.translations && 'message' in errors.translations && typeof errors.translations.message === 'string' && (
        <p className="tf-form__error" role="alert">
          {errors.translations.message}
        </p>
      )}

      <div className="tf-content-form__languages" role="tablist" aria-label={t('form.languages')}>
        {languages.map((l, index) => (
          <button
            key={l.code}
            id={`${id}-tab-${l.code}`}
            type="button"
            role="tab"
            aria-selected={l.code === language}
            aria-controls={`${id}-panel`}
            tabIndex={l.code === language ? 0 : -1}
            onClick={() => setLanguage(l.code)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {l.name}
            {index === 0 && <span className="tf-content-form__default"> ({t('form.defaultLanguage')})</span>}
          </button>
        ))}
      </div>

      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${language}`} className="tf-content-form__panel" lang={language}>
        <div className="tf-form__field">
          <label htmlFor={fieldId(`translations.${language}.title`)}>{t('form.title')}</label>
          <input id={fieldId(`translations.${language}.title`)} type="text" dir="auto" maxLength={CONTENT_LIMITS.title} {...titleField} {...described(`translations.${language}.title`)} />
          <FieldError id={`${fieldId(`translations.${language}.title`)}-error`} message={errorOf(`translations.${language}.title`)} />
          <span className="tf-form__hint">{t('form.counter', { count: title.length, max: CONTENT_LIMITS.title })}</span>
        </div>
        <div className="tf-form__field">
          <label htmlFor={fieldId(`translations.${language}.excerpt`)}>{t('form.excerpt')}</label>
          <textarea id={fieldId(`translations.${language}.excerpt`)} rows={3} dir="auto" maxLength={CONTENT_LIMITS.excerpt} {...register(`translations.${language}.excerpt`)} />
        </div>
        <RichTextEditor
          key={language}
          label={t('form.body')}
          value={values.translations?.[language]?.bodyHtml ?? ''}
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
            <span id={`${fieldId('seoTitle')}-count`} className="tf-form__hint" aria-live="polite">
              {t('form.counter', { count: seoTitle.length, max: CONTENT_LIMITS.seoTitle })}
            </span>
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
            <span id={`${fieldId('seoDescription')}-count`} className="tf-form__hint" aria-live="polite">
              {t('form.counter', { count: seoDescription.length, max: CONTENT_LIMITS.seoDescription })}
            </span>
          </div>
        </fieldset>
      </div>

      <div className="tf-form__field">
        <label htmlFor={fieldId('slug')}>{t('form.slug')}</label>
        <input id={fieldId('slug')} type="text" dir="auto" maxLength={CONTENT_LIMITS.slug} {...slugField} {...described('slug')} />
        <FieldError id={`${fieldId('slug')}-error`} message={errorOf('slug')} />
        <span className="tf-form__hint">{t('form.slugHint')}</span>
      </div>

      <fieldset className="tf-content-form__group">
        <legend>{t('form.cover')}</legend>
        <div className="tf-form__field">
          <label htmlFor={fieldId('coverFile')}>{t('form.coverUpload')}</label>
          <input
            id={fieldId('coverFile')}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              clearErrors('coverUrl');
              uploadContentImage(file)
                .then(({ url }) => setValue('coverUrl', url, { shouldDirty: true }))
                .catch((error: unknown) =>
                  setError('coverUrl', { type: 'server', message: error instanceof ApiError && error.status !== 0 ? error.message : t('image.uploadFailed') }),
                );
            }}
          />
        </div>
        <div className="tf-form__field">
          <label htmlFor={fieldId('coverUrl')}>{t('form.coverUrl')}</label>
          <input id={fieldId('coverUrl')} type="text" inputMode="url" dir="ltr" {...register('coverUrl')} {...described('coverUrl')} />
          <FieldError id={`${fieldId('coverUrl')}-error`} message={errorOf('coverUrl')} />
        </div>
        <div className="tf-form__field">
          <label htmlFor={fieldId('coverAlt')}>{t('image.alt')}</label>
          <input id={fieldId('coverAlt')} type="text" dir="auto" maxLength={CONTENT_LIMITS.altText} disabled={values.coverDecorative} {...register('coverAlt')} {...described('coverAlt')} />
          <FieldError id={`${fieldId('coverAlt')}-error`} message={errorOf('coverAlt')} />
        </div>
        <label className="tf-form__check">
          <input type="checkbox" {...register('coverDecorative')} /> {t('image.decorative')}
        </label>
      </fieldset>

      {kind === 'post' ? (
        <div className="tf-form__field">
          <label htmlFor={fieldId('tags')}>{t('form.tags')}</label>
          <input id={fieldId('tags')} type="text" dir="auto" {...register('tags')} {...described('tags')} />
          <FieldError id={`${fieldId('tags')}-error`} message={errorOf('tags')} />
          <span className="tf-form__hint">{t('form.tagsHint', { max: CONTENT_LIMITS.tags })}</span>
        </div>
      ) : (
        <fieldset className="tf-content-form__group">
          <legend>{t('form.place')}</legend>
          {(['placeName', 'latitude', 'longitude', 'countryCode'] as const).map((field) => (
            <div className="tf-form__field" key={field}>
              <label htmlFor={fieldId(field)}>{t(`form.${field}`)}</label>
              <input
                id={fieldId(field)}
                type="text"
                dir={field === 'placeName' ? 'auto' : 'ltr'}
                inputMode={field === 'latitude' || field === 'longitude' ? 'decimal' : undefined}
                maxLength={field === 'countryCode' ? 2 : undefined}
                {...register(field)}
                {...described(field)}
              />
              <FieldError id={`${fieldId(field)}-error`} message={errorOf(field)} />
            </div>
          ))}
          <label className="tf-form__check">
            <input type="checkbox" {...register('top')} /> {t('form.top')}
          </label>
        </fieldset>
      )}

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

      <div className="tf-content-form__actions">
        <button type="submit" className="tf-button tf-button--primary" disabled={formState.isSubmitting}>
          {status === 'published' ? t('form.publish') : status === 'scheduled' ? t('form.schedule') : t('form.saveDraft')}
        </button>
        <button type="button" className="tf-button tf-button--outline" aria-expanded={preview} onClick={() => setPreview((open) => !open)}>
          {preview ? t('form.closePreview') : t('form.preview')}
        </button>
        <button type="button" className="tf-button tf-button--outline" onClick={onDone}>
          {t('form.back')}
        </button>
        {saved && <span role="status">{t('form.saved')}</span>}
      </div>

      {preview && (
        <section className="tf-content-preview" aria-label={t('form.previewLabel')}>
          <p className="tf-content-preview__note">{t('form.previewNote')}</p>
          <ContentArticle item={previewItem(kind, values, language)} />
        </section>
      )}
    </form>
  );
}
