import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import { PASSWORD_MAX, PASSWORD_MIN, resetFormSchema, type ResetFormValues } from '../schemas.ts';
import { AccountCard } from './account-card.tsx';
import { expiredState, looksLikeLinkToken } from './link-token.ts';
import { accountErrorMessage, isLinkRefusal, isPasswordRefusal } from './server-error.ts';
import { TextField } from './text-field.tsx';

/** /newPassword?token=…: choose a new password with the emailed single-use link. */
export function NewPasswordPage() {
  const { t } = useAccountTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const schema = useMemo(() => resetFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetFormValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { password: '', confirmPassword: '' } });

  if (!looksLikeLinkToken(token)) return <Navigate to={paths.expired()} replace state={expiredState('reset')} />;

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
      setDone(true);
    } catch (error) {
      if (isLinkRefusal(error)) await navigate(paths.expired(), { replace: true, state: expiredState('reset') });
      else if (isPasswordRefusal(error)) setError('password', { message: t('errors.passwordCommon') }, { shouldFocus: true });
      else setError('root', { message: accountErrorMessage(error, t) });
    }
  });

  if (done) {
    return (
      <AccountCard title={t('reset.doneTitle')}>
        <p className="tf-account__success" role="status">
          {t('reset.done')}
        </p>
        <Link className="tf-button tf-button--primary" to={paths.login()}>
          {t('reset.logIn')}
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('reset.title')} intro={t('reset.intro')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {errors.root?.message && (
          <p className="tf-account__alert" role="alert">
            {errors.root.message}
          </p>
        )}
        <TextField
          id="reset-password"
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          id="reset-confirm"
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <button type="submit" className="tf-button tf-button--primary tf-account__submit" disabled={isSubmitting}>
          {isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </button>
      </form>
    </AccountCard>
  );
}
