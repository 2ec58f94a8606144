import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import { resetFormSchema, type ResetFormValues } from '../schemas.ts';
import { AccountCard } from './account-card.tsx';
import { expiredState, looksLikeLinkToken } from './link-token.ts';
import { accountErrorMessage, isLinkRefusal, isPasswordRefusal } from './server-error.ts';
import { AccountForm, NewPasswordFields } from './account-form.tsx';

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
      <AccountForm onSubmit={onSubmit} error={errors.root?.message} busy={isSubmitting} submit={t('reset.submit')} submitting={t('reset.submitting')}>
        <NewPasswordFields
          idPrefix="reset"
          label={t('fields.newPassword')}
          password={{ field: register('password'), error: errors.password?.message }}
          confirm={{ field: register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
      </AccountForm>
    </AccountCard>
  );
}
