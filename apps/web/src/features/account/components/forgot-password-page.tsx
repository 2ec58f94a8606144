import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LTR_SLOT, LtrSlot } from '../../../components/ui/ltr.tsx';
import { paths } from '../../../config/paths.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import { emailFormSchema, type EmailFormValues } from '../schemas.ts';
import { AccountCard } from './account-card.tsx';
import { accountErrorMessage } from './server-error.ts';
import { AccountForm, EmailField } from './account-form.tsx';

/** /forgotpassword: asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useAccountTranslation();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = useMemo(() => emailFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailFormValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      setError('root', { message: accountErrorMessage(error, t) });
    }
  });

  if (sentTo !== null) {
    return (
      <AccountCard title={t('forgot.sentTitle')}>
        <p className="tf-account__success" role="status">
          <LtrSlot text={t('forgot.sent', { email: LTR_SLOT })} value={sentTo} />
        </p>
        <Link to={paths.login()}>{t('forgot.backToLogin')}</Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <AccountForm onSubmit={onSubmit} error={errors.root?.message} busy={isSubmitting} submit={t('forgot.submit')} submitting={t('forgot.submitting')}>
        <EmailField id="forgot-email" field={register('email')} error={errors.email?.message} />
      </AccountForm>
      <p className="tf-account__links">
        <Link to={paths.login()}>{t('forgot.backToLogin')}</Link>
      </p>
    </AccountCard>
  );
}
