import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { WebsiteFormValues } from '../form-values.ts';
import { useWebsiteTranslation } from '../hooks/use-website-translation.ts';
import { describedBy, FieldMessage, useFieldError } from './fields.tsx';

/** Split typed text into keywords: commas separate them, blanks and repeats are dropped. */
export function addKeywords(current: readonly string[], typed: string): string[] {
  const next = [...current];
  for (const part of typed.split(',')) {
    const word = part.trim();
    if (word !== '' && !next.some((k) => k.toLowerCase() === word.toLowerCase())) next.push(word);
  }
  return next;
}

/** SEO keywords as removable tags; Enter or a comma adds what was typed. */
export function KeywordsInput() {
  const { t } = useWebsiteTranslation();
  const id = useId();
  const { control } = useFormContext<WebsiteFormValues>();
  const { field } = useController({ control, name: 'agency.metaData.keywords' });
  const keywords = field.value ?? [];
  const [draft, setDraft] = useState('');
  const error = useFieldError('agency.metaData.keywords');

  const commit = (text: string) => {
    const next = addKeywords(keywords, text);
    if (next.length !== keywords.length) field.onChange(next);
    setDraft('');
  };

  return (
    <div className="tf-form__field">
      <label htmlFor={id}>{t('seo.keywords')}</label>
      {keywords.length > 0 && (
        <ul className="tf-keywords" aria-label={t('seo.keywords')}>
          {keywords.map((keyword) => (
            <li key={keyword} className="tf-keywords__tag">
              <span dir="auto">{keyword}</span>
              <button
                type="button"
                className="tf-keywords__remove"
                aria-label={t('seo.removeKeyword', { keyword })}
                onClick={() => field.onChange(keywords.filter((k) => k !== keyword))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="tf-keywords__entry">
        <input
          id={id}
          ref={field.ref}
          type="text"
          dir="auto"
          value={draft}
          {...describedBy(id, true, error)}
          onChange={(event) => {
            const text = event.target.value;
            if (text.includes(',')) commit(text);
            else setDraft(text);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(draft);
            }
          }}
          onBlur={() => {
            if (draft.trim()) commit(draft);
            field.onBlur();
          }}
        />
        <button type="button" className="tf-button tf-button--outline" onClick={() => commit(draft)} disabled={draft.trim() === ''}>
          {t('seo.addKeyword')}
        </button>
      </div>
      <p id={`${id}-hint`} className="tf-form__hint">
        {t('seo.keywordsHint')}
      </p>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
