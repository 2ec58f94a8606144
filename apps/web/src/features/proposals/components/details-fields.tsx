import { LANGUAGES, type LanguageCode } from '@tripfront/domain/agency';
import type { ReactNode } from 'react';
import type { EditorForm } from '../editor-form.ts';
import { useProposalsTranslation } from '../hooks/use-proposals-translation.ts';

const languageName = (code: LanguageCode, inLanguage: string) => {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

interface DetailsFieldsProps {
  form: EditorForm;
  /** The editor's id prefix: `${ids}-clientEmail` … (the API's 400 focuses the field it names). */
  ids: string;
  canEdit: boolean;
  /** The message to show at a field, if any. */
  errorOf: (name: string) => string | undefined;
  onChange: (next: Partial<EditorForm>) => void;
}

/** The proposal's client, title, message, expiry and language. */
export function DetailsFields({ form, ids, canEdit, errorOf, onChange }: DetailsFieldsProps) {
  const { t, i18n } = useProposalsTranslation();
  const field = (
    name: keyof EditorForm & string,
    label: string,
    input: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode,
  ) => {
    const id = `${ids}-${name}`;
    const error = errorOf(name);
    return (
      <div className="tf-form__field">
        <label htmlFor={id}>{label}</label>
        {input({ id, 'aria-invalid': error !== undefined, ...(error ? { 'aria-describedby': `${id}-error` } : {}) })}
        {error && (
          <p id={`${id}-error`} className="tf-form__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <fieldset className="tf-proposals__fields" disabled={!canEdit}>
      <legend>{t('editor.details')}</legend>
      {field('clientName', t('editor.clientName'), (p) => (
        <input
          {...p}
          type="text"
          dir="auto"
          autoComplete="off"
          maxLength={200}
          value={form.clientName}
          onChange={(e) => onChange({ clientName: e.target.value })}
        />
      ))}
      {field('clientEmail', t('editor.clientEmail'), (p) => (
        <input
          {...p}
          type="email"
          dir="ltr"
          autoComplete="off"
          maxLength={254}
          value={form.clientEmail}
          onChange={(e) => onChange({ clientEmail: e.target.value })}
        />
      ))}
      {field('title', t('editor.proposalTitle'), (p) => (
        <input {...p} type="text" dir="auto" maxLength={200} value={form.title} onChange={(e) => onChange({ title: e.target.value })} />
      ))}
      {field('message', t('editor.message'), (p) => (
        <textarea {...p} dir="auto" rows={4} maxLength={5000} value={form.message} onChange={(e) => onChange({ message: e.target.value })} />
      ))}
      {field('expiresOn', t('editor.expiresOn'), (p) => (
        <input {...p} type="date" value={form.expiresOn} onChange={(e) => onChange({ expiresOn: e.target.value })} />
      ))}
      {field('language', t('editor.language'), (p) => (
        <select {...p} value={form.language} onChange={(e) => onChange({ language: e.target.value as LanguageCode })}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {languageName(l, i18n.resolvedLanguage ?? 'en')}
            </option>
          ))}
        </select>
      ))}
    </fieldset>
  );
}
