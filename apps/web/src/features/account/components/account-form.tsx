import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useHydrated } from '../../../lib/hydration.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../schemas.ts';
import { TextField } from './text-field.tsx';

// The parts every account form shares (sign-up, invitation, new password, forgot password, expired
// link): the form with its alert and submit button, and the e-mail, name and new-password fields.

interface FormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The form's own error (a server refusal), shown as an alert above the fields. */
  error: string | undefined;
  busy: boolean;
  submit: string;
  submitting: string;
  children: ReactNode;
}

/**
 * The app sends these forms (to the API, as JSON). A page the server rendered shows the form
 * before the app has started (decision 0129): its button is disabled until then, so a form the
 * browser would send by itself (without the app) is never sent, and POST, so that even then no
 * password would end up in an address, a log or the history.
 */
export function AccountForm({ onSubmit, error, busy, submit, submitting, children }: FormProps) {
  const hydrated = useHydrated();
  return (
    <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
      {error && (
        <p className="tf-account__alert" role="alert">
          {error}
        </p>
      )}
      {children}
      <button type="submit" className="tf-button tf-button--primary tf-account__submit" disabled={busy || !hydrated}>
        {busy ? submitting : submit}
      </button>
    </form>
  );
}

interface Field {
  field: UseFormRegisterReturn;
  error: string | undefined;
}

export function EmailField({ id, field, error }: Field & { id: string }) {
  const { t } = useAccountTranslation();
  return <TextField id={id} label={t('fields.email')} type="email" inputMode="email" autoComplete="email" error={error} {...field} />;
}

/** First and last name, side by side where there is room (`row`). */
export function NameFields({ idPrefix, firstName, lastName, row = false }: { idPrefix: string; firstName: Field; lastName: Field; row?: boolean }) {
  const { t } = useAccountTranslation();
  const fields = (
    <>
      <TextField id={`${idPrefix}-first-name`} label={t('fields.firstName')} autoComplete="given-name" error={firstName.error} {...firstName.field} />
      <TextField id={`${idPrefix}-last-name`} label={t('fields.lastName')} autoComplete="family-name" error={lastName.error} {...lastName.field} />
    </>
  );
  return row ? <div className="tf-account__row">{fields}</div> : fields;
}

/** A new password with its rules, and the same again to confirm it. */
export function NewPasswordFields({ idPrefix, label, password, confirm }: { idPrefix: string; label: string; password: Field; confirm: Field }) {
  const { t } = useAccountTranslation();
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        error={password.error}
        {...password.field}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={confirm.error}
        {...confirm.field}
      />
    </>
  );
}
