import { IMAGE_LIMITS, IMAGE_UPLOAD_TYPES, type ImageSlot } from '@tripfront/domain/settings';
import { useId, useState } from 'react';
import { Controller, useFormContext, type Path } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { imageProblem, useUploadImage } from '../api/upload-image.ts';
import type { WebsiteFormValues } from '../form-values.ts';
import { useWebsiteTranslation, type WebsiteKey } from '../hooks/use-website-translation.ts';
import { describedBy, FieldMessage, useFieldError } from './fields.tsx';

type UploadSlot = Exclude<ImageSlot, 'profile' | 'content'>;
const HINTS: Record<UploadSlot, WebsiteKey> = {
  logo: 'images.logoHint',
  logoMobile: 'images.logoMobileHint',
  favicon: 'images.faviconHint',
  about: 'images.aboutHint',
};

interface ImageFieldProps {
  name: Path<WebsiteFormValues>;
  slot: UploadSlot;
  label: string;
}

/**
 * A picture of the agency: uploaded as soon as it is chosen (the API checks and stores it and
 * answers its URL), kept in the form as that URL until the settings are saved.
 */
export function ImageField({ name, slot, label }: ImageFieldProps) {
  const { t } = useWebsiteTranslation();
  const id = useId();
  const { control } = useFormContext<WebsiteFormValues>();
  const upload = useUploadImage(slot);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldError = useFieldError(name);
  const error = problem ?? fieldError;
  const maxKb = Math.round(IMAGE_LIMITS[slot].maxBytes / 1024);
  const hint = t(HINTS[slot], { maxKb });

  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const choose = (file: File | undefined) => {
          if (!file) return;
          const found = imageProblem(file, slot);
          if (found) {
            setProblem(found.kind === 'type' ? t('images.wrongType') : t('images.tooBig', { maxKb: found.maxKb }));
            return;
          }
          setProblem(null);
          upload.mutate(file, {
            onSuccess: (image) => field.onChange(image.url),
            // The API's own words for what it refused (type, size, pixels, an unsafe SVG).
            onError: (e) => setProblem(e instanceof ApiError && e.status >= 400 && e.status < 500 ? e.message : t('images.failed')),
          });
        };
        return (
          <div className="tf-image-field" role="group" aria-labelledby={`${id}-label`} {...describedBy(id, hint, error)}>
            <span id={`${id}-label`} className="tf-image-field__label">
              {label}
            </span>
            <div className="tf-image-field__row">
              <div className={`tf-image-field__preview tf-image-field__preview--${slot}`}>
                {value ? <img src={value} alt={t('images.preview', { name: label })} /> : <span>{t('images.none')}</span>}
              </div>
              <div className="tf-image-field__actions">
                <input
                  id={`${id}-file`}
                  className="tf-sr-only"
                  type="file"
                  accept={IMAGE_UPLOAD_TYPES.join(',')}
                  disabled={upload.isPending}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    // The same file can be chosen again after an error.
                    event.target.value = '';
                    choose(file);
                  }}
                />
                <label htmlFor={`${id}-file`} className="tf-button tf-button--outline" aria-busy={upload.isPending || undefined}>
                  {upload.isPending ? t('images.uploading') : value ? t('images.replace', { name: label }) : t('images.choose', { name: label })}
                </label>
                {value && (
                  <button
                    type="button"
                    className="tf-button tf-button--ghost"
                    onClick={() => {
                      setProblem(null);
                      field.onChange('');
                    }}
                  >
                    {t('images.remove', { name: label })}
                  </button>
                )}
              </div>
            </div>
            <p id={`${id}-hint`} className="tf-form__hint">
              {hint}
            </p>
            <FieldMessage id={`${id}-error`} message={error} />
          </div>
        );
      }}
    />
  );
}
