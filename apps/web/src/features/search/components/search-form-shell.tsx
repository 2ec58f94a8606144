import { plainSearchPath } from '@tripfront/domain/search/plain-search';
import type { FormEvent, ReactNode } from 'react';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';

interface SearchFormShellProps {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form was submitted with issues: say so once, above the button. */
  invalid: boolean;
  /** Layout variant: hotels and flights use a wider grid. */
  layout: 'hotels' | 'flights' | 'cars' | 'activities' | 'cruise' | 'resorts';
  /** The button's words when the form does something else than search (a deal link's "Use this search"). */
  submitLabel?: string;
  children: ReactNode;
}

/**
 * The frame every search form shares: the fields, the error note and the Search button. The app
 * submits it (react-hook-form prevents the browser's submit); before the app has started, the
 * browser sends it as a GET to /search/{service} (decision 0061), its fields named as the search query's.
 */
export function SearchFormShell({ label, onSubmit, invalid, layout, submitLabel, children }: SearchFormShellProps) {
  const { t } = useSearchTranslation();
  return (
    <form
      className={`tf-search-form tf-search-form--${layout}`}
      aria-label={label}
      method="get"
      action={plainSearchPath(layout)}
      onSubmit={onSubmit}
      noValidate
    >
      <div className="tf-search-form__fields">{children}</div>
      <div className="tf-search-form__actions">
        <p className="tf-search-form__alert" role="alert">
          {invalid ? t('form.fixErrors') : ''}
        </p>
        <button type="submit" className="tf-button tf-button--primary tf-search-form__submit">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="tf-search-form__submit-icon">
            <path d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
          </svg>
          {submitLabel ?? t('form.submit')}
        </button>
      </div>
    </form>
  );
}
