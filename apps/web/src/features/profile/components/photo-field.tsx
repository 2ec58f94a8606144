import { useId, useRef, useState } from 'react';
import { useProfileTranslation } from '../hooks/use-profile-translation.ts';
import { photoProblem, resizePhoto } from '../photo.ts';

interface PhotoFieldProps {
  /** The current photo as a data URL, '' for none. */
  value: string;
  initials: string;
  onChange: (dataUrl: string) => void;
  error: string | undefined;
  onError: (message: string | null) => void;
}

/** Profile photo: checks type and size, resizes in the browser to a small square, previews it. */
export function PhotoField({ value, initials, onChange, error, onError }: PhotoFieldProps) {
  const { t } = useProfileTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      onError(t(problem === 'type' ? 'photoType' : 'photoSize'));
      return;
    }
    setBusy(true);
    try {
      onChange(await resizePhoto(file));
      onError(null);
    } catch {
      onError(t('photoUnreadable'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="tf-photo" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend>{t('photo')}</legend>
      <div className="tf-photo__row">
        {value ? (
          <img className="tf-photo__preview" src={value} alt={t('photoAlt')} width={96} height={96} />
        ) : (
          <span className="tf-photo__preview tf-photo__preview--empty" role="img" aria-label={t('noPhoto')}>
            {initials}
          </span>
        )}
        <div className="tf-photo__actions">
          <input
            ref={inputRef}
            id={`${id}-file`}
            className="tf-sr-only"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file can be chosen again after an error.
              event.target.value = '';
              void choose(file);
            }}
          />
          <label htmlFor={`${id}-file`} className="tf-button tf-button--outline" aria-busy={busy || undefined}>
            {t('choosePhoto')}
          </label>
          {value && (
            <button type="button" className="tf-button tf-button--ghost" onClick={() => onChange('')}>
              {t('removePhoto')}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="tf-form__hint">
        {t('photoHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="tf-form__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
