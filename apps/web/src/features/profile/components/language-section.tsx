import { useId } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useAgencyLanguages } from '../../agency/index.ts';
import { toSupportedLanguage, useChangeLanguage } from '../../language/index.ts';
import { useProfileTranslation } from '../hooks/use-profile-translation.ts';

/** The interface language, through the shell's language change flow (cookie, server, reload rules of spec §4). */
export function LanguageSection() {
  const { t, i18n } = useProfileTranslation();
  const id = useId();
  const languages = useAgencyLanguages();
  const changeLanguage = useChangeLanguage(true);
  const current = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  const options = languages.some((l) => l.value === current) ? languages : [...languages, { name: current.toUpperCase(), code: current, value: current }];

  return (
    <div className="tf-form__field">
      <label htmlFor={id}>{t('languageLabel')}</label>
      <select
        id={id}
        value={current}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          void changeLanguage(event.target.value).then(() => toast.success(t('languageSaved')));
        }}
      >
        {options.map((language) => (
          <option key={language.value} value={language.value} lang={language.value}>
            {language.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="tf-form__hint">
        {t('languageHint')}
      </p>
    </div>
  );
}
