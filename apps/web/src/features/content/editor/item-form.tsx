import type { LanguageCode } from '@tripfront/domain/agency';
import { CONTENT_LIMITS, slugify, type ContentItem, type ContentKind } from '@tripfront/domain/content';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormProvider, useForm, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { useUnsavedChangesGuard } from '../../settings/index.ts';
import { useSaveContentItem } from '../api/agency-content.ts';
import { ContentArticle } from '../components/content-article.tsx';
import { CoverFields, FieldError, PlaceFields, StatusFields, TagsField, TranslationFields, useItemField } from './item-form-fields.tsx';
import { apiErrorText } from './content-errors.ts';
import { checkItem, formFieldOf, itemFormValues, previewItem, type ItemFormValues } from './item-form-values.ts';
import { useReportUnsaved } from './unsaved-work.tsx';
import { useContentTranslation, type ContentT } from './use-content-translation.ts';

export interface ItemFormProps {
  kind: ContentKind;
  /** null: a new item. */
  item: ContentItem | null;
  /** The agency's languages, its default first. */
  languages: readonly { code: LanguageCode; name: string }[];
  /** Back to the list; `saved`: the item was just saved. */
  onDone: (saved?: boolean) => void;
}

type Field = FieldPath<ItemFormValues>;

/** The fields that show their own error; any other shows above the form. */
const SHOWN = /^(slug|coverUrl|coverAlt|tags|placeName|latitude|longitude|countryCode|publishAt|translations|translations\.[a-z]{2}\.title)$/;

/** The submit button's words for the status chosen. */
function submitLabel(t: ContentT, status: ItemFormValues['status']): string {
  if (status === 'published') return t('form.publish');
  return status === 'scheduled' ? t('form.schedule') : t('form.saveDraft');
}

/** The language tabs (arrows move between them, in the reading direction). */
function LanguageTabs({
  formId,
  languages,
  current,
  onChoose,
}: {
  formId: string;
  languages: ItemFormProps['languages'];
  current: LanguageCode;
  onChoose: (code: LanguageCode) => void;
}) {
  const { t } = useContentTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const steps: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = languages[(index + step + languages.length) % languages.length]!.code;
    onChoose(next);
    document.getElementById(`${formId}-tab-${next}`)?.focus();
  };
  return (
    <div className="tf-content-form__languages" role="tablist" aria-label={t('form.languages')}>
      {languages.map((l, index) => (
        <button
          key={l.code}
          id={`${formId}-tab-${l.code}`}
          type="button"
          role="tab"
          aria-selected={l.code === current}
          aria-controls={`${formId}-panel`}
          tabIndex={l.code === current ? 0 : -1}
          onClick={() => onChoose(l.code)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {l.name}
          {index === 0 && <span className="tf-content-form__default"> ({t('form.defaultLanguage')})</span>}
        </button>
      ))}
    </div>
  );
}

/** The page's address, with its error beside it. */
function SlugField({ formId, onEdit }: { formId: string; onEdit: () => void }) {
  const { t } = useContentTranslation();
  const { register } = useFormContext();
  const { errorOf, fieldId, described } = useItemField(formId);
  return (
    <div className="tf-form__field">
      <label htmlFor={fieldId('slug')}>{t('form.slug')}</label>
      <input id={fieldId('slug')} type="text" dir="auto" maxLength={CONTENT_LIMITS.slug} {...register('slug', { onChange: onEdit })} {...described('slug')} />
      <FieldError id={`${fieldId('slug')}-error`} message={errorOf('slug')} />
      <span className="tf-form__hint">{t('form.slugHint')}</span>
    </div>
  );
}

/**
 * A post or destination page (issue #44): one version per language, its address (from the title
 * until edited), cover with its text alternative, body, search-engine texts, tags or place, and
 * when visitors see it; a preview shows the page as they will. Errors stay beside their fields and
 * nothing typed is lost.
 */
export function ItemForm({ kind, item, languages: offered, onDone }: ItemFormProps) {
  const { t } = useContentTranslation();
  const id = useId();
  // A version in a language the agency no longer offers stays editable, so saving keeps it.
  const languages = [
    ...offered,
    ...(Object.keys(item?.translations ?? {}) as LanguageCode[])
      .filter((code) => !offered.some((l) => l.code === code))
      .map((code) => ({ code, name: code.toUpperCase() })),
  ];
  const codes = languages.map((l) => l.code);
  const form = useForm<ItemFormValues>({ defaultValues: itemFormValues(item, codes) });
  const { handleSubmit, setError, clearErrors, setValue, control, formState } = form;
  const [language, setLanguage] = useState<LanguageCode>(codes[0] ?? 'en');
  const [slugEdited, setSlugEdited] = useState(item !== null);
  const [preview, setPreview] = useState(false);
  const save = useSaveContentItem();
  const values = useWatch({ control }) as ItemFormValues;
  // Leaving the page (or closing the tab) with unsaved changes asks first, as the other settings pages do;
  // the content page's tabs and Back ask too (useReportUnsaved).
  const unsaved = formState.isDirty && !save.isSuccess;
  const guard = useUnsavedChangesGuard(unsaved);
  useReportUnsaved(unsaved);
  // A cover on its way: Save waits for it, or the page would be saved without it (or with the old one).
  const [uploading, setUploading] = useState(false);

  /** Sets an error on its field (the language's tab opened), or above the form when the field shows none. */
  const showError = (field: string, message: string, type: 'validate' | 'server') => {
    const code = field.startsWith('translations.') ? field.split('.')[1] : undefined;
    if (code && codes.includes(code as LanguageCode)) setLanguage(code as LanguageCode);
    setError((SHOWN.test(field) ? field : 'root') as Field, { type, message });
  };

  const validSubmit = handleSubmit(async (formValues) => {
    const checked = checkItem(kind, formValues);
    if (!checked.ok) {
      for (const { field, text } of checked.errors) {
        const coordinates = field === 'latitude' || field === 'longitude';
        showError(field, coordinates ? t('form.coordinatesInvalid') : t(text.key, text.values), 'validate');
      }
      return;
    }
    try {
      await save.mutateAsync({ id: item?.id ?? null, input: checked.input });
      onDone(true);
    } catch (error) {
      // The API's refusals are said in the agent's language (content-errors.ts), never in its English.
      const text = apiErrorText(error);
      const message = text ? t(text.key, text.values) : t('form.saveFailed');
      if (error instanceof ApiError && (error.status === 400 || error.status === 409) && error.field) {
        // The API names the body's field ('slug', 'cover.alt', 'translations.en.title' …).
        showError(formFieldOf(error.field.split('.')), message, 'server');
      } else {
        setError('root', { type: 'server', message });
      }
    }
  });
  // Every error goes before the form is checked again: one set on a path without a field of its own
  // ('translations', a body) would stay through handleSubmit, and Save would then do nothing.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    clearErrors();
    return validSubmit(event);
  };
  const translationsError = (formState.errors.translations as { message?: string } | undefined)?.message;
  const heading = item
    ? t('form.editTitle', { title: item.translations[codes[0]!]?.title ?? item.slug })
    : t(kind === 'post' ? 'form.newPost' : 'form.newDestination');

  return (
    <FormProvider {...form}>
      {guard}
      <form className="tf-content-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{heading}</h2>
        {[formState.errors.root?.message, translationsError].filter(Boolean).map((message) => (
          <p key={message} className="tf-form__error" role="alert">
            {message}
          </p>
        ))}
        <LanguageTabs formId={id} languages={languages} current={language} onChoose={setLanguage} />
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${language}`} className="tf-content-form__panel" lang={language}>
          <TranslationFields
            key={language}
            formId={id}
            language={language}
            // The address follows the default language's title until the agent edits it.
            onTitle={(title) => {
              if (!slugEdited && language === codes[0]) setValue('slug', slugify(title));
            }}
          />
        </div>
        <SlugField formId={id} onEdit={() => setSlugEdited(true)} />
        <CoverFields formId={id} uploading={uploading} onUploading={setUploading} />
        {kind === 'post' ? <TagsField formId={id} /> : <PlaceFields formId={id} />}
        <StatusFields formId={id} />
        <div className="tf-content-form__actions">
          <button type="submit" className="tf-button tf-button--primary" disabled={formState.isSubmitting || uploading}>
            {submitLabel(t, values.status)}
          </button>
          <button type="button" className="tf-button tf-button--outline" aria-expanded={preview} onClick={() => setPreview((open) => !open)}>
            {preview ? t('form.closePreview') : t('form.preview')}
          </button>
          <button type="button" className="tf-button tf-button--outline" onClick={() => onDone()}>
            {t('form.back')}
          </button>
        </div>
        {preview && (
          <section className="tf-content-preview" aria-label={t('form.previewLabel')}>
            <p className="tf-content-preview__note">{t('form.previewNote')}</p>
            <ContentArticle item={previewItem(kind, values, language)} titleLevel={3} />
          </section>
        )}
      </form>
    </FormProvider>
  );
}
