import { LANGUAGE_NAMES, type AgencyTexts, type LanguageCode } from '@tripfront/domain/agency';
import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useAgencyNavigations } from '../../agency/index.ts';
import { SettingsSection } from '../../settings/index.ts';
import type { WebsiteFormValues } from '../form-values.ts';
import { useWebsiteTranslation } from '../hooks/use-website-translation.ts';
import { FieldMessage } from './fields.tsx';

type Texts = Partial<AgencyTexts>;
type FieldErrors = { navigation?: Record<string, { message?: string }>; aboutTitle?: { message?: string }; faqTitle?: { message?: string } };

interface TextInputProps {
  label: string;
  lang: LanguageCode;
  value: string;
  asEntered: string;
  max: number;
  error: string | undefined;
  onChange: (value: string) => void;
}

function TextInput({ label, lang, value, asEntered, max, error, onChange }: TextInputProps) {
  const id = useId();
  return (
    <div className="tf-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        lang={lang}
        dir="auto"
        autoComplete="off"
        maxLength={max}
        // The words as entered show through: they are what visitors read while this stays empty.
        placeholder={asEntered}
        value={value}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The agency's header links and its About and FAQ titles in each language offered besides the
 * default one (decision 0099). Empty fields read as entered, in the default language.
 */
export function TranslationsSection({ id }: { id: string }) {
  const { t } = useWebsiteTranslation();
  const {
    control,
    formState: { errors },
  } = useFormContext<WebsiteFormValues>();
  const { field } = useController({ control, name: 'agency.translations' });
  const offered = useWatch({ control, name: 'agency.languages' }) ?? [];
  const defaultLanguage = useWatch({ control, name: 'agency.defaultLanguage' });
  const aboutAsEntered = useWatch({ control, name: 'about.title' }) ?? '';
  const navigations = useAgencyNavigations();
  const translations = field.value ?? {};
  const others = offered.map((o) => o.code).filter((code) => code !== defaultLanguage);
  const fieldErrors = (errors.agency?.translations ?? {}) as Partial<Record<LanguageCode, FieldErrors>>;

  const change = (code: LanguageCode, next: Texts) => {
    const current: Texts = translations[code] ?? {};
    field.onChange({ ...translations, [code]: { navigation: {}, aboutTitle: '', faqTitle: '', ...current, ...next } });
  };

  return (
    <SettingsSection id={id} title={t('translations.title')} description={t('translations.description')}>
      {others.length === 0 && <p className="tf-form__hint">{t('translations.none')}</p>}
      {others.map((code) => {
        const texts: Texts = translations[code] ?? {};
        const issues = fieldErrors[code];
        return (
          <fieldset key={code} className="tf-website__group">
            <legend lang={code}>{LANGUAGE_NAMES[code]}</legend>
            {navigations.map((entry) => (
              <TextInput
                key={entry.path}
                label={t('translations.link', { label: entry.label })}
                lang={code}
                value={texts.navigation?.[entry.path] ?? ''}
                asEntered={entry.label}
                max={80}
                error={issues?.navigation?.[entry.path]?.message}
                onChange={(value) => change(code, { navigation: { ...texts.navigation, [entry.path]: value } })}
              />
            ))}
            <TextInput
              label={t('translations.aboutTitle')}
              lang={code}
              value={texts.aboutTitle ?? ''}
              asEntered={aboutAsEntered}
              max={200}
              error={issues?.aboutTitle?.message}
              onChange={(value) => change(code, { aboutTitle: value })}
            />
            <TextInput
              label={t('translations.faqTitle')}
              lang={code}
              value={texts.faqTitle ?? ''}
              asEntered=""
              max={200}
              error={issues?.faqTitle?.message}
              onChange={(value) => change(code, { faqTitle: value })}
            />
          </fieldset>
        );
      })}
    </SettingsSection>
  );
}
