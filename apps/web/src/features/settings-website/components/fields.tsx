import { useId, type ReactNode } from 'react';
import { get, useFormContext, type FieldError, type Path } from 'react-hook-form';
import type { WebsiteFormValues } from '../form-values.ts';

type Name = Path<WebsiteFormValues>;

/** The error of a field, read from the form (nested names such as `agency.metaData.title`). */
export function useFieldError(name: Name): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<WebsiteFormValues>();
  const found = get(errors, name) as (FieldError & { root?: FieldError }) | Array<FieldError | undefined> | undefined;
  if (!found) return undefined;
  // A list (keywords) reports its items' errors: the first one speaks for the list.
  if (Array.isArray(found)) return found.find((item) => item?.message)?.message;
  return found.message ?? found.root?.message;
}

export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="tf-form__error" role="alert">
      {message}
    </p>
  );
}

/** ids and aria attributes of a field with an optional hint and error. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

interface TextFieldProps {
  name: Name;
  label: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'url';
  multiline?: boolean;
  autoComplete?: string;
  dir?: 'ltr' | 'auto';
  /** Shown instead of the schema's own (English) message when the value is refused. */
  invalidMessage?: string;
}

/** A labelled text input (or textarea) registered with the form, with its hint and error. */
export function TextField({ name, label, hint, type = 'text', multiline = false, autoComplete, dir, invalidMessage }: TextFieldProps) {
  const id = useId();
  const { register } = useFormContext<WebsiteFormValues>();
  const fieldError = useFieldError(name);
  const error = fieldError && invalidMessage ? invalidMessage : fieldError;
  const aria = describedBy(id, hint, error);
  return (
    <div className="tf-form__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} rows={3} dir={dir ?? 'auto'} {...aria} {...register(name)} />
      ) : (
        <input id={id} type={type} autoComplete={autoComplete ?? 'off'} dir={dir ?? (type === 'text' ? 'auto' : 'ltr')} {...aria} {...register(name)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="tf-form__hint">
          {hint}
        </p>
      )}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/** A checkbox with its label and a one-line explanation. */
export function CheckField({ name, label, hint }: { name: Name; label: string; hint?: string }) {
  const id = useId();
  const { register } = useFormContext<WebsiteFormValues>();
  return (
    <div className="tf-website__check">
      <div className="tf-form__check">
        <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} {...register(name)} />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="tf-form__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
