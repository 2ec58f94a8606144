import type { InputHTMLAttributes, Ref } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function TextField({ id, label, error, hint, ref, ...input }: Props) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="tf-account-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="tf-account-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="tf-account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
