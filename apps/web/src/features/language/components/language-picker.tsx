import type { LanguageOption } from '@tripfront/domain/agency';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../hooks/use-change-language.ts';
import { toSupportedLanguage } from '../languages.ts';
import './language-picker.css';

/** The agency's languages in a native select: labelled, and keyboard usable everywhere. */
export function LanguagePicker({ languages, signedIn }: { languages: readonly LanguageOption[]; signedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const changeLanguage = useChangeLanguage(signedIn);
  const current = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  // The current language stays selectable even if the agency no longer lists it.
  const options = languages.some((l) => l.value === current) ? languages : [...languages, { name: current.toUpperCase(), code: current, value: current }];

  return (
    <div className="tf-language">
      <label htmlFor={id} className="tf-sr-only">
        {t('language.label')}
      </label>
      <svg className="tf-language__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <select id={id} className="tf-language__select" value={current} onChange={(event) => void changeLanguage(event.target.value)}>
        {options.map((language) => (
          <option key={language.value} value={language.value} lang={language.value}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
