import { zodResolver } from '@hookform/resolvers/zod';
import type { AgencySettings } from '@tripfront/domain/settings';
import { websiteSettingsSchema, type WebsiteSettings } from '@tripfront/domain/settings';
import { useEffect, useMemo } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { SaveBar, saveFailure, useReloadSettings, useSaveSettings, useUnsavedChangesGuard } from '../../settings/index.ts';
import { formPath, zodMessages, type WebsiteFormValues } from '../form-values.ts';
import { useWebsiteTranslation, type WebsiteKey } from '../hooks/use-website-translation.ts';
import { AccessSection, AdvertisingSection, AnalyticsSection, LanguagesSection, MapsSection } from './behaviour-sections.tsx';
import { ContactSection, IdentitySection, SeoSection } from './identity-sections.tsx';
import { PagesSection } from './pages-section.tsx';
import { TranslationsSection } from './translations-section.tsx';
import './website-settings.css';

const SECTIONS: ReadonlyArray<{ id: string; key: WebsiteKey }> = [
  { id: 'website-identity', key: 'identity.title' },
  { id: 'website-seo', key: 'seo.title' },
  { id: 'website-contact', key: 'contact.title' },
  { id: 'website-pages', key: 'pages.title' },
  { id: 'website-access', key: 'access.title' },
  { id: 'website-languages', key: 'languages.title' },
  { id: 'website-translations', key: 'translations.title' },
  { id: 'website-analytics', key: 'analytics.title' },
  { id: 'website-advertising', key: 'advertising.title' },
  { id: 'website-maps', key: 'maps.title' },
];

/** The footer's About and FAQ links follow the pages' own switches, so one checkbox drives both. */
function toPayload(values: WebsiteSettings): WebsiteSettings {
  return {
    ...values,
    agency: { ...values.agency, isAbousUsEnable: values.about.isEnabled, aboutUsEnableTitle: values.about.title, isFaqEnable: values.faqs.isEnabled },
  };
}

/** The save bar's error: the server's message, else "could not save", else "fix the fields" after a submit. */
function saveBarError(failure: ReturnType<typeof saveFailure> | null, invalid: boolean, t: (key: WebsiteKey) => string): string | null {
  if (failure?.kind === 'field' || (failure?.kind === 'other' && failure.message)) return failure.message;
  if (failure?.kind === 'other') return t('errors.saveFailed');
  return invalid ? t('errors.fix') : null;
}

/** The Website settings form: every section of the `website` settings, saved together with the version read. */
export function WebsiteForm({ settings }: { settings: AgencySettings }) {
  const { t } = useWebsiteTranslation();
  const resolver = useMemo(() => zodResolver(websiteSettingsSchema, { error: zodMessages(t) }), [t]);
  const form = useForm<WebsiteFormValues, unknown, WebsiteSettings>({ resolver, defaultValues: settings.website, mode: 'onTouched' });
  const {
    reset,
    setError,
    handleSubmit,
    formState: { isDirty, errors, submitCount },
  } = form;
  const save = useSaveSettings('website');
  const reload = useReloadSettings();
  const guard = useUnsavedChangesGuard(isDirty);

  // The settings after a save (the answer, with its new version) or a reload become the form's.
  useEffect(() => reset(settings.website), [settings, reset]);

  const failure = save.error ? saveFailure(save.error) : null;
  const invalid = submitCount > 0 && Object.keys(errors).length > 0;

  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { version: settings.version, settings: toPayload(values) },
      {
        onError: (error) => {
          const found = saveFailure(error);
          if (found.kind === 'field')
            setError(formPath(found.field) as Path<WebsiteFormValues>, { type: 'server', message: found.message }, { shouldFocus: true });
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <div className="tf-website">
        <nav className="tf-website__toc" aria-label={t('toc')}>
          <p className="tf-website__toc-title">{t('toc')}</p>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{t(section.key)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <form className="tf-form tf-website__form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <IdentitySection id="website-identity" />
          <SeoSection id="website-seo" />
          <ContactSection id="website-contact" />
          <PagesSection id="website-pages" />
          <AccessSection id="website-access" />
          <LanguagesSection id="website-languages" />
          <TranslationsSection id="website-translations" />
          <AnalyticsSection id="website-analytics" />
          <AdvertisingSection id="website-advertising" />
          <MapsSection id="website-maps" />
          <SaveBar
            dirty={isDirty}
            saving={save.isPending}
            onDiscard={() => {
              save.reset();
              reset(settings.website);
            }}
            conflict={failure?.kind === 'conflict' ? failure.message : null}
            onReload={() => {
              save.reset();
              void reload();
            }}
            error={saveBarError(failure, invalid, t)}
          />
        </form>
      </div>
      {guard}
    </FormProvider>
  );
}
