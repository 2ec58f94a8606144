import type { SignInProvider } from '@tripfront/domain/sign-in-providers';
import type { StoredSecretState } from '@tripfront/domain/login-settings';
import { get, useFormContext, type FieldPath } from 'react-hook-form';
import type { LoginFormValues } from '../login-form-rules.ts';
import { useLoginTranslation } from '../hooks/use-login-translation.ts';

type Name = FieldPath<LoginFormValues>;
const idOf = (name: string) => `login-${name.replace(/\./g, '-')}`;

/** A field's error, named so that its aria-describedby can point at it. */
function FieldError({ name }: { name: Name }) {
  const { formState } = useFormContext<LoginFormValues>();
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return message ? (
    <p className="tf-form__error" id={`${idOf(name)}-error`}>
      {message}
    </p>
  ) : null;
}

function describedBy(invalid: boolean, name: Name, hints: string[]): string | undefined {
  const ids = [...hints, ...(invalid ? [`${idOf(name)}-error`] : [])];
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A text field with its label, hints and error; `ltr` for addresses and identifiers. */
export function TextField({ name, label, hint, ltr = true, placeholder }: { name: Name; label: string; hint?: string; ltr?: boolean; placeholder?: string }) {
  const { register, formState } = useFormContext<LoginFormValues>();
  const invalid = get(formState.errors, name) !== undefined;
  const id = idOf(name);
  return (
    <div className="tf-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        dir={ltr ? 'ltr' : 'auto'}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(invalid, name, hint ? [`${id}-hint`] : [])}
        {...register(name)}
      />
      {hint && (
        <p className="tf-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError name={name} />
    </div>
  );
}

/** A checkbox with its label and an optional hint. */
export function CheckField({ name, label, hint }: { name: Name; label: string; hint?: string }) {
  const { register } = useFormContext<LoginFormValues>();
  const id = idOf(name);
  return (
    <div className="tf-form__field tf-login-settings__check">
      <label htmlFor={id}>
        <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} {...register(name)} />
        <span>{label}</span>
      </label>
      {hint && (
        <p className="tf-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * A provider's client secret, write-only: the stored one never comes back, only its last
 * characters; typing replaces it, "Remove" clears it on save.
 */
export function SecretField({ provider, label, stored }: { provider: SignInProvider; label: string; stored: StoredSecretState }) {
  const { t } = useLoginTranslation();
  const { register, watch, formState } = useFormContext<LoginFormValues>();
  const name = `secrets.${provider}.value` as const;
  const clearing = watch(`secrets.${provider}.clear`);
  const invalid = get(formState.errors, name) !== undefined;
  const id = idOf(name);
  return (
    <div className="tf-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        dir="ltr"
        autoComplete="new-password"
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(invalid, name, [`${id}-stored`])}
        {...register(name)}
      />
      <p className="tf-form__hint" id={`${id}-stored`}>
        {/* The hint reads left to right inside any sentence (first-strong isolate). */}
        {clearing ? t('secret.clearing') : stored.isSet ? t('secret.stored', { hint: `\u2068${stored.hint ?? ''}\u2069` }) : t('secret.none')}
      </p>
      {stored.isSet && (
        <label className="tf-login-settings__clear">
          <input type="checkbox" {...register(`secrets.${provider}.clear`)} />
          <span>{t('secret.clear')}</span>
        </label>
      )}
      <FieldError name={name} />
    </div>
  );
}
