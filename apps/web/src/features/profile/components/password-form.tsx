import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@tripfront/domain/account';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useProfileTranslation } from '../hooks/use-profile-translation.ts';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password (the API's rules: 8 to 128 characters, not a common one). */
export function PasswordForm({ email }: { email: string }) {
  const { t } = useProfileTranslation();
  const change = useChangePassword();
  const schema = useMemo(
    () =>
      z
        .object({
          currentPassword: z.string().min(1, t('currentRequired')),
          newPassword: z.string().min(PASSWORD_MIN, t('passwordTooShort')).max(PASSWORD_MAX, t('passwordTooLong')),
          confirmPassword: z.string(),
        })
        .refine((v) => v.confirmPassword === v.newPassword, { path: ['confirmPassword'], message: t('passwordMismatch') }),
    [t],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      toast.success(t('passwordChanged'));
    } catch (error) {
      if (error instanceof ApiError && error.field === 'currentPassword') setError('currentPassword', { message: t('currentWrong') }, { shouldFocus: true });
      else if (error instanceof ApiError && error.field === 'newPassword') {
        const common = /common/i.test(error.message);
        setError('newPassword', { message: common ? t('passwordCommon') : error.message.replace(/^\w+: /, '') }, { shouldFocus: true });
      } else setError('root', { message: t('error') });
    }
  });

  const field = (name: keyof Values, label: string, autoComplete: string, hint?: string) => {
    const error = errors[name]?.message;
    const describedBy = [hint ? `password-${name}-hint` : '', error ? `password-${name}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className="tf-form__field">
        <label htmlFor={`password-${name}`}>{label}</label>
        <input
          id={`password-${name}`}
          type="password"
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...register(name)}
        />
        {hint && (
          <p id={`password-${name}-hint`} className="tf-form__hint">
            {hint}
          </p>
        )}
        {error && (
          <p id={`password-${name}-error`} className="tf-form__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="tf-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {errors.root?.message && (
        <p className="tf-form__alert" role="alert">
          {errors.root.message}
        </p>
      )}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {field('currentPassword', t('currentPassword'), 'current-password')}
      {field('newPassword', t('newPassword'), 'new-password', t('passwordRules'))}
      {field('confirmPassword', t('confirmPassword'), 'new-password')}
      <button type="submit" className="tf-button tf-button--primary" disabled={isSubmitting}>
        {isSubmitting ? t('changing') : t('changePassword')}
      </button>
    </form>
  );
}
