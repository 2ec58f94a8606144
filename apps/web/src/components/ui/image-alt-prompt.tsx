import { imageHasText } from '@tripfront/domain/content';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import './prompt.css';

export interface ImageAltPromptTexts {
  title: string;
  address: string;
  upload: string;
  alt: string;
  altHint: string;
  decorative: string;
  insert: string;
  cancel: string;
  addressMissing: string;
  altMissing: string;
  uploadFailed: string;
}

export interface ImageAltPromptProps {
  texts: ImageAltPromptTexts;
  /** `decorative`: the picture says nothing (alt="" with the decorative mark, decision 0127). */
  onInsert: (image: { url: string; alt: string; decorative: boolean }) => void;
  onCancel: () => void;
  /** Offers a file upload beside the address when given. */
  upload?: (file: File) => Promise<{ url: string }>;
}

/**
 * Enter in a prompt's field runs the prompt's own action and Escape cancels it: the prompt sits
 * inside a bigger form, which Enter would otherwise submit (a half-written post published).
 */
export function promptKeys(onEnter: () => void, onEscape: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target instanceof HTMLInputElement && target.type !== 'file') {
      event.preventDefault();
      onEnter();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
    }
  };
}

/**
 * Inserting a picture into rich text asks for its address and its text alternative, or that it is
 * decorative (alt="" and the decorative mark): new content always says what its pictures show
 * (issue #44). Its first field takes focus when it opens.
 */
export function ImageAltPrompt({ texts, onInsert, onCancel, upload }: ImageAltPromptProps) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [errors, setErrors] = useState<{ url?: string; alt?: string }>({});
  const [uploading, setUploading] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const insert = () => {
    if (uploading) return;
    const next: { url?: string; alt?: string } = {};
    if (url.trim() === '') next.url = texts.addressMissing;
    if (!imageHasText({ alt, decorative })) next.alt = texts.altMissing;
    setErrors(next);
    if (next.url || next.alt) return;
    onInsert({ url: url.trim(), alt: decorative ? '' : alt.trim(), decorative });
  };

  return (
    <div className="tf-prompt" role="group" aria-labelledby={`${id}-title`} onKeyDown={promptKeys(insert, onCancel)}>
      <p id={`${id}-title`} className="tf-prompt__title">
        {texts.title}
      </p>
      <div className="tf-form__field">
        <label htmlFor={`${id}-url`}>{texts.address}</label>
        <input
          ref={first}
          id={`${id}-url`}
          type="text"
          inputMode="url"
          dir="ltr"
          value={url}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={errors.url ? `${id}-url-error` : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        {errors.url && (
          <p id={`${id}-url-error`} className="tf-form__error" role="alert">
            {errors.url}
          </p>
        )}
      </div>
      {upload && (
        <div className="tf-form__field">
          <label htmlFor={`${id}-file`}>{texts.upload}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            disabled={uploading}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              setUploading(true);
              upload(file)
                .then((answer) => {
                  setUrl(answer.url);
                  setErrors((current) => ({ ...current, url: undefined }));
                })
                .catch(() => setErrors((current) => ({ ...current, url: texts.uploadFailed })))
                .finally(() => setUploading(false));
            }}
          />
        </div>
      )}
      <div className="tf-form__field">
        <label htmlFor={`${id}-alt`}>{texts.alt}</label>
        <input
          id={`${id}-alt`}
          type="text"
          dir="auto"
          value={alt}
          disabled={decorative}
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={errors.alt ? `${id}-alt-error ${id}-alt-hint` : `${id}-alt-hint`}
          onChange={(event) => setAlt(event.target.value)}
        />
        <p id={`${id}-alt-hint`} className="tf-form__hint">
          {texts.altHint}
        </p>
        {errors.alt && (
          <p id={`${id}-alt-error`} className="tf-form__error" role="alert">
            {errors.alt}
          </p>
        )}
      </div>
      <label className="tf-form__check">
        <input type="checkbox" checked={decorative} onChange={(event) => setDecorative(event.target.checked)} /> {texts.decorative}
      </label>
      <div className="tf-prompt__actions">
        <button type="button" className="tf-button tf-button--primary" onClick={insert} disabled={uploading}>
          {texts.insert}
        </button>
        <button type="button" className="tf-button tf-button--outline" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </div>
  );
}
